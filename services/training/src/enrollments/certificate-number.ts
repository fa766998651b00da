import { randomBytes } from 'node:crypto';

/** Crockford's alphabet: no I, L, O or U, so a number read aloud or retyped survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `TC-<year>-<16 base32 characters>`: 80 random bits, so numbers cannot be guessed or
 * enumerated through the public verification endpoint.
 */
export function newCertificateNumber(now: Date = new Date()): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return `TC-${now.getUTCFullYear()}-${out}`;
}
