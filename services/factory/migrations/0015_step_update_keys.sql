-- The answers of step updates sent with an Idempotency-Key: a repeat of the same key and body
-- gets the stored answer and credits nothing again. `fingerprint` is the SHA-256 of the job and
-- the body; a key is remembered for a day, then a new request may use it again.
create table step_update_keys (
  tenant_id uuid not null references tenants (id) on delete cascade,
  key text not null,
  fingerprint text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, key)
);
