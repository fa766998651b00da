import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { forbidden } from '../errors/index.js';
import { type HttpApp, trainingEnvelope } from '../http/index.js';
import { createTestHttpApp } from '../testing/http.js';
import {
  byUser,
  connectRedis,
  limit,
  type RateLimitBackend,
  registerRateLimits,
  sharedLimit,
} from './index.js';

async function buildApp(backend: RateLimitBackend): Promise<HttpApp> {
  const app = await createTestHttpApp({ envelope: trainingEnvelope });
  await registerRateLimits(app, backend);
  app.get('/limited', { config: limit({ max: 3, windowMs: 60_000 }) }, async () => ({ ok: true }));
  app.get(
    '/per-user',
    {
      config: limit({
        max: 2,
        windowMs: 60_000,
        key: byUser((r) => r.headers['x-user'] as string | undefined),
      }),
    },
    async () => ({ ok: true }),
  );
  app.get('/free', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('rate limits in memory', () => {
  let app: HttpApp;
  beforeAll(async () => {
    app = await buildApp({ namespace: 'mem' });
  });
  afterAll(() => app.close());

  it('counts down with headers, then answers 429 in the envelope with Retry-After', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'GET', url: '/limited' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      seen.push(String(res.headers['x-ratelimit-remaining']));
    }
    expect(seen).toEqual(['2', '1', '0']);
    const res = await app.inject({ method: 'GET', url: '/limited', headers: { 'x-correlation-id': 'rl-1' } });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toMatchObject({ status: 'error', correlationId: 'rl-1' });
    expect(res.json().message).toMatch(/Too many requests/);
  });

  it('keeps separate budgets per user', async () => {
    for (const user of ['a', 'a']) {
      expect(
        (await app.inject({ method: 'GET', url: '/per-user', headers: { 'x-user': user } })).statusCode,
      ).toBe(200);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/per-user', headers: { 'x-user': 'a' } })).statusCode,
    ).toBe(429);
    expect(
      (await app.inject({ method: 'GET', url: '/per-user', headers: { 'x-user': 'b' } })).statusCode,
    ).toBe(200);
  });

  it('leaves routes without a limit alone', async () => {
    for (let i = 0; i < 10; i++)
      expect((await app.inject({ method: 'GET', url: '/free' })).statusCode).toBe(200);
  });
});

/** Accounts and their budgets; `x-account` names the caller's, an unknown one is refused first. */
const budgets = new Map([
  ['small', 2],
  ['free', -1],
]);

async function buildSharedApp(backend: RateLimitBackend): Promise<HttpApp> {
  const app = await createTestHttpApp({ envelope: trainingEnvelope });
  await registerRateLimits(app, backend);
  const accountOf = (request: FastifyRequest) => String(request.headers['x-account']);
  const perAccount = sharedLimit(app, {
    key: (request) => `account:${accountOf(request)}`,
    max: async (request) => budgets.get(accountOf(request)) ?? 0,
    windowMs: async () => 60_000,
    exempt: (request) => budgets.get(accountOf(request)) === -1,
    skipOnError: true,
  });
  const context = (name: string) => async (scope: HttpApp) => {
    scope.addHook('onRequest', async (request) => {
      if (!budgets.has(accountOf(request))) throw forbidden('Unknown account');
    });
    scope.addHook('onRequest', perAccount);
    scope.get(`/${name}`, async () => ({ ok: true }));
  };
  await app.register(context('a'));
  await app.register(context('b'));
  await app.ready();
  return app;
}

describe('one budget over many routes (sharedLimit)', () => {
  let app: HttpApp;
  beforeAll(async () => {
    app = await buildSharedApp({ namespace: 'shared' });
  });
  afterAll(() => app.close());

  const get = (url: string, account: string) =>
    app.inject({ method: 'GET', url, headers: { 'x-account': account } });

  it('counts every route of the contexts together, with the budget looked up per request', async () => {
    const first = await get('/a', 'small');
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expect(first.headers['x-ratelimit-remaining']).toBe('1');
    expect((await get('/b', 'small')).headers['x-ratelimit-remaining']).toBe('0');
    const refused = await get('/a', 'small');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Too many requests/);
  });

  it('counts nothing a hook before it refused, nor what is exempt', async () => {
    for (let i = 0; i < 3; i++) expect((await get('/a', 'nobody')).statusCode).toBe(403);
    for (let i = 0; i < 5; i++) {
      const res = await get('/b', 'free');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('lets requests through when the counter fails, with skipOnError', async () => {
    // A Redis whose every command fails, as when it is down.
    const down = {
      defineCommand(name: string) {
        Object.assign(this, {
          [name]: (...args: unknown[]) => (args.at(-1) as (err: Error) => void)(new Error('down')),
        });
      },
    } as unknown as Redis;
    const failing = await buildSharedApp({ namespace: 'down', redis: down });
    try {
      for (let i = 0; i < 4; i++)
        expect(
          (await failing.inject({ method: 'GET', url: '/a', headers: { 'x-account': 'small' } })).statusCode,
        ).toBe(200);
    } finally {
      await failing.close();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('rate limits on Redis', () => {
  let redisA: Redis;
  let redisB: Redis;
  let a: HttpApp;
  let b: HttpApp;
  beforeAll(async () => {
    const url = process.env.REDIS_URL ?? '';
    const namespace = `test-${randomUUID()}`;
    redisA = connectRedis(url);
    redisB = connectRedis(url);
    a = await buildApp({ namespace, redis: redisA });
    b = await buildApp({ namespace, redis: redisB });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    redisA.disconnect();
    redisB.disconnect();
  });

  it('shares one budget between two app instances', async () => {
    expect((await a.inject({ method: 'GET', url: '/limited' })).statusCode).toBe(200);
    expect((await b.inject({ method: 'GET', url: '/limited' })).statusCode).toBe(200);
    const third = await a.inject({ method: 'GET', url: '/limited' });
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    expect((await b.inject({ method: 'GET', url: '/limited' })).statusCode).toBe(429);
  });
});
