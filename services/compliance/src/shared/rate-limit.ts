import { DomainError } from '@platform/kernel/errors';
import type {} from '@platform/kernel/ratelimit'; // `createRateLimit` comes with the kernel's limiter
import type { FastifyInstance } from 'fastify';
import type { ComplianceConfig } from '../config.js';

/**
 * The general limits on every API route: a request with a token spends its user's
 * budget (RATE_LIMIT_USER_MAX per RATE_LIMIT_USER_WINDOW_MS), one without spends its address's
 * (RATE_LIMIT_IP_MAX per RATE_LIMIT_IP_WINDOW_MS). Counters live where the kernel's limiter
 * keeps them (Redis when set, so every replica shares them). Headers: `X-RateLimit-Limit`,
 * `X-RateLimit-Remaining`, `X-RateLimit-Reset` (Unix time in seconds); over the limit, 429 with
 * `Retry-After` and `{error, code: 'RATE_LIMIT_EXCEEDED', retryAfter}`.
 * Needs `registerRateLimits` on the root app and runs after authentication (an `onRequest`
 * hook added after `registerAuth`'s).
 */
export function limitGeneralRequests(app: FastifyInstance, config: ComplianceConfig): void {
  const perAddress = app.createRateLimit({
    max: config.RATE_LIMIT_IP_MAX,
    timeWindow: config.RATE_LIMIT_IP_WINDOW_MS,
    keyGenerator: (request) => `ip:${request.ip}`,
  });
  const perUser = app.createRateLimit({
    max: config.RATE_LIMIT_USER_MAX,
    timeWindow: config.RATE_LIMIT_USER_WINDOW_MS,
    keyGenerator: (request) => `user:${request.caller?.userId ?? request.ip}`,
  });

  app.addHook('onRequest', async (request, reply) => {
    const result = request.caller ? await perUser(request) : await perAddress(request);
    if (result.isAllowed) return;
    const resetAt = Math.ceil((Date.now() + result.ttl) / 1000);
    void reply.headers({
      'x-ratelimit-limit': result.max,
      'x-ratelimit-remaining': result.remaining,
      'x-ratelimit-reset': resetAt,
    });
    if (!result.isExceeded) return;
    void reply.header('retry-after', result.ttlInSeconds);
    throw new DomainError('RATE_LIMITED', 'Too many requests, please try again later', {
      retryAfter: result.ttlInSeconds,
    });
  });
}
