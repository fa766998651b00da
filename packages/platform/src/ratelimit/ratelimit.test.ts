import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { type HttpApp, trainingEnvelope } from '../http/index.js';
import { createTestHttpApp } from '../testing/http.js';
import { byUser, connectRedis, limit, type RateLimitBackend, registerRateLimits } from './index.js';

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
