import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { identityService } from '@platform/identity/app';
import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import { startTestService, type TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  countRows,
  createTenant,
  GRANTED,
  startCompliance,
  superAdminToken,
  type TestTenant,
} from './harness.js';

const SERVICE_SECRET = `service-secret-${randomBytes(6).toString('hex')}-0123456789`;

let identity: TestService;
let svc: TestService;
let app: HttpApp;
let root: string;

beforeAll(async () => {
  identity = await startTestService(identityService, { env: { SERVICE_SECRET } });
  await identity.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = identity.app.server.address() as AddressInfo;
  svc = await startCompliance({ IDENTITY_URL: `http://127.0.0.1:${port}/auth/v1`, SERVICE_SECRET });
  app = svc.app;
  root = await superAdminToken(svc);
});
afterAll(async () => {
  await svc?.close();
  await identity?.close();
});

let counter = 0;
function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    organizationName: `Acme Widgets ${counter} Private Limited`,
    entityType: 'PRIVATE_LIMITED',
    email: `founder-${counter}-${randomBytes(3).toString('hex')}@example.test`,
    password: 'correct-horse-battery',
    phone: '+91 98765 43210',
    gstin: '27AAPFU0939F1ZV',
    pan: 'AAPFU0939F',
    ...overrides,
  };
}

const signIn = (email: string, password: string) =>
  identity.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password },
  });

async function identityUsersWith(email: string): Promise<number> {
  const res = await identity.app.inject({
    method: 'GET',
    url: `/auth/v1/admin/users?filter=${encodeURIComponent(email)}`,
    headers: bearer(SERVICE_SECRET),
  });
  expect(res.statusCode).toBe(200);
  return res.json().users.filter((u: { email: string }) => u.email === email).length;
}

describe('POST /tenants/signup', () => {
  it('creates the tenant on the FREE plan and its administrator, who can sign in at once', async () => {
    const body = signupBody();
    const res = await app.inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body });
    expect(res.statusCode).toBe(201);
    const { tenant, user } = res.json().data;
    expect(tenant).toMatchObject({
      id: expect.any(String),
      name: body.organizationName,
      entityType: 'PRIVATE_LIMITED',
      contactEmail: body.email,
      contactPhone: body.phone,
      gstin: body.gstin,
      pan: body.pan,
      subscriptionPlan: 'FREE',
    });
    expect(user).toEqual({ id: expect.any(String), email: body.email });

    const session = await signIn(body.email, body.password);
    expect(session.statusCode).toBe(200);
    const signedIn = session.json().user;
    expect(signedIn.id).toBe(user.id);
    expect(signedIn.user_metadata.tenantId).toBe(tenant.id);
    expect(signedIn.app_metadata.role).toBe('admin');

    const rows = await svc.backends.db.query<{ role: string; tenant_id: string }>(sql`
      select r.name as role, u.tenant_id from compliance.users u join compliance.roles r on r.id = u.role_id
      where u.id = ${user.id}`);
    expect(rows.rows).toEqual([{ role: 'admin', tenant_id: tenant.id }]);
    expect(
      await countRows(svc, 'audit_logs', sql`action = 'TENANT_SIGNED_UP' and entity_id = ${tenant.id}`),
    ).toBe(1);
  });

  it('answers a second signup with the same e-mail 409 and creates nothing twice', async () => {
    const body = signupBody();
    expect(
      (await app.inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body })).statusCode,
    ).toBe(201);
    const tenantsBefore = await countRows(svc, 'tenants');
    const again = await app.inject({
      method: 'POST',
      url: `${API}/tenants/signup`,
      payload: { ...body, organizationName: 'Another Name', email: body.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await countRows(svc, 'tenants')).toBe(tenantsBefore);
    expect(await identityUsersWith(body.email)).toBe(1);
  });

  it('answers 409 when only the identity provider knows the e-mail, leaving no tenant', async () => {
    const email = `elsewhere-${randomBytes(3).toString('hex')}@example.test`;
    const created = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/admin/users',
      headers: bearer(SERVICE_SECRET),
      payload: { email, password: 'some-password-1', email_confirm: true },
    });
    expect(created.statusCode).toBe(200);
    const tenantsBefore = await countRows(svc, 'tenants');
    const res = await app.inject({
      method: 'POST',
      url: `${API}/tenants/signup`,
      payload: signupBody({ email }),
    });
    expect(res.statusCode).toBe(409);
    expect(await countRows(svc, 'tenants')).toBe(tenantsBefore);
    expect(await identityUsersWith(email)).toBe(1);
  });

  it('deletes the identity user again when the tenant cannot be written', async () => {
    const db = svc.backends.db;
    await db.exec(`
      create function compliance.refuse_tenant() returns trigger language plpgsql as $$
      begin raise exception 'tenant refused for the test'; end; $$;
      create trigger refuse_tenant before insert on compliance.tenants
        for each row execute function compliance.refuse_tenant();`);
    const body = signupBody();
    const tenantsBefore = await countRows(svc, 'tenants');
    try {
      const res = await app.inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
    } finally {
      await db.exec(
        `drop trigger refuse_tenant on compliance.tenants; drop function compliance.refuse_tenant();`,
      );
    }
    expect(await countRows(svc, 'tenants')).toBe(tenantsBefore);
    expect(await identityUsersWith(body.email)).toBe(0);
    expect((await signIn(body.email, body.password)).statusCode).toBe(400);
    // The same e-mail signs up cleanly afterwards.
    expect(
      (await app.inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body })).statusCode,
    ).toBe(201);
  });

  it('lets one of two concurrent signups with one e-mail through, and leaves nothing of the other', async () => {
    const body = signupBody();
    const tenantsBefore = await countRows(svc, 'tenants');
    const results = await Promise.all([
      app.inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body }),
      app.inject({
        method: 'POST',
        url: `${API}/tenants/signup`,
        payload: { ...body, organizationName: 'Twin' },
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await countRows(svc, 'tenants')).toBe(tenantsBefore + 1);
    expect(await identityUsersWith(body.email)).toBe(1);
    const winner = results.find((r) => r.statusCode === 201)?.json().data;
    const session = await signIn(body.email, body.password);
    expect(session.json().user.user_metadata.tenantId).toBe(winner.tenant.id);
  });

  it.each([
    ['no organizationName', { organizationName: undefined }],
    ['an unknown entity type', { entityType: 'CORPORATION' }],
    ['ALL as entity type', { entityType: 'ALL' }],
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['a short password', { password: 'short' }],
    ['a malformed GSTIN', { gstin: '27AAPFU0939F1Z' }],
    ['a malformed PAN', { pan: 'AAPFU0939' }],
    ['an unknown field', { plan: 'ENTERPRISE' }],
  ])('refuses %s with 400 and creates nothing', async (_what, overrides) => {
    const body = signupBody(overrides);
    const tenantsBefore = await countRows(svc, 'tenants');
    const res = await app.inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await countRows(svc, 'tenants')).toBe(tenantsBefore);
  });
});

describe('POST /tenants and GET /tenants', () => {
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    a = await createTenant(svc, { name: 'Aardvark Holdings' });
    b = await createTenant(svc, { name: 'Zebra Traders' });
  });

  const tenantBody = {
    name: 'Kaveri Textiles Limited',
    entityType: 'PUBLIC_LIMITED',
    contactEmail: 'cs@kaveri.example.test',
    contactPhone: '+91 80 4000 1000',
    gstin: '29AABCK1234L1ZX',
    pan: 'AABCK1234L',
    registrationNumber: 'L17111KA1990PLC012345',
    subscriptionPlan: 'PROFESSIONAL',
  };

  it('lets a super-administrator create a tenant, with an audit row', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/tenants`,
      headers: bearer(root),
      payload: tenantBody,
    });
    expect(res.statusCode).toBe(201);
    const tenant = res.json().data;
    expect(tenant).toMatchObject({ ...tenantBody, id: expect.any(String) });
    expect(
      await countRows(svc, 'audit_logs', sql`action = 'TENANT_CREATED' and entity_id = ${tenant.id}`),
    ).toBe(1);
  });

  it('refuses tenant creation to administrators and users with 403, before reading the body', async () => {
    for (const token of [a.admin.token, a.user.token]) {
      const res = await app.inject({
        method: 'POST',
        url: `${API}/tenants`,
        headers: bearer(token),
        payload: { nonsense: true },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const anonymous = await app.inject({ method: 'POST', url: `${API}/tenants`, payload: tenantBody });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each([
    ['no name', { name: undefined }],
    ['an unknown plan', { subscriptionPlan: 'GOLD' }],
    ['an empty name', { name: '' }],
    ['an over-long registration number', { registrationNumber: 'x'.repeat(51) }],
  ])('refuses a tenant with %s (400)', async (_what, overrides) => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/tenants`,
      headers: bearer(root),
      payload: { ...tenantBody, ...overrides },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('lists every tenant to a super-administrator, sorted as asked', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/tenants?sort=name:desc&limit=100`,
      headers: bearer(root),
    });
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json();
    const names = data.map((t: { name: string }) => t.name);
    expect(names).toContain('Aardvark Holdings');
    expect(names).toContain('Zebra Traders');
    expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? 1 : x > y ? -1 : 0)));
    expect(pagination).toMatchObject({ page: 1, limit: 100, total: data.length });

    const asc = await app.inject({
      method: 'GET',
      url: `${API}/tenants?sort=name:asc`,
      headers: bearer(root),
    });
    expect(asc.json().data[0].name <= asc.json().data[1].name).toBe(true);
  });

  it('pages the list', async () => {
    const all = (
      await app.inject({ method: 'GET', url: `${API}/tenants?limit=100`, headers: bearer(root) })
    ).json();
    const second = await app.inject({
      method: 'GET',
      url: `${API}/tenants?limit=1&page=2`,
      headers: bearer(root),
    });
    expect(second.json().data).toEqual([all.data[1]]);
    expect(second.json().pagination).toEqual({
      page: 2,
      limit: 1,
      total: all.pagination.total,
      totalPages: all.pagination.total,
    });
  });

  it('lists only their own tenant to administrators and users', async () => {
    for (const [tenant, token] of [
      [a, a.admin.token],
      [b, b.user.token],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `${API}/tenants`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((t: { id: string }) => t.id)).toEqual([tenant.id]);
      expect(res.json().pagination.total).toBe(1);
    }
  });

  it.each([
    ['limit above 100', 'limit=101'],
    ['limit 0', 'limit=0'],
    ['page 0', 'page=0'],
    ['a page past the bound', 'page=10001'],
    ['an unknown sort field', 'sort=password:asc'],
    ['a bad sort direction', 'sort=name:up'],
  ])('refuses %s with 400', async (_what, query) => {
    const res = await app.inject({ method: 'GET', url: `${API}/tenants?${query}`, headers: bearer(root) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses the list without a token (401)', async () => {
    expect((await app.inject({ method: 'GET', url: `${API}/tenants` })).statusCode).toBe(401);
  });
});

describe('GET /me', () => {
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    a = await createTenant(svc, { plan: 'STARTER' });
    b = await createTenant(svc);
  });

  const me = (token: string, email: string) =>
    app.inject({
      method: 'GET',
      url: `${API}/me?email=${encodeURIComponent(email)}`,
      headers: bearer(token),
    });

  it('returns the caller’s own context with tenant, role and permissions', async () => {
    const res = await me(a.user.token, a.user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: a.user.id,
      name: expect.any(String),
      email: a.user.email,
      tenant: { id: a.id, name: a.name, subscriptionPlan: 'STARTER' },
      entity: null,
      role: {
        id: expect.any(String),
        name: 'user',
        permissions: expect.objectContaining({ entities: expect.any(Array) }),
      },
    });
  });

  it('lets an administrator look up a user of its own tenant', async () => {
    const res = await me(a.admin.token, a.user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(a.user.id);
  });

  it('answers 404 to an administrator asking for another tenant’s user', async () => {
    const res = await me(a.admin.token, b.user.email);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(b.user.id);
  });

  it('answers 403 to a user asking for someone else', async () => {
    expect((await me(a.user.token, a.admin.email)).statusCode).toBe(403);
  });

  it('describes a super-administrator without a user row from its token', async () => {
    const res = await me(root, 'root@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'root@example.test',
      tenant: null,
      role: { name: 'super_admin' },
    });
  });

  it('lets a super-administrator look up any user', async () => {
    expect((await me(root, b.admin.email)).json().data.id).toBe(b.admin.id);
  });

  it('needs a token (401) and an e-mail (400)', async () => {
    expect((await app.inject({ method: 'GET', url: `${API}/me?email=${a.user.email}` })).statusCode).toBe(
      401,
    );
    const res = await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(a.user.token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('POST /users and the plan’s user limit', () => {
  it('adds users who can sign in, up to the FREE plan’s two, then 403 naming the limit', async () => {
    const body = signupBody();
    const signed = await app.inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body });
    const { tenant, user } = signed.json().data;
    const adminToken = await svc.issuer.mint({
      sub: user.id,
      email: body.email,
      role: 'admin',
      tenantId: tenant.id,
      apps: GRANTED,
    });

    const second = {
      email: `clerk-${randomBytes(3).toString('hex')}@example.test`,
      password: 'clerk-password-1',
      name: 'Clerk',
    };
    const res = await app.inject({
      method: 'POST',
      url: `${API}/users`,
      headers: bearer(adminToken),
      payload: second,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: second.email, role: 'user', tenantId: tenant.id });
    const session = await signIn(second.email, second.password);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.user_metadata.tenantId).toBe(tenant.id);

    const third = {
      email: `third-${randomBytes(3).toString('hex')}@example.test`,
      password: 'third-password-1',
      name: 'Third',
    };
    const refused = await app.inject({
      method: 'POST',
      url: `${API}/users`,
      headers: bearer(adminToken),
      payload: third,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      details: { limit: 'users', max: 2, current: 2 },
    });
    expect(await identityUsersWith(third.email)).toBe(0);

    const listed = await app.inject({ method: 'GET', url: `${API}/users`, headers: bearer(adminToken) });
    expect(
      listed
        .json()
        .data.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual([body.email, second.email].sort());
  });

  it('refuses users and strangers (403/401) and another tenant (403)', async () => {
    const a = await createTenant(svc);
    const b = await createTenant(svc);
    const payload = { email: 'x@example.test', password: 'password-123', name: 'X' };
    expect(
      (await app.inject({ method: 'POST', url: `${API}/users`, headers: bearer(a.user.token), payload }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'POST', url: `${API}/users`, payload })).statusCode).toBe(401);
    const other = await app.inject({
      method: 'POST',
      url: `${API}/users`,
      headers: bearer(a.admin.token),
      payload: { ...payload, tenantId: b.id },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('GET /users', () => {
  it('lists the tenant’s users, paged, and refuses bad pages, strangers and other tenants', async () => {
    const t = await createTenant(svc);
    const other = await createTenant(svc);
    const res = await app.inject({
      method: 'GET',
      url: `${API}/users?limit=1&page=2`,
      headers: bearer(t.user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(res.json().data).toHaveLength(1);
    expect([t.admin.id, t.user.id]).toContain(res.json().data[0].id);
    for (const q of ['limit=101', 'page=0', 'page=abc'])
      expect(
        (await app.inject({ method: 'GET', url: `${API}/users?${q}`, headers: bearer(t.user.token) }))
          .statusCode,
      ).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${API}/users` })).statusCode).toBe(401);
    const theirs = await app.inject({
      method: 'GET',
      url: `${API}/users?tenantId=${other.id}`,
      headers: bearer(t.admin.token),
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain(other.user.email);
  });
});

describe('an identity provider that does not answer', () => {
  it('makes signup 503 and leaves no tenant', async () => {
    const lonely = await startCompliance({
      IDENTITY_URL: 'http://127.0.0.1:0/auth/v1', // nothing listens on port 0
      IDENTITY_TIMEOUT_MS: '500',
    });
    try {
      const res = await lonely.app.inject({
        method: 'POST',
        url: `${API}/tenants/signup`,
        payload: signupBody(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(await countRows(lonely, 'tenants')).toBe(0);
    } finally {
      await lonely.close();
    }
  });
});
