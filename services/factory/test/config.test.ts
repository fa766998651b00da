import { loadConfig } from '@platform/kernel/config';
import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFactoryApp } from '../src/app.js';
import { factoryVars } from '../src/config.js';
import { API, bearer, createTenant, startFactory, superAdmin, TEST_ENV, type TestUser } from './harness.js';

let svc: TestService;
let root: TestUser;
beforeAll(async () => {
  svc = await startFactory();
  root = await superAdmin(svc);
});
afterAll(() => svc.close());

const steps = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `Step ${i + 1}`, order: i + 1, isPaid: i % 2 === 0 }));

function upsertConfig(body: Record<string, unknown>, token = root.token) {
  return svc.app.inject({
    method: 'POST',
    url: `${API}/tenant-config`,
    headers: bearer(token),
    payload: body,
  });
}

describe('tenant config', () => {
  const fullConfig = (tenantId: string) => ({
    tenantId,
    jobSteps: [
      { name: 'Stitching', order: 2, isPaid: true },
      { name: 'Cutting', order: 1, isPaid: true },
      { name: 'Inspection', order: 3, isPaid: false },
    ],
    articleAttributes: [
      { name: 'color', label: 'Colour', type: 'string', isRequired: true },
      { name: 'size', label: 'Size', type: 'number', isRequired: false },
    ],
    sizeRange: { min: 4, max: 12 },
    customLedgerTypes: ['bonus', 'advance'],
    pagination: { defaultPageSize: 25, maxPageSize: 50 },
  });

  it('is upserted by the super-admin and read by any role of the tenant, steps in order', async () => {
    const tenant = await createTenant(svc);
    const saved = await upsertConfig(fullConfig(tenant.id));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.jobSteps.map((s: { name: string }) => s.name)).toEqual([
      'Cutting',
      'Stitching',
      'Inspection',
    ]);
    for (const token of [tenant.admin.token, tenant.user.token, root.token]) {
      const res = await svc.app.inject({
        method: 'GET',
        url: `${API}/tenant-config/${tenant.id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ ...fullConfig(tenant.id), jobSteps: saved.json().data.jobSteps });
    }
    // An update changes what it names and keeps the rest.
    const updated = await upsertConfig({ tenantId: tenant.id, customLedgerTypes: ['bonus'] });
    expect(updated.json().data).toMatchObject({
      customLedgerTypes: ['bonus'],
      sizeRange: { min: 4, max: 12 },
    });
    expect(updated.json().data.jobSteps).toHaveLength(3);
  });

  it('answers the defaults before a config is saved', async () => {
    const tenant = await createTenant(svc);
    const res = await svc.app.inject({
      method: 'GET',
      url: `${API}/tenant-config/${tenant.id}`,
      headers: bearer(tenant.admin.token),
    });
    expect(res.json().data).toEqual({
      tenantId: tenant.id,
      jobSteps: [],
      articleAttributes: [],
      sizeRange: null,
      customLedgerTypes: [],
      pagination: { defaultPageSize: 20, maxPageSize: 100 },
    });
  });

  it.each([
    [
      'an unknown attribute type',
      { articleAttributes: [{ name: 'a', label: 'A', type: 'date', isRequired: true }] },
    ],
    ['a step without isPaid', { jobSteps: [{ name: 'Cutting', order: 1 }] }],
    [
      'two steps with one name',
      {
        jobSteps: [
          { name: 'Cut', order: 1, isPaid: true },
          { name: 'Cut', order: 2, isPaid: true },
        ],
      },
    ],
    ['a size range upside down', { sizeRange: { min: 10, max: 2 } }],
    ['a default page above the maximum', { pagination: { defaultPageSize: 60, maxPageSize: 50 } }],
    ['credit as a custom ledger type', { customLedgerTypes: ['credit'] }],
    ['an unknown field', { colour: 'red' }],
  ])('answers 400 for %s and stores nothing', async (_case, fields) => {
    const tenant = await createTenant(svc);
    const res = await upsertConfig({ tenantId: tenant.id, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
    const { rows } = await svc.backends.db.query(
      sql`select 1 from factory.tenant_configs where tenant_id = ${tenant.id}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for an unknown tenant, 403 to a tenant administrator writing it', async () => {
    expect((await upsertConfig({ tenantId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const tenant = await createTenant(svc);
    expect((await upsertConfig({ tenantId: tenant.id }, tenant.admin.token)).statusCode).toBe(403);
  });

  it('enforces maxJobSteps and maxArticleAttributes at the edge (403, nothing stored); -1 is unlimited', async () => {
    const starter = await createTenant(svc, { plan: 'starter' }); // 10 steps, 10 attributes
    expect((await upsertConfig({ tenantId: starter.id, jobSteps: steps(10) })).statusCode).toBe(200);
    const over = await upsertConfig({ tenantId: starter.id, jobSteps: steps(11) });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toMatch(/maxJobSteps/);
    const attributes = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: `a${i}`,
        label: `A${i}`,
        type: 'string',
        isRequired: false,
      }));
    expect((await upsertConfig({ tenantId: starter.id, articleAttributes: attributes(11) })).statusCode).toBe(
      403,
    );
    const stored = await svc.app.inject({
      method: 'GET',
      url: `${API}/tenant-config/${starter.id}`,
      headers: bearer(root.token),
    });
    expect(stored.json().data.jobSteps).toHaveLength(10);
    expect(stored.json().data.articleAttributes).toHaveLength(0);
    const enterprise = await createTenant(svc, { plan: 'enterprise' });
    expect(
      (
        await upsertConfig({
          tenantId: enterprise.id,
          jobSteps: steps(150),
          articleAttributes: attributes(150),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps tenants apart: another tenant’s config is 403, a suspended tenant’s users get 403', async () => {
    const a = await createTenant(svc);
    const b = await createTenant(svc);
    const cross = await svc.app.inject({
      method: 'GET',
      url: `${API}/tenant-config/${b.id}`,
      headers: bearer(a.admin.token),
    });
    expect(cross.statusCode).toBe(403);
    const suspended = await createTenant(svc, { status: 'suspended' });
    const res = await svc.app.inject({
      method: 'GET',
      url: `${API}/tenant-config/${suspended.id}`,
      headers: bearer(suspended.user.token),
    });
    expect(res.statusCode).toBe(403);
    expect((await svc.app.inject({ method: 'GET', url: `${API}/tenant-config/${a.id}` })).statusCode).toBe(
      401,
    );
  });
});

describe('master data values', () => {
  const upsert = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    svc.app.inject({
      method: 'POST',
      url: `${API}/master-data-values`,
      headers: { ...bearer(token), ...headers },
      payload: body,
    });

  it('creates (201) and replaces (200) the value list of an attribute, listed per tenant', async () => {
    const tenant = await createTenant(svc);
    const created = await upsert(tenant.admin.token, { attributeName: 'color', values: ['Red', 'Blue'] });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      tenantId: tenant.id,
      attributeName: 'color',
      values: ['Red', 'Blue'],
    });
    const replaced = await upsert(tenant.admin.token, { attributeName: 'color', values: ['Green'] });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data._id).toBe(created.json().data._id);
    await upsert(tenant.admin.token, { attributeName: 'brand', values: ['Acme'] });
    const list = await svc.app.inject({
      method: 'GET',
      url: `${API}/master-data-values/${tenant.id}`,
      headers: bearer(tenant.admin.token),
    });
    expect(list.statusCode).toBe(200);
    expect(
      list.json().data.map((r: { attributeName: string; values: string[] }) => [r.attributeName, r.values]),
    ).toEqual([
      ['brand', ['Acme']],
      ['color', ['Green']],
    ]);
  });

  it('writes to the caller’s tenant only; another tenant’s list is 403; a plain user is 403', async () => {
    const a = await createTenant(svc);
    const b = await createTenant(svc);
    await upsert(a.admin.token, { attributeName: 'size', values: ['S'] });
    // A tenantId in the header naming another tenant is refused, never honoured.
    expect(
      (await upsert(a.admin.token, { attributeName: 'size', values: ['XL'] }, { 'x-tenant-id': b.id }))
        .statusCode,
    ).toBe(403);
    const other = await svc.app.inject({
      method: 'GET',
      url: `${API}/master-data-values/${a.id}`,
      headers: bearer(b.admin.token),
    });
    expect(other.statusCode).toBe(403);
    const mine = await svc.app.inject({
      method: 'GET',
      url: `${API}/master-data-values/${b.id}`,
      headers: bearer(b.admin.token),
    });
    expect(mine.json().data).toEqual([]);
    expect((await upsert(a.user.token, { attributeName: 'size', values: ['M'] })).statusCode).toBe(403);
  });

  it('accepts the caller’s own tenantId in the body, refuses another (403) or a non-id (400), and stores nothing then', async () => {
    const a = await createTenant(svc);
    const b = await createTenant(svc);
    const own = await upsert(a.admin.token, { tenantId: a.id, attributeName: 'fabric', values: ['Silk'] });
    expect(own.statusCode).toBe(201);
    expect(own.json().data).toMatchObject({ tenantId: a.id, attributeName: 'fabric', values: ['Silk'] });
    const another = await upsert(a.admin.token, {
      tenantId: b.id,
      attributeName: 'fabric',
      values: ['Wool'],
    });
    expect(another.statusCode).toBe(403);
    expect(another.json()).toEqual({ status: 'error', message: 'Access to another tenant is forbidden' });
    const notAnId = await upsert(a.admin.token, { tenantId: 42, attributeName: 'fabric', values: ['Wool'] });
    expect(notAnId.statusCode).toBe(400);
    const rows = await svc.backends.db.query<{ values: string[] }>(
      sql`select values from factory.master_data_values where tenant_id = ${a.id} and attribute_name = 'fabric'`,
    );
    expect(rows.rows.map((r) => r.values)).toEqual([['Silk']]);
    expect(
      await svc.backends.db.query(sql`select 1 from factory.master_data_values where tenant_id = ${b.id}`),
    ).toMatchObject({ rows: [] });
    // Every tenant route takes it the same way, not only master data.
    const worker = await svc.app.inject({
      method: 'POST',
      url: `${API}/worker/create`,
      headers: bearer(a.admin.token),
      payload: { tenantId: a.id, name: 'Lakshmi' },
    });
    expect(worker.statusCode).toBe(201);
    const stranger = await svc.app.inject({
      method: 'POST',
      url: `${API}/worker/create`,
      headers: bearer(a.admin.token),
      payload: { tenantId: b.id, name: 'Lakshmi' },
    });
    expect(stranger.statusCode).toBe(403);
    // The super-admin's body names the tenant its header names, or the request is refused.
    const rooted = await upsert(
      root.token,
      { tenantId: b.id, attributeName: 'grade', values: ['B'] },
      { 'x-tenant-id': a.id },
    );
    expect(rooted.statusCode).toBe(403);
  });

  it('refuses an x-tenant-id naming another tenant even where the path names the caller’s own (403)', async () => {
    const a = await createTenant(svc);
    const b = await createTenant(svc);
    for (const url of [`${API}/master-data-values/${a.id}`, `${API}/tenant-config/${a.id}`]) {
      const mine = await svc.app.inject({ method: 'GET', url, headers: bearer(a.admin.token) });
      expect(mine.statusCode).toBe(200);
      const crossed = await svc.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(a.admin.token), 'x-tenant-id': b.id },
      });
      expect(crossed.statusCode).toBe(403);
      expect(crossed.json()).toEqual({ status: 'error', message: 'Access to another tenant is forbidden' });
      // The same for the super-admin: one request, one tenant.
      const rooted = await svc.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(root.token), 'x-tenant-id': b.id },
      });
      expect(rooted.statusCode).toBe(403);
    }
  });

  it('lets the super-admin act on a tenant it names in x-tenant-id (400 without one, 404 for an unknown one)', async () => {
    const tenant = await createTenant(svc);
    expect((await upsert(root.token, { attributeName: 'grade', values: ['A'] })).statusCode).toBe(400);
    expect(
      (
        await upsert(
          root.token,
          { attributeName: 'grade', values: ['A'] },
          { 'x-tenant-id': '00000000-0000-4000-8000-000000000000' },
        )
      ).statusCode,
    ).toBe(404);
    const res = await upsert(
      root.token,
      { attributeName: 'grade', values: ['A'] },
      { 'x-tenant-id': tenant.id },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.tenantId).toBe(tenant.id);
  });

  it('validates the body (400)', async () => {
    const tenant = await createTenant(svc);
    expect((await upsert(tenant.admin.token, { attributeName: 'x', values: ['a', 'a'] })).statusCode).toBe(
      400,
    );
    expect((await upsert(tenant.admin.token, { attributeName: '', values: [] })).statusCode).toBe(400);
    expect((await upsert(tenant.admin.token, { values: ['a'] })).statusCode).toBe(400);
  });
});

describe('global config: CORS origins', () => {
  const preflight = (app: HttpApp, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: `${API}/plan`,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
  const allowed = async (app: HttpApp, origin: string) =>
    (await preflight(app, origin)).headers['access-control-allow-origin'] === origin;
  const cors = (
    method: 'GET' | 'POST' | 'DELETE',
    url = '',
    payload?: Record<string, unknown>,
    token = root.token,
  ) =>
    svc.app.inject({
      method,
      url: `${API}/global-config/cors${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('honours an added origin without a restart, on this replica at once and on another within its refresh', async () => {
    const origin = 'https://shop.example.com';
    const config = loadConfig(factoryVars, {
      env: {
        ...TEST_ENV,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: svc.dataDir,
        SERVICE_SECRET: 'replica-service-secret-0123456789',
        URL_SIGNING_SECRET: 'replica-signing-secret-0123456789',
        CORS_REFRESH_MS: '1000',
      },
    });
    const replica = await buildFactoryApp(config, svc.backends);
    await replica.ready();
    try {
      expect(await allowed(svc.app, origin)).toBe(false);
      expect(await allowed(replica, origin)).toBe(false);

      const added = await cors('POST', '', { origin: 'https://Shop.Example.com/' });
      expect(added.statusCode).toBe(201);
      expect(added.json().data.origins).toContain(origin);
      expect(await allowed(svc.app, origin)).toBe(true);
      const res = await preflight(svc.app, origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');

      // The other replica still has its copy, then rereads it.
      expect(await allowed(replica, origin)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await allowed(replica, origin)).toBe(true);

      const list = await cors('GET');
      expect(list.json().data.origins).toContain(origin);

      const removed = await cors('DELETE', `/${encodeURIComponent(origin)}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.origins).not.toContain(origin);
      expect(await allowed(svc.app, origin)).toBe(false);
      expect((await cors('DELETE', `/${encodeURIComponent(origin)}`)).statusCode).toBe(404);
    } finally {
      await replica.close();
    }
  });

  it('refuses what is not an origin (400), a repeat (409), and anyone but the super-admin (403)', async () => {
    expect((await cors('POST', '', { origin: 'ftp://files.example.com' })).statusCode).toBe(400);
    expect((await cors('POST', '', { origin: 'https://example.com/path' })).statusCode).toBe(400);
    expect((await cors('POST', '', { origin: 'not a url' })).statusCode).toBe(400);
    expect((await cors('POST', '', { origin: 'http://localhost:5173' })).statusCode).toBe(201);
    expect((await cors('POST', '', { origin: 'http://localhost:5173' })).statusCode).toBe(409);
    const tenant = await createTenant(svc);
    expect((await cors('GET', '', undefined, tenant.admin.token)).statusCode).toBe(403);
    expect(
      (await cors('POST', '', { origin: 'https://evil.example.com' }, tenant.admin.token)).statusCode,
    ).toBe(403);
    expect(
      (await cors('DELETE', `/${encodeURIComponent('http://localhost:5173')}`, undefined, tenant.admin.token))
        .statusCode,
    ).toBe(403);
  });

  it('keeps allowing the origins of CORS_ORIGINS', async () => {
    const fixed = await startFactory({ CORS_ORIGINS: 'https://admin.example.com' });
    try {
      expect(await allowed(fixed.app, 'https://admin.example.com')).toBe(true);
      expect(await allowed(fixed.app, 'https://other.example.com')).toBe(false);
    } finally {
      await fixed.close();
    }
  });
});
