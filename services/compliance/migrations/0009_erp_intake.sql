-- ERP metric events as received: one row per accepted delivery (its id is the referenceId the
-- sender gets back), handled by a worker through the work queue. `idempotency_key` is the
-- sender's Idempotency-Key, scoped by the tenant the event names; a repeat within 24 hours
-- finds this row instead of adding one.
create table erp_intake_events (
  id uuid primary key default gen_random_uuid(),
  claimed_tenant_id uuid not null,
  entity_id uuid not null,
  idempotency_key text,
  payload jsonb not null,
  status text not null default 'queued' check (status in ('queued', 'recorded', 'rejected')),
  rejection_reason text,
  received_at timestamptz not null default now(),
  processed_at timestamptz
);
create index erp_intake_events_key_idx on erp_intake_events (claimed_tenant_id, idempotency_key, received_at desc)
  where idempotency_key is not null;

-- FinancialMetric: a figure of an entity recorded from ERP intake. One row per intake event at
-- most (unique reference_id), so a redelivered job records nothing twice. Money is exact.
create table financial_metrics (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  entity_id uuid not null references entities (id),
  metric_type text not null check (metric_type in ('Turnover', 'Paid-up Capital', 'Net Worth', 'Borrowings')),
  metric_value numeric(20, 2) not null,
  period text,
  reference_id uuid not null unique references erp_intake_events (id),
  recorded_at timestamptz not null default now()
);
create index financial_metrics_entity_idx on financial_metrics (entity_id, recorded_at desc, id);
