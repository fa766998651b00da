import { createHmac } from 'node:crypto';
import { sql } from '@platform/kernel/db';
import type { HttpScenario, LoadRequest } from '../lib/types.js';

const SECRET = 'portal-bench-webhook-secret-0123456789';
const TENANTS = 1_000;
/** Distinct deliveries prepared: more than a run sends, so each is new unless it is a replay on purpose. */
const DELIVERIES = 30_000;
/** One delivery in ten repeats an event id already sent: the dedupe path. */
const REPLAY_EVERY = 10;

const tenantId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/**
 * POST /api/v1/webhooks/payment with signed `payment.failed` deliveries of 1,000 active tenants:
 * per request the portal checks the HMAC over the raw body, records the event id (a repeat acts
 * once), finds the tenant by its subscription and writes the alerts for the super-admin and the
 * tenant admin. One delivery in ten replays an earlier event id.
 */
const scenario: HttpScenario = {
  kind: 'http',
  name: 'portal-webhook',
  service: 'portal',
  shape: 'write',
  description: 'POST /api/v1/webhooks/payment: signature, dedupe, tenant lookup, alerts (1 in 10 a replay)',
  env: { PAYMENT_WEBHOOK_SECRET: SECRET, PAYMENT_PROVIDER: 'sandbox' },
  seed: async ({ db }) => {
    await db.query(sql`
      insert into portal.tenants (id, name, slug, admin_email, admin_user_id, plan, app, status, subscription_status,
                                  payment_provider, provider_customer_id, provider_subscription_id)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Bench Tenant ' || i, 'bench-tenant-' || i,
             'admin' || i || '@bench.test', gen_random_uuid(), 'growth', 'factory', 'active', 'active',
             'sandbox', 'cust_bench_' || i, 'sub_bench_' || i
      from generate_series(1, ${TENANTS}::integer) as i
      on conflict (id) do nothing`);
  },
  requests: async () => {
    const requests: LoadRequest[] = [];
    for (let n = 1; n <= DELIVERIES; n += 1) {
      const i = 1 + (n % TENANTS);
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.failed',
        payload: {
          subscription: {
            entity: { id: `sub_bench_${i}`, status: 'active', notes: { tenantId: tenantId(i) } },
          },
          payment: {
            entity: {
              id: `pay_bench_${n}`,
              amount: 99900,
              currency: 'INR',
              status: 'failed',
              error_description: 'Card declined',
            },
          },
        },
        created_at: 1_795_000_000 + n,
      });
      const eventId = n % REPLAY_EVERY === 0 ? `evt_bench_${n - 1}` : `evt_bench_${n}`;
      requests.push({
        method: 'POST',
        path: '/api/v1/webhooks/payment',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', SECRET).update(body).digest('hex'),
          'x-razorpay-event-id': eventId,
        },
        body,
      });
    }
    return requests;
  },
};

export default scenario;
