/// <reference types="@fastify/rate-limit" preserve="true" />

import { createRequire } from 'node:module';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
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

/** A limit's value: a number, or one looked up per request (`key` is what `key` returned). */
export type PerRequest<T> = T | ((request: FastifyRequest, key: string) => T | Promise<T>);

export interface LimitOptions {
  /** Requests allowed per window. */
  readonly max: PerRequest<number>;
  /** The window, in milliseconds; a budget starts with the first request counted. */
  readonly windowMs: PerRequest<number>;
  /** Who the budget belongs to; the client address by default. */
  readonly key?: (request: FastifyRequest) => string | Promise<string>;
  /** Runs after authentication when the key depends on the caller. */
  readonly afterAuth?: boolean;
  /** Requests no budget applies to: not counted, and answered without `X-RateLimit-*`. */
  readonly exempt?: (request: FastifyRequest, key: string) => boolean | Promise<boolean>;
  /** When the counter fails (Redis down): let the request through (`true`) or answer 500 (default). */
  readonly skipOnError?: boolean;
}

/** The plugin takes a function that always answers a promise, or never does. */
function perRequest(value: PerRequest<number>) {
  return typeof value === 'number'
    ? value
    : async (request: FastifyRequest, key: string) => value(request, key);
}

function limiterOptions(options: LimitOptions): RateLimitOptions {
  return {
    max: perRequest(options.max),
    timeWindow: perRequest(options.windowMs),
    ...(options.key ? { keyGenerator: options.key } : {}),
    ...(options.afterAuth ? { hook: 'preHandler' as const } : {}),
    ...(options.exempt ? { allowList: options.exempt } : {}),
    ...(options.skipOnError !== undefined ? { skipOnError: options.skipOnError } : {}),
  };
}

/**
 * Route `config` entry: `{ config: limit({ max: 10, windowMs: 60_000 }) }`. Each route so
 * configured keeps its own counters. `max` and `windowMs` may be looked up per request, from
 * what `key` returned:
 *
 * ```ts
 * config: limit({
 *   key: (request) => `account:${accountOf(request)}`,
 *   max: async (_request, key) => (await budgetOf(key)).requests,
 *   windowMs: 60_000,
 *   afterAuth: true,
 * })
 * ```
 */
export function limit(options: LimitOptions) {
  return { rateLimit: limiterOptions(options) };
}

/**
 * One budget counted over many routes (a route's own `limit` counts that route alone): the same
 * limiter, headers and 429 as `limit`, as a hook to add to the contexts whose routes share it.
 * Add it after the hooks its options read (hooks of a context run in the order added), so a
 * request refused by one of them is never counted. `afterAuth` does not apply: the hook you add
 * it as decides. A request is counted by one limiter only: a route under this hook declares no
 * `config: limit(...)` of its own (it would be skipped). Create it once per budget (in memory,
 * each call counts apart), and keep the keys of different budgets apart (`account:`, `tenant:`):
 * on Redis they share one prefix.
 *
 * ```ts
 * const perAccount = sharedLimit(app, {
 *   key: (request) => `account:${accountOf(request)}`,
 *   max: async (_request, key) => (await budgetOf(key)).requests,
 *   windowMs: 60_000,
 *   skipOnError: true,
 * });
 * const accountScope = async (scope: HttpApp) => {
 *   scope.addHook('onRequest', resolveAccount); // 401/403 here: not counted
 *   scope.addHook('onRequest', perAccount);
 *   await scope.register(accountRoutes);
 * };
 * ```
 */
export function sharedLimit(app: FastifyInstance, options: LimitOptions): onRequestAsyncHookHandler {
  // Its Redis keys read `rl:<namespace>:undefinedundefined-<key>`: the plugin names a route's
  // counters after the route's method and URL, and this limiter has no route.
  return app.rateLimit(limiterOptions(options));
}

/** Per-user budget: the caller's id when known, else the client address. */
export function byUser(identify: (request: FastifyRequest) => string | undefined) {
  return (request: FastifyRequest) => {
    const id = identify(request);
    return id ? `user:${id}` : `ip:${request.ip}`;
  };
}
