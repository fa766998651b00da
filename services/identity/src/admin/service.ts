import type { Db, Queryable } from '@platform/kernel/db';
import { hashPassword } from '@platform/kernel/passwords';
import type { AdminCaller } from '../auth/service.js';
import { userAlreadyExists, userNotFound } from '../shared/errors.js';
import { endSessions } from '../tokens/store.js';
import {
  assertMetadataSize,
  assertValidUserMetadata,
  initialAppMetadata,
  type Metadata,
  metadataPatch,
  validAppMetadata,
  withoutNulls,
} from '../users/metadata.js';
import { assertStrongPassword } from '../users/passwords.js';
import { type User, userView } from '../users/schemas.js';
import { normaliseEmail } from '../users/service.js';
import {
  deleteUser,
  findUserById,
  insertUser,
  listUsers,
  type UserChanges,
  updateUser,
} from '../users/store.js';
import { bannedUntilOf } from './ban.js';

export interface NewUserByAdmin {
  readonly email: string;
  readonly password: string;
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
  assertStrongPassword(input.password);
  assertMetadataSize('user_metadata', input.user_metadata);
  assertMetadataSize('app_metadata', input.app_metadata);
  const userMetadata = withoutNulls(input.user_metadata);
  assertValidUserMetadata(userMetadata);
  const user = await insertUser(db, {
    email: normaliseEmail(input.email),
    passwordHash: await hashPassword(input.password),
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

/**
 * Applies an admin's changes. A new password or a ban also ends every session of the user,
 * so that whoever held the old credentials is out once their access token expires.
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
    const updated = await updateUser(tx, id, changes);
    if (!updated) throw userNotFound();
    if (endsSessions) await endSessions(tx, id, { scope: 'global' });
    return updated;
  });
  return userView(user);
}

export async function deleteUserAsAdmin(_admin: AdminCaller, db: Queryable, id: string): Promise<void> {
  if (!(await deleteUser(db, id))) throw userNotFound();
}
