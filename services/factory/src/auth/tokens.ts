import { unauthorized } from '@platform/kernel/errors';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type AccessTokens, FACTORY_ROLES, type FactoryRole } from '../shared/access.js';

const ALGORITHM = 'HS256';
const ISSUER = 'factory';

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
        return { id, tenantId: tenantId as string | null, role };
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw unauthorized('Token expired');
        throw unauthorized('Invalid token');
      }
    },
  };
}
