import type { Queryable } from '@platform/kernel/db';
import { generatePassword, hashPassword } from '@platform/kernel/passwords';
import { initialAppMetadata } from '../users/metadata.js';
import { normaliseEmail } from '../users/service.js';
import { findUserByEmail, insertUser } from '../users/store.js';

export interface SuperAdminSettings {
  readonly email: string;
  /** Unset outside production: a password is generated for the account's creation. */
  readonly password: string | undefined;
}

export type SuperAdminBootstrap =
  | { readonly created: false }
  | { readonly created: true; readonly email: string; readonly generatedPassword?: string };

/**
 * Creates the super-admin when no account has its e-mail yet. An existing account is left as
 * it is (its password and role are the administrators' business), so restarts change nothing.
 * Of replicas starting together only one creates it, and only that one reports a generated
 * password.
 */
export async function ensureSuperAdmin(
  db: Queryable,
  settings: SuperAdminSettings,
): Promise<SuperAdminBootstrap> {
  const email = normaliseEmail(settings.email);
  if (await findUserByEmail(db, email)) return { created: false };
  const password = settings.password ?? generatePassword();
  const created = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    emailConfirmed: true,
    userMetadata: {},
    appMetadata: initialAppMetadata({ role: 'super_admin' }),
  });
  if (!created) return { created: false };
  return settings.password === undefined
    ? { created: true, email, generatedPassword: password }
    : { created: true, email };
}
