-- Every ended session (sign-out, a new password, a ban, a deleted user, a reused refresh token)
-- becomes one `session.revoked` event in the outbox of the same transaction, so the services
-- that verify access tokens by signature alone stop accepting that session's tokens. A trigger,
-- not each write path, so that no way of ending a session can forget it.
create function identity.sessions_revoked() returns trigger
language plpgsql as $$
begin
  insert into identity.outbox (routing_key, payload)
  select 'session.revoked',
         jsonb_build_object('eventType', 'session.revoked',
                            'sessionIds', jsonb_agg(ended.id order by ended.id),
                            'timestamp', now())
  from ended
  having count(*) > 0;
  return null;
end $$;

create trigger sessions_revoked
  after delete on identity.sessions
  referencing old table as ended
  for each statement execute function identity.sessions_revoked();
