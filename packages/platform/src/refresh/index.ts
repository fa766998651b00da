import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { integer, type VarSpec } from '../config/index.js';

/**
 * Rotating refresh tokens with a reuse window, as GoTrue's `REFRESH_TOKEN_REUSE_INTERVAL`: a
 * token spent moments ago and presented again (two tabs refreshing at once, a preloaded page, an
 * answer lost on the way) is answered with its session's current token instead of being taken
 * for theft. Later, a reuse still ends the session.
 *
 * The stores keep only digests of tokens, so the current token cannot be read back in clear.
 * Instead, when a token is spent its successor is sealed with a key derived from the spent
 * token and kept beside the spent token's digest: whoever presents the spent token can open
 * the seal, and the database alone opens nothing. Following the seals from a spent token leads
 * to the session's current token, however many rotations happened since.
 */

/** The variable of every service that rotates refresh tokens, seconds. */
export const refreshTokenReuseInterval: VarSpec<number> = integer({
  fallback: '10',
  min: 0,
  max: 300,
  doc: 'seconds during which a refresh token just rotated is answered with the current tokens of its session instead of ending the session as stolen (GoTrue REFRESH_TOKEN_REUSE_INTERVAL); 0 turns the window off',
});

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

// A key of its own: neither the token nor its stored sha256 digest.
function sealingKey(spentToken: string): Buffer {
  return createHmac('sha256', spentToken).update('refresh-token-successor').digest();
}

/** The successor of `spentToken`, sealed so that only the holder of `spentToken` can read it. */
export function sealSuccessor(spentToken: string, successorToken: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, sealingKey(spentToken), iv);
  const sealed = Buffer.concat([cipher.update(successorToken, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The successor sealed by `sealSuccessor`, or `undefined` when `spentToken` does not open the seal. */
export function openSuccessor(spentToken: string, sealed: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv(CIPHER, sealingKey(spentToken), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** One stored token of a session, as the walk to the current one reads it. */
export interface ChainLink {
  /** Sealed successor: set once the token was rotated. */
  readonly successor: string | null;
  /** Neither spent, revoked nor expired: the token the session would accept now. */
  readonly live: boolean;
}

/**
 * The session's current token, found by following the seals from `spentToken`: the first live
 * token of the chain, in clear. `undefined` when the chain breaks (a token not found, a seal
 * missing or not opened, a token revoked rather than rotated) before reaching a live one.
 * `links` maps each token's stored digest to its link; `digestOf` is the store's digest.
 */
export function currentTokenAfter(
  spentToken: string,
  links: ReadonlyMap<string, ChainLink>,
  digestOf: (token: string) => string,
): string | undefined {
  let token = spentToken;
  // Each step moves to a younger token, so the walk ends; the bound guards against a corrupt store.
  for (let step = 0; step <= links.size; step++) {
    const link = links.get(digestOf(token));
    if (!link) return undefined;
    if (link.live) return token === spentToken ? undefined : token;
    if (link.successor === null) return undefined;
    const next = openSuccessor(token, link.successor);
    if (next === undefined) return undefined;
    token = next;
  }
  return undefined;
}
