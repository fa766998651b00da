import { maybeOne, PG_UNIQUE_VIOLATION, pgErrorCode, type Queryable, sql } from '@platform/kernel/db';
import { emailExists } from '../shared/errors.js';
import { USER_COLUMNS, type UserRow } from '../users/store.js';

export type LinkKind = 'confirmation' | 'recovery' | 'email_change' | 'invite';

export interface LinkIssue {
  readonly userId: string;
  readonly kind: LinkKind;
  /** Where the link is mailed: the user's address, or the new one of an e-mail change. */
  readonly email: string;
  readonly tokenHash: string;
  readonly ttlSeconds: number;
  /** A link of this kind issued more recently than this is kept, and nothing new is issued. */
  readonly minIntervalSeconds: number;
}

/**
 * Issues the user's link of this kind, replacing the previous one (which stops working).
 * False when the previous one is younger than the minimum interval: nothing changes then.
 */
export async function issueLink(db: Queryable, link: LinkIssue): Promise<boolean> {
  const issued = await maybeOne<{ issued: boolean }>(
    db,
    sql`insert into identity.one_time_tokens as t (token_hash, user_id, kind, email, expires_at)
        values (${link.tokenHash}, ${link.userId}, ${link.kind}, ${link.email},
                now() + make_interval(secs => ${link.ttlSeconds}))
        on conflict (user_id, kind) do update
          set token_hash = excluded.token_hash, email = excluded.email,
              expires_at = excluded.expires_at, created_at = now()
          where t.created_at <= now() - make_interval(secs => ${link.minIntervalSeconds})
        returning true as issued`,
  );
  return issued !== undefined;
}

export interface ConsumedLink {
  readonly user_id: string;
  readonly kind: LinkKind;
  readonly email: string;
  readonly live: boolean;
}

/** Deletes the link (it works once) and says whom it was for; `undefined` when there is none. */
export function consumeLink(
  db: Queryable,
  tokenHash: string,
  kinds: readonly LinkKind[],
): Promise<ConsumedLink | undefined> {
  return maybeOne<ConsumedLink>(
    db,
    sql`delete from identity.one_time_tokens
        where token_hash = ${tokenHash} and kind = any(${[...kinds]}::text[])
        returning user_id, kind, email, expires_at > now() as live`,
  );
}

/** Records that the address received the link: it is confirmed. `undefined` if it changed since. */
export function confirmAddress(db: Queryable, userId: string, email: string): Promise<UserRow | undefined> {
  return maybeOne<UserRow>(
    db,
    sql`update identity.users
        set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where id = ${userId} and email = ${email}
        returning ${USER_COLUMNS}`,
  );
}

/** Records a requested e-mail change, shown as `new_email` until its link is followed. */
export function recordEmailChange(
  db: Queryable,
  userId: string,
  newEmail: string,
): Promise<UserRow | undefined> {
  return maybeOne<UserRow>(
    db,
    sql`update identity.users
        set new_email = ${newEmail}, email_change_sent_at = now(), updated_at = now()
        where id = ${userId}
        returning ${USER_COLUMNS}`,
  );
}

/**
 * Moves the account to the confirmed new address. `undefined` when that change is no longer
 * the pending one; `email_exists` when someone else took the address meanwhile.
 */
export async function applyEmailChange(
  db: Queryable,
  userId: string,
  newEmail: string,
): Promise<UserRow | undefined> {
  try {
    return await maybeOne<UserRow>(
      db,
      sql`update identity.users
          set email = new_email, new_email = null, email_change_sent_at = null,
              email_confirmed_at = now(), updated_at = now()
          where id = ${userId} and new_email = ${newEmail}
          returning ${USER_COLUMNS}`,
    );
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw emailExists();
    throw err;
  }
}
