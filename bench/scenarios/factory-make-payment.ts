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

const WORKERS = 20;
const PENDING_PER_WORKER = 1_000;
/** Its jobs' numbers start after those `factory-job-step` gives the same tenant's jobs. */
const PAYMENT_JOB_NUMBERS = 1_000_000;
/** Shared by the factory and the portal, as in a deployment: the factory's audit calls are answered. */
const SERVICE_SECRET = 'bench-service-secret-0123456789';

/**
 * POST /api/v1/transaction/makePayment to one of 20 workers, each with 1,000 jobs pending
 * payment: one statement reads the worker's pending jobs oldest first with its row version, the
 * service shares the payment out over them, and one statement writes the jobs' shares, the
 * transaction and its debit entry if the worker is still at that version.
 * Each payment (₹1.00) covers part of a ₹30.00 job, so every request meets ~1,000 pending jobs.
 */
const scenario: HttpScenario = {
  kind: 'http',
  name: 'factory-make-payment',
  service: 'factory',
  shape: 'write',
  description:
    'POST /api/v1/transaction/makePayment with the FIFO settlement over 1,000 pending jobs per worker',
  env: { ...factoryEnv, SERVICE_SECRET },
  // Every payment is audited: its entry goes through the factory's work queue to the portal's
  // central audit log. Without the portal each delivery failed, and was retried, inside the
  // measurement: the cost of an outage, not of a payment.
  peers: ['portal'],
  peerEnv: { portal: { SERVICE_SECRET } },
  load: { connections: 10 },
  seed: async ({ db }) => {
    await seedFactoryTenant(db, WORKERS);
    const jobs = WORKERS * PENDING_PER_WORKER;
    await db.query(sql`
      insert into factory.jobs (id, tenant_id, article_id, job_number, quantity, steps, is_active)
      select ('00000000-0000-4000-b000-' || lpad(i::text, 12, '0'))::uuid, ${FACTORY_TENANT}, ${FACTORY_ARTICLE}::uuid,
             ${PAYMENT_JOB_NUMBERS}::integer + i, 12,
             jsonb_build_array(jsonb_build_object('stepName', 'cutting', 'order', 1, 'isPaid', true,
               'workerId', ${workerSql(sql`1 + i % ${WORKERS}::integer`)}, 'status', 'Completed', 'quantity', 12, 'completedAt', now())),
             false
      from generate_series(1, ${jobs}::integer) as i
      on conflict (id) do nothing`);
    await syncJobCounter(db);
    await db.query(sql`
      insert into factory.job_earnings (tenant_id, worker_id, job_id, earned_amount, earned_at)
      select ${FACTORY_TENANT}, ${workerSql(sql`1 + i % ${WORKERS}::integer`)},
             ('00000000-0000-4000-b000-' || lpad(i::text, 12, '0'))::uuid, 30.00, now() - make_interval(secs => ${jobs}::integer - i)
      from generate_series(1, ${jobs}::integer) as i
      on conflict (worker_id, job_id) do nothing`);
    await db.query(sql`
      update factory.workers w set balance = e.total
      from (select worker_id, sum(earned_amount - paid_amount) as total from factory.job_earnings group by worker_id) e
      where w.id = e.worker_id and w.tenant_id = ${FACTORY_TENANT}`);
    await db.exec('vacuum analyze factory.job_earnings');
  },
  requests: async () => {
    const token = await factoryAdminToken();
    return Array.from({ length: WORKERS }, (_, i) => ({
      method: 'POST' as const,
      path: '/api/v1/transaction/makePayment',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        workerId: `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`,
        amount: 1,
      }),
    }));
  },
};

export default scenario;
