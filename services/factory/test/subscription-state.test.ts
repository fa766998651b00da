/**
 * What a tenant's people learn of their organisation: its plan, subscription and kind at
 * `GET /auth/me`, its limits and usage at `GET /tenant/limits` (and the portal's twin), and why
 * a request is refused: the tenant not active, or a plan limit, in the envelope's `details`.
 */
import { randomUUID } from 'node:crypto';
import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  createTenant,
  startFactory,
  superAdmin,
  TEST_PASSWORD,
  type TestTenant,
} from './harness.js';
import { call, configureTenant } from './production-fixtures.js';

const SECRET = 'factory-service-secret-for-tests-0123456789';

let svc: TestService;

beforeAll(async () => {
  svc = await startFactory({ SERVICE_SECRET: SECRET });
});
afterAll(() => svc?.close());

const get = (url: string, headers: Record<string, string>) =>
  svc.app.inject({ method: 'GET', url: `${API}${url}`, headers });

const login = (email: string) =>
  svc.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { username: email, password: TEST_PASSWORD },
  });

async function setSubscription(tenant: TestTenant, subscriptionStatus: string | null) {
  await svc.backends.db.query(
    sql`update factory.tenants set subscription_status = ${subscriptionStatus} where id = ${tenant.id}`,
  );
}

async function refreshCookieOf(email: string): Promise<string> {
  const res = await login(email);
  const cookie = res.cookies.find((c) => c.name === 'refreshToken');
  if (!cookie) throw new Error(`no refresh cookie: ${res.statusCode} ${res.body}`);
  return cookie.value;
}

const refresh = (token: string) =>
  svc.app.inject({ method: 'GET', url: `${API}/auth/refresh`, cookies: { refreshToken: token } });

describe('GET /auth/me', () => {
  it("shows the tenant's plan, subscription status and kind", async () => {
    const tenant = await createTenant(svc, { plan: 'growth' });
    const before = await get('/auth/me', bearer(tenant.user.token));
    expect(before.statusCode).toBe(200);
    expect(before.json().data.tenant).toEqual({
      _id: tenant.id,
      name: tenant.name,
      slug: tenant.slug,
      status: 'active',
      plan: 'growth',
      subscriptionStatus: null,
      unitKind: 'other',
    });
    await setSubscription(tenant, 'active');
    await svc.backends.db.query(
      sql`update factory.tenants set unit_kind = 'footwear' where id = ${tenant.id}`,
    );
    const after = await get('/auth/me', bearer(tenant.admin.token));
    expect(after.json().data.tenant).toMatchObject({ subscriptionStatus: 'active', unitKind: 'footwear' });
  });
});

describe('a tenant that is not active', () => {
  const cases = [
    {
      name: 'awaiting its first payment',
      status: 'pending_payment' as const,
      subscription: null,
      message: /awaiting payment/,
      details: {
        reason: 'TENANT_PENDING_PAYMENT',
        tenantStatus: 'pending_payment',
        subscriptionStatus: null,
      },
    },
    {
      name: 'whose subscription was cancelled',
      status: 'suspended' as const,
      subscription: 'cancelled',
      message: /subscription was cancelled/,
      details: { reason: 'TENANT_SUSPENDED', tenantStatus: 'suspended', subscriptionStatus: 'cancelled' },
    },
    {
      name: 'whose payments failed (halted)',
      status: 'suspended' as const,
      subscription: 'halted',
      message: /payments failed/,
      details: { reason: 'TENANT_SUSPENDED', tenantStatus: 'suspended', subscriptionStatus: 'halted' },
    },
    {
      name: 'suspended by the platform administrator',
      status: 'suspended' as const,
      subscription: 'active',
      message: /platform administrator/,
      details: { reason: 'TENANT_SUSPENDED', tenantStatus: 'suspended', subscriptionStatus: 'active' },
    },
  ];

  it.each(cases)(
    'refuses its people with the reason in details, $name: login, refresh, me and every route',
    async ({ status, subscription, message, details }) => {
      const tenant = await createTenant(svc);
      const cookie = await refreshCookieOf(tenant.admin.email);
      await svc.backends.db.query(
        sql`update factory.tenants set status = ${status}, subscription_status = ${subscription}
            where id = ${tenant.id}`,
      );
      const answers = [
        await login(tenant.admin.email),
        await refresh(cookie),
        await get('/auth/me', bearer(tenant.user.token)),
        await get('/tenant/limits', bearer(tenant.user.token)),
        await get(`/tenant-config/${tenant.id}`, bearer(tenant.user.token)),
        await get('/plan', bearer(tenant.admin.token)),
        await get('/worker', bearer(tenant.admin.token)),
        await call(svc, tenant, 'POST', '/worker/create', { name: 'Ravi' }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ status: 'error', message: expect.stringMatching(message), details });
      }
      // Nothing was written on the way.
      const workers = await svc.backends.db.query<{ n: number }>(
        sql`select count(*)::int as n from factory.workers where tenant_id = ${tenant.id}`,
      );
      expect(workers.rows[0]?.n).toBe(0);
    },
  );

  it('leaves the other refusals without details', async () => {
    const tenant = await createTenant(svc);
    const other = await createTenant(svc);
    const res = await get(`/tenant-config/${other.id}`, bearer(tenant.admin.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: 'Access to another tenant is forbidden' });
  });
});

describe('plan-limit refusals', () => {
  it('say which limit, what the plan allows and how much is used (maxWorkers, maxUsers)', async () => {
    const tenant = await createTenant(svc, { plan: 'starter' });
    await svc.backends.db.query(
      sql`update factory.tenants set settings = settings || '{"maxWorkers": 1, "maxUsers": 2}'
          where id = ${tenant.id}`,
    );
    // The default worker is not counted, as the limit does not count it.
    expect((await call(svc, tenant, 'GET', '/worker/initDefaultWorker')).statusCode).toBe(200);
    expect((await call(svc, tenant, 'POST', '/worker/create', { name: 'Meena' })).statusCode).toBe(201);
    const worker = await call(svc, tenant, 'POST', '/worker/create', { name: 'Arun' });
    expect(worker.statusCode).toBe(403);
    expect(worker.json()).toEqual({
      status: 'error',
      message: expect.stringContaining(
        'Plan limit reached (maxWorkers): your plan allows 1 worker, 1 in use; this would make 2',
      ),
      details: { reason: 'PLAN_LIMIT', limit: 'maxWorkers', allowed: 1, used: 1 },
    });

    const user = await call(svc, tenant, 'POST', '/auth/signup', {
      name: 'Third',
      email: `third-${tenant.slug}@example.test`,
      password: 'password-123',
      passwordConfirm: 'password-123',
    });
    expect(user.statusCode).toBe(403);
    expect(user.json().details).toEqual({ reason: 'PLAN_LIMIT', limit: 'maxUsers', allowed: 2, used: 2 });

    // The same figures as GET /tenant/limits shows.
    const limits = await get('/tenant/limits', bearer(tenant.user.token));
    expect(limits.json().data).toMatchObject({
      limits: { maxWorkers: 1, maxUsers: 2 },
      used: { workers: 1, users: 2 },
    });
    const workers = await svc.backends.db.query<{ n: number }>(
      sql`select count(*)::int as n from factory.workers where tenant_id = ${tenant.id}`,
    );
    expect(workers.rows[0]?.n).toBe(2);
  });

  it('say so for job steps and article attributes, with the stored configuration as used', async () => {
    const tenant = await createTenant(svc, { plan: 'starter' });
    await configureTenant(svc, tenant.id);
    const root = await superAdmin(svc);
    const save = (body: object) =>
      svc.app.inject({
        method: 'POST',
        url: `${API}/tenant-config`,
        headers: bearer(root.token),
        payload: { tenantId: tenant.id, ...body },
      });
    const steps = Array.from({ length: 11 }, (_, i) => ({ name: `Step ${i}`, order: i, isPaid: true }));
    const tooManySteps = await save({ jobSteps: steps });
    expect(tooManySteps.statusCode).toBe(403);
    expect(tooManySteps.json()).toEqual({
      status: 'error',
      message: expect.stringContaining('your plan allows 10 job steps, 3 in use; this would make 11'),
      details: { reason: 'PLAN_LIMIT', limit: 'maxJobSteps', allowed: 10, used: 3 },
    });
    const attributes = Array.from({ length: 11 }, (_, i) => ({
      name: `a${i}`,
      label: `A${i}`,
      type: 'string',
      isRequired: false,
    }));
    const tooManyAttributes = await save({ articleAttributes: attributes });
    expect(tooManyAttributes.statusCode).toBe(403);
    expect(tooManyAttributes.json().details).toEqual({
      reason: 'PLAN_LIMIT',
      limit: 'maxArticleAttributes',
      allowed: 10,
      used: 2,
    });
    // Nothing stored.
    const config = await get(`/tenant-config/${tenant.id}`, bearer(tenant.admin.token));
    expect(config.json().data.jobSteps).toHaveLength(3);
    expect(config.json().data.articleAttributes).toHaveLength(2);
  });
});

describe('GET /tenant/limits', () => {
  it('answers any person of the tenant with its plan, limits and usage', async () => {
    const tenant = await createTenant(svc, { plan: 'starter' });
    await configureTenant(svc, tenant.id);
    await call(svc, tenant, 'GET', '/worker/initDefaultWorker');
    await call(svc, tenant, 'POST', '/worker/create', { name: 'Meena' });
    const other = await createTenant(svc, { plan: 'starter' });
    await call(svc, other, 'POST', '/worker/create', { name: 'Not mine' });

    for (const token of [tenant.admin.token, tenant.user.token]) {
      const res = await get('/tenant/limits', bearer(token));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        data: {
          plan: 'starter',
          limits: { maxUsers: 5, maxWorkers: 50, maxJobSteps: 10, maxArticleAttributes: 10 },
          used: { users: 2, workers: 1, jobSteps: 3, articleAttributes: 2 },
        },
      });
    }
    const unlimited = await createTenant(svc, { plan: 'enterprise' });
    expect((await get('/tenant/limits', bearer(unlimited.admin.token))).json().data).toEqual({
      plan: 'enterprise',
      limits: { maxUsers: -1, maxWorkers: -1, maxJobSteps: -1, maxArticleAttributes: -1 },
      used: { users: 2, workers: 0, jobSteps: 0, articleAttributes: 0 },
    });
  });

  it('asks the super-admin to name the tenant (400), and answers it for the tenant named', async () => {
    const tenant = await createTenant(svc, { plan: 'growth' });
    const root = await superAdmin(svc);
    const unnamed = await get('/tenant/limits', bearer(root.token));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ status: 'error', message: 'Name the tenant in the x-tenant-id header' });
    const named = await get('/tenant/limits', { ...bearer(root.token), 'x-tenant-id': tenant.id });
    expect(named.statusCode).toBe(200);
    expect(named.json().data).toMatchObject({ plan: 'growth', used: { users: 2 } });
    const unknown = await get('/tenant/limits', { ...bearer(root.token), 'x-tenant-id': randomUUID() });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses without a token (401), and names no other tenant (403)', async () => {
    const tenant = await createTenant(svc);
    const other = await createTenant(svc);
    expect((await get('/tenant/limits', {})).statusCode).toBe(401);
    const res = await get('/tenant/limits', { ...bearer(tenant.admin.token), 'x-tenant-id': other.id });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /internal/tenants/:tenantId/usage', () => {
  const usage = (tenantId: string, secret: string | null = SECRET) =>
    svc.app.inject({
      method: 'GET',
      url: `${API}/internal/tenants/${tenantId}/usage`,
      headers: secret === null ? {} : { 'x-service-secret': secret },
    });

  it("answers the portal the tenant's usage, the figures GET /tenant/limits shows", async () => {
    const tenant = await createTenant(svc, { plan: 'starter' });
    await configureTenant(svc, tenant.id);
    await call(svc, tenant, 'GET', '/worker/initDefaultWorker');
    await call(svc, tenant, 'POST', '/worker/create', { name: 'Meena' });
    await call(svc, tenant, 'POST', '/worker/create', { name: 'Arun' });
    const res = await usage(tenant.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { users: 2, workers: 2, jobSteps: 3, articleAttributes: 2 },
    });
    const limits = await get('/tenant/limits', bearer(tenant.admin.token));
    expect(limits.json().data.used).toEqual(res.json().data);
    // A suspended tenant is still counted: the portal shows its usage on the billing page.
    await svc.backends.db.query(sql`update factory.tenants set status = 'suspended' where id = ${tenant.id}`);
    expect((await usage(tenant.id)).statusCode).toBe(200);
  });

  it('is 401 without the secret or with another one, 404 for an unknown tenant, 400 for a malformed id', async () => {
    const tenant = await createTenant(svc);
    expect((await usage(tenant.id, null)).statusCode).toBe(401);
    expect((await usage(tenant.id, 'wrong')).statusCode).toBe(401);
    const unknown = await usage(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', message: 'Tenant not found' });
    expect((await usage('not-an-id')).statusCode).toBe(400);
  });
});
