-- Form mappings: how an entity's profile fills an MCA e-form. A global mapping (tenant_id
-- null) serves every tenant; a tenant's own mapping of the same form type overrides it for
-- that tenant. `version` is the optimistic-locking counter of the contract.
create table form_mappings (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid references tenants (id),
  seed_key text unique,
  form_type text not null,
  form_version text not null,
  mca_url text not null,
  field_mappings jsonb not null default '[]'::jsonb,
  validation_rules jsonb not null default '{}'::jsonb,
  metadata jsonb not null default '{}'::jsonb,
  is_active boolean not null default true,
  version integer not null default 1 check (version >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (seed_key is null or tenant_id is null)
);
create unique index form_mappings_global_idx on form_mappings (form_type) where tenant_id is null;
create unique index form_mappings_tenant_idx on form_mappings (tenant_id, form_type) where tenant_id is not null;

-- What a filing assistant needs to fill one form for one workflow instance: written when the
-- workflow redirect finds the profile complete, read back by its id until it expires.
create table mca_filing_contexts (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  instance_id uuid not null references workflow_instances (id),
  entity_id uuid not null references entities (id),
  form_mapping_id uuid not null references form_mappings (id),
  form_type text not null,
  form_version text not null,
  mca_url text not null,
  -- [{profilePath, selectors, value}] in the mapping's order, values transformed for the form.
  fields jsonb not null,
  required_documents jsonb not null default '[]'::jsonb,
  created_by text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index mca_filing_contexts_instance_idx on mca_filing_contexts (instance_id, created_at);
