import { maybeOne, type Queryable, sql } from '@platform/kernel/db';
import type { ChainLink } from '@platform/kernel/refresh';
import { USER_COLUMNS, type UserInSession, type UserRow } from '../users/store.js';

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

/** The token that replaces a spent one, with its seal under the spent one (see the kernel's `refresh`). */
export interface SuccessorIssue extends RefreshTokenIssue {
  readonly sealed: string;
}

/**
 * Spends a live refresh token and issues its successor in the same session, atomically:
 * of two requests racing with one token, exactly one succeeds. `undefined` when the token
 * is unknown, expired or already spent.
 */
export function rotateRefreshToken(
  db: Queryable,
  spentHash: string,
  successor: SuccessorIssue,
): Promise<UserInSession | undefined> {
  return maybeOne<UserInSession>(
    db,
    sql`with spent as (
          update identity.refresh_tokens set revoked = true, revoked_at = now(), successor = ${successor.sealed}
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

/** A spent token's session as a reuse reads it: the user, and every token since the spent one. */
export interface SpentTokenSession {
  readonly user: UserInSession;
  /** Rotated within the reuse window just now. */
  readonly withinWindow: boolean;
  readonly tokens: ReadonlyMap<string, ChainLink>;
}

/**
 * The session of a spent refresh token, in one round trip; `undefined` when the token is unknown
 * or was never spent. Only the tokens issued since the spent one are read: the chain from it to
 * the current token runs through them alone.
 */
export async function findSpentTokenSession(
  db: Queryable,
  spentHash: string,
  reuseIntervalSeconds: number,
): Promise<SpentTokenSession | undefined> {
  const { rows } = await db.query<
    UserRow & {
      session_id: string;
      within_window: boolean;
      token_hash: string;
      successor: string | null;
      live: boolean;
    }
  >(
    sql`with spent as (
          select session_id, created_at, revoked_at from identity.refresh_tokens
          where token_hash = ${spentHash} and revoked
        ),
        owner as (
          select ${USER_COLUMNS} from identity.users
          where id = (select user_id from identity.sessions where id = (select session_id from spent))
        )
        select owner.*, spent.session_id,
               coalesce(spent.revoked_at > now() - make_interval(secs => ${reuseIntervalSeconds}), false)
                 as within_window,
               t.token_hash, t.successor, (not t.revoked and t.expires_at > now()) as live
        from owner, spent
        join identity.refresh_tokens t on t.session_id = spent.session_id and t.created_at >= spent.created_at`,
  );
  const first = rows[0];
  if (!first) return undefined;
  const { within_window, token_hash: _hash, successor: _successor, live: _live, ...user } = first;
  return {
    user,
    withinWindow: within_window,
    tokens: new Map(rows.map((row) => [row.token_hash, { successor: row.successor, live: row.live }])),
  };
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
