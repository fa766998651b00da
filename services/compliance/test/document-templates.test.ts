import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocumentTemplates } from '../src/seed/document-templates/index.js';
import {
  API,
  bearer,
  countRows,
  createTenant,
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

const postSteps = [
  { order: 2, icon: 'upload', title: 'File MGT-14', type: 'FILING', mandatory: true },
  { order: 1, icon: 'pen', title: 'Sign', type: 'SIGNING', mandatory: true },
  { order: 3, title: 'Stamp', type: 'STAMP_PAPER', stampDenomination: '₹100' },
];

const template = {
  name: 'Board Resolution – Shifting of Registered Office within the City',
  category: 'BOARD_RESOLUTION',
  legalReference: 'Section 12(4) of the Companies Act, 2013',
  body: '<h2>{{companyName}}</h2><p>RESOLVED THAT the registered office be shifted to {{newAddress}}.</p>',
  variables: ['companyName', { name: 'newAddress', label: 'New address', type: 'address' }],
  metadata: { filingForm: 'INC-22', filingDeadline: 'Within 30 days', signatories: ['Director'], postSteps },
};

async function create(token: string, body: Record<string, unknown> = template) {
  return app.inject({
    method: 'POST',
    url: `${API}/documents/templates`,
    headers: bearer(token),
    payload: body,
  });
}

describe('the seeded library', () => {
  it('holds global templates of every category with variables, signatories, filing forms and post-steps', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/documents/templates?limit=100`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Record<string, unknown>[];
    const categories = new Set(list.map((t) => t.category));
    expect([...categories].sort()).toEqual(
      [
        'BOARD_RESOLUTION',
        'CERTIFICATE',
        'DISCLOSURE',
        'LETTER',
        'MINUTES',
        'NOTICE',
        'SEBI_DISCLOSURE',
      ].sort(),
    );
    for (const t of list) {
      expect(t).not.toHaveProperty('body');
      expect(t.tenantId).toBeNull();
    }
    const forms = list.map((t) => (t.metadata as { filingForm?: string }).filingForm);
    expect(forms).toEqual(expect.arrayContaining(['MGT-14', 'ADT-1', 'DIR-12']));
    const names = list.map((t) => t.name as string);
    expect(names.some((n) => n.includes('MBP-1'))).toBe(true);
    expect(names.some((n) => n.includes('DIR-8'))).toBe(true);
    expect(names.some((n) => n.includes('Regulation 30'))).toBe(true);
    const stamped = list.flatMap(
      (t) => (t.metadata as { postSteps?: { type: string; stampDenomination?: string }[] }).postSteps ?? [],
    );
    expect(stamped.some((s) => s.type === 'STAMP_PAPER' && typeof s.stampDenomination === 'string')).toBe(
      true,
    );
  });

  it('gives one template with body, variables and post-steps in order', async () => {
    const [row] = (
      await svc.backends.db.query<{ id: string }>(
        sql`select id from compliance.document_templates where seed_key = 'notice-annual-general-meeting'`,
      )
    ).rows;
    const res = await app.inject({
      method: 'GET',
      url: `${API}/documents/templates/${row?.id}`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(200);
    const t = res.json().data;
    expect(t).toMatchObject({ category: 'NOTICE', tenantId: null });
    expect(t.legalReference).toContain('101');
    expect(t.body).toContain('{{meetingDate}}');
    expect(t.variables.map((v: { name: string }) => v.name)).toContain('meetingDate');
    const orders = t.metadata.postSteps.map((s: { order: number }) => s.order);
    expect(orders).toEqual([...orders].sort((x: number, y: number) => x - y));
  });

  it('is loaded idempotently: a second load adds and changes nothing', async () => {
    const before = await countRows(svc, 'document_templates', sql`seed_key is not null`);
    const stamp = await svc.backends.db.query<{ t: string }>(
      sql`select max(updated_at)::text as t from compliance.document_templates where seed_key is not null`,
    );
    await loadDocumentTemplates(svc.backends.db);
    expect(await countRows(svc, 'document_templates', sql`seed_key is not null`)).toBe(before);
    const after = await svc.backends.db.query<{ t: string }>(
      sql`select max(updated_at)::text as t from compliance.document_templates where seed_key is not null`,
    );
    expect(after.rows[0]?.t).toBe(stamp.rows[0]?.t);
    expect(before).toBeGreaterThanOrEqual(10);
  });
});

describe('POST /documents/templates', () => {
  it('creates a template of the caller’s tenant with post-steps sorted, and an audit row', async () => {
    const res = await create(a.user.token);
    expect(res.statusCode).toBe(201);
    const t = res.json().data;
    expect(t).toMatchObject({
      tenantId: a.id,
      name: template.name,
      category: 'BOARD_RESOLUTION',
      legalReference: template.legalReference,
      variables: [{ name: 'companyName' }, { name: 'newAddress', label: 'New address', type: 'address' }],
    });
    expect(t.metadata.postSteps.map((s: { order: number }) => s.order)).toEqual([1, 2, 3]);
    expect(t.metadata.postSteps[2]).toMatchObject({
      type: 'STAMP_PAPER',
      stampDenomination: '₹100',
      mandatory: false,
    });
    expect(
      await countRows(svc, 'audit_logs', sql`action = 'DOCUMENT_TEMPLATE_CREATED' and entity_id = ${t.id}`),
    ).toBe(1);
  });

  it('stores the body without scripts, event handlers or javascript: links, keeping placeholders', async () => {
    const res = await create(a.admin.token, {
      ...template,
      body: '<p onclick="steal()">Dear {{name}},</p><script>alert(document.cookie)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><table><tr><td>{{ directors }}</td></tr></table>',
    });
    expect(res.statusCode).toBe(201);
    const { rows } = await svc.backends.db.query<{ body: string }>(
      sql`select body from compliance.document_templates where id = ${res.json().data.id}::uuid`,
    );
    const stored = rows[0]?.body ?? '';
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(stored).toContain('Dear {{name}},');
    expect(stored).toContain('<td>{{ directors }}</td>');
    expect(res.json().data.body).toBe(stored);
  });

  it('refuses an unknown category or post-step type (400), and a denomination off a STAMP_PAPER step', async () => {
    expect((await create(a.user.token, { ...template, category: 'MEMO' })).statusCode).toBe(400);
    const badStep = { ...template, metadata: { postSteps: [{ order: 1, title: 'Fax', type: 'FAX' }] } };
    const res = await create(a.user.token, badStep);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const misplaced = {
      ...template,
      metadata: { postSteps: [{ order: 1, title: 'Sign', type: 'SIGNING', stampDenomination: '₹100' }] },
    };
    expect((await create(a.user.token, misplaced)).statusCode).toBe(400);
    expect((await create(a.user.token, { ...template, body: '<script>only()</script>' })).statusCode).toBe(
      400,
    );
  });

  it('makes a global template only for a super-administrator', async () => {
    expect((await create(a.admin.token, { ...template, tenantId: null })).statusCode).toBe(403);
    const root = await superAdminToken(svc);
    const res = await create(root, { ...template, name: 'Global shift of office' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.tenantId).toBeNull();
    // Every tenant sees it.
    const seen = await app.inject({
      method: 'GET',
      url: `${API}/documents/templates/${res.json().data.id}`,
      headers: bearer(b.user.token),
    });
    expect(seen.statusCode).toBe(200);
  });

  it('needs a token (401) and refuses another tenant’s tenantId (403)', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: `${API}/documents/templates`,
      payload: template,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await create(a.user.token, { ...template, tenantId: b.id })).statusCode).toBe(403);
  });
});

describe('GET /documents/templates', () => {
  it('lists global templates plus the tenant’s own, filtered by category, never another tenant’s', async () => {
    const own = (await create(b.user.token, { ...template, category: 'LETTER', name: 'B letter' })).json()
      .data;
    const forB = await app.inject({
      method: 'GET',
      url: `${API}/documents/templates?category=LETTER&limit=100`,
      headers: bearer(b.user.token),
    });
    expect(forB.statusCode).toBe(200);
    const ids = forB.json().data.map((t: { id: string }) => t.id);
    expect(ids).toContain(own.id);
    expect(forB.json().data.every((t: { category: string }) => t.category === 'LETTER')).toBe(true);
    expect(forB.json().pagination).toMatchObject({ page: 1, limit: 100, total: ids.length });

    const forA = await app.inject({
      method: 'GET',
      url: `${API}/documents/templates?tenantId=${a.id}&limit=100`,
      headers: bearer(a.user.token),
    });
    expect(forA.json().data.map((t: { id: string }) => t.id)).not.toContain(own.id);
    expect(
      forA.json().data.every((t: { tenantId: string | null }) => t.tenantId === null || t.tenantId === a.id),
    ).toBe(true);
  });

  it('refuses an unknown category (400) and another tenant’s tenantId (403)', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: `${API}/documents/templates?category=MEMO`,
      headers: bearer(a.user.token),
    });
    expect(bad.statusCode).toBe(400);
    const other = await app.inject({
      method: 'GET',
      url: `${API}/documents/templates?tenantId=${b.id}`,
      headers: bearer(a.user.token),
    });
    expect(other.statusCode).toBe(403);
  });

  it('answers 404 for another tenant’s template', async () => {
    const own = (await create(b.user.token)).json().data;
    const res = await app.inject({
      method: 'GET',
      url: `${API}/documents/templates/${own.id}`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /documents/templates/:id', () => {
  it('changes name, body, variables and metadata, sanitising the body, with an audit row of the changes', async () => {
    const t = (await create(a.user.token)).json().data;
    const res = await app.inject({
      method: 'PATCH',
      url: `${API}/documents/templates/${t.id}`,
      headers: bearer(a.user.token),
      payload: {
        name: 'Shifting of Registered Office',
        body: '<p>{{companyName}} moves to {{newAddress}}<script>x()</script></p>',
        variables: ['companyName', 'newAddress'],
        metadata: {
          filingForm: 'INC-22',
          postSteps: [{ order: 1, title: 'File', type: 'FILING', mandatory: true }],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({
      name: 'Shifting of Registered Office',
      variables: [{ name: 'companyName' }, { name: 'newAddress' }],
    });
    expect(updated.body).toBe('<p>{{companyName}} moves to {{newAddress}}</p>');
    expect(updated.metadata.postSteps).toHaveLength(1);
    const { rows } = await svc.backends.db.query<{ changes: { field: string }[] }>(
      sql`select changes from compliance.audit_logs where action = 'DOCUMENT_TEMPLATE_UPDATED' and entity_id = ${t.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.changes.map((c) => c.field).sort()).toEqual(['body', 'metadata', 'name', 'variables']);
  });

  it('refuses an empty patch or a bad enum (400), another tenant (404) and a tenant changing a global one (403)', async () => {
    const t = (await create(a.user.token)).json().data;
    const patch = (token: string, id: string, payload: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: `${API}/documents/templates/${id}`,
        headers: bearer(token),
        payload,
      });
    expect((await patch(a.user.token, t.id, {})).statusCode).toBe(400);
    expect(
      (await patch(a.user.token, t.id, { metadata: { postSteps: [{ order: 1, title: 'x', type: 'NOPE' }] } }))
        .statusCode,
    ).toBe(400);
    expect((await patch(b.admin.token, t.id, { name: 'Taken over' })).statusCode).toBe(404);
    const [seeded] = (
      await svc.backends.db.query<{ id: string }>(
        sql`select id from compliance.document_templates where seed_key = 'disclosure-mbp-1'`,
      )
    ).rows;
    expect((await patch(a.admin.token, seeded?.id ?? '', { name: 'Mine now' })).statusCode).toBe(403);
    const root = await superAdminToken(svc);
    expect(
      (await patch(root, seeded?.id ?? '', { name: 'Form MBP-1 – Notice of Interest' })).statusCode,
    ).toBe(200);
  });
});
