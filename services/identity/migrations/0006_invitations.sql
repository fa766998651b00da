-- Invitations: a link mailed to a person an administrator added, who chooses their password
-- after following it (GoTrue's `POST /invite` and verification type `invite`).
alter table one_time_tokens drop constraint one_time_tokens_kind_check;
alter table one_time_tokens add constraint one_time_tokens_kind_check
  check (kind in ('confirmation', 'recovery', 'email_change', 'invite'));
