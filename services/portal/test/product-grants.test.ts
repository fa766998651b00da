import { randomUUID } from 'node:crypto';
import { identityAdmin } from '@platform/kernel/auth';
import { migrate, sql } from '@platform/kernel/db';
import { createWorkQueue } from '@platform/kernel/jobs';
import { documentedOperations, refusedWithoutGrant } from '@platform/kernel/testing';
import type { InjectOptions } from 'fastify';
import { PORTAL_SCHEMA, portalMigrations } from '../src/app.js';
import { GRANT_QUEUE, startGrantWorker } from '../src/grants/service.js';
import {
  API,
  bearer,
  eventually,
  type PortalUnderTest,
  SERVICE_SECRET,
  signupBody,
  startPortal,
  superAdminToken,
  tenantAdminToken,
} from './harness.js';

let portal: PortalUnderTest;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

const inject = (opts: InjectOptions) => portal.svc.app.inject(opts);

async function signUp(overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const res = await inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body });
  expect(res.statusCode).toBe(201);
  const data = res.json().data as { tenant: { id: string; app: string }; user: { id: string } };
  return { ...data, email: body.email };
}

/** Sets a user's `app_metadata.apps` at the identity provider, as it was before sign-ups granted one. */
async function setApps(userId: string, apps: string[]) {
  const res = await portal.identity.svc.app.inject({
    method: 'PUT',
    url: `/auth/v1/admin/users/${userId}`,
    headers: bearer(SERVICE_SECRET),
    payload: { app_metadata: { apps } },
  });
  expect(res.statusCode).toBe(200);
}

async function appsOf(email: string) {
  const [user] = await portal.identity.usersWithEmail(email);
  return user?.app_metadata.apps;
}

describe('the portal serves its own people and the customers of the products it sells', () => {
  it('refuses, on every documented route that needs a person, tokens of other products and a role without a grant', async () => {
    const { tenant } = await signUp();
    const issuer = portal.svc.issuer;
    const tokens = {
      compliance: await issuer.mint({ role: 'admin', tenantId: tenant.id, apps: ['compliance'] }),
      training: await issuer.mint({ role: 'admin', tenantId: tenant.id, apps: ['training'] }),
      'admin without a grant': await issuer.mint({ role: 'admin', tenantId: tenant.id }),
    };
    const operations = documentedOperations(
      portal.svc.app.swagger() as Parameters<typeof documentedOperations>[0],
    );
    expect(operations.filter((o) => o.access === 'bearer').map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/alerts',
        'GET /api/v1/admin/tenants',
        'GET /api/v1/admin/tenants/{id}',
        'PUT /api/v1/admin/tenants/{id}/plan-overrides',
        'POST /api/v1/sandbox/tenants/{tenant}/events',
        'POST /api/v1/sandbox/checkout',
        'GET /api/v1/billing',
        'POST /api/v1/billing/cancel',
      ]),
    );
    expect(
      operations
        .filter((o) => o.access === 'signed')
        .map((o) => `${o.method} ${o.path}`)
        .sort(),
    ).toEqual([
      'GET /api/v1/internal/audit-logs',
      'GET /api/v1/internal/tenants/{tenantId}/plan-limits',
      'POST /api/v1/internal/audit-logs',
      'POST /api/v1/internal/audit-logs/batch',
    ]);
    const failures = await refusedWithoutGrant(portal.svc.app, operations, tokens, {
      // Authorised by the payment provider's signature of the body: 401 without it, by design.
      ownCredential: ['POST /api/v1/webhooks/payment'],
    });
    expect(failures, JSON.stringify(failures, null, 2)).toEqual([]);
  });

  it("lets a factory tenant's administrator read its tenant with the factory grant, and not with another product's", async () => {
    const { tenant } = await signUp();
    const factory = await tenantAdminToken(portal.svc, tenant.id, 'admin', ['factory']);
    const own = await inject({
      method: 'GET',
      url: `${API}/admin/tenants/${tenant.id}`,
      headers: bearer(factory),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.tenant).toMatchObject({ id: tenant.id, app: 'factory' });

    const compliance = await tenantAdminToken(portal.svc, tenant.id, 'admin', ['compliance']);
    for (const url of [`${API}/admin/tenants/${tenant.id}`, `${API}/alerts`]) {
      const res = await inject({ method: 'GET', url, headers: bearer(compliance) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: 'This account has no access to this product' });
    }
  });

  it("keeps one product's customers out of a tenant that bought another, while the portal's people and a super-admin see it", async () => {
    // The portal selling a second product: its administrator holds that product, not the factory.
    await portal.svc.backends.db.query(
      sql`insert into portal.apps (slug, name, description) values ('training', 'Training', 'Courses')
          on conflict (slug) do nothing`,
    );
    const { tenant } = await signUp({ app: 'training' });
    expect(tenant.app).toBe('training');
    const factory = await tenantAdminToken(portal.svc, tenant.id, 'admin', ['factory']);
    for (const url of [`${API}/admin/tenants/${tenant.id}`, `${API}/alerts`]) {
      const res = await inject({ method: 'GET', url, headers: bearer(factory) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 'error',
        message: 'This account has no access to the product this tenant bought',
      });
    }
    const operator = await tenantAdminToken(portal.svc, tenant.id, 'admin', ['portal']);
    const root = await superAdminToken(portal.svc);
    for (const token of [operator, root]) {
      const res = await inject({
        method: 'GET',
        url: `${API}/admin/tenants/${tenant.id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.tenant.id).toBe(tenant.id);
    }
    const alerts = await inject({ method: 'GET', url: `${API}/alerts`, headers: bearer(operator) });
    expect(alerts.statusCode).toBe(200);
  });
});

describe('grants written by the portal', () => {
  it('creates the signing-up administrator with the grant of the product bought', async () => {
    const before = portal.identity.requests.length;
    const { user, email } = await signUp({ app: 'factory' });
    const sent = portal.identity.requests.slice(before);
    const created = sent.find((r) => r.method === 'POST' && r.path === '/admin/users');
    expect(created?.body).toMatchObject({ email, app_metadata: { role: 'admin', apps: ['factory'] } });
    // The later app_metadata write keeps the grant (the provider replaces a top-level key whole).
    const updated = sent.filter((r) => r.method === 'PUT' && r.path === `/admin/users/${user.id}`);
    expect(updated).not.toHaveLength(0);
    for (const put of updated) expect(put.body).toMatchObject({ app_metadata: { apps: ['factory'] } });
    expect(await appsOf(email)).toEqual(['factory']);
  });

  it("grants existing tenant administrators their tenant's product through the migration's work items", async () => {
    const first = await signUp();
    const second = await signUp();
    // As they were before sign-ups granted anything: none, or another product's only.
    await setApps(first.user.id, []);
    await setApps(second.user.id, ['compliance']);
    const { db, logger } = portal.svc.backends;
    await db.query(sql`delete from portal.work_items where queue = ${GRANT_QUEUE}`);
    await db.query(sql`delete from portal.schema_migrations where source = 'portal' and version = 5`);

    await migrate(db, PORTAL_SCHEMA, portalMigrations);

    const { rows } = await db.query<{ payload: unknown; dedupe_key: string; max_attempts: number }>(
      sql`select payload, dedupe_key, max_attempts from portal.work_items where queue = ${GRANT_QUEUE}`,
    );
    for (const user of [first.user, second.user])
      expect(rows).toContainEqual({
        payload: { userId: user.id, product: 'factory' },
        dedupe_key: `${user.id}:factory`,
        max_attempts: 1000,
      });

    const before = portal.identity.requests.length;
    const queue = createWorkQueue({ db, schema: PORTAL_SCHEMA, logger });
    startGrantWorker({
      queue,
      logger,
      identity: identityAdmin({
        baseUrl: portal.identity.url,
        serviceSecret: SERVICE_SECRET,
        timeoutMs: 5000,
      }),
    });
    await queue.drain(GRANT_QUEUE);

    // The portal's own worker may have taken some of the items meanwhile: either way, each is done.
    await eventually(async () => {
      const { rows: open } = await db.query(
        sql`select 1 from portal.work_items where queue = ${GRANT_QUEUE} and status <> 'done'`,
      );
      return open.length === 0 ? true : undefined;
    });
    const puts = portal.identity.requests.slice(before).filter((r) => r.method === 'PUT');
    expect(puts).toContainEqual({
      method: 'PUT',
      path: `/admin/users/${first.user.id}`,
      body: { app_metadata: { apps: ['factory'] } },
    });
    expect(puts).toContainEqual({
      method: 'PUT',
      path: `/admin/users/${second.user.id}`,
      body: { app_metadata: { apps: ['compliance', 'factory'] } },
    });
    expect(await appsOf(first.email)).toEqual(['factory']);
    expect(await appsOf(second.email)).toEqual(['compliance', 'factory']);
  });

  it('finishes a grant whose account no longer exists, and one it cannot read, without retrying forever', async () => {
    const { db, logger } = portal.svc.backends;
    const queue = createWorkQueue({ db, schema: PORTAL_SCHEMA, logger });
    startGrantWorker({
      queue,
      logger,
      identity: identityAdmin({
        baseUrl: portal.identity.url,
        serviceSecret: SERVICE_SECRET,
        timeoutMs: 5000,
      }),
    });
    const gone = randomUUID();
    await queue.enqueue(db, GRANT_QUEUE, { userId: gone, product: 'factory' });
    await queue.enqueue(db, GRANT_QUEUE, { userId: randomUUID(), product: 'nothing' });
    await queue.drain(GRANT_QUEUE);
    await eventually(async () => {
      const { rows } = await db.query<{ status: string }>(
        sql`select status from portal.work_items where queue = ${GRANT_QUEUE} and status <> 'done'`,
      );
      return rows.length === 0 ? true : undefined;
    });
    expect(
      portal.identity.requests.filter((r) => r.method === 'PUT' && r.path === `/admin/users/${gone}`),
    ).toEqual([]);
  });
});
