-- One row per run of a scheduled job, whichever replica ran it; old rows are pruned by the runs.
create table job_runs (
  id bigint generated always as identity primary key,
  name text not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  ok boolean,
  error text
);

create index job_runs_name_started_idx on job_runs (name, started_at desc);

-- Durable work: an item is enqueued in the transaction of the change that calls for it, and
-- handled at least once. A `running` item whose lease (`locked_until`) ran out belonged to a
-- worker that died, and is claimed again.
create table work_items (
  id uuid primary key default gen_random_uuid(),
  queue text not null,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'running', 'done', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 5 check (max_attempts >= 1),
  run_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  dedupe_key text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);

create unique index work_items_dedupe_idx on work_items (queue, dedupe_key) where dedupe_key is not null;
-- Workers only look for due pending items and for expired leases; finished rows stay out.
create index work_items_due_idx on work_items (queue, run_at) where status = 'pending';
create index work_items_lease_idx on work_items (queue, locked_until) where status = 'running';
create index work_items_finished_idx on work_items (finished_at) where status = 'done';
