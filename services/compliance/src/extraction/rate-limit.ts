import { DomainError } from '@platform/kernel/errors';
import type {} from '@platform/kernel/ratelimit'; // `createRateLimit` comes with the kernel's limiter
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ComplianceConfig } from '../config.js';

/**
 * The limit on the extraction endpoints (upload, immediate processing, job status):
 * EXTRACTION_RATE_LIMIT_MAX requests per user per EXTRACTION_RATE_LIMIT_WINDOW_MS, one budget
 * shared by all of them, on top of the general limits. Over it: 429 with `Retry-After` and
 * `{error, code: 'RATE_LIMIT_EXCEEDED', retryAfter}`, before the body is read. A route hook
 * for after authentication (the key is the caller).
 */
export function extractionRateLimit(
  app: FastifyInstance,
  config: ComplianceConfig,
): onRequestAsyncHookHandler {
  const perUser = app.createRateLimit({
    max: config.EXTRACTION_RATE_LIMIT_MAX,
    timeWindow: config.EXTRACTION_RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => `extraction:user:${request.caller?.userId ?? request.ip}`,
  });
  return async (request, reply) => {
    const result = await perUser(request);
    if (result.isAllowed) return;
    void reply.headers({
      'x-ratelimit-limit': result.max,
      'x-ratelimit-remaining': result.remaining,
      'x-ratelimit-reset': Math.ceil((Date.now() + result.ttl) / 1000),
    });
    if (!result.isExceeded) return;
    void reply.header('retry-after', result.ttlInSeconds);
    throw new DomainError('RATE_LIMITED', 'Too many extraction requests, please try again later', {
      retryAfter: result.ttlInSeconds,
    });
  };
}
