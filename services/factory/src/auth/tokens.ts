import { expiringMap } from '@platform/kernel/cache';
import { unauthorized } from '@platform/kernel/errors';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type AccessTokens, FACTORY_ROLES, type FactoryRole } from '../shared/access.js';

const ALGORITHM = 'HS256';
const ISSUER = 'factory';

/** Tokens that verified, kept until their expiry (as the kernel's verifier keeps identity's). */
const REMEMBERED_TOKENS = 10_000;

const isRole = (value: unknown): value is FactoryRole =>
  typeof value === 'string' && (FACTORY_ROLES as readonly string[]).includes(value);

/**
 * The factory issues and checks its own tokens with one HMAC key (`FACTORY_JWT_SECRET`): no
 * other party verifies them, so a shared secret is enough, and the algorithm is pinned so a
 * token cannot choose a weaker one.
 */
export function accessTokens(secret: string, ttlSeconds: number): AccessTokens {
  // The key is imported once: given the secret's bytes, jose imports it again for every token it
  // signs or checks, a round trip to the thread pool on every request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Checking the HMAC is a round trip to the thread pool, which a client sending one token with
  // every request need not pay each time: the same token verifies the same way until it expires
  // (the secret changes only with a restart, which forgets them).
  type Claims = Awaited<ReturnType<AccessTokens['verify']>>;
  const remembered = expiringMap<Claims>(REMEMBERED_TOKENS);
  return {
    ttlSeconds,
    sign: async (claims) =>
      new SignJWT({ id: claims.id, tenantId: claims.tenantId, role: claims.role })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    async verify(token) {
      const known = remembered.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          requiredClaims: ['exp', 'iat'],
          clockTolerance: 5,
        });
        const { id, tenantId, role } = payload;
        if (typeof id !== 'string' || id === '' || !isRole(role)) throw unauthorized('Invalid token');
        if (role === 'super-admin' ? tenantId !== null : typeof tenantId !== 'string' || tenantId === '')
          throw unauthorized('Invalid token');
        // Frozen: the same object answers every request that sends this token.
        const claims = Object.freeze({ id, tenantId: tenantId as string | null, role });
        remembered.set(token, claims, (payload.exp ?? 0) * 1000);
        return claims;
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw unauthorized('Token expired');
        throw unauthorized('Invalid token');
      }
    },
  };
}
