import { weakPassword } from '../shared/errors.js';

/*
 * Identity's own password rule. Hashing and verification are the kernel's
 * (`@platform/kernel/passwords`), shared with the factory.
 */

export const MIN_PASSWORD_LENGTH = 8;

export function assertStrongPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
}
