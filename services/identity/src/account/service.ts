import { hashPassword, passwordMatches } from '@platform/kernel/passwords';
import type { SignedInCaller } from '../auth/service.js';
import { type LinkSettings, requestConfirmation, requestEmailChange } from '../links/service.js';
import {
  appMetadataNotAllowed,
  emailExists,
  samePassword,
  sessionNotFound,
  userAlreadyExists,
} from '../shared/errors.js';
import type { Visitor } from '../shared/visitor.js';
import { type Session, sessionView } from '../tokens/schemas.js';
import { type SessionSettings, startSession } from '../tokens/service.js';
import { endSessions } from '../tokens/store.js';
import {
  assertMetadataSize,
  type Metadata,
  metadataPatch,
  selfServiceUserMetadata,
} from '../users/metadata.js';
import { assertStrongPassword } from '../users/passwords.js';
import { type User, userView } from '../users/schemas.js';
import { lookalikeUser, normaliseEmail, registerUser, type SignUp } from '../users/service.js';
import { findUserByEmail, type UserChanges, type UserRow, updateUser } from '../users/store.js';

export type SignUpSettings = LinkSettings &
  SessionSettings & {
    /** MAILER_AUTOCONFIRM: a session at once, or a confirmation mail first. */
    readonly autoconfirm: boolean;
  };

/**
 * Self-service registration. With MAILER_AUTOCONFIRM on (the default) the user is confirmed at
 * once and signed in, like GoTrue with autoconfirm. Otherwise the new user gets a confirmation
 * mail and no session; a taken address is answered alike (a lookalike user, so the answer does
 * not tell the address is taken), and its owner, if still unconfirmed, gets the mail again.
 */
export async function signUp(
  _visitor: Visitor,
  settings: SignUpSettings,
  input: SignUp,
  redirectTo: string | undefined,
): Promise<Session | User> {
  if (settings.autoconfirm) {
    const user = await registerUser(settings.db, input, { confirmed: true });
    if (!user) throw userAlreadyExists();
    return sessionView(await startSession(settings, user));
  }
  const created = await registerUser(settings.db, input, { confirmed: false });
  if (created) {
    await requestConfirmation(settings, created, redirectTo);
    return userView(created);
  }
  const existing = await findUserByEmail(settings.db, normaliseEmail(input.email));
  if (existing) await requestConfirmation(settings, existing, redirectTo);
  return userView(lookalikeUser(input));
}

/** `GET /user`: the user as the session lookup read them, so no further statement runs. */
export function currentUser(caller: SignedInCaller): User {
  return userView(caller.user);
}

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
  caller: SignedInCaller,
  settings: LinkSettings,
  input: AccountUpdate,
  redirectTo: string | undefined,
): Promise<User> {
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
  if (changesEmail) user = await requestEmailChange(caller, settings, newEmail, redirectTo);
  return userView(user);
}
