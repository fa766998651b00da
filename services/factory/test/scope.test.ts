import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTenant, startFactory, superAdmin } from './harness.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startFactory();
});
afterAll(() => svc.close());

describe('factory listener', () => {
  it('answers health and unknown routes in its envelope', async () => {
    const health = await svc.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    const missing = await svc.app.inject({ method: 'GET', url: `${API}/nothing-here` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error' });
  });

  it('creates the bootstrap super-admin and seeds the default plans', async () => {
    const root = await superAdmin(svc);
    expect(root.id).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await svc.backends.db.query<{ slug: string; max_users: number }>(
      (await import('@platform/kernel/db')).sql`select slug, max_users from factory.plans order by max_users`,
    );
    expect(rows).toEqual([
      { slug: 'enterprise', max_users: -1 },
      { slug: 'starter', max_users: 5 },
      { slug: 'growth', max_users: 20 },
    ]);
  });

  it('refuses a token signed with another key', async () => {
    const tenant = await createTenant(svc);
    const forged = `${tenant.admin.token.slice(0, -4)}AAAA`;
    const res = await svc.app.inject({ method: 'GET', url: `${API}/plan`, headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
  });
});
