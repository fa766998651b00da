-- Taxonomy items: categories, cities, associations and delivery modes share one table.
create table taxonomies (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('category', 'city', 'association', 'delivery_mode')),
  name text not null,
  slug text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (type, slug)
);

-- A draft is status 'active' with is_published false: the contract has no 'draft' status value.
create table courses (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null unique,
  description text not null default '',
  delivery_mode_id uuid references taxonomies (id) on delete restrict,
  duration_days integer not null check (duration_days > 0),
  is_published boolean not null default false,
  status text not null default 'active' check (status in ('active', 'archived', 'deleted')),
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'B')
  ) stored
);
create index courses_search_idx on courses using gin (search);
create index courses_catalogue_idx on courses (created_at desc) where status = 'active' and is_published;

create table course_taxonomies (
  course_id uuid not null references courses (id) on delete cascade,
  taxonomy_id uuid not null references taxonomies (id) on delete restrict,
  primary key (course_id, taxonomy_id)
);
create index course_taxonomies_taxonomy_idx on course_taxonomies (taxonomy_id);

create table course_schedules (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references courses (id) on delete cascade,
  start_date date not null,
  end_date date not null,
  city_id uuid references taxonomies (id) on delete restrict,
  seats integer not null check (seats >= 0),
  check (end_date >= start_date)
);
create index course_schedules_course_idx on course_schedules (course_id, start_date);

create table interests (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references courses (id),
  name text not null,
  email text not null,
  phone text,
  organisation text,
  status text not null default 'new' check (status in ('new', 'contacted', 'converted', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index interests_created_idx on interests (created_at desc);
create index interests_course_idx on interests (course_id);

create table enrollments (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references courses (id),
  interest_id uuid unique references interests (id),
  learner_name text not null,
  learner_email text not null,
  organisation text,
  scheduled_date date,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'completed', 'cancelled')),
  completion_date date,
  certificate_number text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index enrollments_created_idx on enrollments (created_at desc);

create table enquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  message text not null,
  status text not null default 'new' check (status in ('new', 'in_progress', 'resolved', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index enquiries_created_idx on enquiries (created_at desc);

create table training_plans (
  id uuid primary key default gen_random_uuid(),
  organisation text not null,
  contact_name text not null,
  contact_email text not null,
  contact_phone text,
  requirements text not null,
  created_at timestamptz not null default now()
);
create index training_plans_created_idx on training_plans (created_at desc);

-- Solved ALTCHA challenges, kept until they expire, so that each is accepted once.
create table used_challenges (
  challenge text primary key,
  expires_at timestamptz not null
);
create index used_challenges_expiry_idx on used_challenges (expires_at);

create table audit_logs (
  id uuid primary key default gen_random_uuid(),
  -- Insertion order: several entries written in one transaction share its now().
  seq bigint generated always as identity unique,
  action text not null,
  entity_type text not null,
  entity_id uuid,
  actor_id text not null,
  actor_email text not null,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index audit_logs_created_idx on audit_logs (created_at);

-- The log is append-only for everyone, the service's own role included.
create function audit_logs_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_logs is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
end;
$$;
create trigger audit_logs_no_update_delete before update or delete on audit_logs
  for each row execute function audit_logs_append_only();
create trigger audit_logs_no_truncate before truncate on audit_logs
  for each statement execute function audit_logs_append_only();
