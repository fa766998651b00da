import { maybeOne, type Queryable, sql } from '@platform/kernel/db';
import { USER_COLUMNS, type UserInSession } from '../users/store.js';

export interface RefreshTokenIssue {
  readonly tokenHash: string;
  readonly ttlSeconds: number;
}

/**
 * Opens a session with its first refresh token and records the sign-in, in one round trip.
 * The user's sessions that no longer hold a live refresh token are cleared on the way.
 */
export async function openSession(
  db: Queryable,
  userId: string,
  refresh: RefreshTokenIssue,
): Promise<UserInSession> {
  const row = await maybeOne<UserInSession>(
    db,
    sql`with stale as (
          delete from identity.sessions s
          where s.user_id = ${userId}
            and not exists (select 1 from identity.refresh_tokens t
                            where t.session_id = s.id and not t.revoked and t.expires_at > now())
        ),
        opened as (
          insert into identity.sessions (user_id) values (${userId}) returning id
        ),
        first_token as (
          insert into identity.refresh_tokens (token_hash, session_id, expires_at)
          select ${refresh.tokenHash}, id, now() + make_interval(secs => ${refresh.ttlSeconds}) from opened
        ),
        signed_in as (
          update identity.users set last_sign_in_at = now() where id = ${userId} returning ${USER_COLUMNS}
        )
        select signed_in.*, opened.id as session_id from signed_in, opened`,
  );
  if (!row) throw new Error(`user ${userId} vanished while signing in`);
  return row;
}

/**
 * Spends a live refresh token and issues its successor in the same session, atomically:
 * of two requests racing with one token, exactly one succeeds. `undefined` when the token
 * is unknown, expired or already spent.
 */
export function rotateRefreshToken(
  db: Queryable,
  spentHash: string,
  successor: RefreshTokenIssue,
): Promise<UserInSession | undefined> {
  return maybeOne<UserInSession>(
    db,
    sql`with spent as (
          update identity.refresh_tokens set revoked = true
          where token_hash = ${spentHash} and not revoked and expires_at > now()
          returning session_id
        ),
        successor as (
          insert into identity.refresh_tokens (token_hash, session_id, expires_at)
          select ${successor.tokenHash}, session_id, now() + make_interval(secs => ${successor.ttlSeconds}) from spent
        ),
        session as (
          update identity.sessions set refreshed_at = now()
          where id in (select session_id from spent)
          returning id as session_id, user_id
        )
        select ${USER_COLUMNS}, session.session_id
        from identity.users join session on session.user_id = identity.users.id`,
  );
}

/** Ends the session a spent refresh token belonged to; false when the token was never spent. */
export async function endSessionOfSpentToken(db: Queryable, tokenHash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    sql`delete from identity.sessions
        where id = (select session_id from identity.refresh_tokens where token_hash = ${tokenHash} and revoked)`,
  );
  return rowCount > 0;
}

export type SessionSelection =
  | { readonly scope: 'global' }
  | { readonly scope: 'local' | 'others'; readonly sessionId: string };

export async function endSessions(db: Queryable, userId: string, selection: SessionSelection): Promise<void> {
  const which =
    selection.scope === 'global'
      ? sql.empty()
      : selection.scope === 'local'
        ? sql`and id = ${selection.sessionId}`
        : sql`and id <> ${selection.sessionId}`;
  await db.query(sql`delete from identity.sessions where user_id = ${userId} ${which}`);
}
