import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { forbidden } from '@platform/kernel/errors';
import type { ChallengePass, ChallengeVerifier } from './verifier.js';

/** ALTCHA v1 challenge, as `GET /challenge` serves it. */
export interface AltchaChallenge {
  readonly algorithm: 'SHA-256';
  readonly challenge: string;
  readonly maxnumber: number;
  readonly salt: string;
  readonly signature: string;
}

export interface AltchaOptions {
  readonly secret: string;
  readonly maxNumber: number;
  readonly ttlSeconds: number;
  readonly now?: () => Date;
}

const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/**
 * The salt this service issues: `<24 hex>?expires=<unix seconds>&sig=<hmac of what precedes>`.
 * The hash and the signature cover `salt + number` as one string, which does not say where the
 * salt ends: digits moved from the solved number onto `expires=` would keep both valid and push
 * the expiry out by centuries. The salt's own HMAC ends it, so a salt this service did not
 * write, or wrote otherwise, is refused.
 */
const SALT = /^([0-9a-f]{24}\?expires=(\d{1,12}))&sig=([0-9a-f]{64})$/;

function saltSignature(secret: string, unsigned: string): string {
  // Its own label, so a salt's HMAC can never stand for a challenge's signature.
  return hmacHex(secret, `altcha-salt:${unsigned}`);
}

export function createAltchaChallenge(options: AltchaOptions): AltchaChallenge {
  const now = options.now?.() ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + options.ttlSeconds;
  const unsigned = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const salt = `${unsigned}&sig=${saltSignature(options.secret, unsigned)}`;
  const number = randomInt(0, options.maxNumber + 1);
  const challenge = sha256hex(`${salt}${number}`);
  return {
    algorithm: 'SHA-256',
    challenge,
    maxnumber: options.maxNumber,
    salt,
    signature: hmacHex(options.secret, challenge),
  };
}

interface AltchaSolution {
  readonly algorithm: string;
  readonly challenge: string;
  readonly number: number;
  readonly salt: string;
  readonly signature: string;
}

function decode(token: string): AltchaSolution | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const v = value as Record<string, unknown>;
    if (
      typeof v.algorithm !== 'string' ||
      typeof v.challenge !== 'string' ||
      typeof v.salt !== 'string' ||
      typeof v.signature !== 'string' ||
      typeof v.number !== 'number' ||
      !Number.isSafeInteger(v.number)
    ) {
      return undefined;
    }
    return {
      algorithm: v.algorithm,
      challenge: v.challenge,
      number: v.number,
      salt: v.salt,
      signature: v.signature,
    };
  } catch {
    return undefined;
  }
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The expiry of a salt this service signed; undefined for any other salt. */
function expiryOf(secret: string, salt: string): Date | undefined {
  const parts = SALT.exec(salt);
  if (!parts) return undefined;
  const [, unsigned = '', expires = '', signature = ''] = parts;
  return sameHex(saltSignature(secret, unsigned), signature) ? new Date(Number(expires) * 1000) : undefined;
}

/**
 * Accepts a solution signed by this service, solved correctly and not expired. Whether it
 * was spent before is the store's to decide, atomically with the record it protects.
 */
export function verifyAltchaToken(options: AltchaOptions, token: string): ChallengePass {
  const solution = decode(token);
  if (solution?.algorithm !== 'SHA-256') throw forbidden('Bot challenge rejected');
  const expiresAt = expiryOf(options.secret, solution.salt);
  if (!expiresAt) throw forbidden('Bot challenge rejected');
  const now = options.now?.() ?? new Date();
  if (expiresAt.getTime() <= now.getTime()) throw forbidden('Bot challenge expired');
  if (!sameHex(sha256hex(`${solution.salt}${solution.number}`), solution.challenge)) {
    throw forbidden('Bot challenge rejected');
  }
  if (!sameHex(hmacHex(options.secret, solution.challenge), solution.signature)) {
    throw forbidden('Bot challenge rejected');
  }
  return { replayKey: { challenge: solution.challenge, expiresAt } };
}

export function altchaVerifier(options: AltchaOptions): ChallengeVerifier {
  return { verify: async (token) => verifyAltchaToken(options, token) };
}
