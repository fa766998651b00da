-- The secret of a tenant's deadline feed (`/deadlines.ics?token=`), stored as its SHA-256 so
-- that the table alone never opens a feed. Rotating replaces the row: the old link stops working.
create table calendar_tokens (
  tenant_id uuid primary key references tenants (id),
  token_hash text not null unique,
  rotated_at timestamptz not null default now()
);
