import { many, type Queryable, sql } from '@platform/kernel/db';
import type { FastifyBaseLogger } from 'fastify';

export interface CorsOrigins {
  /** Whether a browser on `origin` may call the API: the configured list, then the table. */
  allows(origin: string): Promise<boolean>;
  /** Rereads the table on the next check (this replica just changed it). */
  invalidate(): void;
}

/**
 * The CORS check of the factory listener. The origins added through `/global-config/cors`
 * live in `factory.cors_origins`; each replica keeps them in memory and rereads them when its
 * copy is older than `refreshMs` (at most 60 s), so every replica honours a change within
 * that time without a restart, and the replica that made it at once. A failed reread keeps
 * the previous list rather than refusing every origin.
 */
export function corsOrigins(
  db: Queryable,
  configured: readonly string[],
  refreshMs: number,
  logger: FastifyBaseLogger,
): CorsOrigins {
  const fixed = new Set(configured);
  let known = new Set<string>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;

  const reload = () => {
    loading ??= many<{ origin: string }>(db, sql`select origin from factory.cors_origins`)
      .then(
        (rows) => {
          known = new Set(rows.map((r) => r.origin));
          loadedAt = Date.now();
        },
        (err: unknown) => {
          logger.error({ err }, 'CORS origins could not be reread; keeping the previous list');
          loadedAt = Date.now();
        },
      )
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  return {
    async allows(origin) {
      if (fixed.has(origin)) return true;
      if (Date.now() - loadedAt >= refreshMs) await reload();
      return known.has(origin);
    },
    invalidate() {
      loadedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
