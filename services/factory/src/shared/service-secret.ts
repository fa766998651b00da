import { createHash, timingSafeEqual } from 'node:crypto';
import { unauthorized } from '@platform/kernel/errors';
import type { FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `onRequest` hook of the internal routes: the `x-service-secret` header must be
 * SERVICE_SECRET. Both sides are hashed first, so the comparison is constant-time whatever
 * the lengths; missing or wrong is 401.
 */
export function requireServiceSecret(secret: string) {
  const expected = digest(secret);
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers['x-service-secret'];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized('Invalid service secret');
  };
}
