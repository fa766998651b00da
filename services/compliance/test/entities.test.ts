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

const profile = {
  companyName: 'Nirmal Foods Private Limited',
  cin: 'U15400MH2019PTC321987',
  pan: 'AAECN1234F',
  registeredOffice: { address: '12 Mill Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  directors: [{ name: 'Meera Iyer', din: '07654321', designation: 'Managing Director' }],
};

describe('POST /entities', () => {
  it('creates an entity at version 1 in the caller’s tenant, with an audit row', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/entities`,
      headers: bearer(a.user.token),
      payload: { name: 'Nirmal Foods Private Limited', entityType: 'PRIVATE_LIMITED', profileData: profile },
    });
    expect(res.statusCode).toBe(201);
    const entity = res.json().data;
    expect(entity).toMatchObject({
      id: expect.any(String),
      tenantId: a.id,
      name: 'Nirmal Foods Private Limited',
      entityType: 'PRIVATE_LIMITED',
      isListed: false,
      profileData: profile,
      version: 1,
    });
    expect(
      await countRows(svc, 'audit_logs', sql`action = 'ENTITY_CREATED' and entity_id = ${entity.id}`),
    ).toBe(1);
  });

  it('refuses another tenant’s tenantId (403) unless the caller is a super-administrator', async () => {
    const payload = { name: 'Elsewhere LLP', entityType: 'LLP', tenantId: b.id };
    const res = await app.inject({
      method: 'POST',
      url: `${API}/entities`,
      headers: bearer(a.admin.token),
      payload,
    });
    expect(res.statusCode).toBe(403);
    const root = await superAdminToken(svc);
    const ok = await app.inject({ method: 'POST', url: `${API}/entities`, headers: bearer(root), payload });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.tenantId).toBe(b.id);
  });

  it('needs a tenantId from a super-administrator, who has no tenant (400)', async () => {
    const root = await superAdminToken(svc);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/entities`,
      headers: bearer(root),
      payload: { name: 'Nowhere', entityType: 'LLP' },
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['no name', { entityType: 'LLP' }],
    ['no entity type', { name: 'X' }],
    ['an unknown entity type', { name: 'X', entityType: 'CORPORATION' }],
    ['a profile that is not an object', { name: 'X', entityType: 'LLP', profileData: [1, 2] }],
    ['a malformed tenantId', { name: 'X', entityType: 'LLP', tenantId: 'abc' }],
    ['an over-long name', { name: 'x'.repeat(201), entityType: 'LLP' }],
  ])('refuses %s with 400', async (_what, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/entities`,
      headers: bearer(a.user.token),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers 401 without a token, before reading the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/entities`,
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('lets one of two concurrent creations take the FREE plan’s last entity', async () => {
    const free = await createTenant(svc, { plan: 'FREE' });
    const create = (name: string) =>
      app.inject({
        method: 'POST',
        url: `${API}/entities`,
        headers: bearer(free.user.token),
        payload: { name, entityType: 'OPC' },
      });
    const results = await Promise.all([create('First OPC'), create('Second OPC')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect(await countRows(svc, 'entities', sql`tenant_id = ${free.id}::uuid`)).toBe(1);
  });

  it('enforces the plan’s entity limit with 403 naming it', async () => {
    const free = await createTenant(svc, { plan: 'FREE' });
    const create = () =>
      app.inject({
        method: 'POST',
        url: `${API}/entities`,
        headers: bearer(free.admin.token),
        payload: { name: 'Only One OPC', entityType: 'OPC' },
      });
    expect((await create()).statusCode).toBe(201);
    const refused = await create();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      details: { limit: 'entities', max: 1, current: 1 },
    });
    expect(await countRows(svc, 'entities', sql`tenant_id = ${free.id}::uuid`)).toBe(1);
  });
});

describe('GET /entities and GET /entities/:id', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await createTenant(svc);
    for (const name of ['Beta Traders', 'Alpha Exports', 'Gamma Mills'])
      await createEntity(svc, t.id, { name });
    await createEntity(svc, b.id, { name: 'Not Yours' });
  });

  it('lists the tenant’s entities, sorted and paged', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/entities?sort=name:asc`,
      headers: bearer(t.user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { name: string }) => e.name)).toEqual([
      'Alpha Exports',
      'Beta Traders',
      'Gamma Mills',
    ]);
    expect(res.json().pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    const desc = await app.inject({
      method: 'GET',
      url: `${API}/entities?sort=name:desc&limit=2&page=2`,
      headers: bearer(t.user.token),
    });
    expect(desc.json().data.map((e: { name: string }) => e.name)).toEqual(['Alpha Exports']);
    expect(desc.json().pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it('refuses another tenant’s list (403) and bad pages (400)', async () => {
    const other = await app.inject({
      method: 'GET',
      url: `${API}/entities?tenantId=${b.id}`,
      headers: bearer(t.user.token),
    });
    expect(other.statusCode).toBe(403);
    const header = await app.inject({
      method: 'GET',
      url: `${API}/entities`,
      headers: { ...bearer(t.user.token), 'x-tenant-id': b.id },
    });
    expect(header.statusCode).toBe(403);
    for (const q of ['limit=101', 'page=0', 'sort=secret:asc']) {
      const res = await app.inject({
        method: 'GET',
        url: `${API}/entities?${q}`,
        headers: bearer(t.user.token),
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: `${API}/entities` })).statusCode).toBe(401);
  });

  it('returns one entity as {data: {id, name, profileData, version}, version}', async () => {
    const entity = await createEntity(svc, t.id, { profileData: profile });
    const res = await app.inject({
      method: 'GET',
      url: `${API}/entities/${entity.id}`,
      headers: bearer(t.user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id: entity.id, name: entity.name, profileData: profile, version: 1 },
      version: 1,
    });
  });

  it('answers 404 for another tenant’s entity and a malformed id 400', async () => {
    const theirs = await createEntity(svc, b.id);
    const res = await app.inject({
      method: 'GET',
      url: `${API}/entities/${theirs.id}`,
      headers: bearer(t.admin.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(theirs.name);
    const bad = await app.inject({
      method: 'GET',
      url: `${API}/entities/not-a-uuid`,
      headers: bearer(t.admin.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /entities/:id', () => {
  const patch = (token: string, id: string, payload: unknown) =>
    app.inject({
      method: 'PATCH',
      url: `${API}/entities/${id}`,
      headers: bearer(token),
      payload: payload as object,
    });

  it('updates, increments the version, audits and publishes the same field-level changes', async () => {
    const entity = await createEntity(svc, a.id, { profileData: { ...profile } });
    const res = await patch(a.user.token, entity.id, {
      version: 1,
      name: 'Nirmal Foods Limited',
      profileData: { pan: 'AAECN9999F', paidUpCapital: 500000, cin: null },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.version).toBe(2);
    expect(body.data).toMatchObject({ id: entity.id, name: 'Nirmal Foods Limited', version: 2 });
    expect(body.data.profileData).toEqual({
      companyName: profile.companyName,
      registeredOffice: profile.registeredOffice,
      directors: profile.directors,
      pan: 'AAECN9999F',
      paidUpCapital: 500000,
    });
    const expectedChanges = [
      { field: 'name', oldValue: entity.name, newValue: 'Nirmal Foods Limited' },
      { field: 'profileData.cin', oldValue: profile.cin, newValue: null },
      { field: 'profileData.paidUpCapital', oldValue: null, newValue: 500000 },
      { field: 'profileData.pan', oldValue: profile.pan, newValue: 'AAECN9999F' },
    ];

    const event = await svc.events.waitFor((m) => m.routingKey === `profile.updated.${entity.id}`);
    expect(event.payload).toEqual({
      eventType: 'profile.updated',
      entityId: entity.id,
      tenantId: a.id,
      userId: a.user.id,
      timestamp: expect.any(String),
      changes: expectedChanges,
      version: 2,
    });
    const audit = await svc.backends.db.query<{ changes: unknown; user_id: string }>(sql`
      select changes, user_id from compliance.audit_logs
      where action = 'ENTITY_PROFILE_UPDATED' and entity_id = ${entity.id}`);
    expect(audit.rows).toEqual([{ changes: expectedChanges, user_id: a.user.id }]);

    const read = await app.inject({
      method: 'GET',
      url: `${API}/entities/${entity.id}`,
      headers: bearer(a.user.token),
    });
    expect(read.json().version).toBe(2);
  });

  it('answers MISSING_VERSION (400) without a version, changing nothing', async () => {
    const entity = await createEntity(svc, a.id);
    const res = await patch(a.user.token, entity.id, { name: 'No Version Ltd' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MISSING_VERSION' });
    const row = await svc.backends.db.query<{ version: number; name: string }>(
      sql`select version, name from compliance.entities where id = ${entity.id}::uuid`,
    );
    expect(row.rows[0]).toEqual({ version: 1, name: entity.name });
  });

  it('answers a stale version 409 VERSION_CONFLICT with currentVersion and currentData', async () => {
    const entity = await createEntity(svc, a.id);
    expect((await patch(a.user.token, entity.id, { version: 1, name: 'First Writer Ltd' })).statusCode).toBe(
      200,
    );
    const res = await patch(a.admin.token, entity.id, { version: 1, name: 'Second Writer Ltd' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      error: expect.any(String),
      currentVersion: 2,
      currentData: { id: entity.id, name: 'First Writer Ltd', version: 2 },
    });
    expect(
      await countRows(svc, 'audit_logs', sql`action = 'ENTITY_PROFILE_UPDATED' and entity_id = ${entity.id}`),
    ).toBe(1);
  });

  it('lets exactly one of two concurrent writers of one version win: one audit row, one event', async () => {
    for (let round = 0; round < 5; round++) {
      const entity = await createEntity(svc, a.id);
      const [first, second] = await Promise.all([
        patch(a.user.token, entity.id, { version: 1, profileData: { pan: 'AAAAA1111A' } }),
        patch(a.admin.token, entity.id, { version: 1, profileData: { pan: 'BBBBB2222B' } }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const winner = first.statusCode === 200 ? first : second;
      const loser = first.statusCode === 200 ? second : first;
      expect(loser.json()).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: 2 });
      expect(loser.json().currentData.profileData.pan).toBe(winner.json().data.profileData.pan);

      const key = `profile.updated.${entity.id}`;
      const event = await svc.events.waitFor((m) => m.routingKey === key);
      expect(event.payload).toMatchObject({ userId: winner === first ? a.user.id : a.admin.id, version: 2 });
      const audited = sql`action = 'ENTITY_PROFILE_UPDATED' and entity_id = ${entity.id}`;
      expect(await countRows(svc, 'audit_logs', audited)).toBe(1);
      expect(await countRows(svc, 'outbox', sql`routing_key = ${key}`)).toBe(1);
      expect(svc.events.messages.filter((m) => m.routingKey === key)).toHaveLength(1);
      const row = await svc.backends.db.query<{ version: number }>(
        sql`select version from compliance.entities where id = ${entity.id}::uuid`,
      );
      expect(row.rows[0]?.version).toBe(2);
    }
  });

  it('keeps each of many concurrent PATCHes apart: its own outcome, audit row and event', async () => {
    const entities = await Promise.all(Array.from({ length: 12 }, () => createEntity(svc, a.id)));
    const results = await Promise.all(
      entities.map((entity, i) =>
        // Every third one is stale: it must fail alone, whatever shares its statement.
        patch(a.user.token, entity.id, { version: i % 3 === 2 ? 7 : 1, profileData: { paidUpCapital: i } }),
      ),
    );
    for (const [i, res] of results.entries()) {
      const entity = entities[i];
      if (!entity) throw new Error('no entity');
      if (i % 3 === 2) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ currentVersion: 1, currentData: { id: entity.id } });
        continue;
      }
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: entity.id, version: 2, profileData: { paidUpCapital: i } });
      const change = [{ field: 'profileData.paidUpCapital', oldValue: null, newValue: i }];
      const event = await svc.events.waitFor((m) => m.routingKey === `profile.updated.${entity.id}`);
      expect((event.payload as { changes: unknown }).changes).toEqual(change);
      const audit = await svc.backends.db.query<{ changes: unknown }>(sql`
        select changes from compliance.audit_logs where action = 'ENTITY_PROFILE_UPDATED' and entity_id = ${entity.id}`);
      expect(audit.rows).toEqual([{ changes: change }]);
    }
  });

  it('answers 404 for another tenant’s entity, whatever the version, and leaves it alone', async () => {
    const theirs = await createEntity(svc, b.id);
    const res = await patch(a.admin.token, theirs.id, { version: 1, name: 'Hijacked' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(theirs.name);
    const row = await svc.backends.db.query<{ name: string }>(
      sql`select name from compliance.entities where id = ${theirs.id}::uuid`,
    );
    expect(row.rows[0]?.name).toBe(theirs.name);
  });

  it.each([
    ['a version that is not an integer', { version: 'one' }],
    ['version 0', { version: 0 }],
    ['an unknown field', { version: 1, tenantId: '00000000-0000-0000-0000-000000000000' }],
    ['an unknown entity type', { version: 1, entityType: 'CORP' }],
  ])('refuses %s with 400', async (_what, payload) => {
    const entity = await createEntity(svc, a.id);
    const res = await patch(a.user.token, entity.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers 401 without a token', async () => {
    const entity = await createEntity(svc, a.id);
    expect(
      (await app.inject({ method: 'PATCH', url: `${API}/entities/${entity.id}`, payload: { version: 1 } }))
        .statusCode,
    ).toBe(401);
  });
});
