import { createHash, timingSafeEqual } from 'node:crypto';
import { unauthorized } from '@platform/kernel/errors';
import type { FastifyRequest } from 'fastify';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `given` is the service secret, in constant time: both sides are hashed first, so
 * neither the comparison nor its length check tells a caller how much of a guess was right.
 */
export function isServiceSecret(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(expected), digest(given));
}

/** An `onRequest` hook for internal routes: 401 unless `x-service-secret` is the shared secret. */
export function requireServiceSecret(secret: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!isServiceSecret(secret, request.headers['x-service-secret']))
      throw unauthorized('x-service-secret is missing or wrong');
  };
}
