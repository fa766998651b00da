import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, bearer, countRows, createTenant, startFactory, superAdmin, type TestUser } from './harness.js';
import { type ProviderStandIn, providerEnv, startProviderStandIn } from './provider-stand-in.js';

let svc: TestService;
let standIn: ProviderStandIn;
let root: TestUser;
beforeAll(async () => {
  standIn = await startProviderStandIn();
  svc = await startFactory(providerEnv(standIn, 400));
  root = await superAdmin(svc);
});
afterAll(async () => {
  await svc.close();
  await standIn.close();
});
beforeEach(() => {
  standIn.vercel = 'ok';
  standIn.cloudflare = 'ok';
  standIn.calls.length = 0;
});

let counter = 0;
function provisionBody(overrides: Record<string, string> = {}) {
  counter += 1;
  const slug = `acme-${counter}-${Date.now().toString(36)}`;
  return {
    name: `Acme ${counter}`,
    slug,
    plan: 'growth',
    adminName: 'Asha Admin',
    adminEmail: `owner-${slug}@example.test`,
    adminPassword: 'owner-password-1',
    adminConfirmPassword: 'owner-password-1',
    ...overrides,
  };
}

const provision = (body: Record<string, string>, token = root.token) =>
  svc.app.inject({ method: 'POST', url: `${API}/tenant`, headers: bearer(token), payload: body });

async function tenantRow(slug: string) {
  const { rows } = await svc.backends.db.query<{
    id: string;
    owner_id: string | null;
    domain_status: string;
  }>(sql`select id, owner_id, domain_status from factory.tenants where slug = ${slug}`);
  return rows[0];
}

describe('POST /tenant', () => {
  it('creates the tenant and its administrator, then the subdomain at both providers: 201', async () => {
    const body = provisionBody();
    const res = await provision(body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.status).toBe('success');
    expect(json.data.tenant).toMatchObject({
      name: body.name,
      slug: body.slug,
      plan: 'growth',
      domain: `${body.slug}.factory.example.com`,
      domainStatus: 'active',
      status: 'active',
      settings: { maxUsers: 20, maxWorkers: 250 },
    });
    expect(json.provisioningResult).toEqual({
      subdomain: `${body.slug}.factory.example.com`,
      vercel: { status: 'success' },
      cloudflare: { status: 'success' },
    });
    const { rows } = await svc.backends.db.query<{ id: string; role: string; tenant_id: string }>(
      sql`select id, role, tenant_id from factory.users where email = ${body.adminEmail}`,
    );
    expect(rows[0]).toMatchObject({ role: 'admin', tenant_id: json.data.tenant._id });
    expect(json.data.tenant.owner).toBe(rows[0]?.id);
    expect(standIn.calls.map((c) => c.method + c.path).sort()).toEqual([
      'POST/client/v4/zones/zone_1/dns_records',
      'POST/v10/projects/prj_factory/domains?teamId=team_1',
    ]);
    const login = await svc.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { username: body.adminEmail, password: body.adminPassword },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['hosting fails', 'fail', 'ok'],
    ['DNS fails', 'ok', 'fail'],
    ['both fail (one by timeout)', 'hang', 'fail'],
  ] as const)(
    'answers 207 partial with both results when %s; the tenant exists fully',
    async (_case, vercel, cloudflare) => {
      standIn.vercel = vercel;
      standIn.cloudflare = cloudflare;
      const body = provisionBody();
      const res = await provision(body);
      expect(res.statusCode).toBe(207);
      const json = res.json();
      expect(json.status).toBe('partial');
      expect(json.data.tenant).toMatchObject({ slug: body.slug, domainStatus: 'pending', status: 'active' });
      const result = json.provisioningResult;
      expect(result.subdomain).toBe(`${body.slug}.factory.example.com`);
      expect(result.vercel.status).toBe(vercel === 'ok' ? 'success' : 'failed');
      expect(result.cloudflare.status).toBe(cloudflare === 'ok' ? 'success' : 'failed');
      if (vercel === 'fail')
        expect(result.vercel.error).toBe('vercel answered 403 forbidden: Not authorized');
      if (vercel === 'hang') expect(result.vercel.error).toBe('timed out after 400 ms');
      if (cloudflare === 'fail') expect(result.cloudflare.error).toMatch(/^cloudflare answered 400/);
      if (cloudflare === 'ok') expect(result.cloudflare).toEqual({ status: 'success' });
      const row = await tenantRow(body.slug);
      expect(row?.domain_status).toBe('pending');
      expect(row?.owner_id).toBeTruthy();
    },
  );

  it('answers 400 for an unknown or inactive plan and creates nothing', async () => {
    const tenantsBefore = await countRows(svc, 'tenants');
    const unknown = await provision(provisionBody({ plan: 'platinum' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      status: 'error',
      message: 'There is no active plan with the slug platinum',
    });
    await svc.backends.db.query(
      sql`insert into factory.plans (slug, name, max_users, max_workers, max_job_steps, max_article_attributes,
                                     rate_limit_max, rate_limit_window_ms, is_active)
          values ('retired', 'Retired', 1, 1, 1, 1, 10, 60000, false) on conflict do nothing`,
    );
    expect((await provision(provisionBody({ plan: 'retired' }))).statusCode).toBe(400);
    expect(await countRows(svc, 'tenants')).toBe(tenantsBefore);
    expect(standIn.calls).toHaveLength(0);
  });

  it('answers 409 for a slug in use', async () => {
    const first = provisionBody();
    expect((await provision(first)).statusCode).toBe(201);
    const again = await provision(provisionBody({ slug: first.slug }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/slug/);
  });

  it('rolls everything back when the administrator cannot be inserted: no tenant is left', async () => {
    const existing = await createTenant(svc);
    const tenantsBefore = await countRows(svc, 'tenants');
    const body = provisionBody({ adminEmail: existing.admin.email });
    const res = await provision(body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/e-mail/);
    expect(await tenantRow(body.slug)).toBeUndefined();
    expect(await countRows(svc, 'tenants')).toBe(tenantsBefore);
    expect(standIn.calls).toHaveLength(0);
  });

  it('validates the body: passwords that differ, a bad slug, a missing field (400)', async () => {
    expect((await provision(provisionBody({ adminConfirmPassword: 'something-else' }))).statusCode).toBe(400);
    expect((await provision(provisionBody({ slug: 'Not A Slug' }))).statusCode).toBe(400);
    const { adminName: _dropped, ...missing } = provisionBody();
    expect((await provision(missing)).statusCode).toBe(400);
  });

  it('is for the super-admin only', async () => {
    const tenant = await createTenant(svc);
    expect((await provision(provisionBody(), tenant.admin.token)).statusCode).toBe(403);
    expect((await provision(provisionBody(), tenant.user.token)).statusCode).toBe(403);
    const anonymous = await svc.app.inject({
      method: 'POST',
      url: `${API}/tenant`,
      payload: provisionBody(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /tenant/:id/retry-domain', () => {
  const retry = (id: string) =>
    svc.app.inject({ method: 'POST', url: `${API}/tenant/${id}/retry-domain`, headers: bearer(root.token) });

  it('sets up a pending domain (200), then refuses an active one (400)', async () => {
    standIn.cloudflare = 'fail';
    const created = await provision(provisionBody());
    expect(created.statusCode).toBe(207);
    const id = created.json().data.tenant._id as string;

    const stillFailing = await retry(id);
    expect(stillFailing.statusCode).toBe(207);
    expect(stillFailing.json().status).toBe('partial');

    standIn.cloudflare = 'ok';
    const res = await retry(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      data: { tenant: { _id: id, domainStatus: 'active' } },
      provisioningResult: { vercel: { status: 'success' }, cloudflare: { status: 'success' } },
    });
    const again = await retry(id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already active/);
  });

  it('answers 404 for an unknown tenant', async () => {
    expect((await retry('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('tenant administration', () => {
  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    svc.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(root.token),
      ...(payload ? { payload } : {}),
    });

  it('counts tenants by status', async () => {
    const before = (await call('GET', '/tenant/stats')).json().data;
    await createTenant(svc, { status: 'suspended' });
    await createTenant(svc);
    const res = await call('GET', '/tenant/stats');
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after.total).toBe(before.total + 2);
    expect(after.byStatus.suspended).toBe(before.byStatus.suspended + 1);
    expect(after.byStatus.active).toBe(before.byStatus.active + 1);
    expect(after.byStatus.pending_payment).toBe(before.byStatus.pending_payment);
  });

  it('lists, gets, updates and deletes a tenant', async () => {
    const tenant = await createTenant(svc, { plan: 'starter' });
    const list = await call('GET', '/tenant');
    expect(list.json().data.map((t: { _id: string }) => t._id)).toContain(tenant.id);
    const suspendedOnly = await call('GET', '/tenant?status=suspended');
    expect(suspendedOnly.json().data.map((t: { _id: string }) => t._id)).not.toContain(tenant.id);

    const one = await call('GET', `/tenant/${tenant.id}`);
    expect(one.json().data.tenant).toMatchObject({ _id: tenant.id, plan: 'starter', owner: tenant.admin.id });

    const moved = await call('PATCH', `/tenant/${tenant.id}`, { name: 'Renamed', plan: 'growth' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.tenant).toMatchObject({
      name: 'Renamed',
      plan: 'growth',
      settings: { maxUsers: 20 },
    });
    const overridden = await call('PATCH', `/tenant/${tenant.id}`, { settings: { maxUsers: 3 } });
    expect(overridden.json().data.tenant.settings).toEqual({ maxUsers: 3, maxWorkers: 250 });
    expect((await call('PATCH', `/tenant/${tenant.id}`, { slug: 'other-slug' })).statusCode).toBe(400);
    expect((await call('PATCH', `/tenant/${tenant.id}`, { plan: 'nope' })).statusCode).toBe(400);

    const deleted = await call('DELETE', `/tenant/${tenant.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/tenant/${tenant.id}`)).statusCode).toBe(404);
    const { rows } = await svc.backends.db.query(
      sql`select 1 from factory.users where tenant_id = ${tenant.id}`,
    );
    expect(rows).toHaveLength(0);
    expect((await call('DELETE', `/tenant/${tenant.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/tenant/${tenant.id}`, { name: 'x' })).statusCode).toBe(404);
  });

  it('suspends a tenant (its users get 403 on tenant routes) and reactivates it', async () => {
    const tenant = await createTenant(svc);
    const tenantRoute = () =>
      svc.app.inject({
        method: 'GET',
        url: `${API}/master-data-values/${tenant.id}`,
        headers: bearer(tenant.admin.token),
      });
    expect((await tenantRoute()).statusCode).toBe(200);
    const suspended = await call('PATCH', `/tenant/${tenant.id}/status`, { status: 'suspended' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.tenant.status).toBe('suspended');
    const refused = await tenantRoute();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 'error',
      message:
        "Your organisation's factory was suspended by the platform administrator; ask them to restore it",
      details: { reason: 'TENANT_SUSPENDED', tenantStatus: 'suspended', subscriptionStatus: null },
    });
    expect((await call('PATCH', `/tenant/${tenant.id}/status`, { status: 'active' })).statusCode).toBe(200);
    expect((await tenantRoute()).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/tenant/${tenant.id}/status`, { status: 'pending_payment' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/tenant/00000000-0000-4000-8000-000000000000/status', { status: 'active' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses every tenant administration route to a tenant administrator (403)', async () => {
    const tenant = await createTenant(svc);
    const routes: [string, string, Record<string, unknown>?][] = [
      ['GET', '/tenant'],
      ['GET', '/tenant/stats'],
      ['GET', `/tenant/${tenant.id}`],
      ['PATCH', `/tenant/${tenant.id}`, { name: 'x' }],
      ['PATCH', `/tenant/${tenant.id}/status`, { status: 'active' }],
      ['POST', `/tenant/${tenant.id}/retry-domain`],
      ['DELETE', `/tenant/${tenant.id}`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await svc.app.inject({
        method: method as 'GET',
        url: `${API}${url}`,
        headers: bearer(tenant.admin.token),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
