import { sql } from '@platform/kernel/db';
import type { InjectOptions } from 'fastify';
import {
  API,
  bearer,
  countRows,
  eventually,
  type PortalUnderTest,
  SERVICE_SECRET,
  signupBody,
  startPortal,
  superAdminToken,
  tenantAdminToken,
} from './harness.js';

let portal: PortalUnderTest;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

const inject = (opts: InjectOptions) => portal.svc.app.inject(opts);
const db = () => portal.svc.backends.db;

async function signedUp(overrides: Record<string, unknown> = {}) {
  const body = signupBody({ plan: 'starter', ...overrides });
  const res = await inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body });
  expect(res.statusCode).toBe(201);
  const { tenant, subscription } = res.json().data as {
    tenant: { id: string; slug: string };
    subscription: { id: string };
  };
  return { id: tenant.id, slug: tenant.slug, subscriptionId: subscription.id, email: body.email };
}

const checkout = (token: string | null, payload: unknown) =>
  inject({
    method: 'POST',
    url: `${API}/sandbox/checkout`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

async function tenantRow(id: string) {
  const { rows } = await db().query<{ status: string; subscription_status: string }>(
    sql`select status, subscription_status from portal.tenants where id = ${id}::uuid`,
  );
  return rows[0];
}

async function paymentsOf(tenantId: string) {
  const { rows } = await db().query<{
    status: string;
    amount_paise: string | number;
    failure_reason: string | null;
    invoice_id: string | null;
  }>(
    sql`select status, amount_paise, failure_reason, invoice_id from portal.payments
        where tenant_id = ${tenantId}::uuid order by at, recorded_at`,
  );
  return rows.map((r) => ({ ...r, amount_paise: Number(r.amount_paise) }));
}

describe('POST /sandbox/checkout', () => {
  it('success: the tenant is active, the payment captured and the invoice paid, through signed webhook events', async () => {
    const t = await signedUp();
    const before = await countRows(portal.svc, 'webhook_events');
    const res = await checkout(await tenantAdminToken(portal.svc, t.id), { outcome: 'success' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { outcome: 'success', tenant: { id: t.id, status: 'active' } },
    });
    expect(await tenantRow(t.id)).toEqual({ status: 'active', subscription_status: 'active' });
    // Three deliveries through the webhook: activated, captured, invoice paid.
    const { rows: events } = await db().query<{ event: string; outcome: string }>(
      sql`select event, outcome from portal.webhook_events where tenant_id = ${t.id}::uuid order by received_at, event`,
    );
    expect(events.map((e) => e.event).sort()).toEqual([
      'invoice.paid',
      'payment.captured',
      'subscription.activated',
    ]);
    expect(await countRows(portal.svc, 'webhook_events')).toBe(before + 3);
    // The starter plan: ₹999 a month, in paise as the provider reports it.
    const payments = await paymentsOf(t.id);
    expect(payments).toEqual([
      {
        status: 'captured',
        amount_paise: 99_900,
        failure_reason: null,
        invoice_id: expect.stringMatching(/^inv_/),
      },
    ]);
    const { rows: invoices } = await db().query<{ id: string; status: string; paid_at: Date | null }>(
      sql`select id, status, paid_at from portal.invoices where tenant_id = ${t.id}::uuid`,
    );
    expect(invoices).toEqual([{ id: payments[0]?.invoice_id, status: 'paid', paid_at: expect.any(Date) }]);
    expect(
      await countRows(
        portal.svc,
        'sandbox_subscriptions',
        sql`id = ${t.subscriptionId} and status = 'active'`,
      ),
    ).toBe(1);
    // The paid tenant is provisioned in the factory as any activation makes it.
    await eventually(async () =>
      portal.factory.requests.find((r) => r.method === 'POST' && r.body.includes(t.id)),
    );
  });

  it('failure: a failed payment with the bank’s reason and alerts, the tenant still awaiting payment; a retry then succeeds', async () => {
    const t = await signedUp();
    const token = await tenantAdminToken(portal.svc, t.id);
    const failed = await checkout(token, { outcome: 'failure' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toEqual({
      outcome: 'failure',
      tenant: { id: t.id, status: 'pending_payment' },
    });
    expect(await paymentsOf(t.id)).toEqual([
      {
        status: 'failed',
        amount_paise: 99_900,
        failure_reason: 'Card declined by the bank (sandbox)',
        invoice_id: null,
      },
    ]);
    expect(
      await countRows(portal.svc, 'alerts', sql`tenant_id = ${t.id}::uuid and type = 'payment.failed'`),
    ).toBe(2);
    expect(await countRows(portal.svc, 'invoices', sql`tenant_id = ${t.id}::uuid`)).toBe(0);

    const again = await checkout(token, { outcome: 'success' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.tenant.status).toBe('active');
    expect((await paymentsOf(t.id)).map((p) => p.status)).toEqual(['failed', 'captured']);
  });

  it('is 409 once paid, and for a cancelled subscription; a halted one can be paid again', async () => {
    const t = await signedUp();
    const token = await tenantAdminToken(portal.svc, t.id);
    expect((await checkout(token, { outcome: 'success' })).statusCode).toBe(200);
    for (const outcome of ['success', 'failure']) {
      const paid = await checkout(token, { outcome });
      expect(paid.statusCode).toBe(409);
      expect(paid.json()).toMatchObject({ status: 'error', message: 'This subscription is already paid' });
    }
    expect((await paymentsOf(t.id)).length).toBe(1);

    // Halted by the provider after failed renewals: the administrator pays and the tenant is active again.
    const halt = await inject({
      method: 'POST',
      url: `${API}/sandbox/tenants/${t.id}/events`,
      headers: { 'x-service-secret': SERVICE_SECRET },
      payload: { event: 'subscription.halted' },
    });
    expect(halt.json().data.webhook.data.outcome).toBe('suspended');
    const resumed = await checkout(token, { outcome: 'success' });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.tenant.status).toBe('active');
    expect(await tenantRow(t.id)).toEqual({ status: 'active', subscription_status: 'active' });

    const cancelled = await signedUp();
    await inject({
      method: 'POST',
      url: `${API}/sandbox/tenants/${cancelled.slug}/events`,
      headers: { 'x-service-secret': SERVICE_SECRET },
      payload: { event: 'subscription.cancelled' },
    });
    const refused = await checkout(await tenantAdminToken(portal.svc, cancelled.id), { outcome: 'success' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('cancelled');
    expect(await tenantRow(cancelled.id)).toEqual({ status: 'suspended', subscription_status: 'cancelled' });
  });

  it("refuses no token (401), a tenant's user, a super-admin and a bad body, and pays only for the caller's own tenant", async () => {
    const t = await signedUp();
    const other = await signedUp();
    expect((await checkout(null, { outcome: 'success' })).statusCode).toBe(401);
    const user = await tenantAdminToken(portal.svc, t.id, 'user');
    expect((await checkout(user, { outcome: 'success' })).statusCode).toBe(403);
    const root = await superAdminToken(portal.svc);
    expect((await checkout(root, { outcome: 'success' })).statusCode).toBe(403);
    const admin = await tenantAdminToken(portal.svc, t.id);
    for (const bad of [{}, { outcome: 'maybe' }, { outcome: 'success', tenantId: other.id }])
      expect((await checkout(admin, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect(await tenantRow(t.id)).toMatchObject({ status: 'pending_payment' });

    expect((await checkout(admin, { outcome: 'success' })).statusCode).toBe(200);
    expect(await tenantRow(t.id)).toMatchObject({ status: 'active' });
    expect(await tenantRow(other.id)).toMatchObject({ status: 'pending_payment' });
    expect(await paymentsOf(other.id)).toEqual([]);
  });

  it('two checkouts at once pay once', async () => {
    const t = await signedUp();
    const token = await tenantAdminToken(portal.svc, t.id);
    const answers = await Promise.all([
      checkout(token, { outcome: 'success' }),
      checkout(token, { outcome: 'success' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await paymentsOf(t.id)).length).toBe(1);
  });
});
