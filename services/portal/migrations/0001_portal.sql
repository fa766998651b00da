-- Apps a new organisation can sign up for. Only apps with an internal provisioning endpoint belong here.
create table apps (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  description text not null default '',
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

-- Prices are whole rupees (INR); -1 in a limit means unlimited.
create table plans (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  display_name text,
  price_monthly integer not null check (price_monthly >= 0),
  price_yearly integer not null check (price_yearly >= 0),
  currency text not null default 'INR',
  features jsonb not null default '[]'::jsonb,
  max_users integer not null check (max_users >= -1),
  max_workers integer not null check (max_workers >= -1),
  max_job_steps integer not null check (max_job_steps >= -1),
  max_article_attrs integer not null check (max_article_attrs >= -1),
  rate_limit_max integer not null check (rate_limit_max > 0),
  rate_limit_window integer not null check (rate_limit_window > 0),
  provider_plan_id text,
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The contract moves a cancelled subscription's tenant to `suspended`; `subscription_status`
-- keeps the provider's view (created, active, halted, cancelled), and `cancelled` there is final.
create table tenants (
  id uuid primary key,
  name text not null,
  slug text not null unique,
  admin_email text not null unique,
  admin_user_id uuid not null,
  plan text not null references plans (slug),
  app text not null references apps (slug),
  status text not null default 'pending_payment'
    check (status in ('pending_payment', 'active', 'suspended')),
  subscription_status text not null default 'created'
    check (subscription_status in ('created', 'active', 'halted', 'cancelled')),
  payment_provider text not null,
  provider_customer_id text,
  provider_subscription_id text unique,
  plan_overrides jsonb not null default '{}'::jsonb,
  last_event_at timestamptz,
  activated_at timestamptz,
  suspended_at timestamptz,
  provisioned_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index tenants_listing_idx on tenants (created_at desc, id);

create table app_assignments (
  tenant_id uuid not null references tenants (id) on delete cascade,
  app text not null references apps (slug),
  assigned_at timestamptz not null default now(),
  primary key (tenant_id, app)
);

create table user_roles (
  user_id uuid not null,
  tenant_id uuid not null references tenants (id) on delete cascade,
  app text not null references apps (slug),
  role text not null check (role in ('admin', 'user')),
  created_at timestamptz not null default now(),
  primary key (user_id, tenant_id, app)
);

-- One row per e-mail being signed up or signed up recently: it reserves the address while the
-- saga runs (a concurrent retry sees `pending`), and keeps the first answer for retries.
create table signup_requests (
  email text primary key,
  idempotency_key text unique,
  fingerprint text not null,
  state text not null default 'pending' check (state in ('pending', 'completed')),
  tenant_id uuid,
  response jsonb,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);

create table webhook_events (
  event_id text primary key,
  event text not null,
  subscription_id text,
  tenant_id uuid,
  outcome text not null,
  received_at timestamptz not null default now()
);

create table alerts (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid references tenants (id) on delete cascade,
  audience text not null check (audience in ('super_admin', 'tenant')),
  type text not null,
  severity text not null check (severity in ('info', 'warning', 'critical')),
  message text not null,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default clock_timestamp()
);
create index alerts_newest_idx on alerts (created_at desc, id);
create index alerts_tenant_idx on alerts (tenant_id, created_at desc, id);

-- The central audit log (behind the factory's /audit-logs). No foreign key: entries outlive
-- whatever they describe.
create table audit_logs (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null,
  action text not null,
  entity_type text,
  entity_id text,
  user_id text,
  user_email text,
  source text not null,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default clock_timestamp()
);
create index audit_logs_tenant_idx on audit_logs (tenant_id, created_at desc, id);

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

-- A reminder is claimed by its row before its mail goes out, in one transaction.
create table billing_reminders_sent (
  tenant_id uuid not null references tenants (id) on delete cascade,
  renewal_date date not null,
  days_before integer not null,
  sent_at timestamptz not null default now(),
  primary key (tenant_id, renewal_date, days_before)
);

-- The sandbox payment provider's own records: what Razorpay would keep.
create table sandbox_customers (
  id text primary key,
  name text not null,
  email text not null,
  notes jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

create table sandbox_subscriptions (
  id text primary key,
  customer_id text not null references sandbox_customers (id) on delete cascade,
  plan_id text not null,
  status text not null default 'created' check (status in ('created', 'active', 'halted', 'cancelled')),
  notes jsonb not null default '{}'::jsonb,
  current_start timestamptz,
  current_end timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

insert into apps (slug, name, description) values
  ('factory', 'Factory management', 'Production and piece-rate wage tracking for factories');

insert into plans (slug, name, display_name, price_monthly, price_yearly, features, max_users, max_workers,
                   max_job_steps, max_article_attrs, rate_limit_max, rate_limit_window, provider_plan_id, sort_order)
values
  ('starter', 'Starter', 'Starter', 999, 9990, '["5 users", "50 workers", "Email support"]'::jsonb,
   5, 50, 10, 10, 100, 60000, 'plan_sandbox_starter', 1),
  ('growth', 'Growth', 'Growth', 2999, 29990, '["20 users", "250 workers", "Priority support"]'::jsonb,
   20, 250, 20, 25, 500, 60000, 'plan_sandbox_growth', 2),
  ('enterprise', 'Enterprise', 'Enterprise', 9999, 99990, '["Unlimited users", "Unlimited workers", "Dedicated support"]'::jsonb,
   -1, -1, -1, -1, 2000, 60000, 'plan_sandbox_enterprise', 3);
