import { randomBytes } from 'node:crypto';
import { sql } from '@platform/kernel/db';
import { isDomainError } from '@platform/kernel/errors';
import type { InjectOptions } from 'fastify';
import { razorpayProvider } from '../src/payments/razorpay.js';
import {
  API,
  bearer,
  countRows,
  type PortalUnderTest,
  signedDelivery,
  signupBody,
  startPortal,
  subscriptionEvent,
  tenantAdminToken,
} from './harness.js';
import { type RecordedRequest, type StandIn, type StandInAnswer, startStandIn } from './stand-in.js';

const KEY_ID = 'rzp_test_portal';
const KEY_SECRET = 'rzp-secret-0123456789';
const BASIC = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

const subscriptionsCreated: string[] = [];

/** Razorpay's REST API as far as the adapter uses it: customers and subscriptions. */
function razorpayApi(request: RecordedRequest): StandInAnswer {
  if (request.headers.authorization !== BASIC)
    return {
      status: 401,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
    };
  const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
  const id = randomBytes(7).toString('hex');
  if (request.method === 'POST' && request.url === '/v1/customers')
    return {
      status: 200,
      body: { id: `cust_${id}`, entity: 'customer', name: body.name, email: body.email },
    };
  if (request.method === 'POST' && request.url === '/v1/subscriptions') {
    if (body.plan_id !== 'plan_RZPgrowth')
      return {
        status: 400,
        body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
      };
    subscriptionsCreated.push(`sub_${id}`);
    return {
      status: 200,
      body: {
        id: `sub_${id}`,
        entity: 'subscription',
        status: 'created',
        plan_id: body.plan_id,
        customer_id: body.customer_id,
      },
    };
  }
  const cancel = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(request.url);
  if (request.method === 'POST' && cancel)
    return { status: 200, body: { id: cancel[1], status: 'cancelled' } };
  const one = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.url);
  if (request.method === 'GET' && one)
    return {
      status: 200,
      body: { id: one[1], status: 'active', current_end: 1_900_000_000, charge_at: 1_900_000_100 },
    };
  return { status: 404, body: { error: { code: 'NOT_FOUND', description: 'no such route' } } };
}

let api: StandIn;
let portal: PortalUnderTest;
beforeAll(async () => {
  api = await startStandIn(razorpayApi);
  portal = await startPortal({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_API_URL: `${api.url}/v1`,
    RAZORPAY_TIMEOUT_MS: '300',
  });
  await portal.svc.backends.db.query(
    sql`update portal.plans set provider_plan_id = 'plan_RZPgrowth' where slug = 'growth'`,
  );
});
afterAll(async () => {
  await portal?.close();
  await api?.close();
});
afterEach(() => api.handle(razorpayApi));

const inject = (opts: InjectOptions) => portal.svc.app.inject(opts);
const post = (payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: `${API}/tenants/signup`, payload });

async function expectNothingLeft(email: string) {
  expect(await countRows(portal.svc, 'tenants', sql`admin_email = ${email}`)).toBe(0);
  expect(await countRows(portal.svc, 'signup_requests', sql`email = ${email}`)).toBe(0);
  expect(await portal.identity.usersWithEmail(email)).toEqual([]);
}

const calls = (method: string, prefix: string) =>
  api.requests.filter((r) => r.method === method && r.url.startsWith(prefix));

describe('signup with the Razorpay adapter', () => {
  it('creates the customer and a subscription on the plan’s provider_plan_id, and stores their ids', async () => {
    const body = signupBody();
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { tenant, subscription } = res.json().data;
    expect(subscription).toEqual({
      id: expect.stringMatching(/^sub_/),
      customerId: expect.stringMatching(/^cust_/),
      status: 'created',
    });
    const customer = calls('POST', '/v1/customers').at(-1);
    expect(JSON.parse(customer?.body ?? '{}')).toMatchObject({
      email: body.email,
      fail_existing: '0',
      notes: { tenantId: tenant.id },
    });
    const created = api.requests.filter((r) => r.method === 'POST' && r.url === '/v1/subscriptions').at(-1);
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({
      plan_id: 'plan_RZPgrowth',
      customer_id: subscription.customerId,
      total_count: 120,
      notes: { tenantId: tenant.id },
    });
    expect(
      await countRows(
        portal.svc,
        'tenants',
        sql`id = ${tenant.id}::uuid and payment_provider = 'razorpay' and provider_subscription_id = ${subscription.id}`,
      ),
    ).toBe(1);
    // The sandbox console and checkout do not exist with a real provider.
    expect(
      (await inject({ method: 'POST', url: `${API}/sandbox/tenants/${tenant.slug}/events`, payload: {} }))
        .statusCode,
    ).toBe(404);
    const admin = await tenantAdminToken(portal.svc, tenant.id);
    const checkout = await inject({
      method: 'POST',
      url: `${API}/sandbox/checkout`,
      headers: bearer(admin),
      payload: { outcome: 'success' },
    });
    expect(checkout.statusCode).toBe(404);
    expect(
      await countRows(portal.svc, 'tenants', sql`id = ${tenant.id}::uuid and status = 'pending_payment'`),
    ).toBe(1);
  });

  it('a provider failure (HTTP 500) undoes the signup: 503, no tenant, no identity user', async () => {
    const body = signupBody();
    api.handle((r) =>
      r.url === '/v1/subscriptions'
        ? { status: 500, body: { error: { code: 'SERVER_ERROR', description: 'boom' } } }
        : razorpayApi(r),
    );
    const res = await post(body);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('razorpay');
    await expectNothingLeft(body.email);
  });

  it('a provider that does not answer in time (timeout) undoes the signup', async () => {
    const body = signupBody();
    api.handle((r) =>
      r.url === '/v1/customers' ? { status: 200, delayMs: 2000, body: {} } : razorpayApi(r),
    );
    const started = Date.now();
    const res = await post(body);
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(1900);
    await expectNothingLeft(body.email);
  });

  it('a provider refusal (unknown plan id) is 400 and undoes the signup', async () => {
    const body = signupBody({ plan: 'starter' });
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('does not exist');
    await expectNothingLeft(body.email);
  });

  it('a failure after the subscription was created cancels it at the provider', async () => {
    const body = signupBody();
    const db = portal.svc.backends.db;
    await db.exec(`
      create function portal.refuse_ids() returns trigger language plpgsql as $$
      begin
        if new.provider_subscription_id is not null then raise exception 'ids refused for the test'; end if;
        return new;
      end; $$;
      create trigger refuse_ids before update on portal.tenants for each row execute function portal.refuse_ids();`);
    try {
      expect((await post(body)).statusCode).toBe(500);
    } finally {
      await db.exec('drop trigger refuse_ids on portal.tenants; drop function portal.refuse_ids();');
    }
    const created = subscriptionsCreated.at(-1);
    expect(calls('POST', `/v1/subscriptions/${created}/cancel`)).toHaveLength(1);
    await expectNothingLeft(body.email);
  });
});

describe('billing with the Razorpay adapter', () => {
  async function activeTenant() {
    const res = await post(signupBody());
    expect(res.statusCode).toBe(201);
    const { tenant, subscription } = res.json().data;
    const activated = await inject(
      signedDelivery(subscriptionEvent('subscription.activated', subscription.id, tenant.id)),
    );
    expect(activated.json().data.outcome).toBe('active');
    return { id: tenant.id as string, subscriptionId: subscription.id as string };
  }
  const billing = (token: string) => inject({ method: 'GET', url: `${API}/billing`, headers: bearer(token) });
  const cancel = (token: string, payload: Record<string, unknown> = {}) =>
    inject({ method: 'POST', url: `${API}/billing/cancel`, headers: bearer(token), payload });

  it("gives the payment page Razorpay's public key id, without a token", async () => {
    const res = await inject({ method: 'GET', url: `${API}/billing/payment-settings` });
    expect(res.json()).toEqual({ status: 'success', data: { provider: 'razorpay', keyId: KEY_ID } });
  });

  it('reads the next billing date from Razorpay', async () => {
    const t = await activeTenant();
    const data = (await billing(await tenantAdminToken(portal.svc, t.id))).json().data;
    expect(data.subscription).toMatchObject({
      status: 'active',
      nextBillingDate: new Date(1_900_000_100 * 1000).toISOString(),
    });
    expect(calls('GET', `/v1/subscriptions/${t.subscriptionId}`).length).toBeGreaterThan(0);
  });

  it('cancels at the end of the paid cycle: access stays until Razorpay reports the cancellation', async () => {
    const t = await activeTenant();
    const admin = await tenantAdminToken(portal.svc, t.id);
    const res = await cancel(admin, { reason: 'Season is over' });
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toEqual({
      effective: 'cycle_end',
      subscription: {
        id: t.subscriptionId,
        status: 'active',
        providerSubscriptionId: t.subscriptionId,
        nextBillingDate: null,
        cancelledAt: expect.any(String),
        cancelReason: 'Season is over',
      },
    });
    const sent = calls('POST', `/v1/subscriptions/${t.subscriptionId}/cancel`);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ cancel_at_cycle_end: 1 });
    expect(await countRows(portal.svc, 'tenants', sql`id = ${t.id}::uuid and status = 'active'`)).toBe(1);
    const cancelledAt = res.json().data.subscription.cancelledAt;

    // Asked once: a second request is refused, and Razorpay is not asked again.
    expect((await cancel(admin)).statusCode).toBe(409);
    expect(calls('POST', `/v1/subscriptions/${t.subscriptionId}/cancel`)).toHaveLength(1);

    // The cycle ends: Razorpay's webhook suspends the tenant; the cancellation keeps its first date.
    const ended = await inject(
      signedDelivery(subscriptionEvent('subscription.cancelled', t.subscriptionId, t.id)),
    );
    expect(ended.json().data.outcome).toBe('suspended');
    const data = (await billing(admin)).json().data;
    expect(data.tenant).toMatchObject({
      status: 'suspended',
      suspendedReason: 'The subscription was cancelled',
    });
    expect(data.subscription).toMatchObject({
      status: 'cancelled',
      cancelledAt,
      cancelReason: 'Season is over',
    });
  });

  it('a cancellation Razorpay refuses is 400 and leaves the subscription as it was, so it can be asked again', async () => {
    const t = await activeTenant();
    const admin = await tenantAdminToken(portal.svc, t.id);
    api.handle((r) =>
      r.url.endsWith('/cancel')
        ? { status: 400, body: { error: { description: 'Subscription cannot be cancelled now' } } }
        : razorpayApi(r),
    );
    const refused = await cancel(admin, { reason: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('cannot be cancelled');
    expect(
      await countRows(
        portal.svc,
        'tenants',
        sql`id = ${t.id}::uuid and cancelled_at is null and cancel_reason is null`,
      ),
    ).toBe(1);
    api.handle(razorpayApi);
    expect((await cancel(admin)).statusCode).toBe(202);
  });
});

describe('razorpayProvider', () => {
  const provider = (baseUrl: string, keySecret = KEY_SECRET) =>
    razorpayProvider({ baseUrl, keyId: KEY_ID, keySecret, timeoutMs: 300 });

  it('reads the next billing date from the subscription (charge_at, else current_end)', async () => {
    expect((await provider(`${api.url}/v1`).renewalDate('sub_abc'))?.toISOString()).toBe(
      new Date(1_900_000_100 * 1000).toISOString(),
    );
  });

  it('maps wrong credentials to 400, server errors, timeouts and an unreachable host to 503', async () => {
    const codeOf = async (p: Promise<unknown>) => {
      try {
        await p;
        return 'ok';
      } catch (err) {
        return isDomainError(err) ? err.code : String(err);
      }
    };
    expect(
      await codeOf(
        provider(`${api.url}/v1`, 'wrong').createCustomer({ tenantId: 't', name: 'n', email: 'e@x.test' }),
      ),
    ).toBe('VALIDATION_ERROR');
    api.handle(() => ({ status: 502, body: {} }));
    expect(await codeOf(provider(`${api.url}/v1`).renewalDate('sub_x'))).toBe('SERVICE_UNAVAILABLE');
    api.handle(() => ({ status: 200, delayMs: 1000, body: {} }));
    expect(await codeOf(provider(`${api.url}/v1`).renewalDate('sub_x'))).toBe('SERVICE_UNAVAILABLE');
    const closed = await startStandIn(() => ({ status: 200 }));
    const closedUrl = closed.url;
    await closed.close();
    expect(await codeOf(provider(`${closedUrl}/v1`).renewalDate('sub_x'))).toBe('SERVICE_UNAVAILABLE');
  });

  it('cancelling a subscription the provider already ended (400) succeeds', async () => {
    api.handle(() => ({
      status: 400,
      body: { error: { description: 'Subscription is not cancellable in cancelled status.' } },
    }));
    await expect(provider(`${api.url}/v1`).cancelSubscription('sub_done')).resolves.toBeUndefined();
  });
});
