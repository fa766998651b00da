-- Plans: limits a tenant's settings are copied from at provisioning; -1 means unlimited.
create table plans (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  description text not null default '',
  max_users integer not null check (max_users >= -1),
  max_workers integer not null check (max_workers >= -1),
  max_job_steps integer not null check (max_job_steps >= -1),
  max_article_attributes integer not null check (max_article_attributes >= -1),
  rate_limit_max integer not null check (rate_limit_max > 0),
  rate_limit_window_ms integer not null check (rate_limit_window_ms > 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

insert into plans (slug, name, description, max_users, max_workers, max_job_steps, max_article_attributes,
                   rate_limit_max, rate_limit_window_ms)
values
  ('starter', 'Starter', 'Small workshops', 5, 50, 10, 10, 300, 60000),
  ('growth', 'Growth', 'Growing factories', 20, 250, 20, 25, 1000, 60000),
  ('enterprise', 'Enterprise', 'No limits', -1, -1, -1, -1, 5000, 60000);

-- A tenant's plan is referenced by slug (the contract's field); a plan in use cannot be deleted.
create table tenants (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  plan text not null references plans (slug) on delete restrict,
  owner_id uuid,
  settings jsonb not null default '{}',
  domain text not null,
  domain_status text not null default 'pending' check (domain_status in ('pending', 'active')),
  status text not null default 'active' check (status in ('pending_payment', 'active', 'suspended')),
  -- The last subdomain provisioning result, shown again by retry-domain.
  provisioning jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index tenants_status_idx on tenants (status);

-- E-mails are unique across tenants: login names only a username. The super-admin has no tenant.
create table users (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid references tenants (id) on delete cascade,
  name text not null,
  email text not null unique,
  -- null until the user sets one (an administrator provisioned by the portal).
  password_hash text,
  role text not null check (role in ('super-admin', 'admin', 'user')),
  password_changed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((role = 'super-admin') = (tenant_id is null))
);
create index users_tenant_idx on users (tenant_id);

alter table tenants add constraint tenants_owner_fk foreign key (owner_id) references users (id) on delete set null;

-- Refresh tokens are stored as SHA-256 hashes. A token is used once: refreshing rotates it
-- within its family; presenting a rotated token again revokes the whole family.
create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  family_id uuid not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);
create index refresh_tokens_user_idx on refresh_tokens (user_id);

-- Reset and set-password tokens, stored hashed; single use.
create table password_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('reset', 'set')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_tokens_user_idx on password_tokens (user_id);

create table tenant_configs (
  tenant_id uuid primary key references tenants (id) on delete cascade,
  job_steps jsonb not null default '[]',
  article_attributes jsonb not null default '[]',
  size_range jsonb,
  custom_ledger_types jsonb not null default '[]',
  pagination jsonb not null default '{"defaultPageSize": 20, "maxPageSize": 100}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table master_data_values (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id) on delete cascade,
  attribute_name text not null,
  "values" text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, attribute_name)
);

-- Browser origins added at run time (/global-config/cors); every replica rereads them.
create table cors_origins (
  origin text primary key,
  created_at timestamptz not null default now()
);
