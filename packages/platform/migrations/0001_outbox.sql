-- Events written in the same transaction as the state change they describe; a relay
-- publishes them to the bus afterwards, so a crash or a broker outage loses none.
create table outbox (
  id uuid primary key default gen_random_uuid(),
  -- Breaks ties between events of one transaction, which share created_at.
  seq bigint generated always as identity,
  routing_key text not null,
  payload jsonb not null,
  headers jsonb not null default '{}',
  created_at timestamptz not null default now(),
  published_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text
);

-- The relay only ever reads unpublished rows; published ones stay out of the index.
create index outbox_unpublished_idx on outbox (created_at, seq) where published_at is null;
