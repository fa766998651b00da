/// <reference types="@fastify/rate-limit" preserve="true" />

import { createRequire } from 'node:module';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { DomainError } from '../errors/index.js';

export interface RateLimitBackend {
  /** Shared counters when set (every replica sees the same budget); process memory otherwise. */
  readonly redis?: Redis;
  /** Keeps two services' counters apart in one Redis. */
  readonly namespace: string;
}

/** `keyPrefix` keeps apart several users of one Redis (tests running side by side). */
export function connectRedis(url: string, keyPrefix = ''): Redis {
  // Loaded on first use: a process without REDIS_URL never pays for the client.
  const { Redis: Client } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  return new Client(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
    keyPrefix,
  });
}

/**
 * Registers the limiter with no global limit: each route declares its own in
 * `config.rateLimit` (see `limit`), so docs and health are never throttled.
 * A limited request is 429 in the service's envelope with `Retry-After` and `X-RateLimit-*`.
 */
export async function registerRateLimits(app: FastifyInstance, backend: RateLimitBackend): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    nameSpace: `rl:${backend.namespace}:`,
    ...(backend.redis ? { redis: backend.redis } : {}),
    skipOnError: false,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
    },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => {
      const err = new DomainError('RATE_LIMITED', `Too many requests; retry in ${context.after}`);
      return Object.assign(err, { statusCode: context.statusCode });
    },
  });
}

export interface LimitOptions {
  readonly max: number;
  readonly windowMs: number;
  /** Who the budget belongs to; the client address by default. */
  readonly key?: (request: FastifyRequest) => string;
  /** Runs after authentication when the key depends on the caller. */
  readonly afterAuth?: boolean;
}

/** Route `config` entry: `{ config: limit({ max: 10, windowMs: 60_000 }) }`. */
export function limit(options: LimitOptions) {
  return {
    rateLimit: {
      max: options.max,
      timeWindow: options.windowMs,
      ...(options.key ? { keyGenerator: options.key } : {}),
      ...(options.afterAuth ? { hook: 'preHandler' as const } : {}),
    },
  };
}

/** Per-user budget: the caller's id when known, else the client address. */
export function byUser(identify: (request: FastifyRequest) => string | undefined) {
  return (request: FastifyRequest) => {
    const id = identify(request);
    return id ? `user:${id}` : `ip:${request.ip}`;
  };
}
