import { sql } from '@platform/kernel/db';
import type { InjectOptions } from 'fastify';
import { API, countRows, type PortalUnderTest, signupBody, startPortal } from './harness.js';

let portal: PortalUnderTest;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

const inject = (opts: InjectOptions) => portal.svc.app.inject(opts);
const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  inject({ method: 'POST', url: `${API}/tenants/signup`, payload, headers });
const db = () => portal.svc.backends.db;

/** Nothing of a signup with this e-mail and slug exists: no tenant, assignment, role, reservation, user, customer, live subscription. */
async function expectNothingLeft(email: string, slug: string) {
  const svc = portal.svc;
  expect(await countRows(svc, 'tenants', sql`slug = ${slug} or admin_email = ${email}`)).toBe(0);
  expect(await countRows(svc, 'app_assignments')).toBe(await countRows(svc, 'tenants'));
  expect(await countRows(svc, 'user_roles')).toBe(await countRows(svc, 'tenants'));
  expect(await countRows(svc, 'signup_requests', sql`email = ${email}`)).toBe(0);
  expect(await countRows(svc, 'sandbox_customers', sql`email = ${email}`)).toBe(0);
  expect(
    await countRows(
      svc,
      'sandbox_subscriptions',
      sql`status <> 'cancelled' and customer_id in (select id from portal.sandbox_customers where email = ${email})`,
    ),
  ).toBe(0);
  expect(await portal.identity.usersWithEmail(email)).toEqual([]);
}

describe('POST /tenants/signup', () => {
  it('creates the identity user, the pending tenant, its assignment and role, the provider customer and subscription', async () => {
    const body = signupBody({ organizationName: 'Śrī Looms & Dyes Pvt. Ltd.', plan: 'starter' });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(res.json().status).toBe('success');
    expect(data).toEqual({
      tenant: {
        id: expect.any(String),
        name: body.organizationName,
        slug: 'sri-looms-dyes-pvt-ltd',
        status: 'pending_payment',
        plan: 'starter',
        app: 'factory',
        unitKind: 'other',
      },
      user: { id: expect.any(String), email: body.email },
      subscription: {
        id: expect.stringMatching(/^sub_/),
        customerId: expect.stringMatching(/^cust_/),
        status: 'created',
      },
    });
    const { rows } = await db().query<Record<string, unknown>>(
      sql`select * from portal.tenants where id = ${data.tenant.id}::uuid`,
    );
    expect(rows[0]).toMatchObject({
      status: 'pending_payment',
      admin_email: body.email,
      admin_user_id: data.user.id,
      provider_customer_id: data.subscription.customerId,
      provider_subscription_id: data.subscription.id,
      payment_provider: 'sandbox',
    });
    expect(
      await countRows(
        portal.svc,
        'app_assignments',
        sql`tenant_id = ${data.tenant.id}::uuid and app = 'factory'`,
      ),
    ).toBe(1);
    expect(
      await countRows(
        portal.svc,
        'user_roles',
        sql`user_id = ${data.user.id}::uuid and role = 'admin' and app = 'factory'`,
      ),
    ).toBe(1);
    expect(
      await countRows(
        portal.svc,
        'sandbox_subscriptions',
        sql`id = ${data.subscription.id} and plan_id = 'plan_sandbox_starter' and status = 'created'`,
      ),
    ).toBe(1);
    expect(
      await countRows(
        portal.svc,
        'audit_logs',
        sql`tenant_id = ${data.tenant.id}::uuid and action = 'tenant.signed_up'`,
      ),
    ).toBe(1);
    const [user] = await portal.identity.usersWithEmail(body.email);
    expect(user?.app_metadata).toMatchObject({
      role: 'admin',
      tenantId: data.tenant.id,
      apps: ['factory'],
      plan: 'starter',
    });
    expect(await portal.identity.signIn(body.email, body.password)).toBe(200);
  });

  it('is 409 for an e-mail already signed up with another organisation, and for a slug already taken', async () => {
    const first = signupBody();
    expect((await post(first)).statusCode).toBe(201);
    const sameEmail = await post(signupBody({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      status: 'error',
      message: 'An account with this e-mail already exists',
      details: { field: 'email' },
    });
    const sameSlug = await post(signupBody({ organizationName: `${first.organizationName}!` }));
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json()).toMatchObject({ message: 'This address is taken', details: { field: 'slug' } });
    expect(await countRows(portal.svc, 'tenants', sql`admin_email = ${first.email}`)).toBe(1);
  });

  it('is 409 when the e-mail is already a user of the identity provider, leaving nothing behind', async () => {
    const body = signupBody();
    await portal.identity.svc.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: body.email, password: 'someone-else-password' },
    });
    const res = await post(body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'An account with this e-mail already exists',
      details: { field: 'email' },
    });
    expect(await countRows(portal.svc, 'tenants', sql`admin_email = ${body.email}`)).toBe(0);
    expect(await countRows(portal.svc, 'signup_requests', sql`email = ${body.email}`)).toBe(0);
  });

  it('answers a retried signup with the first result and creates no second tenant', async () => {
    const body = signupBody();
    const first = await post(body);
    expect(first.statusCode).toBe(201);
    const retry = await post(body);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data).toEqual(first.json().data);
    expect(await countRows(portal.svc, 'tenants', sql`admin_email = ${body.email}`)).toBe(1);
    expect(await countRows(portal.svc, 'sandbox_customers', sql`email = ${body.email}`)).toBe(1);
  });

  it('answers retries by Idempotency-Key, and refuses a key reused for another signup', async () => {
    const body = signupBody();
    const key = `key-${body.email}`;
    const [a, b] = await Promise.all([
      post(body, { 'idempotency-key': key }),
      post(body, { 'idempotency-key': key }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort((x, y) => x - y);
    // Two at once: one creates, the other sees it under way (409) or finished (201, same answer).
    expect(codes[0]).toBe(201);
    expect([201, 409]).toContain(codes[1]);
    const again = await post(body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.tenant.id).toBe((a.statusCode === 201 ? a : b).json().data.tenant.id);
    const other = await post(signupBody(), { 'idempotency-key': key });
    expect(other.statusCode).toBe(409);
    expect(await countRows(portal.svc, 'tenants', sql`admin_email = ${body.email}`)).toBe(1);
  });

  it('is 400 for an unknown app or plan, a weak password or extra fields, creating nothing', async () => {
    for (const bad of [
      signupBody({ app: 'nope' }),
      signupBody({ plan: 'platinum' }),
      signupBody({ password: 'short' }),
      signupBody({ organizationName: '!!!' }),
      { ...signupBody(), admin: true },
    ]) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().status).toBe('error');
      await expectNothingLeft(String(bad.email), String(bad.email));
    }
  });
});

describe('compensation: a failed step leaves nothing behind', () => {
  it('identity step fails: 503, no tenant, no reservation', async () => {
    const body = signupBody();
    portal.identity.failNext('POST', '/admin/users');
    const res = await post(body);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.stringContaining('identity') });
    await expectNothingLeft(body.email, 'unused');
  });

  it('identity creates the user but its answer is lost: the user is found by its tenant id and removed, and a retry succeeds', async () => {
    const body = signupBody();
    portal.identity.failNext('POST', '/admin/users', 1, true);
    const res = await post(body);
    expect(res.statusCode).toBe(503);
    await expectNothingLeft(body.email, 'unused');
    expect((await post(body)).statusCode).toBe(201);
  });

  it('app metadata sync fails: the identity user, tenant and assignment are removed', async () => {
    const body = signupBody();
    portal.identity.failNext('PUT', '/admin/users/');
    const res = await post(body);
    expect(res.statusCode).toBe(503);
    await expectNothingLeft(body.email, 'unused');
  });

  it('database step fails (assignment refused): the identity user and tenant are removed', async () => {
    const body = signupBody();
    await db().exec(`
      create function portal.refuse_assignment() returns trigger language plpgsql as $$
      begin raise exception 'assignment refused for the test'; end; $$;
      create trigger refuse_assignment before insert on portal.app_assignments
        for each row execute function portal.refuse_assignment();`);
    try {
      const res = await post(body);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        status: 'error',
        message: expect.stringContaining('undone'),
        details: { step: 'app-assignment' },
      });
    } finally {
      await db().exec(
        'drop trigger refuse_assignment on portal.app_assignments; drop function portal.refuse_assignment();',
      );
    }
    await expectNothingLeft(body.email, 'unused');
  });

  it('provider step fails (subscription refused): the customer is discarded and everything before it undone', async () => {
    const body = signupBody();
    await db().exec(`
      create function portal.refuse_subscription() returns trigger language plpgsql as $$
      begin raise exception 'subscription refused for the test'; end; $$;
      create trigger refuse_subscription before insert on portal.sandbox_subscriptions
        for each row execute function portal.refuse_subscription();`);
    try {
      const res = await post(body);
      expect(res.statusCode).toBe(500);
      expect(res.json().details).toEqual({ step: 'provider-subscription' });
    } finally {
      await db().exec(
        'drop trigger refuse_subscription on portal.sandbox_subscriptions; drop function portal.refuse_subscription();',
      );
    }
    await expectNothingLeft(body.email, 'unused');
  });

  it('storing the provider ids fails: the subscription is cancelled and everything else undone', async () => {
    const body = signupBody();
    await db().exec(`
      create function portal.refuse_ids() returns trigger language plpgsql as $$
      begin
        if new.provider_subscription_id is not null then raise exception 'ids refused for the test'; end if;
        return new;
      end; $$;
      create trigger refuse_ids before update on portal.tenants for each row execute function portal.refuse_ids();`);
    try {
      const res = await post(body);
      expect(res.statusCode).toBe(500);
      expect(res.json().details).toEqual({ step: 'store-provider-ids' });
    } finally {
      await db().exec('drop trigger refuse_ids on portal.tenants; drop function portal.refuse_ids();');
    }
    await expectNothingLeft(body.email, 'unused');
    // The same signup goes through once the fault is gone.
    expect((await post(body)).statusCode).toBe(201);
  });
});

describe('signup rate limit', () => {
  it('answers 429 with Retry-After past SIGNUP_RATE_LIMIT_MAX signups from one address', async () => {
    const limited = await startPortal({ SIGNUP_RATE_LIMIT_MAX: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await limited.svc.app.inject({
          method: 'POST',
          url: `${API}/tenants/signup`,
          payload: signupBody(),
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.headers['retry-after']).toBeDefined();
          expect(res.json().status).toBe('error');
        }
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
