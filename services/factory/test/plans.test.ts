import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  createTenant,
  startFactory,
  superAdmin,
  type TestTenant,
  type TestUser,
} from './harness.js';

let svc: TestService;
let root: TestUser;
let tenant: TestTenant;
beforeAll(async () => {
  svc = await startFactory();
  root = await superAdmin(svc);
  tenant = await createTenant(svc);
});
afterAll(() => svc.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
  svc.app.inject({
    method,
    url: `${API}${url}`,
    headers: bearer(token),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

const limits = { maxUsers: 3, maxWorkers: 10, maxJobSteps: 4, maxArticleAttributes: 5 };

describe('plans', () => {
  it('ships starter (5 users), growth (20) and enterprise (unlimited), readable by any signed-in role', async () => {
    for (const token of [root.token, tenant.admin.token, tenant.user.token]) {
      const res = await call('GET', '/plan', token);
      expect(res.statusCode).toBe(200);
      const bySlug = Object.fromEntries(
        res
          .json()
          .data.map((p: { slug: string; limits: { maxUsers: number } }) => [p.slug, p.limits.maxUsers]),
      );
      expect(bySlug).toMatchObject({ starter: 5, growth: 20, enterprise: -1 });
    }
    const one = await call('GET', '/plan/enterprise', tenant.user.token);
    expect(one.json().data).toMatchObject({
      slug: 'enterprise',
      isActive: true,
      limits: { maxUsers: -1, maxWorkers: -1, maxJobSteps: -1, maxArticleAttributes: -1 },
      rateLimits: { maxRequests: 5000, windowMs: 60000 },
    });
    expect(one.json().data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call('GET', '/plan/none', root.token)).statusCode).toBe(404);
    expect((await svc.app.inject({ method: 'GET', url: `${API}/plan` })).statusCode).toBe(401);
  });

  it('is created by the super-admin (201), with defaults; a taken slug is 409', async () => {
    const res = await call('POST', '/plan', root.token, { name: 'Pilot', slug: 'pilot', limits });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Pilot',
      slug: 'pilot',
      description: '',
      limits,
      rateLimits: { maxRequests: 1000, windowMs: 60000 },
      isActive: true,
    });
    expect(
      (await call('POST', '/plan', root.token, { name: 'Again', slug: 'pilot', limits })).statusCode,
    ).toBe(409);
  });

  it('validates a new plan (400)', async () => {
    const bad = [
      { name: 'X', slug: 'Bad Slug', limits },
      { name: 'X', slug: 'x1', limits: { ...limits, maxUsers: -2 } },
      { name: 'X', slug: 'x2', limits: { maxUsers: 1 } },
      { name: 'X', slug: 'x3', limits, rateLimits: { maxRequests: 0, windowMs: 1000 } },
      { name: 'X', slug: 'x4', limits, extra: true },
    ];
    for (const body of bad)
      expect((await call('POST', '/plan', root.token, body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('is updated with its slug fixed (400 when a different one is sent)', async () => {
    await call('POST', '/plan', root.token, { name: 'Trial', slug: 'trial', limits });
    const res = await call('PATCH', '/plan/trial', root.token, {
      name: 'Trial+',
      limits: { maxUsers: 8 },
      rateLimits: { maxRequests: 50 },
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Trial+',
      slug: 'trial',
      limits: { ...limits, maxUsers: 8 },
      rateLimits: { maxRequests: 50, windowMs: 60000 },
      isActive: false,
    });
    expect((await call('PATCH', '/plan/trial', root.token, { slug: 'trial' })).statusCode).toBe(200);
    const renamed = await call('PATCH', '/plan/trial', root.token, { slug: 'other' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toMatch(/slug/);
    expect((await call('PATCH', '/plan/missing', root.token, { name: 'x' })).statusCode).toBe(404);
  });

  it('is deleted unless a tenant uses it (409)', async () => {
    await call('POST', '/plan', root.token, { name: 'Used', slug: 'used', limits });
    await createTenant(svc, { plan: 'used' });
    const inUse = await call('DELETE', '/plan/used', root.token);
    expect(inUse.statusCode).toBe(409);
    expect((await call('GET', '/plan/used', root.token)).statusCode).toBe(200);
    await call('POST', '/plan', root.token, { name: 'Spare', slug: 'spare', limits });
    const deleted = await call('DELETE', '/plan/spare', root.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.slug).toBe('spare');
    expect((await call('GET', '/plan/spare', root.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/plan/spare', root.token)).statusCode).toBe(404);
  });

  it('refuses writes to tenant roles (403)', async () => {
    for (const token of [tenant.admin.token, tenant.user.token]) {
      expect((await call('POST', '/plan', token, { name: 'Mine', slug: 'mine', limits })).statusCode).toBe(
        403,
      );
      expect((await call('PATCH', '/plan/starter', token, { name: 'Cheap' })).statusCode).toBe(403);
      expect((await call('DELETE', '/plan/starter', token)).statusCode).toBe(403);
    }
  });
});
