import {
  DatabaseError,
  many,
  maybeOne,
  one,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  type Queryable,
  sql,
} from '@platform/kernel/db';
import { emailExists } from '../shared/errors.js';
import {
  type Metadata,
  type MetadataPatch,
  metadataColumnOfConstraint,
  metadataTooLarge,
} from './metadata.js';

/** A merged metadata value over its bound is the caller's mistake (400), not a fault. */
function rethrowOversizedMetadata(err: unknown): never {
  const column = err instanceof DatabaseError ? metadataColumnOfConstraint(err.constraint) : undefined;
  throw column ? metadataTooLarge(column) : err;
}

export interface UserRow {
  readonly id: string;
  readonly email: string;
  readonly password_hash: string;
  readonly email_confirmed_at: Date | null;
  readonly last_sign_in_at: Date | null;
  readonly banned_until: Date | null;
  /** The address of a requested e-mail change, until its link is followed. */
  readonly new_email: string | null;
  readonly email_change_sent_at: Date | null;
  readonly user_metadata: Metadata;
  readonly app_metadata: Metadata;
  readonly created_at: Date;
  readonly updated_at: Date;
}

/** A user with the session a sign-in, a refresh or a bearer token is about. */
export type UserInSession = UserRow & { readonly session_id: string };

export const USER_COLUMNS = sql.raw(
  'id, email, password_hash, email_confirmed_at, last_sign_in_at, banned_until, new_email, email_change_sent_at, user_metadata, app_metadata, created_at, updated_at',
);

export interface NewUser {
  readonly email: string;
  readonly passwordHash: string;
  readonly emailConfirmed: boolean;
  readonly userMetadata: Metadata;
  readonly appMetadata: Metadata;
  readonly bannedUntil?: Date | null;
}

export function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return maybeOne<UserRow>(db, sql`select ${USER_COLUMNS} from identity.users where email = ${email}`);
}

export function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return maybeOne<UserRow>(db, sql`select ${USER_COLUMNS} from identity.users where id = ${id}`);
}

/** The new user, or `undefined` when the e-mail is taken. */
export function insertUser(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  return maybeOne<UserRow>(
    db,
    sql`insert into identity.users (email, password_hash, email_confirmed_at, user_metadata, app_metadata, banned_until)
        values (${user.email}, ${user.passwordHash}, ${user.emailConfirmed ? sql`now()` : null},
                ${JSON.stringify(user.userMetadata)}::jsonb, ${JSON.stringify(user.appMetadata)}::jsonb,
                ${user.bannedUntil ?? null})
        on conflict (email) do nothing
        returning ${USER_COLUMNS}`,
  ).catch(rethrowOversizedMetadata);
}

export interface UserChanges {
  readonly email?: string;
  readonly passwordHash?: string;
  /** Records the address as confirmed (keeping an earlier confirmation time). */
  readonly confirmEmail?: true;
  readonly userMetadata?: MetadataPatch;
  readonly appMetadata?: MetadataPatch;
  readonly bannedUntil?: Date | null;
}

function mergeJson(column: 'user_metadata' | 'app_metadata', patch: MetadataPatch) {
  const name = sql.raw(column);
  return sql`${name} = (${name} || ${JSON.stringify(patch.set)}::jsonb) - ${[...patch.remove]}::text[]`;
}

/**
 * Applies the given changes in one statement, so that two concurrent metadata updates merge
 * instead of one overwriting the other. `undefined` when there is no such user.
 */
export async function updateUser(
  db: Queryable,
  id: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const assignments = [sql`updated_at = now()`];
  if (changes.email !== undefined) assignments.push(sql`email = ${changes.email}`);
  if (changes.passwordHash !== undefined) assignments.push(sql`password_hash = ${changes.passwordHash}`);
  if (changes.confirmEmail) assignments.push(sql`email_confirmed_at = coalesce(email_confirmed_at, now())`);
  if (changes.userMetadata) assignments.push(mergeJson('user_metadata', changes.userMetadata));
  if (changes.appMetadata) assignments.push(mergeJson('app_metadata', changes.appMetadata));
  if (changes.bannedUntil !== undefined) assignments.push(sql`banned_until = ${changes.bannedUntil}`);
  try {
    return await maybeOne<UserRow>(
      db,
      sql`update identity.users set ${sql.join(assignments)} where id = ${id} returning ${USER_COLUMNS}`,
    );
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw emailExists();
    rethrowOversizedMetadata(err);
  }
}

export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(sql`delete from identity.users where id = ${id}`);
  return rowCount > 0;
}

export interface UserListing {
  readonly offset: number;
  readonly limit: number;
  /** Part of an e-mail address, case-insensitive. */
  readonly emailContains?: string;
}

export async function listUsers(
  db: Queryable,
  listing: UserListing,
): Promise<{ users: UserRow[]; total: number }> {
  const where = listing.emailContains
    ? sql`where strpos(email, ${listing.emailContains.toLowerCase()}) > 0`
    : sql.empty();
  const [users, counted] = await Promise.all([
    many<UserRow>(
      db,
      sql`select ${USER_COLUMNS} from identity.users ${where}
          order by created_at desc, id limit ${listing.limit} offset ${listing.offset}`,
    ),
    one<{ total: number }>(db, sql`select count(*)::int as total from identity.users ${where}`),
  ]);
  return { users, total: counted.total };
}
