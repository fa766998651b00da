import { randomUUID } from 'node:crypto';
import { ConfigError, loadConfig } from '@platform/kernel/config';
import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceVars } from '../src/config.js';
import { multipart, PAN_CARD, textPdf } from './document-fixtures.js';
import {
  API,
  bearer,
  countRows,
  createEntity,
  createTenant,
  GRANTED,
  startCompliance,
  superAdminToken,
  type TestTenant,
} from './harness.js';

let svc: TestService;
let app: HttpApp;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  svc = await startCompliance();
  app = svc.app;
  a = await createTenant(svc);
  b = await createTenant(svc);
});
afterAll(() => svc?.close());

const json = { 'content-type': 'application/json' };
const auditAccess = { 'x-audit-access': 'true' };

function expectEnvelope(body: Record<string, unknown>, code: string) {
  expect(body).toMatchObject({ code, error: expect.any(String), correlationId: expect.any(String) });
}

describe('a request naming another tenant than the caller’s', () => {
  it('is 403 FORBIDDEN wherever the other tenant is named, also beside the caller’s own x-tenant-id', async () => {
    const own = { ...bearer(a.user.token), 'x-tenant-id': a.id };
    const cases = [
      { method: 'GET' as const, url: `${API}/entities?tenantId=${b.id}`, headers: own },
      { method: 'GET' as const, url: `${API}/entities?tenantId=${b.id}`, headers: bearer(a.user.token) },
      {
        method: 'GET' as const,
        url: `${API}/entities`,
        headers: { ...bearer(a.user.token), 'x-tenant-id': b.id },
      },
      { method: 'GET' as const, url: `${API}/documents/vault?tenantId=${b.id}`, headers: own },
      {
        method: 'POST' as const,
        url: `${API}/entities`,
        headers: { ...own, ...json },
        payload: JSON.stringify({
          name: 'Reach Private Limited',
          entityType: 'PRIVATE_LIMITED',
          tenantId: b.id,
        }),
      },
    ];
    const before = await countRows(svc, 'entities', sql`tenant_id = ${b.id}::uuid`);
    for (const request of cases) {
      const res = await app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
      expectEnvelope(res.json(), 'FORBIDDEN');
    }
    expect(await countRows(svc, 'entities', sql`tenant_id = ${b.id}::uuid`)).toBe(before);
  });

  it('is still served when every name is the caller’s own, and a super-admin naming two tenants is 400', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/entities?tenantId=${a.id}`,
      headers: { ...bearer(a.user.token), 'x-tenant-id': a.id },
    });
    expect(res.statusCode).toBe(200);
    const root = await superAdminToken(svc);
    const both = await app.inject({
      method: 'GET',
      url: `${API}/entities?tenantId=${b.id}`,
      headers: { ...bearer(root), 'x-tenant-id': a.id },
    });
    expect(both.statusCode).toBe(400);
    expectEnvelope(both.json(), 'VALIDATION_ERROR');
  });
});

describe('malformed JSON', () => {
  it('is 400 VALIDATION_ERROR, the one code of a 400, and stores nothing', async () => {
    const before = await countRows(svc, 'entities', sql`tenant_id = ${a.id}::uuid`);
    for (const payload of ['{"name": ', '{"name": "x",}', '[1, 2', 'nul']) {
      const res = await app.inject({
        method: 'POST',
        url: `${API}/entities`,
        headers: { ...bearer(a.user.token), ...json },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expectEnvelope(res.json(), 'VALIDATION_ERROR');
    }
    const badPath = await app.inject({
      method: 'GET',
      url: `${API}/entities/%E0%A4%A`,
      headers: bearer(a.user.token),
    });
    expect(badPath.statusCode).toBe(400);
    expectEnvelope(badPath.json(), 'VALIDATION_ERROR');
    expect(await countRows(svc, 'entities', sql`tenant_id = ${a.id}::uuid`)).toBe(before);
  });
});

describe('GET /audit/document/:documentId', () => {
  it('is 404 for another tenant’s document and an unknown one, as the entity form answers', async () => {
    const entity = await createEntity(svc, b.id);
    const form = multipart(
      { entityId: entity.id, documentType: 'PAN_CARD', triggerExtraction: 'false' },
      { filename: 'pan.pdf', bytes: await textPdf(PAN_CARD), contentType: 'application/pdf' },
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: `${API}/documents/upload`,
      headers: { ...bearer(b.user.token), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const documentId: string = uploaded.json().documentId;

    const own = await app.inject({
      method: 'GET',
      url: `${API}/audit/document/${documentId}`,
      headers: { ...bearer(b.admin.token), ...auditAccess },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((e: { action: string }) => e.action)).toContain('DOCUMENT_UPLOADED');

    for (const id of [documentId, randomUUID()]) {
      const other = await app.inject({
        method: 'GET',
        url: `${API}/audit/document/${id}`,
        headers: { ...bearer(a.admin.token), ...auditAccess },
      });
      expect(other.statusCode).toBe(404);
      expectEnvelope(other.json(), 'NOT_FOUND');
      const entityForm = await app.inject({
        method: 'GET',
        url: `${API}/audit/entity/${entity.id}`,
        headers: { ...bearer(a.admin.token), ...auditAccess },
      });
      expect(entityForm.statusCode).toBe(other.statusCode);
    }
    const root = await app.inject({
      method: 'GET',
      url: `${API}/audit/document/${documentId}`,
      headers: { ...bearer(await superAdminToken(svc)), ...auditAccess },
    });
    expect(root.statusCode).toBe(200);
  });
});

describe('a token granting compliance for a tenant compliance does not have', () => {
  it('is 403 FORBIDDEN with reason unknown_tenant on every protected route, writing nothing', async () => {
    const tenantId = randomUUID();
    const admin = await svc.issuer.mint({
      sub: randomUUID(),
      email: 'owner@portal.test',
      role: 'admin',
      tenantId,
      apps: GRANTED,
    });
    const user = await svc.issuer.mint({
      sub: randomUUID(),
      email: 'clerk@factory.test',
      role: 'user',
      tenantId,
      apps: GRANTED,
    });
    const template = {
      name: 'Board Resolution – Borrowing',
      category: 'BOARD_RESOLUTION',
      body: '<p>RESOLVED THAT {{companyName}} may borrow.</p>',
      variables: ['companyName'],
    };
    const cases = [
      { method: 'POST' as const, url: `${API}/deadlines.ics/token`, token: admin },
      { method: 'POST' as const, url: `${API}/documents/templates`, token: user, payload: template },
      { method: 'POST' as const, url: `${API}/documents/templates`, token: admin, payload: template },
      { method: 'GET' as const, url: `${API}/entities`, token: user },
      { method: 'GET' as const, url: `${API}/audit/query`, token: admin, headers: auditAccess },
      { method: 'GET' as const, url: `${API}/mca/form-mappings`, token: user },
    ];
    for (const { token, headers, ...request } of cases) {
      const res = await app.inject({ ...request, headers: { ...bearer(token), ...headers } });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
      expectEnvelope(res.json(), 'FORBIDDEN');
      expect(res.json().details).toEqual({ reason: 'unknown_tenant' });
    }
    const vault = multipart({}, { filename: 'pan.pdf', bytes: await textPdf(PAN_CARD) });
    const stored = await app.inject({
      method: 'POST',
      url: `${API}/documents/vault/upload`,
      headers: { ...bearer(user), ...vault.headers },
      payload: vault.payload,
    });
    expect(stored.statusCode).toBe(403);
    for (const table of ['document_templates', 'documents', 'audit_logs'])
      expect(await countRows(svc, table, sql`tenant_id = ${tenantId}::uuid`), table).toBe(0);
  });

  it('is served once the tenant exists (a signup in between is not remembered as unknown)', async () => {
    const tenantId = randomUUID();
    const admin = await svc.issuer.mint({
      sub: randomUUID(),
      email: 'late@portal.test',
      role: 'admin',
      tenantId,
      apps: GRANTED,
    });
    const ask = () =>
      app.inject({ method: 'POST', url: `${API}/deadlines.ics/token`, headers: bearer(admin) });
    expect((await ask()).statusCode).toBe(403);
    await svc.backends.db.query(sql`
      insert into compliance.tenants (id, name, entity_type, contact_email, subscription_plan)
      values (${tenantId}::uuid, 'Late Signup', 'PRIVATE_LIMITED', 'late@portal.test', 'FREE')`);
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toEqual(expect.any(String));
  });
});

describe('ERP_WEBHOOK_SECRET', () => {
  const productionEnv = {
    NODE_ENV: 'production',
    SERVICE_SECRET: 's'.repeat(32),
    URL_SIGNING_SECRET: 'u'.repeat(32),
  };

  it('is required in production: the configuration refuses to load without it, naming it', () => {
    let problems: readonly string[] = [];
    try {
      loadConfig(complianceVars, { env: productionEnv });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      problems = (err as ConfigError).problems;
    }
    expect(problems).toEqual([
      expect.stringMatching(/^ERP_WEBHOOK_SECRET is required when NODE_ENV=production/),
    ]);
    expect(() =>
      loadConfig(complianceVars, { env: { ...productionEnv, ERP_WEBHOOK_SECRET: 'short' } }),
    ).toThrow(/ERP_WEBHOOK_SECRET must be at least 16 characters/);
    const config = loadConfig(complianceVars, {
      env: { ...productionEnv, ERP_WEBHOOK_SECRET: 'e'.repeat(32) },
    });
    expect(config.ERP_WEBHOOK_SECRET).toBe('e'.repeat(32));
  });

  it('stays unset outside production, where none is generated', () => {
    expect(
      loadConfig(complianceVars, { env: { NODE_ENV: 'development' } }).ERP_WEBHOOK_SECRET,
    ).toBeUndefined();
  });
});
