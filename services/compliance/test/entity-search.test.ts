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
} from './harness.js';
import { completeAll, createTemplateVia, startInstance, threePhases } from './workflow-fixtures.js';

let svc: TestService;
let app: HttpApp;
let a: TestTenant;
let b: TestTenant;
let nirmal: TestEntity;
let sagar: TestEntity;
let foodworks: TestEntity;
let underscore: TestEntity;
let lookalike: TestEntity;
let percent: TestEntity;

beforeAll(async () => {
  svc = await startCompliance();
  app = svc.app;
  a = await createTenant(svc);
  b = await createTenant(svc);
  nirmal = await createEntity(svc, a.id, {
    name: 'Nirmal Foods Private Limited',
    profileData: { pan: 'AAECN1234F', cin: 'U15400MH2019PTC321987', gstin: '27AAECN1234F1Z5' },
  });
  sagar = await createEntity(svc, a.id, {
    name: 'Sagar Textiles Limited',
    entityType: 'PUBLIC_LIMITED',
    isListed: true,
    profileData: { pan: 'AABCS9876K', cin: 'L17110MH1990PLC054321' },
  });
  foodworks = await createEntity(svc, a.id, {
    name: 'Foodworks LLP',
    entityType: 'LLP',
    profileData: { pan: 'AAFFF1111Q' },
  });
  underscore = await createEntity(svc, a.id, {
    name: 'A_B Traders',
    entityType: 'PARTNERSHIP',
    profileData: {},
  });
  lookalike = await createEntity(svc, a.id, {
    name: 'AxB Traders',
    entityType: 'PARTNERSHIP',
    profileData: {},
  });
  percent = await createEntity(svc, a.id, {
    name: '100% Organic Trust',
    entityType: 'TRUST',
    profileData: {},
  });
  // Another tenant's entity that every search below would match, were tenants not kept apart.
  await createEntity(svc, b.id, {
    name: 'Nirmal Foods (the other tenant)',
    entityType: 'LLP',
    isListed: true,
    profileData: { pan: 'AAECN1234F', cin: 'U15400MH2019PTC321987', gstin: '27AAECN1234F1Z5' },
  });
});
afterAll(() => svc?.close());

function list(query: string, token = a.user.token) {
  return app.inject({ method: 'GET', url: `${API}/entities?${query}`, headers: bearer(token) });
}

async function names(query: string, token = a.user.token): Promise<string[]> {
  const res = await list(`${query}&sort=name:asc`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((e: { name: string }) => e.name);
}

describe('GET /entities?search=', () => {
  it('matches part of the name without regard to case', async () => {
    expect(await names('search=foods')).toEqual(['Nirmal Foods Private Limited']);
    expect(await names('search=FOOD')).toEqual(['Foodworks LLP', 'Nirmal Foods Private Limited']);
    expect(await names('search=textiles%20lim')).toEqual(['Sagar Textiles Limited']);
  });

  it('matches the beginning of the profile’s PAN, CIN or GSTIN, in either case', async () => {
    expect(await names('search=aaecn1234f')).toEqual([nirmal.name]);
    expect(await names('search=AABCS')).toEqual([sagar.name]);
    expect(await names('search=L17110MH1990PLC054321')).toEqual([sagar.name]);
    expect(await names('search=u15400')).toEqual([nirmal.name]);
    expect(await names('search=27AAECN')).toEqual([nirmal.name]);
    // Identifiers match from their start only: the middle of a PAN finds nothing.
    expect(await names('search=1234F')).toEqual([]);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(await names('search=A_B')).toEqual([underscore.name]);
    expect(await names(`search=${encodeURIComponent('100%')}`)).toEqual([percent.name]);
    expect(await names(`search=${encodeURIComponent('%')}`)).toEqual([percent.name]);
    expect(await names(`search=${encodeURIComponent('\\')}`)).toEqual([]);
    expect(lookalike.name).toBe('AxB Traders');
  });

  it('treats a blank search as none', async () => {
    const all = await list('search=%20%20');
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination.total).toBe(6);
  });

  it('counts and pages what matches', async () => {
    const first = await list('search=traders&sort=name:asc&limit=1');
    expect(first.json().data.map((e: { name: string }) => e.name)).toEqual(['A_B Traders']);
    expect(first.json().pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    const second = await list('search=traders&sort=name:asc&limit=1&page=2');
    expect(second.json().data.map((e: { name: string }) => e.name)).toEqual(['AxB Traders']);
  });

  it('answers each entity in full, profile included, as the list always has', async () => {
    const res = await list('search=sagar');
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: sagar.id,
        tenantId: a.id,
        name: sagar.name,
        entityType: 'PUBLIC_LIMITED',
        isListed: true,
        profileData: sagar.profileData,
        version: 1,
      }),
    ]);
  });
});

describe('GET /entities?entityType=&isListed=', () => {
  it('filters by entity type and listing, alone or together', async () => {
    expect(await names('entityType=LLP')).toEqual([foodworks.name]);
    expect(await names('entityType=PARTNERSHIP')).toEqual(['A_B Traders', 'AxB Traders']);
    expect(await names('isListed=true')).toEqual([sagar.name]);
    expect((await names('isListed=false')).length).toBe(5);
    expect(await names('entityType=PUBLIC_LIMITED&isListed=false')).toEqual([]);
    expect(await names('search=food&entityType=PRIVATE_LIMITED')).toEqual([nirmal.name]);
  });
});

describe('GET /entities?overdue=', () => {
  let t: TestTenant;
  let late: TestEntity;
  let onTime: TestEntity;
  let doneLate: TestEntity;
  let dueToday: TestEntity;
  let undated: TestEntity;
  let idle: TestEntity;

  beforeAll(async () => {
    t = await createTenant(svc);
    const template = await createTemplateVia(svc, t.admin.token, threePhases());
    const start = async (entity: TestEntity, dueDate: string | null, complete = false) => {
      const res = await startInstance(svc, t.user.token, { templateId: template, entityId: entity.id });
      expect(res.statusCode, res.body).toBe(201);
      const id: string = res.json().data.id;
      await svc.backends.db.query(
        sql`update compliance.workflow_instances set due_date = ${dueDate}::date where id = ${id}::uuid`,
      );
      if (complete) await completeAll(svc, t.user.token, id, ['p1_t1', 'p1_t2', 'p2_t1', 'p3_t1']);
    };
    const day = today();
    late = await createEntity(svc, t.id, { name: 'Late Filings Private Limited' });
    await start(late, addDays(day, -1));
    await start(late, addDays(day, 30));
    onTime = await createEntity(svc, t.id, { name: 'On Time Private Limited' });
    await start(onTime, addDays(day, 10));
    doneLate = await createEntity(svc, t.id, { name: 'Done Late Private Limited' });
    await start(doneLate, addDays(day, -40), true);
    dueToday = await createEntity(svc, t.id, { name: 'Due Today Private Limited' });
    await start(dueToday, day);
    undated = await createEntity(svc, t.id, { name: 'Undated Private Limited' });
    await start(undated, null);
    idle = await createEntity(svc, t.id, { name: 'Idle Private Limited' });
  });

  it('true: entities with an instance due before today and not completed', async () => {
    expect(await names('overdue=true', t.user.token)).toEqual([late.name]);
  });

  it('false: every other entity, those with no instance at all included', async () => {
    expect(await names('overdue=false', t.user.token)).toEqual(
      [doneLate, dueToday, idle, onTime, undated].map((e) => e.name),
    );
  });

  it('combines with the other filters and counts what matches', async () => {
    const res = await list('overdue=false&search=private&limit=2', t.user.token);
    expect(res.json().pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(await names('overdue=true&search=on%20time', t.user.token)).toEqual([]);
  });

  it('sees only the caller’s tenant, and a super-admin the tenant it names', async () => {
    expect(await names('overdue=true', a.user.token)).toEqual([]);
    const root = await superAdminToken(svc);
    const named = await list(`tenantId=${t.id}&overdue=true`, root);
    expect(named.json().data.map((e: { id: string }) => e.id)).toEqual([late.id]);
  });
});

describe('GET /entities refuses what it does not understand', () => {
  it('answers an unknown query parameter 400 VALIDATION_ERROR naming it', async () => {
    for (const query of ['colour=red', 'name=Nirmal', 'search=x&q=x', 'pageSize=10']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: expect.any(String),
        correlationId: expect.any(String),
      });
      const field = query.split('&').at(-1)?.split('=')[0];
      expect(body.details.fields).toContainEqual(expect.objectContaining({ field: `querystring.${field}` }));
    }
  });

  it('answers malformed values 400', async () => {
    for (const query of [
      'isListed=maybe',
      'overdue=yes',
      'entityType=ALL',
      'entityType=private_limited',
      `search=${'x'.repeat(101)}`,
      'isListed=true&isListed=false',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('still refuses another tenant (403) and a request without a token (401)', async () => {
    expect((await list(`tenantId=${b.id}&search=nirmal`)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `${API}/entities?search=nirmal` })).statusCode).toBe(401);
  });
});

describe('GET /entities of a tenant with 500 entities', () => {
  let big: TestTenant;

  beforeAll(async () => {
    big = await createTenant(svc);
    // One statement: names Entity 001..500, every fifth listed, every tenth an LLP, PANs by number.
    await svc.backends.db.query(sql`
      insert into compliance.entities (tenant_id, name, entity_type, is_listed, profile_data)
      select ${big.id}::uuid, 'Entity ' || lpad(n::text, 3, '0'),
             case when n % 10 = 0 then 'LLP' else 'PRIVATE_LIMITED' end, n % 5 = 0,
             jsonb_build_object('pan', 'AAACE' || lpad(n::text, 4, '0') || 'X')
      from generate_series(1, 500) as n`);
  });

  it('filters, counts and pages in the database', async () => {
    const all = await list('limit=100&page=5&sort=name:asc', big.user.token);
    expect(all.json().pagination).toEqual({ page: 5, limit: 100, total: 500, totalPages: 5 });
    expect(all.json().data.at(-1).name).toBe('Entity 500');
    const listedLlps = await list('entityType=LLP&isListed=true&limit=100', big.user.token);
    expect(listedLlps.json().pagination.total).toBe(50);
    expect(await names('search=AAACE0123', big.user.token)).toEqual(['Entity 123']);
    const tens = await list('search=entity%2001&limit=5&sort=name:desc', big.user.token);
    expect(tens.json().pagination.total).toBe(10);
    expect(tens.json().data.map((e: { name: string }) => e.name)).toEqual([
      'Entity 019',
      'Entity 018',
      'Entity 017',
      'Entity 016',
      'Entity 015',
    ]);
  });
});
