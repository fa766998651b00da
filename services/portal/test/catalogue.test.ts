import { randomUUID } from 'node:crypto';
import { sql } from '@platform/kernel/db';
import type { InjectOptions } from 'fastify';
import { API, type PortalUnderTest, SERVICE_SECRET, signupBody, startPortal } from './harness.js';

let portal: PortalUnderTest;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

const inject = (opts: InjectOptions) => portal.svc.app.inject(opts);

describe('catalogue (public)', () => {
  it('lists the apps available for signup', async () => {
    const res = await inject({ method: 'GET', url: `${API}/tenants/signup/apps` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { apps: [{ slug: 'factory', name: 'Factory management', description: expect.any(String) }] },
    });
  });

  it('lists active plans with pricing and limits: starter 5 users, growth 20, enterprise unlimited', async () => {
    await portal.svc.backends.db.query(sql`
      insert into portal.plans (slug, name, price_monthly, price_yearly, max_users, max_workers, max_job_steps,
                                max_article_attrs, rate_limit_max, rate_limit_window, is_active)
      values ('legacy', 'Legacy', 1, 1, 1, 1, 1, 1, 1, 1000, false)`);
    const res = await inject({ method: 'GET', url: `${API}/tenants/signup/plans` });
    expect(res.statusCode).toBe(200);
    const plans = res.json().data.plans as {
      slug: string;
      priceMonthly: number;
      limits: { maxUsers: number };
    }[];
    expect(plans.map((p) => p.slug)).toEqual(['starter', 'growth', 'enterprise']);
    expect(plans.map((p) => p.limits.maxUsers)).toEqual([5, 20, -1]);
    expect(plans[0]).toMatchObject({
      name: 'Starter',
      priceMonthly: 999,
      priceYearly: 9990,
      currency: 'INR',
      rateLimits: { maxRequests: 100, windowMs: 60000 },
    });
  });
});

describe('GET /internal/tenants/:tenantId/plan-limits', () => {
  let tenantId: string;
  beforeAll(async () => {
    const res = await inject({
      method: 'POST',
      url: `${API}/tenants/signup`,
      payload: signupBody({ plan: 'starter' }),
    });
    expect(res.statusCode).toBe(201);
    tenantId = res.json().data.tenant.id;
  });
  const limits = (id: string, headers: Record<string, string> = { 'x-service-secret': SERVICE_SECRET }) =>
    inject({ method: 'GET', url: `${API}/internal/tenants/${id}/plan-limits`, headers });

  it('answers the plan defaults for a tenant without overrides', async () => {
    const res = await limits(tenantId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        tenantId,
        plan: 'starter',
        limits: { maxUsers: 5, maxWorkers: 50, maxJobSteps: 10, maxArticleAttributes: 10 },
        rateLimits: { maxRequests: 100, windowMs: 60000 },
      },
    });
  });

  it('merges the tenant overrides over the defaults, -1 meaning unlimited', async () => {
    await portal.svc.backends.db.query(sql`
      update portal.tenants
      set plan_overrides = '{"maxUsers": -1, "maxWorkers": 75, "rateLimits": {"maxRequests": 900}, "maxJobSteps": "x"}'::jsonb
      where id = ${tenantId}::uuid`);
    const res = await limits(tenantId);
    expect(res.json().data).toMatchObject({
      limits: { maxUsers: -1, maxWorkers: 75, maxJobSteps: 10, maxArticleAttributes: 10 },
      rateLimits: { maxRequests: 900, windowMs: 60000 },
    });
  });

  it('is 401 with a wrong or missing secret, and 404 for an unknown tenant', async () => {
    const wrong = await limits(tenantId, { 'x-service-secret': `${SERVICE_SECRET}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 'error', message: expect.any(String) });
    expect((await limits(tenantId, {})).statusCode).toBe(401);
    expect((await limits(randomUUID())).statusCode).toBe(404);
  });
});
