import { sql } from '@platform/kernel/db';
import type { InjectOptions } from 'fastify';
import {
  API,
  countRows,
  eventually,
  type PortalUnderTest,
  SERVICE_SECRET,
  signedDelivery,
  signupBody,
  startPortal,
  subscriptionEvent,
  superAdminToken,
} from './harness.js';

let portal: PortalUnderTest;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

const inject = (opts: InjectOptions) => portal.svc.app.inject(opts);

interface Signed {
  tenantId: string;
  subscriptionId: string;
  email: string;
}

async function signedUp(overrides: Record<string, unknown> = {}): Promise<Signed> {
  const body = signupBody(overrides);
  const res = await inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body });
  expect(res.statusCode).toBe(201);
  const { tenant, subscription } = res.json().data;
  return { tenantId: tenant.id, subscriptionId: subscription.id, email: body.email };
}

async function tenantRow(id: string) {
  const { rows } = await portal.svc.backends.db.query<{
    status: string;
    subscription_status: string;
    provisioned_at: Date | null;
  }>(sql`select status, subscription_status, provisioned_at from portal.tenants where id = ${id}::uuid`);
  return rows[0];
}

const alertsOf = (tenantId: string) => countRows(portal.svc, 'alerts', sql`tenant_id = ${tenantId}::uuid`);

function deliver(
  event: string,
  t: Signed,
  options: Parameters<typeof signedDelivery>[1] = {},
  createdAt?: number,
) {
  return inject(signedDelivery(subscriptionEvent(event, t.subscriptionId, t.tenantId, createdAt), options));
}

describe('POST /webhooks/payment: signature', () => {
  it('is 401 and changes nothing with a wrong signature, one from another secret, or none', async () => {
    const t = await signedUp();
    const wrongSecret = await deliver('subscription.activated', t, {
      secret: 'not-the-webhook-secret-at-all',
    });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toEqual({
      status: 'error',
      message: expect.stringContaining('X-Razorpay-Signature'),
    });
    expect((await deliver('subscription.activated', t, { signature: 'ab'.repeat(32) })).statusCode).toBe(401);
    expect((await deliver('subscription.activated', t, { signature: 'nothex' })).statusCode).toBe(401);
    expect((await deliver('subscription.activated', t, { signature: null })).statusCode).toBe(401);
    // A body changed after signing no longer matches.
    const good = signedDelivery(subscriptionEvent('subscription.activated', t.subscriptionId, t.tenantId));
    const tampered = await inject({ ...good, payload: good.payload.replace('activated', 'activated ') });
    expect(tampered.statusCode).toBe(401);
    const noBody = await inject({ method: 'POST', url: `${API}/webhooks/payment` });
    expect(noBody.statusCode).toBe(401);
    expect(await tenantRow(t.tenantId)).toMatchObject({ status: 'pending_payment' });
    expect(await countRows(portal.svc, 'webhook_events', sql`subscription_id = ${t.subscriptionId}`)).toBe(0);
    expect(await alertsOf(t.tenantId)).toBe(0);
  });
});

describe('POST /webhooks/payment: events', () => {
  it('subscription.activated: active, an alert, and the tenant provisioned in the factory', async () => {
    const t = await signedUp();
    const res = await deliver('subscription.activated', t);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ received: true, duplicate: false, outcome: 'active' });
    expect(await tenantRow(t.tenantId)).toMatchObject({ status: 'active', subscription_status: 'active' });
    expect(await alertsOf(t.tenantId)).toBe(1);
    const call = await eventually(async () =>
      portal.factory.requests.find((r) => r.body.includes(t.tenantId)),
    );
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/api/v1/internal/tenants');
    expect(call.headers['x-service-secret']).toBe(SERVICE_SECRET);
    expect(JSON.parse(call.body)).toMatchObject({
      tenantId: t.tenantId,
      plan: 'growth',
      adminEmail: t.email,
    });
    await eventually(async () => ((await tenantRow(t.tenantId))?.provisioned_at ? true : undefined));
  });

  it("names the administrator to the factory by the person's own name, never the organisation's", async () => {
    const named = await signedUp({ name: 'Asha Rao' });
    const unnamed = await signedUp();
    await deliver('subscription.activated', named);
    await deliver('subscription.activated', unnamed);
    const sent = async (t: Signed) =>
      JSON.parse(
        (
          await eventually(async () =>
            portal.factory.requests.find((r) => r.method === 'POST' && r.body.includes(t.tenantId)),
          )
        ).body,
      ) as Record<string, unknown>;
    expect((await sent(named)).adminName).toBe('Asha Rao');
    const bare = await sent(unnamed);
    expect(bare).not.toHaveProperty('adminName');
    expect(bare.name).toMatch(/^Acme Looms /);
  });

  it('provisioning is retried from the durable queue until the factory succeeds', async () => {
    const t = await signedUp();
    let refusals = 0;
    portal.factory.handle((r) => {
      if (r.body.includes(t.tenantId) && refusals < 3) {
        refusals += 1;
        return refusals === 2 ? { status: 201, delayMs: 15_000 } : { status: 503, body: { message: 'down' } };
      }
      return { status: 201, body: { status: 'success' } };
    });
    try {
      expect((await deliver('subscription.activated', t)).statusCode).toBe(200);
      await eventually(
        async () => ((await tenantRow(t.tenantId))?.provisioned_at ? true : undefined),
        20_000,
      );
      expect(refusals).toBe(3);
      // Three failed tries tell the super-admins, once.
      expect(
        await countRows(
          portal.svc,
          'alerts',
          sql`tenant_id = ${t.tenantId}::uuid and type = 'provisioning.failing' and audience = 'super_admin'`,
        ),
      ).toBe(1);
      expect(portal.factory.requests.filter((r) => r.body.includes(t.tenantId)).length).toBe(4);
    } finally {
      portal.factory.handle(() => ({ status: 201, body: { status: 'success' } }));
    }
  }, 30_000);

  it('subscription.cancelled and subscription.halted suspend an active tenant with an alert', async () => {
    for (const event of ['subscription.cancelled', 'subscription.halted']) {
      const t = await signedUp();
      await deliver('subscription.activated', t);
      const res = await deliver(event, t);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.outcome).toBe('suspended');
      expect(await tenantRow(t.tenantId)).toMatchObject({
        status: 'suspended',
        subscription_status: event === 'subscription.cancelled' ? 'cancelled' : 'halted',
      });
      expect(
        await countRows(portal.svc, 'alerts', sql`tenant_id = ${t.tenantId}::uuid and type = ${event}`),
      ).toBe(1);
    }
  });

  it('payment.failed creates an alert for the super-admin and one for the tenant administrator', async () => {
    const t = await signedUp();
    const res = await inject(
      signedDelivery(
        subscriptionEvent('payment.failed', t.subscriptionId, t.tenantId, undefined, {
          id: 'pay_29QQoUBi66xm2f',
          amount: 299900,
          currency: 'INR',
          error_description: 'Card declined',
        }),
      ),
    );
    expect(res.statusCode).toBe(200);
    const { rows } = await portal.svc.backends.db.query<{
      audience: string;
      message: string;
      details: { paymentId: string };
    }>(
      sql`select audience, message, details from portal.alerts where tenant_id = ${t.tenantId}::uuid order by audience`,
    );
    expect(rows.map((r) => r.audience)).toEqual(['super_admin', 'tenant']);
    expect(rows[0]?.message).toContain('Card declined');
    expect(rows[0]?.details.paymentId).toBe('pay_29QQoUBi66xm2f');
    expect(await tenantRow(t.tenantId)).toMatchObject({ status: 'pending_payment' });
  });

  it('an event id seen before is acknowledged and acts once', async () => {
    const t = await signedUp();
    const eventId = `evt_replay_${t.tenantId.slice(0, 8)}`;
    const first = await deliver('payment.failed', t, { eventId });
    const replay = await deliver('payment.failed', t, { eventId });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toMatchObject({ duplicate: true, eventId, outcome: 'alerted' });
    expect(await alertsOf(t.tenantId)).toBe(2);
    // Two deliveries of one event at once still act once.
    const concurrentId = `${eventId}_c`;
    await Promise.all([
      deliver('payment.failed', t, { eventId: concurrentId }),
      deliver('payment.failed', t, { eventId: concurrentId }),
    ]);
    expect(await alertsOf(t.tenantId)).toBe(4);
  });

  it('unknown events and unknown subscriptions are acknowledged with 200 and ignored', async () => {
    const t = await signedUp();
    const unknown = await deliver('refund.processed', t);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data.outcome).toBe('ignored');
    const stranger = await inject(
      signedDelivery(subscriptionEvent('subscription.activated', 'sub_nobody', t.tenantId)),
    );
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().data.outcome).toBe('unknown_subscription');
    expect(await tenantRow(t.tenantId)).toMatchObject({ status: 'pending_payment' });
    expect(await alertsOf(t.tenantId)).toBe(0);
  });

  it('out of order: a cancelled tenant is never resurrected, and an older event does not undo a newer one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cancelled = await signedUp();
    await deliver('subscription.cancelled', cancelled, {}, now);
    const late = await deliver('subscription.activated', cancelled, {}, now - 60);
    expect(late.json().data.outcome).toBe('skipped_cancelled');
    const later = await deliver('subscription.activated', cancelled, {}, now + 60);
    expect(later.json().data.outcome).toBe('skipped_cancelled');
    expect(await tenantRow(cancelled.tenantId)).toMatchObject({
      status: 'suspended',
      subscription_status: 'cancelled',
    });

    const halted = await signedUp();
    await deliver('subscription.halted', halted, {}, now);
    const stale = await deliver('subscription.activated', halted, {}, now - 60);
    expect(stale.json().data.outcome).toBe('skipped_stale');
    expect(await tenantRow(halted.tenantId)).toMatchObject({
      status: 'suspended',
      subscription_status: 'halted',
    });
    // A newer activation of a halted subscription (the customer paid) makes the tenant active again.
    const resumed = await deliver('subscription.activated', halted, {}, now + 60);
    expect(resumed.json().data.outcome).toBe('active');
  });
});

describe('the tenant status carried to the factory', () => {
  const statusCalls = (tenantId: string) =>
    portal.factory.requests
      .filter((r) => r.method === 'PUT' && r.url === `/api/v1/internal/tenants/${tenantId}/status`)
      .map((r) => ({
        secret: r.headers['x-service-secret'],
        body: JSON.parse(r.body) as Record<string, unknown>,
      }));

  async function provisioned(): Promise<Signed> {
    const t = await signedUp();
    expect((await deliver('subscription.activated', t)).json().data.outcome).toBe('active');
    await eventually(async () => ((await tenantRow(t.tenantId))?.provisioned_at ? true : undefined));
    return t;
  }

  it('a halt suspends the factory tenant and a later activation restores it, retried until the factory takes it', async () => {
    const t = await provisioned();
    let refusals = 0;
    portal.factory.handle((r) => {
      if (r.method === 'PUT' && r.url.includes(t.tenantId) && refusals < 2) {
        refusals += 1;
        return { status: 503, body: { message: 'down' } };
      }
      return { status: 200, body: { status: 'success' } };
    });
    try {
      const now = Math.floor(Date.now() / 1000);
      expect((await deliver('subscription.halted', t, {}, now)).json().data.outcome).toBe('suspended');
      await eventually(async () => (statusCalls(t.tenantId).length === 3 ? true : undefined));
      expect(statusCalls(t.tenantId).map((c) => c.body)).toEqual(
        Array(3).fill({ status: 'suspended', subscriptionStatus: 'halted', sequence: 2 }),
      );
      expect(statusCalls(t.tenantId)[0]?.secret).toBe(SERVICE_SECRET);
      expect((await deliver('subscription.activated', t, {}, now + 60)).json().data.outcome).toBe('active');
      await eventually(async () => (statusCalls(t.tenantId).length === 4 ? true : undefined));
      expect(statusCalls(t.tenantId)[3]?.body).toEqual({
        status: 'active',
        subscriptionStatus: 'active',
        sequence: 3,
      });
      expect((await deliver('subscription.cancelled', t, {}, now + 120)).json().data.outcome).toBe(
        'suspended',
      );
      await eventually(async () => (statusCalls(t.tenantId).length === 5 ? true : undefined));
      expect(statusCalls(t.tenantId)[4]?.body).toEqual({
        status: 'suspended',
        subscriptionStatus: 'cancelled',
        sequence: 4,
      });
    } finally {
      portal.factory.handle(() => ({ status: 201, body: { status: 'success' } }));
    }
  }, 30_000);

  it('a tenant suspended before its provisioning is done is suspended in the factory right after it', async () => {
    const t = await signedUp();
    let provisioningTries = 0;
    portal.factory.handle((r) => {
      if (r.method === 'POST' && r.body.includes(t.tenantId) && provisioningTries < 1) {
        provisioningTries += 1;
        return { status: 503, body: { message: 'down' } };
      }
      return { status: r.method === 'POST' ? 201 : 200, body: { status: 'success' } };
    });
    try {
      const now = Math.floor(Date.now() / 1000);
      await deliver('subscription.activated', t, {}, now);
      await deliver('subscription.cancelled', t, {}, now + 1);
      await eventually(async () => (statusCalls(t.tenantId).length === 1 ? true : undefined));
      expect(statusCalls(t.tenantId)[0]?.body).toEqual({
        status: 'suspended',
        subscriptionStatus: 'cancelled',
        sequence: 2,
      });
      expect((await tenantRow(t.tenantId))?.provisioned_at).not.toBeNull();
    } finally {
      portal.factory.handle(() => ({ status: 201, body: { status: 'success' } }));
    }
  }, 30_000);

  it('an activation without a date does not undo a newer known halt, and sends the factory nothing', async () => {
    const t = await signedUp();
    const now = Math.floor(Date.now() / 1000);
    expect((await deliver('subscription.activated', t, {}, now - 120)).json().data.outcome).toBe('active');
    await eventually(async () => ((await tenantRow(t.tenantId))?.provisioned_at ? true : undefined));
    expect((await deliver('subscription.halted', t, {}, now)).json().data.outcome).toBe('suspended');
    expect((await deliver('subscription.activated', t, {}, now - 60)).json().data.outcome).toBe(
      'skipped_stale',
    );
    const { created_at, ...undated } = subscriptionEvent(
      'subscription.activated',
      t.subscriptionId,
      t.tenantId,
    );
    expect(created_at).toBeGreaterThan(0);
    const res = await inject(signedDelivery(undated));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('skipped_undated');
    expect(await tenantRow(t.tenantId)).toMatchObject({ status: 'suspended', subscription_status: 'halted' });
    await eventually(async () => (statusCalls(t.tenantId).length === 1 ? true : undefined));
    // Give a wrongly queued activation time to show; the halt stays the last word.
    await new Promise((r) => setTimeout(r, 200));
    expect(statusCalls(t.tenantId).map((c) => c.body.status)).toEqual(['suspended']);
  });
});

describe('sandbox provider', () => {
  it('the admin endpoint delivers a signed activation for a tenant by slug, which activates it', async () => {
    const body = signupBody();
    const res = await inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body });
    const { tenant } = res.json().data;
    const denied = await inject({
      method: 'POST',
      url: `${API}/sandbox/tenants/${tenant.slug}/events`,
      payload: {},
    });
    expect(denied.statusCode).toBe(401);
    const sim = await inject({
      method: 'POST',
      url: `${API}/sandbox/tenants/${tenant.slug}/events`,
      headers: { authorization: `Bearer ${await superAdminToken(portal.svc)}` },
      payload: {},
    });
    expect(sim.statusCode).toBe(200);
    expect(sim.json().data).toMatchObject({
      event: 'subscription.activated',
      webhookStatus: 200,
      webhook: { data: { outcome: 'active' } },
    });
    expect(await tenantRow(tenant.id)).toMatchObject({ status: 'active' });
    const { rows } = await portal.svc.backends.db.query<{ status: string; current_end: Date }>(
      sql`select status, current_end from portal.sandbox_subscriptions where id = ${res.json().data.subscription.id}`,
    );
    expect(rows[0]?.status).toBe('active');
    expect(rows[0]?.current_end.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const byService = await inject({
      method: 'POST',
      url: `${API}/sandbox/tenants/${tenant.id}/events`,
      headers: { 'x-service-secret': SERVICE_SECRET },
      payload: { event: 'subscription.halted' },
    });
    expect(byService.json().data.webhook.data.outcome).toBe('suspended');
  });
});
