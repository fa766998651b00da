-- Document templates: HTML bodies with {{variable}} placeholders, global (tenant_id null,
-- written by a super-admin or the seed) or a tenant's own. Bodies are sanitised before they are
-- stored, so a row never holds a script. `variables` and `metadata` (filing form, signatories,
-- post-steps) are JSON documents read and written whole; their shape is checked by the service.
create table document_templates (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid references tenants (id),
  -- Stable name of a seeded global template: the seed updates its row instead of adding one.
  seed_key text unique,
  name text not null,
  category text not null check (category in
    ('BOARD_RESOLUTION', 'NOTICE', 'LETTER', 'DISCLOSURE', 'CERTIFICATE', 'MINUTES', 'SEBI_DISCLOSURE')),
  legal_reference text,
  body text not null,
  variables jsonb not null default '[]'::jsonb,
  metadata jsonb not null default '{}'::jsonb,
  created_by text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (seed_key is null or tenant_id is null)
);
create index document_templates_tenant_idx on document_templates (tenant_id, category, name, id);
