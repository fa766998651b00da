import type { Db, Queryable } from '@platform/kernel/db';
import { userAlreadyExists, userNotFound } from '../errors.js';
import { endSessions } from '../tokens/store.js';
import {
  assertMetadataSize,
  assertValidAppMetadata,
  assertValidUserMetadata,
  initialAppMetadata,
  type Metadata,
  metadataPatch,
  withoutNulls,
} from '../users/metadata.js';
import { assertStrongPassword, hashPassword } from '../users/passwords.js';
import { normaliseEmail } from '../users/service.js';
import {
  deleteUser,
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
  readonly password: string;
  readonly email_confirm?: boolean;
  readonly user_metadata?: Metadata;
  readonly app_metadata?: Metadata;
  readonly ban_duration?: string;
}

/** The admin API may set what users may not: `user_metadata.tenantId/entityId` and the role. */
export async function createUserAsAdmin(db: Queryable, input: NewUserByAdmin): Promise<UserRow> {
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
  return user;
}

export async function getUserAsAdmin(db: Queryable, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw userNotFound();
  return user;
}

export interface UserPage {
  readonly page: number;
  readonly perPage: number;
  readonly emailContains?: string;
}

export async function listUsersAsAdmin(
  db: Queryable,
  page: UserPage,
): Promise<{ users: UserRow[]; total: number }> {
  return listUsers(db, {
    offset: (page.page - 1) * page.perPage,
    limit: page.perPage,
    ...(page.emailContains ? { emailContains: page.emailContains } : {}),
  });
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
export async function updateUserAsAdmin(db: Db, id: string, input: UserUpdateByAdmin): Promise<UserRow> {
  if (input.password !== undefined) assertStrongPassword(input.password);
  assertMetadataSize('user_metadata', input.user_metadata);
  assertMetadataSize('app_metadata', input.app_metadata);
  if (input.user_metadata) assertValidUserMetadata(input.user_metadata);
  if (input.app_metadata) assertValidAppMetadata(input.app_metadata);
  const bannedUntil = input.ban_duration === undefined ? undefined : bannedUntilOf(input.ban_duration);
  const changes: UserChanges = {
    ...(input.email !== undefined ? { email: normaliseEmail(input.email) } : {}),
    ...(input.password !== undefined ? { passwordHash: await hashPassword(input.password) } : {}),
    ...(input.email_confirm ? { confirmEmail: true as const } : {}),
    ...(input.user_metadata ? { userMetadata: metadataPatch(input.user_metadata) } : {}),
    ...(input.app_metadata ? { appMetadata: metadataPatch(input.app_metadata) } : {}),
    ...(bannedUntil !== undefined ? { bannedUntil } : {}),
  };
  const endsSessions = changes.passwordHash !== undefined || bannedUntil instanceof Date;
  return db.transaction(async (tx) => {
    const user = await updateUser(tx, id, changes);
    if (!user) throw userNotFound();
    if (endsSessions) await endSessions(tx, id, { scope: 'global' });
    return user;
  });
}

export async function deleteUserAsAdmin(db: Queryable, id: string): Promise<void> {
  if (!(await deleteUser(db, id))) throw userNotFound();
}
