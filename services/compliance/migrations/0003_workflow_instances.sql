-- Workflow instances: a template run for one entity of one tenant, its phases and tasks in
-- current_data. The certificate is a blob; its link is signed afresh on every read.
create table workflow_instances (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  template_id uuid not null references workflow_templates (id),
  entity_id uuid not null references entities (id),
  status text not null default 'IN_PROGRESS' check (status in ('DRAFT', 'IN_PROGRESS', 'COMPLETED')),
  financial_year text check (financial_year ~ '^[0-9]{4}-[0-9]{4}$'),
  custom_label text,
  current_data jsonb not null,
  due_date date,
  -- The completed instance whose workflow.completed event created this one; unique per
  -- template, so a redelivered event creates nothing twice.
  triggered_by uuid references workflow_instances (id),
  certificate_key text,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index workflow_instances_tenant_idx on workflow_instances (tenant_id, created_at, id);
create index workflow_instances_entity_idx on workflow_instances (entity_id);
create unique index workflow_instances_chain_idx on workflow_instances (template_id, triggered_by)
  where triggered_by is not null;
-- Open deadlines (reminders, the calendar feed) are found by date.
create index workflow_instances_due_idx on workflow_instances (due_date) where status <> 'COMPLETED';

-- A reminder sent: one row per instance, due date and lead time, so that a job run twice (or
-- on two replicas) never sends the same reminder twice.
create table workflow_reminders (
  instance_id uuid not null references workflow_instances (id),
  due_date date not null,
  days_before integer not null,
  sent_at timestamptz not null default now(),
  primary key (instance_id, due_date, days_before)
);
