import { randomUUID } from 'node:crypto';
import { sql } from '@platform/kernel/db';
import type { InjectOptions } from 'fastify';
import { sandboxProvider } from '../src/payments/sandbox.js';
import { runBillingReminders } from '../src/reminders/service.js';
import {
  API,
  bearer,
  countRows,
  eventually,
  type PortalUnderTest,
  SERVICE_SECRET,
  signedDelivery,
  signupBody,
  startPortal,
  superAdminToken,
  tenantAdminToken,
} from './harness.js';
import type { RecordedRequest, StandInAnswer } from './stand-in.js';

const USAGE_TIMEOUT_MS = 400;

let portal: PortalUnderTest;
beforeAll(async () => {
  portal = await startPortal({ FACTORY_USAGE_TIMEOUT_MS: String(USAGE_TIMEOUT_MS) });
});
afterAll(() => portal?.close());
afterEach(() => portal.factory.handle(factoryAnswers));

const inject = (opts: InjectOptions) => portal.svc.app.inject(opts);
const db = () => portal.svc.backends.db;

const usageOf = new Map<string, Record<string, number>>();

/** The factory: provisioning is 201; a tenant's usage is what the test set for it, else 404. */
function factoryAnswers(request: RecordedRequest): StandInAnswer {
  const usage = /^\/api\/v1\/internal\/tenants\/([^/]+)\/usage$/.exec(request.url);
  if (request.method === 'GET' && usage) {
    if (request.headers['x-service-secret'] !== SERVICE_SECRET) return { status: 401, body: {} };
    const counts = usageOf.get(usage[1] ?? '');
    return counts
      ? { status: 200, body: { status: 'success', data: counts } }
      : { status: 404, body: { status: 'error', message: 'Tenant not found' } };
  }
  return { status: 201, body: { status: 'success', data: {} } };
}

interface Signed {
  id: string;
  slug: string;
  subscriptionId: string;
  customerId: string;
  email: string;
  admin: string;
}

async function signedUp(overrides: Record<string, unknown> = {}): Promise<Signed> {
  const body = signupBody({ plan: 'starter', unitKind: 'garment', ...overrides });
  const res = await inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body });
  expect(res.statusCode).toBe(201);
  const { tenant, subscription } = res.json().data;
  return {
    id: tenant.id,
    slug: tenant.slug,
    subscriptionId: subscription.id,
    customerId: subscription.customerId,
    email: body.email,
    admin: await tenantAdminToken(portal.svc, tenant.id),
  };
}

async function paid(t: Signed) {
  const res = await inject({
    method: 'POST',
    url: `${API}/sandbox/checkout`,
    headers: bearer(t.admin),
    payload: { outcome: 'success' },
  });
  expect(res.statusCode).toBe(200);
  await eventually(async () => {
    const { rows } = await db().query(
      sql`select 1 from portal.tenants where id = ${t.id}::uuid and provisioned_at is not null`,
    );
    return rows.length > 0 ? true : undefined;
  });
}

const billing = (token: string | null, query = '') =>
  inject({ method: 'GET', url: `${API}/billing${query}`, headers: token ? bearer(token) : {} });
const cancel = (token: string | null, payload: Record<string, unknown> = {}, query = '') =>
  inject({
    method: 'POST',
    url: `${API}/billing/cancel${query}`,
    headers: token ? bearer(token) : {},
    payload,
  });

describe('GET /billing/payment-settings', () => {
  it('names the sandbox and no key, without a token', async () => {
    const res = await inject({ method: 'GET', url: `${API}/billing/payment-settings` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { provider: 'sandbox', keyId: null } });
  });
});

describe('GET /billing', () => {
  it("shows a tenant awaiting payment: its subscription created, the plan's limits, no usage and nothing paid", async () => {
    const t = await signedUp();
    const res = await billing(t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        tenant: {
          id: t.id,
          name: expect.any(String),
          slug: t.slug,
          status: 'pending_payment',
          plan: 'starter',
          app: 'factory',
          unitKind: 'garment',
          createdAt: expect.any(String),
          activatedAt: null,
          provisionedAt: null,
          suspendedReason: null,
        },
        subscription: {
          id: t.subscriptionId,
          status: 'created',
          providerSubscriptionId: t.subscriptionId,
          nextBillingDate: null,
          cancelledAt: null,
          cancelReason: null,
        },
        plan: { slug: 'starter', name: 'Starter', priceMonthly: 999, currency: 'INR' },
        limits: { maxUsers: 5, maxWorkers: 50, maxJobSteps: 10, maxArticleAttributes: 10 },
        usage: null,
        invoices: [],
        payments: [],
        reminders: [],
      },
    });
    // Not provisioned: the factory is not asked.
    expect(portal.factory.requests.filter((r) => r.url.includes(`${t.id}/usage`))).toEqual([]);
  });

  it('after paying: the invoice and the payment, the next billing date, the usage the factory counts and limits with overrides', async () => {
    const t = await signedUp();
    await paid(t);
    usageOf.set(t.id, { users: 2, workers: 17, jobSteps: 5, articleAttributes: 3 });
    const root = await superAdminToken(portal.svc);
    const override = await inject({
      method: 'PUT',
      url: `${API}/admin/tenants/${t.id}/plan-overrides`,
      headers: bearer(root),
      payload: { maxWorkers: 80 },
    });
    expect(override.statusCode).toBe(200);

    const res = await billing(t.admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.tenant).toMatchObject({
      status: 'active',
      activatedAt: expect.any(String),
      provisionedAt: expect.any(String),
    });
    expect(data.subscription).toMatchObject({ status: 'active', cancelledAt: null });
    // The sandbox bills a month after the payment.
    const next = Date.parse(data.subscription.nextBillingDate);
    expect(next - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(next - Date.now()).toBeLessThan(32 * 86_400_000);
    expect(data.limits).toEqual({ maxUsers: 5, maxWorkers: 80, maxJobSteps: 10, maxArticleAttributes: 10 });
    expect(data.usage).toEqual({ users: 2, workers: 17, jobSteps: 5, articleAttributes: 3 });
    const usageCall = portal.factory.requests.filter(
      (r) => r.url === `/api/v1/internal/tenants/${t.id}/usage`,
    );
    expect(usageCall.at(-1)?.headers['x-service-secret']).toBe(SERVICE_SECRET);

    expect(data.payments).toEqual([
      {
        id: expect.stringMatching(/^pay_/),
        status: 'captured',
        amount: 999,
        currency: 'INR',
        method: 'card',
        at: expect.any(String),
        failureReason: null,
      },
    ]);
    expect(data.invoices).toEqual([
      {
        id: expect.stringMatching(/^inv_/),
        status: 'paid',
        amount: 999,
        currency: 'INR',
        issuedAt: expect.any(String),
        paidAt: expect.any(String),
        periodStart: expect.any(String),
        periodEnd: expect.any(String),
      },
    ]);
    expect(Date.parse(data.invoices[0].periodEnd)).toBe(next);
    // Provisioning told the factory what kind of unit it is.
    const provisioning = portal.factory.requests.find((r) => r.method === 'POST' && r.body.includes(t.id));
    expect(JSON.parse(provisioning?.body ?? '{}')).toMatchObject({ tenantId: t.id, unitKind: 'garment' });
  });

  it('shows usage as null when the factory refuses, answers nonsense or is slower than FACTORY_USAGE_TIMEOUT_MS', async () => {
    const t = await signedUp();
    await paid(t);
    portal.factory.handle(() => ({ status: 500, body: { status: 'error', message: 'boom' } }));
    expect((await billing(t.admin)).json().data.usage).toBeNull();
    portal.factory.handle(() => ({ status: 200, body: { status: 'success', data: { users: 'many' } } }));
    expect((await billing(t.admin)).json().data.usage).toBeNull();
    portal.factory.handle(() => ({
      status: 200,
      delayMs: 3000,
      body: { status: 'success', data: { users: 1, workers: 1, jobSteps: 1, articleAttributes: 1 } },
    }));
    const started = Date.now();
    const slow = await billing(t.admin);
    expect(slow.statusCode).toBe(200);
    expect(slow.json().data.usage).toBeNull();
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('lists what Razorpay-shaped webhook events reported: captured and failed payments, a charge, a paid invoice, each once', async () => {
    const t = await signedUp();
    const now = Math.floor(Date.now() / 1000);
    const payment = {
      id: `pay_${randomUUID().slice(0, 8)}`,
      entity: 'payment',
      amount: 299_950,
      currency: 'INR',
      status: 'captured',
      method: 'upi',
      invoice_id: `inv_${t.id.slice(0, 8)}`,
      customer_id: t.customerId,
      created_at: now - 60,
    };
    const events = [
      // payment.captured names no subscription: the tenant is found by its customer.
      { event: 'payment.captured', payload: { payment: { entity: payment } } },
      {
        event: 'subscription.charged',
        payload: {
          subscription: { entity: { id: t.subscriptionId, status: 'active' } },
          payment: { entity: payment },
        },
      },
      {
        event: 'invoice.paid',
        payload: {
          payment: { entity: payment },
          invoice: {
            entity: {
              id: payment.invoice_id,
              entity: 'invoice',
              status: 'paid',
              subscription_id: t.subscriptionId,
              customer_id: t.customerId,
              payment_id: payment.id,
              amount: 299_950,
              currency: 'INR',
              issued_at: now - 120,
              paid_at: now - 60,
              billing_start: now - 120,
              billing_end: now + 30 * 86_400,
            },
          },
        },
      },
      {
        event: 'payment.failed',
        payload: {
          subscription: { entity: { id: t.subscriptionId } },
          payment: {
            entity: {
              id: `pay_${randomUUID().slice(0, 8)}`,
              amount: 299_950,
              currency: 'INR',
              status: 'failed',
              method: 'card',
              error_description: 'Insufficient funds',
              created_at: now - 600,
            },
          },
        },
      },
    ];
    for (const e of events) {
      const res = await inject(signedDelivery({ entity: 'event', ...e, created_at: now }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.outcome).toBe(e.event === 'payment.failed' ? 'alerted' : 'recorded');
    }
    // A repeat delivery of a report changes nothing.
    const repeat = signedDelivery(
      { entity: 'event', ...events[0], created_at: now },
      { eventId: 'evt_repeat_1' },
    );
    await inject(repeat);
    await inject(repeat);

    const data = (await billing(t.admin)).json().data;
    expect(data.payments).toEqual([
      {
        id: payment.id,
        status: 'captured',
        amount: 2999.5,
        currency: 'INR',
        method: 'upi',
        at: new Date((now - 60) * 1000).toISOString(),
        failureReason: null,
      },
      expect.objectContaining({
        status: 'failed',
        amount: 2999.5,
        method: 'card',
        failureReason: 'Insufficient funds',
      }),
    ]);
    expect(data.invoices).toEqual([
      {
        id: payment.invoice_id,
        status: 'paid',
        amount: 2999.5,
        currency: 'INR',
        issuedAt: new Date((now - 120) * 1000).toISOString(),
        paidAt: new Date((now - 60) * 1000).toISOString(),
        periodStart: new Date((now - 120) * 1000).toISOString(),
        periodEnd: new Date((now + 30 * 86_400) * 1000).toISOString(),
      },
    ]);
    // Recording money does not move the tenant.
    expect(data.tenant.status).toBe('pending_payment');
  });

  it('lists the renewal reminders the daily job sent', async () => {
    const t = await signedUp();
    await paid(t);
    const { rows } = await db().query<{ current_end: Date }>(
      sql`select current_end from portal.sandbox_subscriptions where id = ${t.subscriptionId}`,
    );
    const renewal = rows[0]?.current_end ?? new Date();
    const payments = sandboxProvider(db());
    const deps = {
      db: db(),
      mailer: portal.svc.backends.mailer,
      payments,
      logger: portal.svc.backends.logger,
    };
    await runBillingReminders(deps, new Date(renewal.getTime() - 7 * 86_400_000));
    const data = (await billing(t.admin)).json().data;
    expect(data.reminders).toEqual([
      { renewalDate: renewal.toISOString().slice(0, 10), daysBefore: 7, sentAt: expect.any(String) },
    ]);
  });

  it("refuses no token, a tenant's user, another tenant's administrator and a super-admin naming no tenant", async () => {
    const t = await signedUp();
    const other = await signedUp();
    expect((await billing(null)).statusCode).toBe(401);
    expect((await billing(await tenantAdminToken(portal.svc, t.id, 'user'))).statusCode).toBe(403);
    const foreign = await billing(other.admin, `?tenantId=${t.id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ status: 'error', message: 'Access to another tenant is forbidden' });
    // Its own is what an administrator sees, named or not.
    expect((await billing(other.admin, `?tenantId=${other.id}`)).json().data.tenant.id).toBe(other.id);
    expect((await billing(other.admin, '?tenantId=nope')).statusCode).toBe(400);

    const root = await superAdminToken(portal.svc);
    expect((await billing(root)).statusCode).toBe(400);
    expect((await billing(root, `?tenantId=${randomUUID()}`)).statusCode).toBe(404);
    const chosen = await billing(root, `?tenantId=${t.id}`);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.tenant.id).toBe(t.id);
    // An administrator of a tenant the portal does not know has nothing to see.
    expect((await billing(await tenantAdminToken(portal.svc, randomUUID()))).statusCode).toBe(404);
  });
});

describe('POST /billing/cancel (sandbox)', () => {
  it('cancels at once: the sandbox reports it to the webhook, the tenant is suspended here and in the factory, the audit log says who and why', async () => {
    const t = await signedUp();
    await paid(t);
    const res = await cancel(t.admin, { reason: '  Moving to another tool  ' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        effective: 'now',
        subscription: {
          id: t.subscriptionId,
          status: 'cancelled',
          providerSubscriptionId: t.subscriptionId,
          nextBillingDate: null,
          cancelledAt: expect.any(String),
          cancelReason: 'Moving to another tool',
        },
      },
    });
    const { rows } = await db().query<{ status: string; subscription_status: string }>(
      sql`select status, subscription_status from portal.tenants where id = ${t.id}::uuid`,
    );
    expect(rows[0]).toEqual({ status: 'suspended', subscription_status: 'cancelled' });
    expect(
      await countRows(
        portal.svc,
        'sandbox_subscriptions',
        sql`id = ${t.subscriptionId} and status = 'cancelled'`,
      ),
    ).toBe(1);
    // Through the webhook, as a provider's report: the event, its alert, and the factory told.
    expect(
      await countRows(
        portal.svc,
        'webhook_events',
        sql`tenant_id = ${t.id}::uuid and event = 'subscription.cancelled' and outcome = 'suspended'`,
      ),
    ).toBe(1);
    expect(
      await countRows(
        portal.svc,
        'alerts',
        sql`tenant_id = ${t.id}::uuid and type = 'subscription.cancelled'`,
      ),
    ).toBe(1);
    const statusCall = await eventually(async () =>
      portal.factory.requests.find(
        (r) => r.method === 'PUT' && r.url === `/api/v1/internal/tenants/${t.id}/status`,
      ),
    );
    expect(JSON.parse(statusCall.body)).toMatchObject({
      status: 'suspended',
      subscriptionStatus: 'cancelled',
    });
    const { rows: audit } = await db().query<{ user_email: string; details: Record<string, unknown> }>(
      sql`select user_email, details from portal.audit_logs
          where tenant_id = ${t.id}::uuid and action = 'subscription.cancel_requested'`,
    );
    expect(audit).toEqual([
      {
        user_email: 'admin@example.test',
        details: expect.objectContaining({
          reason: 'Moving to another tool',
          effective: 'now',
          provider: 'sandbox',
        }),
      },
    ]);

    const data = (await billing(t.admin)).json().data;
    expect(data.tenant).toMatchObject({
      status: 'suspended',
      suspendedReason: 'The subscription was cancelled',
    });
    expect(data.subscription).toMatchObject({ status: 'cancelled', cancelReason: 'Moving to another tool' });

    const again = await cancel(t.admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 'error',
      message: 'This subscription is already cancelled',
    });
    expect(
      await countRows(
        portal.svc,
        'audit_logs',
        sql`tenant_id = ${t.id}::uuid and action = 'subscription.cancel_requested'`,
      ),
    ).toBe(1);
  });

  it('cancels a subscription never paid, without a reason', async () => {
    const t = await signedUp();
    const res = await cancel(t.admin);
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({
      effective: 'now',
      subscription: { status: 'cancelled', cancelReason: null },
    });
    const checkout = await inject({
      method: 'POST',
      url: `${API}/sandbox/checkout`,
      headers: bearer(t.admin),
      payload: { outcome: 'success' },
    });
    expect(checkout.statusCode).toBe(409);
  });

  it("refuses no token, a tenant's user, another tenant's administrator and a reason over 500 characters, changing nothing", async () => {
    const t = await signedUp();
    const other = await signedUp();
    expect((await cancel(null)).statusCode).toBe(401);
    expect((await cancel(await tenantAdminToken(portal.svc, t.id, 'user'))).statusCode).toBe(403);
    expect((await cancel(other.admin, {}, `?tenantId=${t.id}`)).statusCode).toBe(403);
    expect((await cancel(t.admin, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await cancel(t.admin, { reason: 'fine', extra: true })).statusCode).toBe(400);
    const { rows } = await db().query<{ cancelled_at: Date | null; subscription_status: string }>(
      sql`select cancelled_at, subscription_status from portal.tenants where id = ${t.id}::uuid`,
    );
    expect(rows[0]).toEqual({ cancelled_at: null, subscription_status: 'created' });
    expect(
      await countRows(
        portal.svc,
        'audit_logs',
        sql`tenant_id = ${t.id}::uuid and action = 'subscription.cancel_requested'`,
      ),
    ).toBe(0);

    // A super-admin names the tenant, and is recorded as the one who cancelled.
    const root = await superAdminToken(portal.svc);
    expect((await cancel(root, { reason: 'Fraud' })).statusCode).toBe(400);
    const res = await cancel(root, { reason: 'Fraud' }, `?tenantId=${t.id}`);
    expect(res.statusCode).toBe(202);
    expect(
      await countRows(
        portal.svc,
        'audit_logs',
        sql`tenant_id = ${t.id}::uuid and action = 'subscription.cancel_requested' and user_email = 'root@example.test'`,
      ),
    ).toBe(1);
    expect((await billing(other.admin)).json().data.subscription.status).toBe('created');
  });

  it('two cancellations at once cancel once', async () => {
    const t = await signedUp();
    await paid(t);
    const answers = await Promise.all([cancel(t.admin, { reason: 'a' }), cancel(t.admin, { reason: 'b' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    expect(
      await countRows(
        portal.svc,
        'audit_logs',
        sql`tenant_id = ${t.id}::uuid and action = 'subscription.cancel_requested'`,
      ),
    ).toBe(1);
  });
});
