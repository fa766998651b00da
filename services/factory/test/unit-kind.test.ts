/**
 * The portal's provisioning with the kind of unit the customer chose: the tenant keeps its kind
 * and starts with that kind's production configuration, written once.
 */
import { randomUUID } from 'node:crypto';
import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_TEMPLATES } from '../src/production-config/templates.js';
import { API, bearer, countRows, startFactory, superAdmin } from './harness.js';

const SECRET = 'portal-to-factory-secret-0123456789';
let svc: TestService;
beforeAll(async () => {
  svc = await startFactory({ SERVICE_SECRET: SECRET });
});
afterAll(() => svc?.close());

let counter = 0;
function portalTenant(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const slug = `kind-${counter}-${Date.now().toString(36)}`;
  return {
    tenantId: randomUUID(),
    name: `Unit ${counter}`,
    slug,
    plan: 'starter',
    adminEmail: `owner.${slug}@example.test`,
    ...overrides,
  };
}

const provision = (body: Record<string, unknown>) =>
  svc.app.inject({
    method: 'POST',
    url: `${API}/internal/tenants`,
    headers: { 'x-service-secret': SECRET },
    payload: body,
  });

async function configOf(tenantId: string) {
  const root = await superAdmin(svc);
  const res = await svc.app.inject({
    method: 'GET',
    url: `${API}/tenant-config/${tenantId}`,
    headers: bearer(root.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    jobSteps: { name: string; order: number; isPaid: boolean }[];
    articleAttributes: { name: string; type: string }[];
    sizeRange: unknown;
    customLedgerTypes: string[];
    pagination: unknown;
  };
}

const names = (items: readonly { name: string }[]) => items.map((i) => i.name);

describe('POST /internal/tenants with unitKind', () => {
  it.each([
    ['garment', ['Cutting', 'Stitching', 'Checking', 'Ironing', 'Packing'], ['style', 'size', 'colour']],
    [
      'footwear',
      ['Cutting', 'Closing', 'Lasting', 'Sole attaching', 'Finishing', 'Packing'],
      ['style', 'size', 'colour', 'material'],
    ],
    ['other', ['Preparation', 'Production', 'Quality check', 'Packing'], ['style']],
  ])(
    'starts a %s unit with its steps in order, paid, and its attributes',
    async (kind, steps, attributes) => {
      const body = portalTenant({ unitKind: kind });
      const res = await provision(body);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.tenant).toMatchObject({ _id: body.tenantId, unitKind: kind });
      const config = await configOf(body.tenantId);
      expect(names(config.jobSteps)).toEqual(steps);
      expect(config.jobSteps.map((s) => s.order)).toEqual(steps.map((_, i) => i + 1));
      expect(config.jobSteps.every((s) => s.isPaid)).toBe(true);
      expect(names(config.articleAttributes)).toEqual(attributes);
      expect(config).toMatchObject({
        sizeRange: null,
        customLedgerTypes: [],
        pagination: { defaultPageSize: 20, maxPageSize: 100 },
      });
      // Stored on the tenant, where GET /auth/me reads it.
      const owner = await svc.backends.db.query<{ kind: string }>(
        sql`select unit_kind as kind from factory.tenants where id = ${body.tenantId}`,
      );
      expect(owner.rows[0]?.kind).toBe(kind);
    },
  );

  it("is 'other' when the portal does not say", async () => {
    const body = portalTenant();
    expect((await provision(body)).json().data.tenant.unitKind).toBe('other');
    expect(names((await configOf(body.tenantId)).jobSteps)).toEqual(names(CONFIG_TEMPLATES.other.jobSteps));
  });

  it('refuses an unknown kind (400) and creates nothing', async () => {
    const tenants = await countRows(svc, 'tenants');
    const configs = await countRows(svc, 'tenant_configs');
    for (const unitKind of ['textile', '', 'GARMENT', 3, null]) {
      const res = await provision(portalTenant({ unitKind }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'error',
        message: expect.stringContaining('body.unitKind'),
      });
    }
    expect(await countRows(svc, 'tenants')).toBe(tenants);
    expect(await countRows(svc, 'tenant_configs')).toBe(configs);
  });

  it('changes nothing on a repeat, whatever kind it names, and keeps a configuration saved since', async () => {
    const body = portalTenant({ unitKind: 'garment' });
    expect((await provision(body)).statusCode).toBe(201);
    const root = await superAdmin(svc);
    const saved = await svc.app.inject({
      method: 'POST',
      url: `${API}/tenant-config`,
      headers: bearer(root.token),
      payload: { tenantId: body.tenantId, jobSteps: [{ name: 'Embroidery', order: 1, isPaid: true }] },
    });
    expect(saved.statusCode).toBe(200);
    const before = await configOf(body.tenantId);

    for (const unitKind of ['garment', 'footwear']) {
      const again = await provision({ ...body, unitKind });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.tenant.unitKind).toBe('garment');
    }
    expect(await configOf(body.tenantId)).toEqual(before);
    expect(names(before.jobSteps)).toEqual(['Embroidery']);
  });

  it('writes the template once when the same request arrives twice at once', async () => {
    const body = portalTenant({ unitKind: 'footwear' });
    const answers = await Promise.all([provision(body), provision(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const rows = await svc.backends.db.query<{ n: number }>(
      sql`select count(*)::int as n from factory.tenant_configs where tenant_id = ${body.tenantId}`,
    );
    expect(rows.rows[0]?.n).toBe(1);
    expect(names((await configOf(body.tenantId)).jobSteps)).toHaveLength(6);
  });

  it('keeps within a plan smaller than the template: the first steps and attributes', async () => {
    const root = await superAdmin(svc);
    const slug = `tiny-${Date.now().toString(36)}`;
    const plan = await svc.app.inject({
      method: 'POST',
      url: `${API}/plan`,
      headers: bearer(root.token),
      payload: {
        name: 'Tiny',
        slug,
        limits: { maxUsers: 2, maxWorkers: 2, maxJobSteps: 3, maxArticleAttributes: 2 },
      },
    });
    expect(plan.statusCode).toBe(201);
    const body = portalTenant({ plan: slug, unitKind: 'footwear' });
    expect((await provision(body)).statusCode).toBe(201);
    const config = await configOf(body.tenantId);
    expect(names(config.jobSteps)).toEqual(['Cutting', 'Closing', 'Lasting']);
    expect(names(config.articleAttributes)).toEqual(['style', 'size']);
  });
});

describe('the templates', () => {
  it('are within the starter plan and pass the configuration rules', async () => {
    const starter = await svc.backends.db.query<{ steps: number; attributes: number }>(
      sql`select max_job_steps as steps, max_article_attributes as attributes from factory.plans where slug = 'starter'`,
    );
    const limits = starter.rows[0];
    for (const template of Object.values(CONFIG_TEMPLATES)) {
      expect(template.jobSteps.length).toBeLessThanOrEqual(limits?.steps ?? 0);
      expect(template.articleAttributes.length).toBeLessThanOrEqual(limits?.attributes ?? 0);
    }
    // Saved back as they are through the super-admin's upsert: valid by its own rules.
    const body = portalTenant({ unitKind: 'footwear' });
    await provision(body);
    const config = await configOf(body.tenantId);
    const root = await superAdmin(svc);
    const resaved = await svc.app.inject({
      method: 'POST',
      url: `${API}/tenant-config`,
      headers: bearer(root.token),
      payload: {
        tenantId: body.tenantId,
        jobSteps: config.jobSteps,
        articleAttributes: config.articleAttributes,
      },
    });
    expect(resaved.statusCode).toBe(200);
    expect(resaved.json().data).toEqual(config);
  });
});
