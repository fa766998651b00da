import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes), as the identity service hashes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without one (unknown user, or a password never
 * set) it still verifies against a throw-away hash, so the answer takes as long and timing
 * does not tell which usernames exist.
 */
export async function passwordMatches(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hash(randomBytes(16).toString('base64url'));
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== null && storedHash !== undefined && matches;
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
