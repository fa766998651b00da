import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors/index.js';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether two strings are equal, in constant time: both sides are hashed first, so neither the
 * comparison nor a length check tells a caller how much of a guess was right. For secrets a
 * caller sends (service secrets, bearer secrets).
 */
export function constantTimeEqual(expected: string, given: string): boolean {
  return timingSafeEqual(digest(expected), digest(given));
}

/**
 * Whether `given` (the `x-service-secret` header as Node hands it over) is the service secret,
 * in constant time (`constantTimeEqual`). A repeated header (an array) is refused, not read by
 * its first value: a proxy that appends its own copy must not decide which one counts.
 */
export function isServiceSecret(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string' || given === '') return false;
  return constantTimeEqual(expected, given);
}

export interface ServiceSecretOptions {
  /** The 401's message, which each service's clients already see. */
  readonly message?: string;
}

/** An `onRequest` hook for internal routes: 401 unless `x-service-secret` is the shared secret. */
export function requireServiceSecret(secret: string, options: ServiceSecretOptions = {}) {
  const message = options.message ?? 'x-service-secret is missing or wrong';
  return async (request: FastifyRequest): Promise<void> => {
    if (!isServiceSecret(secret, request.headers['x-service-secret'])) throw unauthorized(message);
  };
}
