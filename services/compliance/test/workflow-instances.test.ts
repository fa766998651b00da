import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/timeline/dates.js';
import { deadlineOf } from '../src/timeline/engine.js';
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
import { completeAll, createTemplateVia, startInstance, threePhases, toggle } from './workflow-fixtures.js';

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

const ALL_TASKS = ['p1_t1', 'p1_t2', 'p2_t1', 'p3_t1'];

describe('POST /workflows/instances', () => {
  it('starts the template: IN_PROGRESS, every task open with its id, the due date computed, audited', async () => {
    const entity = await createEntity(svc, a.id);
    const res = await startInstance(svc, a.user.token, { templateId: template, entityId: entity.id });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    const expected = deadlineOf(threePhases().timelineLogic, { today: today() });
    expect(data).toMatchObject({
      tenantId: a.id,
      templateId: template,
      entityId: entity.id,
      status: 'IN_PROGRESS',
      dueDate: expected?.dueDate,
      financialYear: expected?.financialYear,
      certificateUrl: null,
    });
    const tasks = data.currentData.phases.flatMap((p: { tasks: unknown[] }) => p.tasks);
    expect(tasks.map((t: { taskId: string }) => t.taskId)).toEqual(ALL_TASKS);
    expect(tasks[0]).toMatchObject({
      name: 'Board approves the offer',
      mandatory: true,
      completed: false,
      completedAt: null,
      completedBy: null,
    });
    expect(
      await countRows(
        svc,
        'audit_logs',
        sql`entity_id = ${data.id} and action = 'WORKFLOW_INSTANCE_CREATED'`,
      ),
    ).toBe(1);
  });

  it('refuses a template that does not apply, is archived or belongs to another tenant (400), and another tenant’s entity (404)', async () => {
    const llp = await createEntity(svc, a.id, { entityType: 'LLP' });
    const company = await createEntity(svc, a.id);
    const archived = await createTemplateVia(svc, a.admin.token, threePhases({ workflowName: 'Archived' }));
    await app.inject({
      method: 'DELETE',
      url: `${API}/workflows/templates/${archived}`,
      headers: bearer(a.admin.token),
    });
    const inactive = await createTemplateVia(
      svc,
      a.admin.token,
      threePhases({ workflowName: 'Inactive', isActive: false }),
    );
    const theirs = await createTemplateVia(svc, b.admin.token, threePhases({ workflowName: 'Theirs' }));
    const before = await countRows(svc, 'workflow_instances');
    for (const templateId of [archived, inactive, theirs]) {
      const res = await startInstance(svc, a.user.token, { templateId, entityId: company.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(
      (await startInstance(svc, a.user.token, { templateId: template, entityId: llp.id })).statusCode,
    ).toBe(400);
    const otherEntity = await createEntity(svc, b.id);
    expect(
      (await startInstance(svc, a.user.token, { templateId: template, entityId: otherEntity.id })).statusCode,
    ).toBe(404);
    expect(
      (await startInstance(svc, a.user.token, { templateId: template, entityId: company.id, tenantId: b.id }))
        .statusCode,
    ).toBe(403);
    expect(await countRows(svc, 'workflow_instances')).toBe(before);
  });

  it('answers 401 without a token and 400 for a malformed body', async () => {
    expect(
      (await app.inject({ method: 'POST', url: `${API}/workflows/instances`, payload: {} })).statusCode,
    ).toBe(401);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/workflows/instances`,
      headers: bearer(a.user.token),
      payload: { templateId: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('stops at the plan’s workflow limit with 403 naming it', async () => {
    const free = await createTenant(svc, { plan: 'FREE' });
    const entity = await createEntity(svc, free.id);
    const own = await createTemplateVia(svc, free.admin.token, threePhases());
    for (let i = 0; i < 5; i += 1)
      expect(
        (await startInstance(svc, free.user.token, { templateId: own, entityId: entity.id })).statusCode,
      ).toBe(201);
    const over = await startInstance(svc, free.user.token, { templateId: own, entityId: entity.id });
    expect(over.statusCode).toBe(403);
    expect(over.json().details).toMatchObject({ limit: 'workflows', max: 5, current: 5 });
  });
});

describe('GET /workflows/instances', () => {
  let ids: string[];
  let listTenant: TestTenant;
  const tenant = () => listTenant;
  beforeAll(async () => {
    const tenant = await createTenant(svc);
    listTenant = tenant;
    const own = await createTemplateVia(svc, tenant.admin.token, threePhases());
    const entity = await createEntity(svc, tenant.id);
    ids = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(
        (await startInstance(svc, tenant.user.token, { templateId: own, entityId: entity.id })).json().data
          .id,
      );
    await completeAll(svc, tenant.user.token, ids[0] as string, ALL_TASKS);
  });

  it('pages the tenant’s instances newest first, with the total', async () => {
    const first = await app.inject({
      method: 'GET',
      url: `${API}/workflows/instances?limit=2`,
      headers: bearer(tenant().user.token),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    const third = await app.inject({
      method: 'GET',
      url: `${API}/workflows/instances?limit=2&page=3`,
      headers: bearer(tenant().user.token),
    });
    const seen = [...first.json().data, ...third.json().data].map((i: { id: string }) => i.id);
    expect(seen).toEqual([ids[4], ids[3], ids[0]]);
  });

  it('filters by status and sorts', async () => {
    const done = await app.inject({
      method: 'GET',
      url: `${API}/workflows/instances?status=COMPLETED`,
      headers: bearer(tenant().user.token),
    });
    expect(done.json().data.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    expect(done.json().pagination.total).toBe(1);
    const asc = await app.inject({
      method: 'GET',
      url: `${API}/workflows/instances?sort=createdAt:asc`,
      headers: bearer(tenant().user.token),
    });
    expect(asc.json().data.map((i: { id: string }) => i.id)).toEqual(ids);
    const bad = await app.inject({
      method: 'GET',
      url: `${API}/workflows/instances?sort=colour:asc`,
      headers: bearer(tenant().user.token),
    });
    expect(bad.statusCode).toBe(400);
    const tooMany = await app.inject({
      method: 'GET',
      url: `${API}/workflows/instances?limit=101`,
      headers: bearer(tenant().user.token),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('shows another tenant nothing, and a super-admin a named tenant on the workflow listener', async () => {
    const other = await app.inject({
      method: 'GET',
      url: `${API}/workflows/instances`,
      headers: bearer(b.user.token),
    });
    expect(other.json().data.map((i: { id: string }) => i.id)).not.toContain(ids[0]);
    const forged = await app.inject({
      method: 'GET',
      url: `${API}/workflows/instances?tenantId=${tenant().id}`,
      headers: bearer(b.user.token),
    });
    expect(forged.statusCode).toBe(403);
    const root = await superAdminToken(svc);
    const named = await workflowApp(svc).inject({
      method: 'GET',
      url: `${API}/workflows/instances?tenantId=${tenant().id}`,
      headers: bearer(root),
    });
    expect(named.json().pagination.total).toBe(5);
  });
});

describe('GET /workflows/instances/:id', () => {
  it('embeds template, entity and tenant, with advisories filled and escaped', async () => {
    const entity = await createEntity(svc, a.id, {
      profileData: { directors: [{ name: 'Meera <b>Iyer</b>' }] },
    });
    const id = (await startInstance(svc, a.user.token, { templateId: template, entityId: entity.id })).json()
      .data.id;
    const res = await app.inject({
      method: 'GET',
      url: `${API}/workflows/instances/${id}`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.template).toMatchObject({ id: template, workflowName: 'Rights issue' });
    expect(data.entity).toMatchObject({ id: entity.id, name: entity.name });
    expect(data.tenant).toMatchObject({ id: a.id });
    const task = data.currentData.phases[0].tasks[0];
    expect(task.advisory).toBe('Chaired by {{directors[0].name}}');
    expect(task.advisoryRendered).toBe('Chaired by Meera &lt;b&gt;Iyer&lt;/b&gt;');
  });

  it('answers 404 for another tenant’s instance', async () => {
    const entity = await createEntity(svc, a.id);
    const id = (await startInstance(svc, a.user.token, { templateId: template, entityId: entity.id })).json()
      .data.id;
    const res = await app.inject({
      method: 'GET',
      url: `${API}/workflows/instances/${id}`,
      headers: bearer(b.user.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(entity.name);
    expect((await toggle(svc, b.user.token, id, 'p1_t1')).statusCode).toBe(404);
  });
});

describe('PATCH /workflows/instances/:id/tasks', () => {
  let id: string;
  beforeAll(async () => {
    const entity = await createEntity(svc, a.id);
    id = (await startInstance(svc, a.user.token, { templateId: template, entityId: entity.id })).json().data
      .id;
  });

  it('ticks a task with who and when', async () => {
    const res = await toggle(svc, a.user.token, id, 'p1_t2');
    expect(res.statusCode).toBe(200);
    const task = res.json().data.currentData.phases[0].tasks[1];
    expect(task).toMatchObject({ completed: true, completedBy: a.user.id });
    expect(Date.parse(task.completedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps a later phase closed while a mandatory task of an earlier one is open (409 with the blocking tasks)', async () => {
    const res = await toggle(svc, a.user.token, id, 'p2_t1');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', details: { blockingTasks: ['p1_t1'] } });
    const { rows } = await svc.backends.db.query<{ phases: { tasks: { completed: boolean }[] }[] }>(
      sql`select current_data->'phases' as phases from compliance.workflow_instances where id = ${id}`,
    );
    expect(rows[0]?.phases[1]?.tasks[0]?.completed).toBe(false);
  });

  it('answers 400 for an unknown task', async () => {
    const res = await toggle(svc, a.user.token, id, 'p9_t1');
    expect(res.statusCode).toBe(400);
  });

  it('completes on the last mandatory task, publishing workflow.completed; un-ticking reopens it', async () => {
    await toggle(svc, a.user.token, id, 'p1_t1');
    await toggle(svc, a.user.token, id, 'p2_t1');
    const done = await toggle(svc, a.user.token, id, 'p3_t1');
    expect(done.json().data).toMatchObject({ status: 'COMPLETED', completedAt: expect.any(String) });
    const event = await svc.events.waitFor((m) => m.routingKey === `workflow.completed.${id}`);
    expect(event.payload).toMatchObject({
      eventType: 'workflow.completed',
      instanceId: id,
      tenantId: a.id,
      templateId: template,
    });

    const reopened = await toggle(svc, a.user.token, id, 'p3_t1', false);
    expect(reopened.json().data).toMatchObject({ status: 'IN_PROGRESS', completedAt: null });
    expect(reopened.json().data.currentData.phases[2].tasks[0]).toMatchObject({
      completed: false,
      completedBy: null,
    });
    const optional = await toggle(svc, a.user.token, id, 'p1_t2', false);
    expect(optional.json().data.status).toBe('IN_PROGRESS');
    expect(await countRows(svc, 'audit_logs', sql`entity_id = ${id} and action like 'WORKFLOW_TASK_%'`)).toBe(
      6,
    );
  });

  it('loses no tick when two arrive together', async () => {
    const entity = await createEntity(svc, a.id);
    const fresh = (
      await startInstance(svc, a.user.token, { templateId: template, entityId: entity.id })
    ).json().data.id;
    const [one, two] = await Promise.all([
      toggle(svc, a.user.token, fresh, 'p1_t1'),
      toggle(svc, a.admin.token, fresh, 'p1_t2'),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const res = await app.inject({
      method: 'GET',
      url: `${API}/workflows/instances/${fresh}`,
      headers: bearer(a.user.token),
    });
    const tasks = res.json().data.currentData.phases[0].tasks;
    expect(tasks.map((t: { completed: boolean }) => t.completed)).toEqual([true, true]);
    expect(tasks[1].completedBy).toBe(a.admin.id);
  });
});
