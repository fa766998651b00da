import type { Db, Queryable } from '@platform/kernel/db';
import { hashPassword } from '@platform/kernel/passwords';
import type { AdminCaller } from '../auth/service.js';
import { type LinkSettings, mailInvitation } from '../links/service.js';
import { emailExists, userAlreadyExists, userNotFound } from '../shared/errors.js';
import { endSessions } from '../tokens/store.js';
import {
  assertMetadataSize,
  assertValidUserMetadata,
  initialAppMetadata,
  type Metadata,
  metadataPatch,
  type PlatformRole,
  platformRoleOf,
  validAppMetadata,
  withoutNulls,
} from '../users/metadata.js';
import { assertStrongPassword } from '../users/passwords.js';
import { type User, userView } from '../users/schemas.js';
import { normaliseEmail } from '../users/service.js';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  type UserChanges,
  type UserRow,
  updateUser,
} from '../users/store.js';
import { bannedUntilOf } from './ban.js';

export interface NewUserByAdmin {
  readonly email: string;
  /** Absent: the user has no password (none signs in) until they choose one from a mailed link. */
  readonly password?: string;
  readonly email_confirm?: boolean;
  readonly user_metadata?: Metadata;
  readonly app_metadata?: Metadata;
  readonly ban_duration?: string;
}

/*
 * Every admitted caller (another service or a super-admin) may do all of this, so the rules
 * take the caller first, as every rule does, without scoping anything by it.
 */

/** The admin API may set what users may not: `user_metadata.tenantId/entityId` and the role. */
export async function createUserAsAdmin(
  _admin: AdminCaller,
  db: Queryable,
  input: NewUserByAdmin,
): Promise<User> {
  if (input.password !== undefined) assertStrongPassword(input.password);
  assertMetadataSize('user_metadata', input.user_metadata);
  assertMetadataSize('app_metadata', input.app_metadata);
  const userMetadata = withoutNulls(input.user_metadata);
  assertValidUserMetadata(userMetadata);
  const user = await insertUser(db, {
    email: normaliseEmail(input.email),
    // An empty hash is "no password": no password sign-in matches it.
    passwordHash: input.password === undefined ? '' : await hashPassword(input.password),
    emailConfirmed: input.email_confirm ?? false,
    userMetadata,
    appMetadata: initialAppMetadata(withoutNulls(input.app_metadata)),
    bannedUntil: input.ban_duration === undefined ? null : bannedUntilOf(input.ban_duration),
  });
  if (!user) throw userAlreadyExists();
  return userView(user);
}

export async function getUserAsAdmin(_admin: AdminCaller, db: Queryable, id: string): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) throw userNotFound();
  return userView(user);
}

export interface UserPage {
  readonly page: number;
  readonly perPage: number;
  readonly emailContains?: string;
}

export async function listUsersAsAdmin(
  _admin: AdminCaller,
  db: Queryable,
  page: UserPage,
): Promise<{ users: User[]; total: number }> {
  const listed = await listUsers(db, {
    offset: (page.page - 1) * page.perPage,
    limit: page.perPage,
    ...(page.emailContains ? { emailContains: page.emailContains } : {}),
  });
  return { users: listed.users.map(userView), total: listed.total };
}

export interface UserUpdateByAdmin {
  readonly email?: string;
  readonly password?: string;
  /** `true` confirms the address; as in GoTrue, `false` does not unconfirm it. */
  readonly email_confirm?: boolean;
  /** Merged into the stored metadata; a `null` value removes that key. */
  readonly user_metadata?: Metadata;
  readonly app_metadata?: Metadata;
  readonly ban_duration?: string;
}

const ROLE_RANK: Record<PlatformRole, number> = { user: 0, admin: 1, super_admin: 2 };

function productsOf(appMetadata: Metadata): readonly unknown[] {
  return Array.isArray(appMetadata.apps) ? appMetadata.apps : [];
}

/**
 * Whether a change of app_metadata takes rights away: a product no longer listed, or a role
 * lower than before (or none). Tokens carry both, so the sessions whose tokens still say
 * otherwise must end.
 */
function takesRightsAway(before: Metadata, after: Metadata): boolean {
  const kept = new Set(productsOf(after));
  if (productsOf(before).some((product) => !kept.has(product))) return true;
  const was = platformRoleOf(before);
  if (was === undefined) return false;
  const is = platformRoleOf(after);
  return is === undefined || ROLE_RANK[is] < ROLE_RANK[was];
}

/**
 * Applies an admin's changes. A new password, a ban, or app_metadata that takes rights away (a
 * product removed from `apps`, a lower role) also ends every session of the user, so that
 * whoever held the old credentials, or a token granting more than the person now has, is out:
 * at identity at once, at the services verifying tokens by signature as soon as they hear of
 * it (`session.revoked`), and at the latest when the access token expires.
 */
export async function updateUserAsAdmin(
  _admin: AdminCaller,
  db: Db,
  id: string,
  input: UserUpdateByAdmin,
): Promise<User> {
  if (input.password !== undefined) assertStrongPassword(input.password);
  assertMetadataSize('user_metadata', input.user_metadata);
  assertMetadataSize('app_metadata', input.app_metadata);
  if (input.user_metadata) assertValidUserMetadata(input.user_metadata);
  const appMetadata = input.app_metadata ? validAppMetadata(input.app_metadata) : undefined;
  const bannedUntil = input.ban_duration === undefined ? undefined : bannedUntilOf(input.ban_duration);
  const changes: UserChanges = {
    ...(input.email !== undefined ? { email: normaliseEmail(input.email) } : {}),
    ...(input.password !== undefined ? { passwordHash: await hashPassword(input.password) } : {}),
    ...(input.email_confirm ? { confirmEmail: true as const } : {}),
    ...(input.user_metadata ? { userMetadata: metadataPatch(input.user_metadata) } : {}),
    ...(appMetadata ? { appMetadata: metadataPatch(appMetadata) } : {}),
    ...(bannedUntil !== undefined ? { bannedUntil } : {}),
  };
  const endsSessions = changes.passwordHash !== undefined || bannedUntil instanceof Date;
  const user = await db.transaction(async (tx) => {
    const before = appMetadata ? await findUserById(tx, id) : undefined;
    const updated = await updateUser(tx, id, changes);
    if (!updated) throw userNotFound();
    if (endsSessions || (before && takesRightsAway(before.app_metadata, updated.app_metadata)))
      await endSessions(tx, id, { scope: 'global' });
    return updated;
  });
  return userView(user);
}

export interface Invitation {
  readonly email: string;
  /** The new user's user_metadata (GoTrue's `data`); may carry tenantId and entityId. */
  readonly data?: Metadata;
}

/**
 * `POST /invite`, as GoTrue: a new address becomes a user without a password (unconfirmed,
 * `data` as user_metadata, the default app_metadata); a user whose address is not confirmed
 * yet (made by the admin API without a password, say) is invited as it is, `data` ignored; a
 * confirmed one is `422 email_exists`. The invitation link then confirms the address and opens
 * a session, from which the person chooses a password. A mail that cannot be sent undoes it all.
 */
export async function inviteUserAsAdmin(
  _admin: AdminCaller,
  settings: LinkSettings,
  input: Invitation,
  redirectTo: string | undefined,
): Promise<User> {
  assertMetadataSize('user_metadata', input.data);
  const userMetadata = withoutNulls(input.data);
  assertValidUserMetadata(userMetadata);
  const email = normaliseEmail(input.email);
  const invited = await settings.db.transaction(async (tx): Promise<UserRow> => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) throw emailExists();
    const user =
      existing ??
      (await insertUser(tx, {
        email,
        passwordHash: '',
        emailConfirmed: false,
        userMetadata,
        appMetadata: initialAppMetadata({}),
      }));
    // Taken meanwhile by a sign-up that committed first.
    if (!user) throw emailExists();
    await mailInvitation(settings, tx, user, redirectTo);
    return user;
  });
  return userView(invited);
}

export async function deleteUserAsAdmin(_admin: AdminCaller, db: Queryable, id: string): Promise<void> {
  if (!(await deleteUser(db, id))) throw userNotFound();
}
