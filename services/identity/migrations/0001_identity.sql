-- Users, their sessions and refresh tokens, and the keys access tokens are signed with.

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  password_hash text not null,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  banned_until timestamptz,
  user_metadata jsonb not null default '{}',
  app_metadata jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index users_created_at on users (created_at desc, id);

-- A session is one sign-in; its refresh tokens form one rotation family.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);

create index sessions_user_id on sessions (user_id);

-- Only a digest is kept: a leaked table does not hand out sessions.
-- Rotated tokens stay (revoked) so that their reuse can be recognised.
create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  revoked boolean not null default false,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index refresh_tokens_session_id on refresh_tokens (session_id);

create table signing_keys (
  kid text primary key,
  algorithm text not null,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now()
);
