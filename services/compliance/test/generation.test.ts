import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTenant, startCompliance, type TestTenant } from './harness.js';

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

async function seededId(seedKey: string): Promise<string> {
  const { rows } = await svc.backends.db.query<{ id: string }>(
    sql`select id from compliance.document_templates where seed_key = ${seedKey}`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no seeded template ${seedKey}`);
  return id;
}

const generate = (
  token: string,
  id: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: `${API}/documents/generate/${id}`,
    headers: { ...bearer(token), ...headers },
    payload,
  });

async function ownTemplate(token: string, body: string, variables: unknown[] = []) {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/documents/templates`,
    headers: bearer(token),
    payload: {
      name: 'Letter to the bank',
      category: 'LETTER',
      legalReference: 'Section 179',
      body,
      variables,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

describe('POST /documents/generate/:templateId', () => {
  it('renders a seeded board resolution with every variable, returning name, category and reference', async () => {
    const id = await seededId('board-resolution-additional-director');
    const values = {
      companyName: 'Nirmal Foods Private Limited',
      cin: 'U15400MH2019PTC321987',
      registeredOffice: '12 Mill Road, Pune 411001',
      meetingDate: '14 August 2025',
      meetingPlace: 'Pune',
      signatoryName: 'Meera Iyer',
      signatoryDesignation: 'Managing Director',
      signatoryDin: '07654321',
      place: 'Pune',
      signingDate: '15 August 2025',
      directorName: 'Arjun Mehta',
      directorDin: '09876543',
      appointmentDate: '14 August 2025',
    };
    const res = await generate(a.user.token, id, values);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.data).toEqual({
      templateName: 'Board Resolution – Appointment of an Additional Director',
      category: 'BOARD_RESOLUTION',
      legalReference: 'Section 161(1) of the Companies Act, 2013',
      renderedHtml: expect.any(String),
    });
    const html = body.data.renderedHtml as string;
    expect(html).toContain('Arjun Mehta (DIN: 09876543)');
    expect(html).toContain('U15400MH2019PTC321987');
    expect(html).not.toContain('{{');
  });

  it('HTML-escapes values: markup in a value is text, never elements', async () => {
    const id = await ownTemplate(a.user.token, '<p>Dear {{name}},</p><p><a href="{{link}}">portal</a></p>', [
      'name',
      'link',
    ]);
    const res = await generate(a.user.token, id, {
      name: '<script>alert("x")</script> & Sons "Ltd"',
      link: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(200);
    const html = res.json().data.renderedHtml as string;
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&amp; Sons');
    expect(html).not.toContain('javascript:');
  });

  it('names every missing variable in details.missing (400), blank values included', async () => {
    const id = await seededId('disclosure-dir-8');
    const res = await generate(a.user.token, id, {
      companyName: 'Nirmal Foods Private Limited',
      directorName: '  ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.missing).toEqual(
      expect.arrayContaining(['registeredOffice', 'directorName', 'directorDin', 'intimationDate']),
    );
    expect(body.details.missing).not.toContain('companyName');
  });

  it('renders a variable declared optional as empty when it is not given', async () => {
    const id = await ownTemplate(a.user.token, '<p>{{name}}{{suffix}}</p>', [
      'name',
      { name: 'suffix', required: false },
    ]);
    const res = await generate(a.user.token, id, { name: 'Asha Rao' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.renderedHtml).toBe('<p>Asha Rao</p>');
  });

  it('takes a variable called tenantId as a value, not as a tenant', async () => {
    const id = await ownTemplate(a.user.token, '<p>Ref {{tenantId}}</p>', ['tenantId']);
    const res = await generate(a.user.token, id, { tenantId: 'ERP-42' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.renderedHtml).toBe('<p>Ref ERP-42</p>');
  });

  it('refuses a non-flat body (400), a stranger (401), another tenant’s template (404) and an unknown one (404)', async () => {
    const id = await ownTemplate(b.user.token, '<p>{{name}}</p>', ['name']);
    expect((await generate(b.user.token, id, { name: { first: 'A' } })).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: `${API}/documents/generate/${id}`,
      payload: { name: 'A' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await generate(a.user.token, id, { name: 'A' })).statusCode).toBe(404);
    expect(
      (await generate(a.user.token, '00000000-0000-4000-8000-000000000000', { name: 'A' })).statusCode,
    ).toBe(404);
    expect((await generate(a.user.token, id, { name: 'A' }, { 'x-tenant-id': b.id })).statusCode).toBe(403);
  });
});
