import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTenant, startFactory, superAdmin, type TestTenant } from './harness.js';

const SECRET = 'factory-to-portal-secret-0123456789';

interface PortalAnswer {
  status: number;
  limits?: Record<string, number>;
  rateLimits?: { maxRequests: number; windowMs: number };
}

/** A stand-in of the portal's plan-limits endpoint, answering per tenant what a test sets. */
const answers = new Map<string, PortalAnswer>();
const asked: { tenantId: string; secret: string | undefined }[] = [];
let portal: Server;
let svc: TestService;

const unlimited = { maxUsers: -1, maxWorkers: -1, maxJobSteps: -1, maxArticleAttributes: -1 };

beforeAll(async () => {
  portal = createServer((req, res) => {
    const match = /^\/api\/v1\/internal\/tenants\/([^/]+)\/plan-limits$/.exec(req.url ?? '');
    const tenantId = match?.[1] ?? '';
    const secret = req.headers['x-service-secret'];
    asked.push({ tenantId, secret: Array.isArray(secret) ? secret[0] : secret });
    const answer = answers.get(tenantId) ?? { status: 404 };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        answer.status === 200
          ? {
              status: 'success',
              data: {
                tenantId,
                plan: 'portal-plan',
                limits: answer.limits ?? unlimited,
                rateLimits: answer.rateLimits ?? { maxRequests: 1000, windowMs: 60000 },
              },
            }
          : { status: 'error', message: 'no' },
      ),
    );
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  const { port } = portal.address() as AddressInfo;
  svc = await startFactory({ PORTAL_URL: `http://127.0.0.1:${port}`, SERVICE_SECRET: SECRET });
});
afterAll(async () => {
  await svc.close();
  await new Promise<void>((resolve) => portal.close(() => resolve()));
});

let sequence = 0;
const signup = (tenant: TestTenant) => {
  sequence += 1;
  return svc.app.inject({
    method: 'POST',
    url: `${API}/auth/signup`,
    headers: bearer(tenant.admin.token),
    payload: {
      name: 'Extra',
      email: `extra-${sequence}-${tenant.slug}@example.test`,
      password: 'password-123',
      passwordConfirm: 'password-123',
    },
  });
};

describe('plan limits from the portal', () => {
  it('applies the portal’s limits over the factory plan, asking with the service secret', async () => {
    const tenant = await createTenant(svc, { plan: 'enterprise' }); // 2 users already
    answers.set(tenant.id, { status: 200, limits: { ...unlimited, maxUsers: 3 } });
    expect((await signup(tenant)).statusCode).toBe(201);
    const over = await signup(tenant);
    expect(over.statusCode).toBe(403);
    expect(over.json().details).toEqual({ reason: 'PLAN_LIMIT', limit: 'maxUsers', allowed: 3, used: 3 });
    expect(asked.filter((a) => a.tenantId === tenant.id).every((a) => a.secret === SECRET)).toBe(true);
  });

  it('keeps the portal’s answer for 15 minutes', async () => {
    const tenant = await createTenant(svc);
    answers.set(tenant.id, { status: 200, limits: { ...unlimited, maxUsers: 2 } });
    expect((await signup(tenant)).statusCode).toBe(403);
    answers.set(tenant.id, { status: 200, limits: unlimited });
    expect((await signup(tenant)).statusCode).toBe(403);
    expect(asked.filter((a) => a.tenantId === tenant.id)).toHaveLength(1);
  });

  it('falls back to the factory plan when the portal does not know the tenant or fails', async () => {
    const unknown = await createTenant(svc, { plan: 'starter' }); // 5 users
    for (let i = 0; i < 3; i++) expect((await signup(unknown)).statusCode).toBe(201);
    expect((await signup(unknown)).statusCode).toBe(403);
    const failing = await createTenant(svc, { plan: 'starter' });
    answers.set(failing.id, { status: 500 });
    for (let i = 0; i < 3; i++) expect((await signup(failing)).statusCode).toBe(201);
    expect((await signup(failing)).statusCode).toBe(403);
  });

  it('enforces nothing for -1', async () => {
    const tenant = await createTenant(svc, { plan: 'starter' });
    answers.set(tenant.id, { status: 200, limits: unlimited });
    for (let i = 0; i < 6; i++) expect((await signup(tenant)).statusCode).toBe(201);
  });
});

describe('plan rate limits', () => {
  it('answers 429 with Retry-After past the plan’s requests per window, per tenant', async () => {
    const limited = await createTenant(svc);
    const other = await createTenant(svc);
    answers.set(limited.id, { status: 200, rateLimits: { maxRequests: 3, windowMs: 60000 } });
    answers.set(other.id, { status: 200, rateLimits: { maxRequests: 3, windowMs: 60000 } });
    const read = (tenant: TestTenant) =>
      svc.app.inject({
        method: 'GET',
        url: `${API}/master-data-values/${tenant.id}`,
        headers: bearer(tenant.admin.token),
      });
    const first = await read(limited);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    expect(first.headers['x-ratelimit-remaining']).toBe('2');
    // Every user of the tenant shares its budget: the plain user's read counts.
    const byUser = await svc.app.inject({
      method: 'GET',
      url: `${API}/tenant-config/${limited.id}`,
      headers: bearer(limited.user.token),
    });
    expect(byUser.headers['x-ratelimit-remaining']).toBe('1');
    expect((await read(limited)).statusCode).toBe(200);
    const refused = await read(limited);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ status: 'error' });
    expect((await read(other)).statusCode).toBe(200);
  });

  it('counts only the requests the tenant scope admits, and nothing for the super-admin or -1', async () => {
    const limited = await createTenant(svc);
    const intruder = await createTenant(svc);
    const unlimitedRate = await createTenant(svc);
    answers.set(limited.id, { status: 200, rateLimits: { maxRequests: 5, windowMs: 60000 } });
    answers.set(intruder.id, { status: 200, rateLimits: { maxRequests: 5, windowMs: 60000 } });
    answers.set(unlimitedRate.id, { status: 200, rateLimits: { maxRequests: -1, windowMs: 60000 } });
    /** A read of `tenant`'s master data with `headers`. */
    const read = (tenant: TestTenant, headers: Record<string, string> = {}) =>
      svc.app.inject({ method: 'GET', url: `${API}/master-data-values/${tenant.id}`, headers });
    expect((await read(limited, bearer(limited.admin.token))).headers['x-ratelimit-remaining']).toBe('4');
    // Refused by the scope: another tenant's administrator (403), no token (401).
    const foreign = await read(limited, bearer(intruder.admin.token));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['x-ratelimit-remaining']).toBeUndefined();
    expect((await read(limited)).statusCode).toBe(401);
    // The super-admin reaches the tenant without using its budget.
    const root = await superAdmin(svc);
    const asRoot = await read(limited, { ...bearer(root.token), 'x-tenant-id': limited.id });
    expect(asRoot.statusCode).toBe(200);
    expect(asRoot.headers['x-ratelimit-limit']).toBeUndefined();
    expect((await read(limited, bearer(limited.admin.token))).headers['x-ratelimit-remaining']).toBe('3');
    // Nor was the refused request counted against the intruder's own tenant.
    expect((await read(intruder, bearer(intruder.admin.token))).headers['x-ratelimit-remaining']).toBe('4');
    for (let i = 0; i < 8; i++) {
      const res = await read(unlimitedRate, bearer(unlimitedRate.admin.token));
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});
