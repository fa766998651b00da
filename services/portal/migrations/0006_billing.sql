-- What the organisation makes: the factory writes its first production steps from a template of
-- this kind. Existing tenants are 'other', the kind with the most general steps.
alter table tenants add column unit_kind text not null default 'other'
  check (unit_kind in ('garment', 'footwear', 'other'));

-- When the subscription's end was asked for by the customer (or, first, reported by the provider),
-- and the customer's reason. Set while the provider still serves out a paid cycle, so a second
-- request is refused as already cancelled.
alter table tenants add column cancelled_at timestamptz;
alter table tenants add column cancel_reason text;

-- What the provider reported through its signed webhooks, written in the webhook's transaction.
-- Amounts are paise, as the provider sends them; ids are the provider's.
create table invoices (
  id text primary key,
  tenant_id uuid not null references tenants (id) on delete cascade,
  subscription_id text,
  payment_id text,
  status text not null,
  amount_paise bigint not null check (amount_paise >= 0),
  currency text not null,
  issued_at timestamptz not null,
  paid_at timestamptz,
  period_start timestamptz,
  period_end timestamptz,
  event_id text not null,
  recorded_at timestamptz not null default now()
);
create index invoices_tenant_idx on invoices (tenant_id, issued_at desc, id);

create table payments (
  id text primary key,
  tenant_id uuid not null references tenants (id) on delete cascade,
  subscription_id text,
  invoice_id text,
  status text not null check (status in ('captured', 'failed')),
  amount_paise bigint not null check (amount_paise >= 0),
  currency text not null,
  method text,
  failure_reason text,
  at timestamptz not null,
  event_id text not null,
  recorded_at timestamptz not null default now()
);
create index payments_tenant_idx on payments (tenant_id, at desc, id);
