import { expiringMap } from '@platform/kernel/cache';
import { DomainError } from '@platform/kernel/errors';
import type { Backends } from '@platform/kernel/runtime';
import type { FastifyReply } from 'fastify';
import type { PlanRateLimits } from './plan-limits.js';

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  readonly count: number;
  /** Milliseconds until the window ends. */
  readonly resetMs: number;
}

export interface TenantCounter {
  hit(key: string, windowMs: number): Promise<WindowCount>;
}

/** One replica's counters: enough without Redis, where there is one replica. */
export function memoryCounter(maxKeys = 100_000): TenantCounter {
  const windows = expiringMap<{ count: number; endsAt: number }>(maxKeys);
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const current = windows.get(key);
      const window = current ?? { count: 0, endsAt: now + windowMs };
      window.count += 1;
      if (!current) windows.set(key, window, window.endsAt);
      return { count: window.count, resetMs: window.endsAt - now };
    },
  };
}

/** Counters every replica shares: one fixed window per key, created with its expiry and counted atomically. */
export function redisCounter(redis: NonNullable<Backends['redis']>): TenantCounter {
  return {
    async hit(key, windowMs) {
      const full = `rl:factory:tenant:${key}`;
      const replies = await redis.multi().set(full, '0', 'PX', windowMs, 'NX').incr(full).pttl(full).exec();
      const count = Number(replies?.[1]?.[1] ?? 0);
      const ttl = Number(replies?.[2]?.[1] ?? windowMs);
      return { count, resetMs: ttl > 0 ? ttl : windowMs };
    },
  };
}

/**
 * The plan's rate limit of a tenant: `maxRequests` per `windowMs` for all of its users
 * together. Past it, 429 with `Retry-After` (seconds); `X-RateLimit-*` on every answer.
 * A counter that fails lets the request through: a Redis outage must not stop the factory.
 */
export async function checkTenantRate(
  counter: TenantCounter,
  tenantId: string,
  limits: PlanRateLimits,
  reply: FastifyReply,
): Promise<void> {
  let counted: WindowCount;
  try {
    counted = await counter.hit(tenantId, limits.windowMs);
  } catch {
    return;
  }
  const resetSeconds = Math.max(1, Math.ceil(counted.resetMs / 1000));
  void reply.header('x-ratelimit-limit', limits.maxRequests);
  void reply.header('x-ratelimit-remaining', Math.max(0, limits.maxRequests - counted.count));
  void reply.header('x-ratelimit-reset', resetSeconds);
  if (counted.count > limits.maxRequests) {
    const err = new DomainError(
      'RATE_LIMITED',
      `The plan allows ${limits.maxRequests} requests per ${limits.windowMs} ms; retry in ${resetSeconds} s`,
    );
    throw Object.assign(err, { headers: { 'retry-after': String(resetSeconds) } });
  }
}
