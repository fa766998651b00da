import { sql } from '@platform/kernel/db';
import {
  FACTORY_ARTICLE,
  FACTORY_TENANT,
  factoryAdminToken,
  factoryEnv,
  seedFactoryTenant,
  syncJobCounter,
  workerSql,
} from '../fixtures/factory.js';
import type { HttpScenario } from '../lib/types.js';

const WORKERS = 200;

/**
 * PATCH /api/v1/job/:id completing the paid `cutting` step of a job nobody has touched
 * (`{{seq:uuid}}`): under the job's row lock the step moves forward, the worker's row is locked,
 * the completion row, the `credit` ledger entry, the balance and the job's pending earnings are
 * written. Jobs are spread over 200 workers, as a floor's piece workers share the day's work.
 */
const scenario: HttpScenario = {
  kind: 'http',
  name: 'factory-job-step',
  service: 'factory',
  shape: 'write',
  description:
    'PATCH /api/v1/job/:id completing a paid step: wage credit, ledger entry, balance, pending earnings',
  dataSizes: [200_000],
  env: factoryEnv,
  seed: async ({ db }, size) => {
    await seedFactoryTenant(db, WORKERS);
    await db.query(sql`
      insert into factory.jobs (id, tenant_id, article_id, job_number, quantity, attributes, steps)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, ${FACTORY_TENANT}, ${FACTORY_ARTICLE}::uuid, i, 12,
             '{"colour": "blue"}',
             jsonb_build_array(
               jsonb_build_object('stepName', 'cutting', 'order', 1, 'isPaid', true, 'workerId', ${workerSql(sql`1 + i % ${WORKERS}::integer`)},
                                  'status', 'Pending', 'quantity', null, 'completedAt', null),
               jsonb_build_object('stepName', 'stitching', 'order', 2, 'isPaid', true, 'workerId', ${workerSql(sql`1 + (i + 1) % ${WORKERS}::integer`)},
                                  'status', 'Pending', 'quantity', null, 'completedAt', null))
      from generate_series(1, ${size}::integer) as i
      on conflict (id) do nothing`);
    await syncJobCounter(db);
    await db.exec('vacuum analyze factory.jobs');
  },
  requests: async () => ({
    method: 'PATCH',
    path: '/api/v1/job/{{seq:uuid}}',
    headers: { authorization: `Bearer ${await factoryAdminToken()}`, 'content-type': 'application/json' },
    body: '{"stepName":"cutting","status":"Completed"}',
  }),
};

export default scenario;
