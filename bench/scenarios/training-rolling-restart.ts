import { one, openPostgres, sql } from '@platform/kernel/db';
import { pause, replicaSetUnavailable, startReplicaSet } from '../fixtures/replica-set.js';
import { runLoad } from '../lib/load.js';
import type { Measurement, ProcessScenario } from '../lib/types.js';

const SECONDS = 24;
const PREFIX = `rolling-${Date.now()}`;

/**
 * Two training replicas behind a round-robin proxy under a steady load of public catalogue
 * reads and course creations; each replica is restarted in turn (SIGTERM, then started again)
 * while the load runs. Every request must succeed, and every course acknowledged with 201 must
 * be in the database afterwards.
 */
const scenario: ProcessScenario = {
  kind: 'process',
  name: 'training-rolling-restart',
  shape: 'write',
  description: 'two training replicas behind a proxy, each restarted in turn under reads and writes',
  unavailable: replicaSetUnavailable,
  async measure(ctx): Promise<Measurement> {
    // A replica told to stop answers /ready 503 for a second while it still serves, so that the
    // proxy's next health check takes it out before it stops accepting connections.
    const set = await startReplicaSet(ctx, 'training', 2, {
      PUBLIC_RATE_LIMIT_MAX: '100000000',
      SHUTDOWN_DELAY_MS: '1000',
    });
    try {
      const headers = { authorization: `Bearer ${set.token}`, 'content-type': 'application/json' };
      const load = runLoad(
        set.proxy.url,
        [
          { method: 'GET', path: '/api/v1/courses?limit=10' },
          {
            method: 'POST',
            path: '/api/v1/courses',
            headers,
            body: `{"title":"Rolling {{seq}}","slug":"${PREFIX}-{{seq}}","duration_days":2}`,
          },
        ],
        { connections: 10, durationSeconds: SECONDS },
      );
      const restarts: number[] = [];
      await pause(4_000);
      for (const replica of set.replicas) {
        const started = performance.now();
        await replica.restart();
        restarts.push(Math.round(performance.now() - started));
        await pause(4_000);
      }
      const result = await load;
      const db = openPostgres(set.databaseUrl, 1, 'bench-check');
      let stored: number;
      try {
        stored = (
          await one<{ n: number }>(
            db,
            sql`select count(*)::int as n from training.courses where slug like ${`${PREFIX}-%`}`,
          )
        ).n;
      } finally {
        await db.close();
      }
      const acknowledged = result.statusCodes['201'] ?? 0;
      const missing = Math.max(0, acknowledged - stored);
      return {
        unit: 'req/s',
        perSecond: result.perSecond,
        p50Ms: result.p50Ms,
        p99Ms: result.p99Ms,
        total: result.total,
        errors: result.errors + missing,
        notes: [
          `status codes ${JSON.stringify(result.statusCodes)}; failed requests ${result.errors}`,
          `restarts took ${restarts.join(' and ')} ms (SIGTERM to healthy again)`,
          `courses acknowledged ${acknowledged}, stored ${stored}, missing ${missing}`,
          `requests the proxy moved to the other replica after a refused connection: ${set.proxy.retried()}`,
        ],
      };
    } finally {
      await set.close();
    }
  },
};

export default scenario;
