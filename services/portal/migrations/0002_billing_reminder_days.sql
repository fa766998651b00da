-- Days on which the billing reminder job finished: it ticks hourly (a restart never skips a
-- day) but does its work once a day.
create table billing_reminder_days (
  day date primary key,
  reminders_sent integer not null,
  finished_at timestamptz not null default now()
);
