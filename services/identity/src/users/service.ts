import type { Queryable } from '@platform/kernel/db';
import { userAlreadyExists } from '../errors.js';
import {
  assertMetadataSize,
  initialAppMetadata,
  type Metadata,
  selfServiceUserMetadata,
} from './metadata.js';
import { assertStrongPassword, hashPassword } from './passwords.js';
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
 * Self-service registration. There is no confirmation mail, so the address counts as confirmed
 * (GoTrue with autoconfirm). The user chooses their metadata, except the keys that other
 * services authorise on; the role is always `user`.
 */
export async function signUp(db: Queryable, input: SignUp): Promise<UserRow> {
  assertStrongPassword(input.password);
  assertMetadataSize('user_metadata', input.data);
  const user = await insertUser(db, {
    email: normaliseEmail(input.email),
    passwordHash: await hashPassword(input.password),
    emailConfirmed: true,
    userMetadata: selfServiceUserMetadata(input.data),
    appMetadata: initialAppMetadata(undefined),
  });
  if (!user) throw userAlreadyExists();
  return user;
}
