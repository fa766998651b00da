-- Workflow templates: global (tenant_id null, written by a super-admin or the seed) or a
-- tenant's own. The nested parts of the contract (applicability, timeline, phases, ...) are
-- JSON documents read and written whole; their shape is checked by the service.
create table workflow_templates (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid references tenants (id),
  -- Stable name of a seeded global template: the seed updates its row instead of adding one.
  seed_key text unique,
  country text not null default 'India',
  workflow_name text not null,
  legal_reference text,
  applicability_rules jsonb not null default '{"entityTypes": ["ALL"]}'::jsonb,
  timeline_logic jsonb not null default '{}'::jsonb,
  phases jsonb not null default '[]'::jsonb,
  validation_rules jsonb not null default '{}'::jsonb,
  advisory_prompts jsonb not null default '{}'::jsonb,
  completion_criteria jsonb not null default '{}'::jsonb,
  is_adhoc boolean not null default false,
  is_active boolean not null default true,
  is_archived boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (seed_key is null or tenant_id is null)
);
create index workflow_templates_tenant_idx on workflow_templates (tenant_id, created_at, id);
-- Templates chained to a completed workflow are found by the event that triggers them.
create index workflow_templates_trigger_idx on workflow_templates ((timeline_logic ->> 'triggerEvent'))
  where timeline_logic ? 'triggerEvent';
