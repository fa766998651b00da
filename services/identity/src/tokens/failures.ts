import { createHash } from 'node:crypto';
import type { HttpApp } from '@platform/kernel/http';
// `createRateLimit` comes with the kernel's limiter, registered on every service app.
import type {} from '@platform/kernel/ratelimit';
import type { FastifyRequest } from 'fastify';
import { normaliseEmail } from '../users/service.js';

/** The wrong passwords given for the one account a sign-in names, from whatever address. */
export interface AccountFailures {
  /** Seconds until the account takes password attempts again; `undefined` when it takes them now. */
  lockedFor(): Promise<number | undefined>;
  /** Counts one more wrong password (or unknown address) against the account. */
  record(): Promise<void>;
}

export interface FailureLimit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Counts on the kernel's rate-limit store (Redis when REDIS_URL is set, so every replica sees one
 * count; process memory otherwise). The key is a digest of the address: the store holds no
 * e-mail in clear, and any string a client sends makes a key of one size.
 */
export function accountFailureCounter(
  app: HttpApp,
  limit: FailureLimit,
  emailOf: (request: FastifyRequest) => string,
): (request: FastifyRequest) => AccountFailures {
  const counter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) =>
      `account:${createHash('sha256')
        .update(normaliseEmail(emailOf(request)))
        .digest('base64url')}`,
  });
  return (request) => ({
    async lockedFor() {
      const count = await counter(request, { increment: false });
      if (count.isAllowed || count.remaining > 0) return undefined;
      return Math.max(1, count.ttlInSeconds);
    },
    async record() {
      await counter(request);
    },
  });
}
