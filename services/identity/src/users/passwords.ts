import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { weakPassword } from '../shared/errors.js';

export const MIN_PASSWORD_LENGTH = 8;

/** argon2id with the library's defaults (19 MiB, 2 passes: the OWASP recommendation). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no stored hash (unknown e-mail) it still
 * runs a full verification against a throw-away hash, so that the answer takes as long and
 * timing does not reveal which addresses have accounts.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash(randomBytes(16).toString('base64url'));
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== undefined && matches;
}

export function assertStrongPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
