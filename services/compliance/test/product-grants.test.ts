import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { identityService } from '@platform/identity/app';
import type { Product } from '@platform/kernel/auth';
import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import {
  documentedOperations,
  refusedWithoutGrant,
  startTestService,
  type TestService,
} from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  countRows,
  createEntity,
  createTenant,
  startCompliance,
  superAdminToken,
  type TestTenant,
  workflowApp,
} from './harness.js';

const SERVICE_SECRET = `service-secret-${randomBytes(6).toString('hex')}-0123456789`;
const ERP_WEBHOOK_SECRET = `erp-secret-${randomBytes(8).toString('hex')}`;
const GRANT_MIGRATION = readFileSync(
  new URL('../migrations/0021_product_grants.sql', import.meta.url),
  'utf8',
);
/** The compliance listener's operations that need no person's token (none on workflow's). */
const PUBLIC_OPERATIONS = [
  `GET ${API}/plans`,
  `POST ${API}/tenants/signup`,
  // The feed's secret is in its link: calendar apps send no token.
  `GET ${API}/deadlines.ics`,
  `POST ${API}/webhooks/erp`,
];
const NO_GRANT = 'This account has no access to this product';

let identity: TestService;
let svc: TestService;
let tenant: TestTenant;

beforeAll(async () => {
  identity = await startTestService(identityService, { env: { SERVICE_SECRET } });
  await identity.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = identity.app.server.address() as AddressInfo;
  // Signed ERP intake, as in production: its signature is its credential.
  svc = await startCompliance({
    IDENTITY_URL: `http://127.0.0.1:${port}/auth/v1`,
    SERVICE_SECRET,
    ERP_WEBHOOK_SECRET,
  });
  tenant = await createTenant(svc);
});
afterAll(async () => {
  await svc?.close();
  await identity?.close();
});

/** An administrator of the test tenant whose token grants `apps`. */
const adminOf = (apps: readonly Product[]) =>
  svc.issuer.mint({
    sub: randomUUID(),
    email: `admin-${randomBytes(3).toString('hex')}@example.test`,
    role: 'admin',
    tenantId: tenant.id,
    apps,
  });

/** What the identity provider's admin API says about a user, authorised by the service secret. */
async function identityUser(id: string): Promise<{ app_metadata: Record<string, unknown> }> {
  const res = await identity.app.inject({
    method: 'GET',
    url: `/auth/v1/admin/users/${id}`,
    headers: bearer(SERVICE_SECRET),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A person as an install before product grants created them: no `apps` in app_metadata. */
async function oldIdentityUser(appMetadata: Record<string, unknown> = { role: 'admin' }): Promise<string> {
  const res = await identity.app.inject({
    method: 'POST',
    url: '/auth/v1/admin/users',
    headers: bearer(SERVICE_SECRET),
    payload: {
      email: `old-${randomBytes(4).toString('hex')}@example.test`,
      password: 'an-old-password-1',
      email_confirm: true,
      user_metadata: { tenantId: tenant.id },
      app_metadata: appMetadata,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

async function insertUserRow(target: TestService, id: string, tenantId: string): Promise<void> {
  await target.backends.db.query(sql`
    insert into compliance.users (id, tenant_id, role_id, email, name)
    values (${id}, ${tenantId}::uuid, (select id from compliance.roles where name = 'admin'),
            ${`row-${randomBytes(4).toString('hex')}@example.test`}, 'Old Account')`);
}

/** Applies the grant migration's SQL as `migrate` does: in a transaction, in the service's schema. */
async function runGrantMigration(target: TestService): Promise<void> {
  await target.backends.db.transaction(async (tx) => {
    await tx.exec('set local search_path to "compliance", public');
    await tx.exec(GRANT_MIGRATION);
  });
}

interface GrantItem {
  readonly status: string;
  readonly attempts: number;
  readonly max_attempts: number;
  readonly last_error: string | null;
}

async function grantItem(target: TestService, userId: string): Promise<GrantItem | undefined> {
  const { rows } = await target.backends.db.query<GrantItem>(sql`
    select status, attempts, max_attempts, last_error from compliance.work_items
    where queue = 'identity.grant-product' and dedupe_key = ${userId}`);
  return rows[0];
}

/** Waits for the service's own grant worker (it looks every second) to reach `done`. */
async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("another product's token", () => {
  it('is refused 403 by every bearer route of both listeners, and no public route asks for a token', async () => {
    const tokens = {
      training: await adminOf(['training']),
      factory: await adminOf(['factory']),
      portal: await adminOf(['portal']),
      noGrant: await adminOf([]),
    };
    for (const listener of svc.listeners) {
      const app = listener.app as HttpApp;
      const operations = documentedOperations(
        app.swagger() as { paths?: Record<string, Record<string, unknown>> },
      );
      // Everything else declares bearer security: these four serve visitors, or carry their own credential.
      expect(
        operations.filter((o) => o.access !== 'bearer').map((o) => `${o.method} ${o.path}`),
        listener.name,
      ).toEqual(listener.name === 'compliance' ? PUBLIC_OPERATIONS : []);
      expect(operations.length, listener.name).toBeGreaterThan(PUBLIC_OPERATIONS.length);
      const failures = await refusedWithoutGrant(app, operations, tokens, {
        // Signed with ERP_WEBHOOK_SECRET: an unsigned delivery is 401 before its body is read.
        ownCredential: listener.name === 'compliance' ? [`POST ${API}/webhooks/erp`] : [],
      });
      expect(failures, `${listener.name}: ${JSON.stringify(failures, null, 2)}`).toEqual([]);
    }
  });

  it('is 403 in the envelope on a write with a valid body, and nothing is written', async () => {
    const training = await adminOf(['training']);
    const before = await countRows(svc, 'entities', sql`tenant_id = ${tenant.id}::uuid`);
    const res = await svc.app.inject({
      method: 'POST',
      url: `${API}/entities`,
      headers: bearer(training),
      payload: { name: 'Foreign Private Limited', entityType: 'PRIVATE_LIMITED' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: NO_GRANT,
      correlationId: expect.any(String),
    });
    expect(await countRows(svc, 'entities', sql`tenant_id = ${tenant.id}::uuid`)).toBe(before);
  });

  it('is refused by the event stream, given as the access_token query parameter', async () => {
    const portal = await adminOf(['portal']);
    const res = await svc.app.inject({
      method: 'GET',
      url: `${API}/events?access_token=${encodeURIComponent(portal)}`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', error: NO_GRANT });
  });
});

describe("compliance's own people", () => {
  it('read their entities with the compliance grant, also beside other products', async () => {
    const entity = await createEntity(svc, tenant.id);
    for (const token of [tenant.admin.token, tenant.user.token, await adminOf(['training', 'compliance'])]) {
      const res = await svc.app.inject({
        method: 'GET',
        url: `${API}/entities/${entity.id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: entity.id, tenantId: tenant.id });
    }
    const templates = await workflowApp(svc).inject({
      method: 'GET',
      url: `${API}/workflows/templates`,
      headers: bearer(tenant.admin.token),
    });
    expect(templates.statusCode).toBe(200);
  });

  it('include a super-admin, whose token names no product', async () => {
    const root = await superAdminToken(svc);
    const entities = await svc.app.inject({
      method: 'GET',
      url: `${API}/entities?tenantId=${tenant.id}`,
      headers: bearer(root),
    });
    expect(entities.statusCode).toBe(200);
    const templates = await workflowApp(svc).inject({
      method: 'GET',
      url: `${API}/workflows/templates`,
      headers: bearer(root),
    });
    expect(templates.statusCode).toBe(200);
  });
});

describe('every way compliance creates a person grants compliance', () => {
  it('sign-up: the administrator signs in with a token that names compliance', async () => {
    const email = `founder-${randomBytes(4).toString('hex')}@example.test`;
    const signup = await svc.app.inject({
      method: 'POST',
      url: `${API}/tenants/signup`,
      payload: {
        organizationName: 'Granted Widgets Private Limited',
        entityType: 'PRIVATE_LIMITED',
        email,
        password: 'correct-horse-battery',
      },
    });
    expect(signup.statusCode).toBe(201);
    const { user } = signup.json().data;
    expect((await identityUser(user.id)).app_metadata.apps).toEqual(['compliance']);

    const session = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email, password: 'correct-horse-battery' },
    });
    expect(session.statusCode).toBe(200);
    const [, claims] = String(session.json().access_token).split('.');
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8')).app_metadata.apps).toEqual([
      'compliance',
    ]);
  });

  it('POST /users: the added user is granted compliance', async () => {
    const res = await svc.app.inject({
      method: 'POST',
      url: `${API}/users`,
      headers: bearer(tenant.admin.token),
      payload: {
        email: `clerk-${randomBytes(4).toString('hex')}@example.test`,
        password: 'clerk-password-1',
        name: 'Clerk',
      },
    });
    expect(res.statusCode).toBe(201);
    expect((await identityUser(res.json().data.id)).app_metadata.apps).toEqual(['compliance']);
  });
});

describe('accounts from before product grants (migration 0021)', () => {
  it('are granted compliance by the worker, keeping their other products; one identity no longer has is done', async () => {
    const plain = await oldIdentityUser();
    const trainee = await oldIdentityUser({ role: 'user', apps: ['training'] });
    const gone = randomUUID();
    for (const id of [plain, trainee, gone]) await insertUserRow(svc, id, tenant.id);
    expect((await identityUser(plain)).app_metadata.apps).toBeUndefined();

    await runGrantMigration(svc);
    const queued = await countRows(svc, 'work_items', sql`queue = 'identity.grant-product'`);
    expect(queued).toBeGreaterThanOrEqual(3);
    expect(await grantItem(svc, plain)).toMatchObject({ max_attempts: 100 });

    await until(async () => {
      const items = await Promise.all([plain, trainee, gone].map((id) => grantItem(svc, id)));
      return items.every((item) => item?.status === 'done');
    });
    expect((await identityUser(plain)).app_metadata).toMatchObject({ role: 'admin', apps: ['compliance'] });
    expect((await identityUser(trainee)).app_metadata).toMatchObject({
      role: 'user',
      apps: ['training', 'compliance'],
    });

    // Run again (another replica, say), it queues nothing twice.
    await runGrantMigration(svc);
    expect(await countRows(svc, 'work_items', sql`queue = 'identity.grant-product'`)).toBe(queued);
  });
});

describe('the grant worker while the identity provider is away', () => {
  let away: TestService;
  beforeAll(async () => {
    away = await startCompliance({ IDENTITY_URL: 'http://127.0.0.1:0/auth/v1' }); // nothing listens on port 0
  });
  afterAll(() => away?.close());

  it('keeps the item for a later attempt instead of giving it up', async () => {
    const awayTenant = await createTenant(away);
    await runGrantMigration(away);
    // The attempt is counted when the item is claimed: wait for its failure to be recorded.
    await until(async () => ((await grantItem(away, awayTenant.admin.id))?.last_error ?? null) !== null);
    const item = await grantItem(away, awayTenant.admin.id);
    expect(item).toMatchObject({ status: 'pending', attempts: 1, max_attempts: 100 });
    expect(item?.last_error).toContain('identity provider is unavailable');
  });
});
