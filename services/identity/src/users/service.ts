import { randomUUID } from 'node:crypto';
import type { Queryable } from '@platform/kernel/db';
import { hashPassword } from '@platform/kernel/passwords';
import {
  assertMetadataSize,
  initialAppMetadata,
  type Metadata,
  selfServiceUserMetadata,
} from './metadata.js';
import { assertStrongPassword } from './passwords.js';
import { insertUser, type UserRow } from './store.js';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface SignUp {
  readonly email: string;
  readonly password: string;
  readonly data?: Metadata;
}

/**
 * Self-service registration. The user chooses their metadata, except the keys that other
 * services authorise on; the role is always `user`. `undefined` when the address is taken.
 */
export async function registerUser(
  db: Queryable,
  input: SignUp,
  options: { readonly confirmed: boolean },
): Promise<UserRow | undefined> {
  assertStrongPassword(input.password);
  assertMetadataSize('user_metadata', input.data);
  return insertUser(db, {
    email: normaliseEmail(input.email),
    passwordHash: await hashPassword(input.password),
    emailConfirmed: options.confirmed,
    userMetadata: selfServiceUserMetadata(input.data),
    appMetadata: initialAppMetadata(undefined),
  });
}

/**
 * What a sign-up to a taken address is answered with when confirmation is on: a user that looks
 * like a fresh one (GoTrue's sanitised user), so the answer does not tell the address is taken.
 */
export function lookalikeUser(input: SignUp): UserRow {
  const now = new Date();
  return {
    id: randomUUID(),
    email: normaliseEmail(input.email),
    password_hash: '',
    email_confirmed_at: null,
    last_sign_in_at: null,
    banned_until: null,
    new_email: null,
    email_change_sent_at: null,
    user_metadata: selfServiceUserMetadata(input.data),
    app_metadata: initialAppMetadata(undefined),
    created_at: now,
    updated_at: now,
  };
}
