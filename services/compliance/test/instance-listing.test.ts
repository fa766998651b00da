import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../src/timeline/dates.js';
import {
  API,
  bearer,
  createEntity,
  createTenant,
  startCompliance,
  superAdminToken,
  type TestEntity,
  type TestTenant,
  workflowApp,
} from './harness.js';
import { completeAll, createTemplateVia, startInstance, threePhases } from './workflow-fixtures.js';

const ALL_TASKS = ['p1_t1', 'p1_t2', 'p2_t1', 'p3_t1'];

let svc: TestService;
let app: HttpApp;
let t: TestTenant;
let other: TestTenant;
let mills: TestEntity;
let exports: TestEntity;
let rights: string;
let agm: string;
const day = today();

/** The instances of the tenant, by what the tests call them. */
const ids: Record<string, string> = {};
const due: Record<string, string | null> = {
  overdue: addDays(day, -5),
  completedLate: addDays(day, -20),
  today: day,
  thisWeek: addDays(day, 3),
  nextMonth: addDays(day, 40),
  undated: null,
};

beforeAll(async () => {
  svc = await startCompliance();
  app = svc.app;
  t = await createTenant(svc);
  other = await createTenant(svc);
  rights = await createTemplateVia(svc, t.admin.token, threePhases());
  agm = await createTemplateVia(svc, t.admin.token, threePhases({ workflowName: 'Annual general meeting' }));
  mills = await createEntity(svc, t.id, {
    name: 'Gamma Mills Private Limited',
    profileData: { pan: 'AAECG1234M', secret: 'not for lists' },
  });
  exports = await createEntity(svc, t.id, { name: 'Alpha Exports Limited', entityType: 'PUBLIC_LIMITED' });
  const plan: [string, TestEntity, string][] = [
    ['overdue', mills, rights],
    ['completedLate', mills, rights],
    ['today', exports, agm],
    ['thisWeek', mills, agm],
    ['nextMonth', exports, rights],
    ['undated', exports, agm],
  ];
  for (const [key, entity, templateId] of plan) {
    const res = await startInstance(svc, t.user.token, { templateId, entityId: entity.id });
    expect(res.statusCode, res.body).toBe(201);
    const id: string = res.json().data.id;
    ids[key] = id;
    await svc.backends.db.query(
      sql`update compliance.workflow_instances set due_date = ${due[key] ?? null}::date where id = ${id}::uuid`,
    );
  }
  await completeAll(svc, t.user.token, ids.completedLate as string, ALL_TASKS);
  // Another tenant's overdue instance, which no filter of this tenant may show.
  const theirs = await createTemplateVia(svc, other.admin.token, threePhases());
  const theirEntity = await createEntity(svc, other.id);
  const res = await startInstance(svc, other.user.token, { templateId: theirs, entityId: theirEntity.id });
  await svc.backends.db.query(
    sql`update compliance.workflow_instances set due_date = ${addDays(day, -5)}::date where id = ${res.json().data.id}::uuid`,
  );
});
afterAll(() => svc?.close());

function list(query: string, token = t.user.token, on: HttpApp = app) {
  return on.inject({ method: 'GET', url: `${API}/workflows/instances?${query}`, headers: bearer(token) });
}

/** The names of the instances a query answers, in its order. */
async function keys(query: string, token = t.user.token): Promise<string[]> {
  const res = await list(query, token);
  expect(res.statusCode, res.body).toBe(200);
  const byId = new Map(Object.entries(ids).map(([k, id]) => [id, k]));
  return res.json().data.map((i: { id: string }) => byId.get(i.id) ?? i.id);
}

describe('GET /workflows/instances rows', () => {
  it('name their entity and workflow and say whether they are overdue, without the entity’s profile', async () => {
    const res = await list('sort=dueDate:asc');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    const row = rows.find((r) => r.id === ids.overdue);
    expect(row).toMatchObject({
      id: ids.overdue,
      tenantId: t.id,
      templateId: rights,
      entityId: mills.id,
      status: 'IN_PROGRESS',
      dueDate: due.overdue,
      entityName: 'Gamma Mills Private Limited',
      workflowName: 'Rights issue',
      overdue: true,
      certificateUrl: null,
      currentData: { phases: expect.any(Array) },
    });
    for (const r of rows) {
      expect(r).not.toHaveProperty('entity');
      expect(r).not.toHaveProperty('profileData');
      expect(r).not.toHaveProperty('template');
      expect(JSON.stringify(r)).not.toContain('not for lists');
    }
    const overdueById = Object.fromEntries(rows.map((r) => [r.id, r.overdue]));
    expect(overdueById).toEqual({
      [ids.overdue as string]: true,
      [ids.completedLate as string]: false,
      [ids.today as string]: false,
      [ids.thisWeek as string]: false,
      [ids.nextMonth as string]: false,
      [ids.undated as string]: false,
    });
    expect(rows.find((r) => r.id === ids.today)).toMatchObject({
      entityName: 'Alpha Exports Limited',
      workflowName: 'Annual general meeting',
    });
    expect(rows.find((r) => r.id === ids.undated)).toMatchObject({ dueDate: null, overdue: false });
  });

  it('keep the contract’s order and paging: newest first, with the total', async () => {
    expect(await keys('')).toEqual(['undated', 'nextMonth', 'thisWeek', 'today', 'completedLate', 'overdue']);
    const res = await list('limit=4&page=2');
    expect(res.json().pagination).toEqual({ page: 2, limit: 4, total: 6, totalPages: 2 });
  });

  it('sort by due date as dates, the undated last', async () => {
    expect(await keys('sort=dueDate:asc')).toEqual([
      'completedLate',
      'overdue',
      'today',
      'thisWeek',
      'nextMonth',
      'undated',
    ]);
    expect(await keys('sort=dueDate:desc')).toEqual([
      'undated',
      'nextMonth',
      'thisWeek',
      'today',
      'overdue',
      'completedLate',
    ]);
  });
});

describe('GET /workflows/instances?dueFrom=&dueTo=', () => {
  it('keeps the instances due within the days given, both ends included, the undated out', async () => {
    expect(await keys(`dueFrom=${due.thisWeek}&dueTo=${due.thisWeek}`)).toEqual(['thisWeek']);
    expect(await keys(`dueFrom=${day}&dueTo=${addDays(day, 6)}&sort=dueDate:asc`)).toEqual([
      'today',
      'thisWeek',
    ]);
    expect(await keys(`dueFrom=${day}&sort=dueDate:asc`)).toEqual(['today', 'thisWeek', 'nextMonth']);
    expect(await keys(`dueTo=${addDays(day, -1)}&sort=dueDate:asc`)).toEqual(['completedLate', 'overdue']);
    const counted = await list(`dueFrom=${addDays(day, -30)}&dueTo=${addDays(day, 30)}&limit=1`);
    expect(counted.json().pagination).toEqual({ page: 1, limit: 1, total: 4, totalPages: 4 });
  });

  it('refuses dueFrom after dueTo and a day that does not exist (400)', async () => {
    for (const query of [
      `dueFrom=${addDays(day, 1)}&dueTo=${day}`,
      'dueFrom=2025-02-30',
      'dueTo=2025-13-01',
      'dueFrom=tomorrow',
      'dueTo=2025-01-01T00:00:00Z',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', correlationId: expect.any(String) });
    }
  });
});

describe('GET /workflows/instances?overdue=', () => {
  it('true: not completed and due before today; false: every other instance', async () => {
    expect(await keys('overdue=true')).toEqual(['overdue']);
    expect(await keys('overdue=false&sort=dueDate:asc')).toEqual([
      'completedLate',
      'today',
      'thisWeek',
      'nextMonth',
      'undated',
    ]);
    const counted = await list('overdue=false&limit=2');
    expect(counted.json().pagination.total).toBe(5);
  });
});

describe('GET /workflows/instances?entityId=&status=', () => {
  it('combine with the due-date filters', async () => {
    expect(await keys(`entityId=${mills.id}&sort=dueDate:asc`)).toEqual([
      'completedLate',
      'overdue',
      'thisWeek',
    ]);
    expect(await keys(`entityId=${mills.id}&dueFrom=${day}`)).toEqual(['thisWeek']);
    expect(await keys(`status=COMPLETED&dueTo=${day}`)).toEqual(['completedLate']);
    expect(await keys(`status=IN_PROGRESS&dueTo=${day}&sort=dueDate:asc`)).toEqual(['overdue', 'today']);
    expect(await keys('status=COMPLETED&overdue=true')).toEqual([]);
    expect(await keys(`templateId=${agm}&overdue=false&sort=dueDate:asc`)).toEqual([
      'today',
      'thisWeek',
      'undated',
    ]);
  });
});

describe('GET /workflows/instances across tenants', () => {
  it('shows a tenant only its own, whatever it filters by', async () => {
    const theirs = await list('overdue=true', other.user.token);
    expect(theirs.json().pagination.total).toBe(1);
    expect(theirs.json().data[0].id).not.toBe(ids.overdue);
    expect(await keys(`entityId=${mills.id}`, other.user.token)).toEqual([]);
    expect((await list(`tenantId=${t.id}&overdue=true`, other.user.token)).statusCode).toBe(403);
  });

  it('serves a super-admin the tenant it names, on the workflow listener too', async () => {
    const root = await superAdminToken(svc);
    const res = await list(`tenantId=${t.id}&overdue=true`, root, workflowApp(svc));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((i: { id: string }) => i.id)).toEqual([ids.overdue]);
    expect(res.json().data[0]).toMatchObject({ entityName: mills.name, workflowName: 'Rights issue' });
  });
});

describe('GET /workflows/instances refuses what it does not understand', () => {
  it('answers an unknown query parameter 400 VALIDATION_ERROR naming it, on both listeners', async () => {
    for (const on of [app, workflowApp(svc)])
      for (const query of ['colour=red', 'due=2025-01-01', 'overdue=true&entity=x', 'dueDate=2025-01-01']) {
        const res = await list(query, t.user.token, on);
        expect(res.statusCode, query).toBe(400);
        const field = query.split('&').at(-1)?.split('=')[0];
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
        expect(res.json().details.fields).toContainEqual(
          expect.objectContaining({ field: `querystring.${field}` }),
        );
      }
  });

  it('answers malformed values 400 and a request without a token 401', async () => {
    for (const query of ['overdue=yes', 'status=DONE', 'entityId=42', 'sort=entityName:asc']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(
      (await app.inject({ method: 'GET', url: `${API}/workflows/instances?overdue=true` })).statusCode,
    ).toBe(401);
  });
});
