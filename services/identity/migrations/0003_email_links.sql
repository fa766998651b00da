-- Mailed links: sign-up confirmation, password recovery and e-mail change.

-- A requested e-mail change waits here until the link mailed to the new address is followed.
alter table users add column new_email text check (new_email = lower(new_email));
alter table users add column email_change_sent_at timestamptz;

-- One live link per user and kind: asking again replaces it. Only a digest of the token is
-- kept, and a link is deleted when it is used, so it works once.
create table one_time_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('confirmation', 'recovery', 'email_change')),
  -- the address the link was mailed to: the user's own, or the new one of an e-mail change
  email text not null check (email = lower(email)),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  unique (user_id, kind)
);
