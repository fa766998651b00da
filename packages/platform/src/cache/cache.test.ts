import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectRedis } from '../ratelimit/index.js';
import { type Cache, cached, memoryCache, redisCache } from './index.js';

function behavesAsACache(make: () => Cache) {
  it('keeps a value for its time to live, then forgets it', async () => {
    const cache = make();
    await cache.set('a', 'one', 40);
    expect(await cache.get('a')).toBe('one');
    await new Promise((r) => setTimeout(r, 80));
    expect(await cache.get('a')).toBeUndefined();
  });

  it('deletes given keys and clears by prefix, leaving the rest', async () => {
    const cache = make();
    await cache.set('course:id:1', 'x', 10_000);
    await cache.set('course:slug:a', 'y', 10_000);
    await cache.set('course:slug:b', 'z', 10_000);
    await cache.set('other', 'w', 10_000);
    await cache.delete(['course:id:1', 'missing']);
    expect(await cache.get('course:id:1')).toBeUndefined();
    expect(await cache.get('course:slug:a')).toBe('y');
    await cache.clear('course:');
    expect(await cache.get('course:slug:a')).toBeUndefined();
    expect(await cache.get('course:slug:b')).toBeUndefined();
    expect(await cache.get('other')).toBe('w');
  });

  it('loads on a miss only, and does not keep an absent value', async () => {
    const cache = make();
    const load = vi.fn(async () => 'loaded');
    expect(await cached(cache, 'k', 10_000, load)).toBe('loaded');
    expect(await cached(cache, 'k', 10_000, load)).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(1);
    const absent = vi.fn(async () => undefined);
    await cached(cache, 'none', 10_000, absent);
    await cached(cache, 'none', 10_000, absent);
    expect(absent).toHaveBeenCalledTimes(2);
  });
}

describe('memory cache', () => {
  behavesAsACache(() => memoryCache());

  it('evicts the least recently used entry past its size', async () => {
    const cache = memoryCache(2);
    await cache.set('a', '1', 10_000);
    await cache.set('b', '2', 10_000);
    await cache.get('a');
    await cache.set('c', '3', 10_000);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe('1');
    expect(await cache.get('c')).toBe('3');
  });
});

describe.skipIf(!process.env.REDIS_URL)('Redis cache', () => {
  const clients: Redis[] = [];
  const open = (prefix: string) => {
    const redis = connectRedis(process.env.REDIS_URL ?? '', prefix);
    clients.push(redis);
    return redis;
  };
  afterAll(() => {
    for (const c of clients) c.disconnect();
  });

  behavesAsACache(() => redisCache(open(`test-${randomUUID()}:`), 'svc'));

  it('is shared by two replicas: one invalidates, the other sees it', async () => {
    const prefix = `test-${randomUUID()}:`;
    const a = redisCache(open(prefix), 'svc');
    const b = redisCache(open(prefix), 'svc');
    await a.set('course:id:1', 'v', 10_000);
    expect(await b.get('course:id:1')).toBe('v');
    await b.clear('course:');
    expect(await a.get('course:id:1')).toBeUndefined();
  });

  it('answers a miss, not an error, when Redis is unreachable', async () => {
    const unreachable = connectRedis('redis://127.0.0.1:1', 'x:');
    clients.push(unreachable);
    const down = redisCache(unreachable, 'svc');
    expect(await down.get('k')).toBeUndefined();
    await expect(down.set('k', 'v', 1000)).resolves.toBeUndefined();
    await expect(down.delete(['k'])).resolves.toBeUndefined();
    await expect(down.clear('k')).resolves.toBeUndefined();
  });
});
