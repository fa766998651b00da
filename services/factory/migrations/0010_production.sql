-- Production and wages. Money is numeric(14,2): exact to the paisa in storage and arithmetic.

create table workers (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id) on delete cascade,
  name text not null,
  phone text,
  skills text[] not null default '{}',
  is_default boolean not null default false,
  -- credits − debits of the ledger; negative once the worker was paid more than earned.
  balance numeric(14,2) not null default 0,
  -- Money paid and not yet allocated to a job: applied first at the next settlement.
  advance numeric(14,2) not null default 0 check (advance >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index workers_tenant_idx on workers (tenant_id, created_at, id);
create index workers_skills_idx on workers using gin (skills);
create unique index workers_default_idx on workers (tenant_id) where is_default;

create table articles (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id) on delete cascade,
  name text not null,
  attributes jsonb not null default '{}',
  step_rates jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index articles_tenant_idx on articles (tenant_id, created_at, id);

-- A job's steps, instantiated from the tenant config, live in `steps`; `is_active` (any step
-- not Completed) lets active jobs bypass the list's date filters.
create table jobs (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id) on delete cascade,
  article_id uuid not null references articles (id),
  quantity integer not null check (quantity > 0),
  attributes jsonb not null default '{}',
  steps jsonb not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index jobs_tenant_idx on jobs (tenant_id, created_at desc, id);
create index jobs_active_idx on jobs (tenant_id) where is_active;

-- One row per completed step: what the reports add up.
create table step_completions (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id) on delete cascade,
  job_id uuid not null references jobs (id) on delete cascade,
  article_id uuid not null references articles (id),
  worker_id uuid not null references workers (id),
  step_name text not null,
  quantity integer not null,
  rate numeric(14,2) not null,
  amount numeric(14,2) not null,
  completed_at timestamptz not null default now(),
  unique (job_id, step_name)
);
create index step_completions_tenant_idx on step_completions (tenant_id, completed_at);

create table transactions (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id) on delete cascade,
  worker_id uuid not null references workers (id),
  kind text not null check (kind in ('payment', 'credit', 'debit')),
  amount numeric(14,2) not null check (amount > 0),
  date date not null default current_date,
  note text,
  settlement jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index transactions_tenant_idx on transactions (tenant_id, date desc, id);

create table ledger_entries (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id) on delete cascade,
  worker_id uuid not null references workers (id),
  type text not null,
  -- Signed effect on the balance: credits positive, debits negative.
  amount numeric(14,2) not null,
  description text,
  job_id uuid references jobs (id) on delete set null,
  step_name text,
  transaction_id uuid references transactions (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index ledger_worker_idx on ledger_entries (worker_id, created_at, id);

-- What a worker earned on a job, in FIFO order of earning, and how much of it is paid.
create table job_earnings (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id) on delete cascade,
  worker_id uuid not null references workers (id),
  job_id uuid not null references jobs (id) on delete cascade,
  earned_amount numeric(14,2) not null default 0,
  paid_amount numeric(14,2) not null default 0,
  earned_at timestamptz not null default now(),
  paid_at timestamptz,
  unique (worker_id, job_id),
  check (paid_amount >= 0 and paid_amount <= earned_amount)
);
create index job_earnings_pending_idx on job_earnings (worker_id, earned_at, id) where paid_amount < earned_amount;
