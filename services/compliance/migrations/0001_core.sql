-- Tenants, their users and roles, entities, and the audit trail.

create table tenants (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  entity_type text not null,
  contact_email text,
  contact_phone text,
  gstin text,
  pan text,
  registration_number text,
  subscription_plan text not null default 'FREE'
    check (subscription_plan in ('FREE', 'STARTER', 'PROFESSIONAL', 'ENTERPRISE')),
  -- Secret of the tenant's iCalendar feed; rotated by an administrator.
  calendar_token text not null default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index tenants_name_idx on tenants (name, id);
create unique index tenants_calendar_token_idx on tenants (calendar_token);

-- Role permissions are data: changing what a role may do is an UPDATE, not a release.
create table roles (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (name in ('super_admin', 'admin', 'user')),
  permissions jsonb not null default '{}'::jsonb
);
insert into roles (name, permissions) values
  ('super_admin', '{"tenants": ["create", "read", "list_all"], "users": ["create", "read"], "entities": ["create", "read", "update"], "workflows": ["create", "read", "update"], "templates": ["create", "read", "update", "delete", "global"], "audit": ["read"]}'),
  ('admin', '{"tenants": ["read"], "users": ["create", "read"], "entities": ["create", "read", "update"], "workflows": ["create", "read", "update"], "templates": ["create", "read", "update", "delete"], "audit": ["read"]}'),
  ('user', '{"tenants": ["read"], "users": [], "entities": ["create", "read", "update"], "workflows": ["create", "read", "update"], "templates": ["read"], "audit": []}');

-- A user of a tenant; `id` is the identity provider's user id (the token's `sub`).
create table users (
  id text primary key,
  tenant_id uuid not null references tenants (id),
  role_id uuid not null references roles (id),
  email text not null,
  name text not null,
  entity_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_idx on users (lower(email));
create index users_tenant_idx on users (tenant_id, created_at);

create table entities (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  name text not null,
  entity_type text not null,
  is_listed boolean not null default false,
  profile_data jsonb not null default '{}'::jsonb,
  version integer not null default 1 check (version >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index entities_tenant_idx on entities (tenant_id, created_at, id);

-- The audit trail: rows are only ever inserted. `event_id` is the bus message id of an event
-- recorded by the audit consumer; unique, so a redelivered event is recorded once.
create table audit_logs (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid,
  action text not null,
  entity_type text not null,
  entity_id text,
  user_id text,
  user_name text,
  details jsonb not null default '{}'::jsonb,
  changes jsonb not null default '[]'::jsonb,
  event_id uuid unique,
  created_at timestamptz not null default clock_timestamp()
);
create index audit_logs_subject_idx on audit_logs (entity_type, entity_id, created_at desc);
create index audit_logs_tenant_idx on audit_logs (tenant_id, created_at desc);

create function audit_logs_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'audit_logs is append-only: % is not allowed', tg_op
    using errcode = 'insufficient_privilege';
end;
$$;
create trigger audit_logs_no_update_or_delete
  before update or delete on audit_logs
  for each row execute function audit_logs_immutable();
create trigger audit_logs_no_truncate
  before truncate on audit_logs
  for each statement execute function audit_logs_immutable();
