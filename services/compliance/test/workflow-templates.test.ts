import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
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

let svc: TestService;
let app: HttpApp;
let a: TestTenant;
let b: TestTenant;
let root: string;

beforeAll(async () => {
  svc = await startCompliance();
  app = svc.app;
  a = await createTenant(svc);
  b = await createTenant(svc);
  root = await superAdminToken(svc);
});
afterAll(() => svc?.close());

const template = (overrides: Record<string, unknown> = {}) => ({
  workflowName: 'Share allotment (PAS-3)',
  legalReference: 'Companies Act, 2013, s.39(4)',
  applicabilityRules: { entityTypes: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED'] },
  timelineLogic: {
    triggerEvent: 'shares.allotted',
    deadlineDaysAfterTrigger: 30,
    reminderDaysBefore: [7, 1],
  },
  phases: [
    { name: 'Allot', order: 1, tasks: [{ name: 'Board resolution for allotment', mandatory: true }] },
    {
      name: 'File',
      order: 2,
      tasks: [
        { name: 'PAS-3 filed', mandatory: true, advisory: 'For {{directors[0].name}}' },
        { name: 'Share certificates issued', mandatory: false, daysBeforeDeadline: 5 },
      ],
    },
  ],
  completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['PAS-3'] },
  isAdhoc: true,
  ...overrides,
});

async function post(token: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `${API}/workflows/templates`,
    headers: bearer(token),
    payload: body as object,
  });
}

describe('POST /workflows/templates', () => {
  it('creates a tenant template with defaults, and an audit row', async () => {
    const res = await post(a.user.token, template());
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      tenantId: a.id,
      country: 'India',
      workflowName: 'Share allotment (PAS-3)',
      isAdhoc: true,
      isActive: true,
      isArchived: false,
      validationRules: {},
    });
    expect(data.phases[1].tasks[0].advisory).toBe('For {{directors[0].name}}');
    expect(
      await countRows(
        svc,
        'audit_logs',
        sql`entity_id = ${data.id} and action = 'WORKFLOW_TEMPLATE_CREATED'`,
      ),
    ).toBe(1);
  });

  it('creates a global template only for a super-admin', async () => {
    const global = await post(root, template({ workflowName: 'Global one' }));
    expect(global.statusCode).toBe(201);
    expect(global.json().data.tenantId).toBeNull();

    const refused = await post(a.admin.token, template({ tenantId: null }));
    expect(refused.statusCode).toBe(403);
    expect(await countRows(svc, 'workflow_templates', sql`workflow_name = 'Global one'`)).toBe(1);
  });

  it('refuses a tenant naming another tenant', async () => {
    const res = await post(a.admin.token, template({ tenantId: b.id }));
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'POST', url: `${API}/workflows/templates`, payload: template() });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['no workflowName', { workflowName: undefined }],
    ['an unknown entity type', { applicabilityRules: { entityTypes: ['COOPERATIVE'] } }],
    ['no entity types', { applicabilityRules: { entityTypes: [] } }],
    ['ALL excluded as a type', { applicabilityRules: { entityTypes: ['ALL'], excludes: ['ALL'] } }],
    ['excludes leaving nothing', { applicabilityRules: { entityTypes: ['LLP'], excludes: ['LLP'] } }],
    ['a frequency not in the list', { timelineLogic: { frequency: 'weekly', deadlineDays: 5 } }],
    ['a negative deadline', { timelineLogic: { triggerDate: 'financial_year_end', deadlineDays: -1 } }],
    ['a day that does not exist', { timelineLogic: { triggerDate: '02-30', deadlineDate: '06-30' } }],
    ['a fixed deadline without trigger', { timelineLogic: { deadlineDate: '06-30' } }],
    ['an event without its delay', { timelineLogic: { triggerEvent: 'agm.held' } }],
    [
      'q4 days on a monthly timeline',
      { timelineLogic: { frequency: 'monthly', deadlineDays: 10, q4DeadlineDays: 60 } },
    ],
    [
      'phase orders with a gap',
      {
        phases: [
          { name: 'A', order: 1, tasks: [{ name: 't', mandatory: true }] },
          { name: 'B', order: 3, tasks: [{ name: 't', mandatory: true }] },
        ],
      },
    ],
    [
      'a repeated phase order',
      {
        phases: [
          { name: 'A', order: 1, tasks: [{ name: 't', mandatory: true }] },
          { name: 'B', order: 1, tasks: [{ name: 't', mandatory: true }] },
        ],
      },
    ],
    ['a phase without tasks', { phases: [{ name: 'A', order: 1, tasks: [] }] }],
    ['a task without mandatory', { phases: [{ name: 'A', order: 1, tasks: [{ name: 't' }] }] }],
    ['an unknown field', { colour: 'red' }],
  ])('answers 400 for %s and stores nothing', async (_case, overrides) => {
    const before = await countRows(svc, 'workflow_templates');
    const res = await post(a.admin.token, template({ workflowName: 'Invalid', ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', correlationId: expect.any(String) });
    expect(await countRows(svc, 'workflow_templates')).toBe(before);
  });
});

describe('reading templates', () => {
  let own: string;
  let theirs: string;

  beforeAll(async () => {
    own = (await post(a.admin.token, template({ workflowName: 'A own' }))).json().data.id;
    theirs = (await post(b.admin.token, template({ workflowName: 'B own' }))).json().data.id;
  });

  it('lists the global templates and the tenant’s own, never another tenant’s', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/workflows/templates?limit=100`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((t: { id: string }) => t.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(theirs);
    const tenants = new Set(res.json().data.map((t: { tenantId: string | null }) => t.tenantId));
    expect([...tenants].sort()).toEqual([a.id, null].sort());
    expect(res.json().pagination).toMatchObject({ page: 1, limit: 100, total: ids.length });
  });

  it('answers 404 for another tenant’s template, on both listeners', async () => {
    for (const target of [app, workflowApp(svc)]) {
      const res = await target.inject({
        method: 'GET',
        url: `${API}/workflows/templates/${theirs}`,
        headers: bearer(a.user.token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const mine = await app.inject({
      method: 'GET',
      url: `${API}/workflows/templates/${own}`,
      headers: bearer(a.user.token),
    });
    expect(mine.json().data).toMatchObject({ id: own, workflowName: 'A own' });
  });

  it('pages and sorts', async () => {
    const first = await app.inject({
      method: 'GET',
      url: `${API}/workflows/templates?limit=3&page=1&sort=workflowName:desc`,
      headers: bearer(a.user.token),
    });
    const second = await app.inject({
      method: 'GET',
      url: `${API}/workflows/templates?limit=3&page=2&sort=workflowName:desc`,
      headers: bearer(a.user.token),
    });
    const names = [...first.json().data, ...second.json().data].map(
      (t: { workflowName: string }) => t.workflowName,
    );
    expect(names).toEqual([...names].sort().reverse());
    expect(new Set(names).size).toBe(names.length);
    expect(first.json().pagination.totalPages).toBe(Math.ceil(first.json().pagination.total / 3));
    for (const bad of ['limit=101', 'page=0', 'sort=colour:asc', 'sort=workflowName:up'])
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `${API}/workflows/templates?${bad}`,
            headers: bearer(a.user.token),
          })
        ).statusCode,
      ).toBe(400);
  });

  it('filters by isActive and isAdhoc', async () => {
    const inactive = (
      await post(a.admin.token, template({ workflowName: 'A inactive', isActive: false, isAdhoc: false }))
    ).json().data.id;
    const active = await app.inject({
      method: 'GET',
      url: `${API}/workflows/templates?isActive=true&limit=100`,
      headers: bearer(a.user.token),
    });
    expect(active.json().data.map((t: { id: string }) => t.id)).not.toContain(inactive);
    const off = await app.inject({
      method: 'GET',
      url: `${API}/workflows/templates?isActive=false&limit=100`,
      headers: bearer(a.user.token),
    });
    expect(off.json().data.map((t: { id: string }) => t.id)).toEqual([inactive]);
    const adhoc = await app.inject({
      method: 'GET',
      url: `${API}/workflows/templates?isAdhoc=true&limit=100`,
      headers: bearer(a.user.token),
    });
    expect(adhoc.json().data.every((t: { isAdhoc: boolean }) => t.isAdhoc)).toBe(true);
  });

  it('lets a super-admin list one tenant’s view with tenantId', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/workflows/templates?tenantId=${b.id}&limit=100`,
      headers: bearer(root),
    });
    const ids = res.json().data.map((t: { id: string }) => t.id);
    expect(ids).toContain(theirs);
    expect(ids).not.toContain(own);
  });
});

describe('PUT and DELETE /workflows/templates/:id', () => {
  it('changes the given fields only, with the changes audited', async () => {
    const id = (await post(a.admin.token, template({ workflowName: 'To change' }))).json().data.id;
    const res = await app.inject({
      method: 'PUT',
      url: `${API}/workflows/templates/${id}`,
      headers: bearer(a.user.token),
      payload: {
        isActive: false,
        phases: [{ name: 'Only', order: 1, tasks: [{ name: 'One', mandatory: true }] }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      isActive: false,
      workflowName: 'To change',
      phases: [{ name: 'Only' }],
    });
    const { rows } = await svc.backends.db.query<{ changes: { field: string }[] }>(
      sql`select changes from compliance.audit_logs where entity_id = ${id} and action = 'WORKFLOW_TEMPLATE_UPDATED'`,
    );
    expect(rows[0]?.changes.map((c) => c.field).sort()).toEqual(['isActive', 'phases']);
  });

  it('validates an update as a create', async () => {
    const id = (await post(a.admin.token, template({ workflowName: 'Kept' }))).json().data.id;
    const res = await app.inject({
      method: 'PUT',
      url: `${API}/workflows/templates/${id}`,
      headers: bearer(a.user.token),
      payload: { phases: [{ name: 'A', order: 2, tasks: [{ name: 't', mandatory: true }] }] },
    });
    expect(res.statusCode).toBe(400);
    const empty = await app.inject({
      method: 'PUT',
      url: `${API}/workflows/templates/${id}`,
      headers: bearer(a.user.token),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('keeps global templates for super-admins and another tenant’s out of reach', async () => {
    const global = (await post(root, template({ workflowName: 'Global kept' }))).json().data.id;
    const byTenant = await app.inject({
      method: 'PUT',
      url: `${API}/workflows/templates/${global}`,
      headers: bearer(a.admin.token),
      payload: { isActive: false },
    });
    expect(byTenant.statusCode).toBe(403);
    const deleteByTenant = await app.inject({
      method: 'DELETE',
      url: `${API}/workflows/templates/${global}`,
      headers: bearer(a.admin.token),
    });
    expect(deleteByTenant.statusCode).toBe(403);
    const bySuper = await app.inject({
      method: 'PUT',
      url: `${API}/workflows/templates/${global}`,
      headers: bearer(root),
      payload: { isActive: false },
    });
    expect(bySuper.json().data.isActive).toBe(false);

    const theirs = (await post(b.admin.token, template({ workflowName: 'B private' }))).json().data.id;
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: `${API}/workflows/templates/${theirs}`,
        headers: bearer(a.admin.token),
        ...(method === 'PUT' ? { payload: { isActive: false } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const { rows } = await svc.backends.db.query<{ is_active: boolean; is_archived: boolean }>(
      sql`select is_active, is_archived from compliance.workflow_templates where id = ${theirs}`,
    );
    expect(rows[0]).toEqual({ is_active: true, is_archived: false });
  });

  it('archives on DELETE: hidden from lists unless asked for, still readable by id', async () => {
    const id = (await post(a.admin.token, template({ workflowName: 'To archive' }))).json().data.id;
    const res = await app.inject({
      method: 'DELETE',
      url: `${API}/workflows/templates/${id}`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isArchived).toBe(true);
    const list = await app.inject({
      method: 'GET',
      url: `${API}/workflows/templates?limit=100`,
      headers: bearer(a.user.token),
    });
    expect(list.json().data.map((t: { id: string }) => t.id)).not.toContain(id);
    const all = await app.inject({
      method: 'GET',
      url: `${API}/workflows/templates?limit=100&includeArchived=true`,
      headers: bearer(a.user.token),
    });
    expect(all.json().data.map((t: { id: string }) => t.id)).toContain(id);
    expect(await countRows(svc, 'workflow_templates', sql`id = ${id}`)).toBe(1);
    expect(
      await countRows(svc, 'audit_logs', sql`entity_id = ${id} and action = 'WORKFLOW_TEMPLATE_ARCHIVED'`),
    ).toBe(1);
  });
});

describe('GET /workflows/templates?entityId=', () => {
  it('returns only the templates applicable to the entity', async () => {
    const llp = await createEntity(svc, a.id, { entityType: 'LLP' });
    const listed = await createEntity(svc, a.id, { entityType: 'PUBLIC_LIMITED', isListed: true });
    const names = async (entityId: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `${API}/workflows/templates?entityId=${entityId}&limit=100`,
          headers: bearer(a.user.token),
        })
      )
        .json()
        .data.map((t: { workflowName: string }) => t.workflowName);
    const forLlp = await names(llp.id);
    expect(forLlp).toContain('DIR-3 KYC of directors');
    expect(forLlp).not.toContain('Annual General Meeting');
    expect(forLlp).not.toContain('A inactive');
    const forListed = await names(listed.id);
    expect(forListed).toContain('Quarterly financial results (SEBI LODR Reg. 33)');
    expect(forListed).toContain('Annual General Meeting');
  });

  it('answers 404 for another tenant’s entity', async () => {
    const other = await createEntity(svc, b.id);
    const res = await app.inject({
      method: 'GET',
      url: `${API}/workflows/templates?entityId=${other.id}`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(404);
  });
});
