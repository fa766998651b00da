import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { expiringMap } from '../cache/index.js';
import { DomainError, unauthorized } from '../errors/index.js';
import { type Caller, callerFromPayload } from './claims.js';
import type { RevokedSessions } from './revocations.js';

export interface TokenVerifier {
  /** The caller a valid access token stands for; `UNAUTHORIZED` for any token that is not. */
  verify(token: string): Promise<Caller>;
}

export interface VerifierOptions {
  /** Expected `iss`, when the provider sets one worth pinning. */
  readonly issuer?: string;
  /** Expected `aud`. */
  readonly audience?: string;
  /** Seconds of clock skew tolerated between replicas and the provider. */
  readonly clockToleranceSec?: number;
  /** How long a token that verified is taken as verified again without checking its signature. */
  readonly rememberMs?: number;
  /** Sessions ended at the provider: their tokens are refused although their signature is good. */
  readonly revoked?: RevokedSessions;
}

export interface RemoteVerifierOptions extends VerifierOptions {
  /** How long fetched keys are trusted before they are fetched again. */
  readonly cacheMaxAgeMs?: number;
  /** Minimum gap between fetches triggered by an unknown key id, so bad tokens cannot flood the provider. */
  readonly cooldownMs?: number;
  readonly timeoutMs?: number;
}

/**
 * Asymmetric algorithms only: accepting HS256 would let anyone holding the public key sign
 * tokens with it as an HMAC secret, and `none` is no signature at all.
 */
export const ACCEPTED_ALGORITHMS: readonly string[] = Object.freeze(['ES256', 'RS256', 'EdDSA']);

const DEFAULT_CLOCK_TOLERANCE_SEC = 5;

/** The key source failed (provider down, bad JWKS document), which says nothing about the token. */
class KeySourceUnavailable extends Error {}

function isKeySourceFailure(err: unknown): boolean {
  if (!(err instanceof errors.JOSEError)) return true; // network errors from fetch
  return (
    err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid || err.code === 'ERR_JOSE_GENERIC' // non-200 or unparsable JWKS response
  );
}

const REMEMBERED_TOKENS = 10_000;
const DEFAULT_REMEMBER_MS = 60_000;

function verifierFor(getKey: JWTVerifyGetKey, options: VerifierOptions): TokenVerifier {
  // Checking a signature costs about half a millisecond of CPU, which a client sending one token
  // with every request need not pay each time. An entry ends at the token's expiry at the
  // latest, so nothing expired is accepted; a key withdrawn from the JWKS stops being trusted
  // for its tokens within `rememberMs`.
  const rememberMs = options.rememberMs ?? DEFAULT_REMEMBER_MS;
  const remembered = expiringMap<Caller>(REMEMBERED_TOKENS);
  const { revoked } = options;
  const unlessRevoked = (caller: Caller): Caller => {
    if (caller.sessionId !== undefined && revoked?.has(caller.sessionId)) throw unauthorized('Session ended');
    return caller;
  };
  return {
    async verify(token) {
      const known = remembered.get(token);
      if (known) return unlessRevoked(known);
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, getKey, {
          algorithms: [...ACCEPTED_ALGORITHMS],
          requiredClaims: ['sub', 'exp'],
          clockTolerance: options.clockToleranceSec ?? DEFAULT_CLOCK_TOLERANCE_SEC,
          ...(options.issuer ? { issuer: options.issuer } : {}),
          ...(options.audience ? { audience: options.audience } : {}),
        }));
      } catch (err) {
        if (err instanceof KeySourceUnavailable) {
          throw new DomainError('SERVICE_UNAVAILABLE', 'Identity keys are unavailable; retry shortly');
        }
        throw unauthorized(err instanceof errors.JWTExpired ? 'Token expired' : 'Invalid token');
      }
      const caller = callerFromPayload(payload);
      remembered.set(token, caller, Math.min(Date.now() + rememberMs, (payload.exp ?? 0) * 1000));
      return unlessRevoked(caller);
    },
  };
}

/**
 * Verifies tokens against the identity provider's JWKS (`{IDENTITY_URL}/.well-known/jwks.json`).
 * Keys are cached; a token signed with an unknown key id triggers a refetch (key rotation),
 * at most once per cooldown. When the provider cannot be reached the answer is 503, not 401,
 * so that clients retry instead of signing their users out.
 */
export function jwksVerifier(jwksUrl: string | URL, options: RemoteVerifierOptions = {}): TokenVerifier {
  const remote = createRemoteJWKSet(new URL(jwksUrl), {
    cacheMaxAge: options.cacheMaxAgeMs ?? 10 * 60_000,
    cooldownDuration: options.cooldownMs ?? 30_000,
    timeoutDuration: options.timeoutMs ?? 5_000,
  });
  const getKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remote(header, token);
    } catch (err) {
      if (isKeySourceFailure(err)) throw new KeySourceUnavailable('JWKS unavailable', { cause: err });
      throw err;
    }
  };
  return verifierFor(getKey, options);
}

/** Verifies tokens against keys held in memory: tests, and a process that issues the tokens itself. */
export function localJwksVerifier(jwks: JSONWebKeySet, options: VerifierOptions = {}): TokenVerifier {
  return verifierFor(createLocalJWKSet(jwks), options);
}
