import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashes, as the services store them: argon2id with the library's defaults (19 MiB,
 * 2 passes: the OWASP recommendation), written as a PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`). Verification reads the algorithm and
 * parameters from the stored string, so hashes stored under other parameters keep verifying.
 *
 * A folder of its own rather than part of `auth`: the argon2 binding is native, and only the
 * services that keep passwords should load it.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With none (an unknown user, a password never set,
 * an empty column) it still runs a full verification against a throw-away hash, so the answer
 * takes as long and timing does not tell which accounts exist. A stored value that is not a
 * hash the library reads is a mismatch, never an error.
 */
export async function passwordMatches(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const known = storedHash !== null && storedHash !== undefined && storedHash !== '';
  dummyHash ??= hash(randomBytes(16).toString('base64url'));
  const target = known ? storedHash : await dummyHash;
  const matches = await verify(target, password).catch(() => false);
  return known && matches;
}

/** A random password (144 bits, base64url), for accounts made without one. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
