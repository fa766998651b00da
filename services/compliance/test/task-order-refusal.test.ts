import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createEntity, createTenant, startCompliance, type TestTenant } from './harness.js';
import { completeAll, createTemplateVia, startInstance, threePhases, toggle } from './workflow-fixtures.js';

/**
 * What a client needs to explain a refused tick and to warn before reopening: the 409 names the
 * tasks that block, and reopening a completed instance withdraws its certificate.
 */
let svc: TestService;
let a: TestTenant;
let b: TestTenant;
let template: string;

beforeAll(async () => {
  svc = await startCompliance();
  a = await createTenant(svc);
  b = await createTenant(svc);
  template = await createTemplateVia(svc, a.admin.token, threePhases());
});
afterAll(() => svc?.close());

async function started(): Promise<string> {
  const entity = await createEntity(svc, a.id);
  const res = await startInstance(svc, a.user.token, { templateId: template, entityId: entity.id });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const read = (id: string, token = a.user.token) =>
  svc.app.inject({ method: 'GET', url: `${API}/workflows/instances/${id}`, headers: bearer(token) });

const download = (url: string) => {
  const target = new URL(url, 'http://compliance.test');
  return svc.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
};

describe('PATCH /workflows/instances/:id/tasks out of order', () => {
  it('is 409 naming every open mandatory task of the earlier phases, and changes nothing', async () => {
    const id = await started();
    const before = (await read(id)).json().data;
    const res = await toggle(svc, a.user.token, id, 'p3_t1');
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.code).toBe('CONFLICT');
    // The optional task of phase 1 does not block; both open mandatory ones do, in phase order.
    expect(body.details.blockingTasks).toEqual(['p1_t1', 'p2_t1']);
    const after = (await read(id)).json().data;
    expect(after.currentData).toEqual(before.currentData);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(
      await svc.backends.db.query(
        sql`select 1 from compliance.audit_logs where entity_id = ${id} and action like 'WORKFLOW_TASK_%'`,
      ),
    ).toMatchObject({ rows: [] });
  });

  it('names only what still blocks once the first phase is done', async () => {
    const id = await started();
    expect((await toggle(svc, a.user.token, id, 'p1_t1')).statusCode).toBe(200);
    const res = await toggle(svc, a.user.token, id, 'p3_t1');
    expect(res.statusCode).toBe(409);
    expect(res.json().details.blockingTasks).toEqual(['p2_t1']);
  });

  it('is 404 for another tenant’s instance, naming nothing', async () => {
    const id = await started();
    const res = await toggle(svc, b.user.token, id, 'p3_t1');
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain('p1_t1');
  });
});

describe('reopening a completed instance', () => {
  it('withdraws its certificate: no link on the instance, the stored PDF gone, the audit row says so', async () => {
    const id = await started();
    await completeAll(svc, a.user.token, id, ['p1_t1', 'p2_t1', 'p3_t1']);
    const issued = await svc.app.inject({
      method: 'POST',
      url: `${API}/workflows/instances/${id}/generate-pdf`,
      headers: bearer(a.user.token),
    });
    expect(issued.statusCode).toBe(200);
    const { certificateUrl } = issued.json().data;
    expect((await download(certificateUrl)).statusCode).toBe(200);

    const reopened = await toggle(svc, a.user.token, id, 'p3_t1', false);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data).toMatchObject({
      status: 'IN_PROGRESS',
      certificateUrl: null,
      completedAt: null,
    });
    expect((await read(id)).json().data.certificateUrl).toBeNull();
    expect((await download(certificateUrl)).statusCode).toBe(404);
    expect(await svc.backends.blobs.exists(`certificates/${a.id}/${id}.pdf`)).toBe(false);

    const audit = await svc.backends.db.query<{
      changes: { field: string; oldValue: unknown; newValue: unknown }[];
    }>(
      sql`select changes from compliance.audit_logs
          where entity_id = ${id} and action = 'WORKFLOW_TASK_REOPENED'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.changes).toEqual([
      { field: 'status', oldValue: 'COMPLETED', newValue: 'IN_PROGRESS' },
      { field: 'certificate', oldValue: `certificates/${a.id}/${id}.pdf`, newValue: null },
    ]);

    // Completed again, a new certificate can be issued.
    expect((await toggle(svc, a.user.token, id, 'p3_t1')).json().data.status).toBe('COMPLETED');
    const again = await svc.app.inject({
      method: 'POST',
      url: `${API}/workflows/instances/${id}/generate-pdf`,
      headers: bearer(a.user.token),
    });
    expect(again.statusCode).toBe(200);
    expect((await download(again.json().data.certificateUrl)).statusCode).toBe(200);
  });

  it('un-ticking an optional task keeps the instance completed and its certificate', async () => {
    const id = await started();
    await completeAll(svc, a.user.token, id, ['p1_t1', 'p1_t2', 'p2_t1', 'p3_t1']);
    await svc.app.inject({
      method: 'POST',
      url: `${API}/workflows/instances/${id}/generate-pdf`,
      headers: bearer(a.user.token),
    });
    const res = await toggle(svc, a.user.token, id, 'p1_t2', false);
    expect(res.json().data.status).toBe('COMPLETED');
    expect(res.json().data.certificateUrl).toMatch(/signature=/);
  });
});
