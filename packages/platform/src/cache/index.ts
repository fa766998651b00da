import type { Redis } from 'ioredis';
import { expiringMap } from './expiring-map.js';

export { type ExpiringMap, expiringMap } from './expiring-map.js';

/**
 * A cache of serialized values. A cache is never the source of truth: every read has a
 * loader behind it, so a backend that fails is a miss, never an error the caller sees, and an
 * invalidation that fails leaves at worst an entry that lives out its time to live.
 */
export interface Cache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  /** Drops every entry whose key starts with `prefix`. */
  clear(prefix: string): Promise<void>;
}

/** The value under `key`, loaded and kept for `ttlMs` on a miss. `undefined` (nothing to show) is not kept. */
export async function cached(
  cache: Cache,
  key: string,
  ttlMs: number,
  load: () => Promise<string | undefined>,
): Promise<string | undefined> {
  const hit = await cache.get(key);
  if (hit !== undefined) return hit;
  const value = await load();
  if (value !== undefined) await cache.set(key, value, ttlMs);
  return value;
}

/** Process memory, least recently used entries evicted past `maxEntries`. One replica's view only. */
export function memoryCache(maxEntries = 10_000): Cache {
  const entries = expiringMap<string>(maxEntries);
  return {
    async get(key) {
      return entries.get(key);
    },
    async set(key, value, ttlMs) {
      entries.set(key, value, Date.now() + ttlMs);
    },
    async delete(keys) {
      for (const key of keys) entries.delete(key);
    },
    async clear(prefix) {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}

/** Shared by every replica: an invalidation made by one is seen by all. Keys live under `cache:<namespace>:`. */
export function redisCache(redis: Redis, namespace: string): Cache {
  const base = `cache:${namespace}:`;
  const full = (key: string) => base + key;
  return {
    async get(key) {
      try {
        return (await redis.get(full(key))) ?? undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      await redis.set(full(key), value, 'PX', ttlMs).catch(() => undefined);
    },
    async delete(keys) {
      if (keys.length > 0) await redis.del(...keys.map(full)).catch(() => undefined);
    },
    async clear(prefix) {
      // SCAN matches against the stored key, which includes the client's own keyPrefix.
      const match = `${redis.options.keyPrefix ?? ''}${full(prefix)}*`;
      const strip = (redis.options.keyPrefix ?? '').length;
      let cursor = '0';
      try {
        do {
          const [next, found] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
          cursor = next;
          if (found.length > 0) await redis.del(...found.map((k) => k.slice(strip)));
        } while (cursor !== '0');
      } catch {
        // as for `delete`: the entries expire on their own
      }
    },
  };
}

/** Redis when the service has one (`REDIS_URL`), process memory otherwise. */
export function openCache(redis: Redis | undefined, namespace: string): Cache {
  return redis ? redisCache(redis, namespace) : memoryCache();
}
