import { sql } from '../db/sql.js';
import type { Db } from '../db/types.js';
import { addReadinessCheck } from '../http/operations.js';
import type { Listener } from '../http/serve.js';
import { watchPool } from '../metrics/registry.js';

/**
 * What the runtime adds to every listener it starts: `/ready` fails while the database does not
 * answer, and the database pool is reported as `db_pool_*` under `poolName`. Returns what stops
 * the pool report.
 */
export function watchDatabase(listeners: readonly Listener[], db: Db, poolName: string): () => void {
  for (const { app } of listeners)
    addReadinessCheck(app, 'database', async () => {
      await db.query(sql`select 1`);
    });
  const stats = db.stats;
  return stats ? watchPool(poolName, () => stats.call(db)) : () => {};
}
