import { randomUUID } from 'node:crypto';
import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, countRows, createTenant, startFactory, superAdmin, TEST_PASSWORD } from './harness.js';

const SECRET = 'portal-to-factory-secret-0123456789';
let svc: TestService;
beforeAll(async () => {
  svc = await startFactory({ SERVICE_SECRET: SECRET, PLATFORM_DOMAIN: 'factory.example.com' });
});
afterAll(() => svc.close());

let counter = 0;
function portalTenant(overrides: Record<string, string> = {}) {
  counter += 1;
  const slug = `paid-${counter}-${Date.now().toString(36)}`;
  return {
    tenantId: randomUUID(),
    name: `Paid ${counter}`,
    slug,
    plan: 'starter',
    adminEmail: `Owner.${slug}@Example.test`,
    ...overrides,
  };
}

const provision = (body: Record<string, string>, secret: string | null = SECRET) =>
  svc.app.inject({
    method: 'POST',
    url: `${API}/internal/tenants`,
    headers: secret === null ? {} : { 'x-service-secret': secret },
    payload: body,
  });

describe('POST /internal/tenants', () => {
  it('refuses a missing or wrong service secret (401) and creates nothing', async () => {
    const before = await countRows(svc, 'tenants');
    expect((await provision(portalTenant(), null)).statusCode).toBe(401);
    const wrong = await provision(portalTenant(), `${SECRET}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 'error', message: 'Invalid service secret' });
    expect((await provision(portalTenant(), 'short')).statusCode).toBe(401);
    expect(await countRows(svc, 'tenants')).toBe(before);
  });

  it('creates the tenant with the portal’s id, plan and slug, and mails its administrator a set-password link', async () => {
    const body = portalTenant();
    const res = await provision(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.tenant).toMatchObject({
      _id: body.tenantId,
      slug: body.slug,
      plan: 'starter',
      status: 'active',
      domain: `${body.slug}.factory.example.com`,
      domainStatus: 'active',
      settings: { maxUsers: 5, maxWorkers: 50 },
    });
    const email = body.adminEmail.toLowerCase();
    const { rows } = await svc.backends.db.query<{ id: string; password_hash: string | null; role: string }>(
      sql`select id, password_hash, role from factory.users where tenant_id = ${body.tenantId}`,
    );
    expect(rows).toEqual([{ id: res.json().data.tenant.owner, password_hash: null, role: 'admin' }]);

    // No password yet: signing in fails until the link is used.
    const early = await svc.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { username: email, password: 'anything-123' },
    });
    expect(early.statusCode).toBe(401);

    const mail = (await svc.mailbox()).find((m) => m.to.includes(email));
    expect(mail?.subject).toContain(body.name);
    const token = mail?.text.match(/reset-password\/([\w-]+)/)?.[1] ?? '';
    expect(token).not.toBe('');
    // Text and HTML alike, greeting the person (no name given: the e-mail's own name), not the organisation.
    const person = body.adminEmail.split('@')[0] ?? '';
    expect(mail?.text).toMatch(new RegExp(`^Hello ${person.replace(/[.]/g, '\\.')},`));
    expect(mail?.text).not.toContain(`Hello ${body.name}`);
    expect(mail?.html).toContain(`<p>Hello ${person},</p>`);
    expect(mail?.html).toContain(`<a href="http://app.factory.test/reset-password/${token}">`);
    const set = await svc.app.inject({
      method: 'PATCH',
      url: `${API}/auth/resetPassword/${token}`,
      payload: { password: 'chosen-password-1', passwordConfirm: 'chosen-password-1' },
    });
    expect(set.statusCode).toBe(200);
    const login = await svc.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { username: email, password: 'chosen-password-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.role).toBe('admin');
  });

  it('is idempotent on the tenant id: a repeat answers 200, creates and mails nothing', async () => {
    const body = portalTenant();
    expect((await provision(body)).statusCode).toBe(201);
    const mails = (await svc.mailbox()).length;
    const tenants = await countRows(svc, 'tenants');
    const again = await provision(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.tenant._id).toBe(body.tenantId);
    expect(await countRows(svc, 'tenants')).toBe(tenants);
    expect((await svc.mailbox()).length).toBe(mails);
  });

  it('creates one tenant when the same request arrives twice at once', async () => {
    const body = portalTenant();
    const [a, b] = await Promise.all([provision(body), provision(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const { rows } = await svc.backends.db.query(
      sql`select 1 from factory.tenants where id = ${body.tenantId}`,
    );
    expect(rows).toHaveLength(1);
  });

  it('uses the given subdomain label for the domain', async () => {
    const label = `shop-${Date.now().toString(36)}`;
    const res = await provision(portalTenant({ subdomain: label }));
    expect(res.json().data.tenant.domain).toBe(`${label}.factory.example.com`);
  });

  it('answers 400 for an unknown plan or a bad body, and 409 for a slug another tenant has', async () => {
    expect((await provision(portalTenant({ plan: 'unknown' }))).statusCode).toBe(400);
    expect((await provision(portalTenant({ tenantId: 'not-a-uuid' }))).statusCode).toBe(400);
    const first = portalTenant();
    await provision(first);
    const clash = await provision(portalTenant({ slug: first.slug }));
    expect(clash.statusCode).toBe(409);
  });
});

describe('PUT /internal/tenants/:tenantId/status', () => {
  const setStatus = (tenantId: string, body: Record<string, unknown>, secret: string | null = SECRET) =>
    svc.app.inject({
      method: 'PUT',
      url: `${API}/internal/tenants/${tenantId}/status`,
      headers: secret === null ? {} : { 'x-service-secret': secret },
      payload: body,
    });

  it('suspends the tenant for the reason the portal gives; its users are refused everywhere, and let in again on a newer activation', async () => {
    const tenant = await createTenant(svc);
    const login = () =>
      svc.app.inject({
        method: 'POST',
        url: `${API}/auth/login`,
        payload: { username: tenant.admin.email, password: TEST_PASSWORD },
      });
    const asAdmin = (url: string) =>
      svc.app.inject({ method: 'GET', url: `${API}${url}`, headers: bearer(tenant.admin.token) });
    const halted = { status: 'suspended', subscriptionStatus: 'halted', sequence: 2 };
    expect((await setStatus(tenant.id, halted, null)).statusCode).toBe(401);
    expect((await setStatus(randomUUID(), halted)).statusCode).toBe(404);
    expect((await setStatus(tenant.id, { ...halted, status: 'closed' })).statusCode).toBe(400);

    const res = await setStatus(tenant.id, halted);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ applied: true, tenant: { _id: tenant.id, status: 'suspended' } });
    const message =
      "Your organisation's subscription payments failed, so its factory is suspended. Settle them at the portal to use the factory again";
    const details = { reason: 'TENANT_SUSPENDED', tenantStatus: 'suspended', subscriptionStatus: 'halted' };
    for (const refused of [
      await login(),
      await asAdmin('/worker'),
      await asAdmin(`/tenant-config/${tenant.id}`),
      await asAdmin('/plan'),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ status: 'error', message, details });
    }
    // The super-admin still reaches the tenant.
    const root = await superAdmin(svc);
    const asRoot = await svc.app.inject({
      method: 'GET',
      url: `${API}/worker`,
      headers: { ...bearer(root.token), 'x-tenant-id': tenant.id },
    });
    expect(asRoot.statusCode).toBe(200);

    // A status older than the one applied (a retry that arrives late) changes nothing.
    const late = await setStatus(tenant.id, { status: 'active', subscriptionStatus: 'active', sequence: 1 });
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ applied: false, tenant: { status: 'suspended' } });
    expect((await login()).statusCode).toBe(403);

    const resumed = await setStatus(tenant.id, {
      status: 'active',
      subscriptionStatus: 'active',
      sequence: 3,
    });
    expect(resumed.json().data).toMatchObject({ applied: true, tenant: { status: 'active' } });
    expect((await login()).statusCode).toBe(200);
    expect((await asAdmin('/worker')).statusCode).toBe(200);

    await setStatus(tenant.id, { status: 'suspended', subscriptionStatus: 'cancelled', sequence: 4 });
    const cancelled = await login();
    expect(cancelled.statusCode).toBe(403);
    expect(cancelled.json()).toEqual({
      status: 'error',
      message:
        "Your organisation's subscription was cancelled, so its factory is suspended. Its records are kept; a cancelled subscription cannot be renewed, so to use the factory again, ask the platform's support",
      details: { reason: 'TENANT_SUSPENDED', tenantStatus: 'suspended', subscriptionStatus: 'cancelled' },
    });
    const row = await svc.backends.db.query<{ subscription_seq: number }>(
      sql`select subscription_seq from factory.tenants where id = ${tenant.id}`,
    );
    expect(Number(row.rows[0]?.subscription_seq)).toBe(4);
  });
});

describe('factory mails', () => {
  it('greets the administrator by the name the portal gives, in a text and an HTML part, with the name escaped', async () => {
    const body = portalTenant({ adminName: 'Asha <b>Rao</b>' });
    expect((await provision(body)).statusCode).toBe(201);
    const mail = (await svc.mailbox()).find((m) => m.to.includes(body.adminEmail.toLowerCase()));
    expect(mail?.text.startsWith('Hello Asha <b>Rao</b>,')).toBe(true);
    expect(mail?.html).toContain('<p>Hello Asha &lt;b&gt;Rao&lt;/b&gt;,</p>');
    expect(mail?.html).not.toContain(`Hello ${body.name}`);
    expect(mail?.subject).toBe(`Your factory account for ${body.name} is ready`);
  });
});
