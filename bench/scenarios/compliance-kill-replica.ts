import { one, openPostgres, sql } from '@platform/kernel/db';
import { pause, replicaSetUnavailable, startReplicaSet } from '../fixtures/replica-set.js';
import { runLoad } from '../lib/load.js';
import type { Measurement, ProcessScenario } from '../lib/types.js';

const SECONDS = 16;
const ENTITIES = 100_000;
const TENANT_ID = '00000000-0000-4000-8000-0000000dead1';

/**
 * Two compliance replicas behind a round-robin proxy under entity PATCHes (each on an entity
 * nobody has written, version 1 to 2, its audit row and outbox event in the same statement);
 * one replica is killed with SIGKILL mid-load and started again. Requests in flight on it fail
 * (never acknowledged); every PATCH acknowledged with 200 must be in the database, and every
 * committed event must be published (the outbox relays it, after the restart at the latest).
 */
const scenario: ProcessScenario = {
  kind: 'process',
  name: 'compliance-kill-replica',
  shape: 'write',
  description: 'two compliance replicas behind a proxy, one killed with SIGKILL under entity PATCHes',
  unavailable: replicaSetUnavailable,
  async measure(ctx): Promise<Measurement> {
    const set = await startReplicaSet(
      ctx,
      'compliance',
      2,
      { RATE_LIMIT_IP_MAX: '100000000', RATE_LIMIT_USER_MAX: '100000000' },
      ['WORKFLOW_PORT'],
    );
    const db = openPostgres(set.databaseUrl, 2, 'bench-check');
    try {
      await db.query(sql`
        insert into compliance.tenants (id, name, entity_type, subscription_plan)
        values (${TENANT_ID}::uuid, 'Bench Survivors', 'PRIVATE_LIMITED', 'ENTERPRISE') on conflict (id) do nothing`);
      await db.query(sql`
        insert into compliance.entities (id, tenant_id, name, entity_type, profile_data)
        select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, ${TENANT_ID}::uuid,
               'Entity ' || i || ' Private Limited', 'PRIVATE_LIMITED', '{}'::jsonb
        from generate_series(1, ${ENTITIES}::integer) as i on conflict (id) do nothing`);
      await db.exec('analyze compliance.entities');

      const load = runLoad(
        set.proxy.url,
        {
          method: 'PATCH',
          path: '/api/v1/entities/{{seq:uuid}}',
          headers: { authorization: `Bearer ${set.token}`, 'content-type': 'application/json' },
          body: '{"version":1,"profileData":{"paidUpCapital":{{seq}}}}',
        },
        { connections: 32, durationSeconds: SECONDS },
      );
      await pause(5_000);
      const victim = set.replicas[0];
      if (!victim) throw new Error('no replica');
      const started = performance.now();
      await victim.restart({ kill: true });
      const restartMs = Math.round(performance.now() - started);
      const result = await load;

      const written = await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from compliance.entities where tenant_id = ${TENANT_ID}::uuid and version = 2`,
      );
      // The relays publish what is committed; give them a few seconds after the load.
      let unpublished = -1;
      for (let i = 0; i < 100 && unpublished !== 0; i++) {
        unpublished = (
          await one<{ n: number }>(
            db,
            sql`select count(*)::int as n from compliance.outbox where published_at is null`,
          )
        ).n;
        if (unpublished !== 0) await pause(100);
      }
      const events = await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from compliance.outbox where routing_key like 'profile.updated.%'`,
      );
      const acknowledged = result.statusCodes['200'] ?? 0;
      const lost = Math.max(0, acknowledged - written.n);
      const unaccounted = written.n - events.n;
      return {
        unit: 'req/s',
        perSecond: result.perSecond,
        p50Ms: result.p50Ms,
        p99Ms: result.p99Ms,
        total: result.total,
        // Failed requests are expected (those on the killed replica); losses are not.
        errors: lost + Math.abs(unaccounted) + unpublished,
        notes: [
          `status codes ${JSON.stringify(result.statusCodes)}; requests without a 2xx answer ${result.errors} (in flight on the killed replica)`,
          `killed replica back and healthy after ${restartMs} ms`,
          `PATCHes acknowledged ${acknowledged}, written ${written.n}, lost ${lost}`,
          `events committed ${events.n} for ${written.n} writes; unpublished after the load ${unpublished}`,
        ],
      };
    } finally {
      await db.close();
      await set.close();
    }
  },
};

export default scenario;
