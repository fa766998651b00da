import type { SignedInCaller } from '../auth/service.js';
import { appMetadataNotAllowed, emailExists, samePassword, sessionNotFound } from '../errors.js';
import { type LinkSettings, requestEmailChange } from '../links/service.js';
import { endSessions } from '../tokens/store.js';
import {
  assertMetadataSize,
  type Metadata,
  metadataPatch,
  selfServiceUserMetadata,
} from '../users/metadata.js';
import { assertStrongPassword, hashPassword, passwordMatches } from '../users/passwords.js';
import { normaliseEmail } from '../users/service.js';
import { findUserByEmail, type UserChanges, type UserRow, updateUser } from '../users/store.js';

/** What a signed-in user may change of their own account (`PUT /user`, GoTrue's UserUpdateParams). */
export interface AccountUpdate {
  readonly email?: string;
  readonly password?: string;
  /** Merged into user_metadata; a `null` value removes the key; tenantId/entityId are ignored. */
  readonly data?: Metadata;
  readonly app_metadata?: Metadata;
}

/** The new password's hash, refused when it is the current one (GoTrue's `same_password`). */
async function newPasswordHash(user: UserRow, password: string): Promise<string> {
  assertStrongPassword(password);
  if (await passwordMatches(user.password_hash, password)) throw samePassword();
  return hashPassword(password);
}

/**
 * Applies the caller's own changes. A new password ends every other session of the user (whoever
 * held the old one is out) and keeps this one; a new address only takes effect once the link
 * mailed to it is followed.
 */
export async function updateOwnAccount(
  settings: LinkSettings,
  caller: SignedInCaller,
  input: AccountUpdate,
  redirectTo: string | undefined,
): Promise<UserRow> {
  if (input.app_metadata !== undefined) throw appMetadataNotAllowed();
  assertMetadataSize('user_metadata', input.data);
  const newEmail = input.email === undefined ? undefined : normaliseEmail(input.email);
  const changesEmail = newEmail !== undefined && newEmail !== caller.user.email;
  if (input.password !== undefined) assertStrongPassword(input.password);
  if (changesEmail && (await findUserByEmail(settings.db, newEmail))) throw emailExists();

  const changes: UserChanges = {
    ...(input.password !== undefined
      ? { passwordHash: await newPasswordHash(caller.user, input.password) }
      : {}),
    ...(input.data !== undefined ? { userMetadata: metadataPatch(selfServiceUserMetadata(input.data)) } : {}),
  };
  let user = caller.user;
  if (changes.passwordHash !== undefined || changes.userMetadata !== undefined) {
    user = await settings.db.transaction(async (tx) => {
      const updated = await updateUser(tx, caller.user.id, changes);
      if (!updated) throw sessionNotFound();
      if (changes.passwordHash !== undefined) {
        await endSessions(tx, caller.user.id, { scope: 'others', sessionId: caller.sessionId });
      }
      return updated;
    });
  }
  if (changesEmail) user = await requestEmailChange(settings, user, newEmail, redirectTo);
  return user;
}
