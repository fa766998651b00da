import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createEntity, createTenant, startCompliance, type TestTenant } from './harness.js';
import { completeAll, createTemplateVia, startInstance, threePhases } from './workflow-fixtures.js';

let svc: TestService;
let app: HttpApp;
let a: TestTenant;
let b: TestTenant;
let template: string;

beforeAll(async () => {
  svc = await startCompliance();
  app = svc.app;
  a = await createTenant(svc);
  b = await createTenant(svc);
  template = await createTemplateVia(svc, a.admin.token, threePhases());
});
afterAll(() => svc?.close());

async function download(url: string) {
  const target = new URL(url, 'http://compliance.test');
  return app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
}

describe('POST /workflows/instances/:id/generate-pdf', () => {
  it('refuses an instance that is not completed (409)', async () => {
    const entity = await createEntity(svc, a.id);
    const id = (await startInstance(svc, a.user.token, { templateId: template, entityId: entity.id })).json()
      .data.id;
    const res = await app.inject({
      method: 'POST',
      url: `${API}/workflows/instances/${id}/generate-pdf`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
  });

  it('renders a real PDF naming the entity and every task, behind a signed link that needs no token', async () => {
    const entity = await createEntity(svc, a.id, { name: 'Śrī Gaṇeśa Textiles Private Limited' });
    const id = (await startInstance(svc, a.user.token, { templateId: template, entityId: entity.id })).json()
      .data.id;
    await completeAll(svc, a.user.token, id, ['p1_t1', 'p2_t1', 'p3_t1']);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/workflows/instances/${id}/generate-pdf`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(200);
    const { certificateUrl } = res.json().data;
    expect(certificateUrl).toMatch(/signature=/);

    const file = await download(certificateUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(file.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Śrī Gaṇeśa Textiles Private Limited');
    expect(flat).toContain('Rights issue');
    expect(flat).toContain('s.62(1)(a)');
    for (const task of [
      'Board approves the offer',
      'Draft letter of offer',
      'Letter of offer dispatched',
      'PAS-3 filed',
    ])
      expect(flat).toContain(task);
    expect(flat).toContain(`by User ${a.user.email.split('@')[0]?.replace('user-', '')}`);

    const instance = await app.inject({
      method: 'GET',
      url: `${API}/workflows/instances/${id}`,
      headers: bearer(a.user.token),
    });
    expect(instance.json().data.certificateUrl).toMatch(/signature=/);

    const tampered = await download(certificateUrl.replace(/signature=[^&]+/, 'signature=00'));
    expect(tampered.statusCode).toBe(403);
    const other = await app.inject({
      method: 'POST',
      url: `${API}/workflows/instances/${id}/generate-pdf`,
      headers: bearer(b.user.token),
    });
    expect(other.statusCode).toBe(404);
  });
});
