import { sql } from '../db/sql.js';
import type { Queryable } from '../db/types.js';
import type { HealthReport } from './app.js';

/**
 * The deep health check: a trivial query proves the database answers.
 * `{service, status: 'healthy', database: 'connected'}`, or 500 `{status: 'unhealthy', error}`.
 */
export function databaseHealth(service: string, db: Queryable): () => Promise<HealthReport> {
  return async () => {
    try {
      await db.query(sql`select 1`);
      return { statusCode: 200, body: { service, status: 'healthy', database: 'connected' } };
    } catch (err) {
      return { statusCode: 500, body: { service, status: 'unhealthy', error: (err as Error).message } };
    }
  };
}
