import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, multipart, PAN_CARD, textPdf } from './document-fixtures.js';
import {
  API,
  bearer,
  countRows,
  createEntity,
  createTenant,
  startCompliance,
  superAdminToken,
  type TestEntity,
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
  registeredOffice: { address: '12 Mill Road', city: 'Pune', state: 'Maharashtra', pincode: '411000' },
  directors: [{ name: 'Meera Iyer', din: '07654321', designation: 'Managing Director' }],
};

const save = (token: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `${API}/documents/verification/save`,
    headers: bearer(token),
    payload: payload as object,
  });

interface StoredEntity {
  version: number;
  profile_data: Record<string, unknown>;
}

async function stored(id: string): Promise<StoredEntity> {
  const { rows } = await svc.backends.db.query<StoredEntity>(
    sql`select version, profile_data from compliance.entities where id = ${id}::uuid`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no entity ${id}`);
  return row;
}

const updates = (entityId: string) =>
  countRows(svc, 'audit_logs', sql`action = 'ENTITY_PROFILE_UPDATED' and entity_id = ${entityId}`);
const outboxed = (entityId: string) =>
  countRows(svc, 'outbox', sql`routing_key = ${`profile.updated.${entityId}`}`);

/** A PAN card uploaded for `entity` and extracted: the job a person then checks. */
async function extractedPanCard(token: string, entity: TestEntity) {
  const body = multipart(
    { entityId: entity.id, documentType: 'PAN_CARD' },
    { filename: 'pan.pdf', bytes: await textPdf(PAN_CARD), contentType: 'application/pdf' },
  );
  const res = await app.inject({
    method: 'POST',
    url: `${API}/documents/upload`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(202);
  const { documentId, jobId } = res.json() as { documentId: string; jobId: string };
  const job = await eventually(
    async () => {
      const got = await app.inject({
        method: 'GET',
        url: `${API}/idp/extract/${jobId}`,
        headers: bearer(token),
      });
      const data = got.json().data as { status: string; extractedData: Record<string, unknown> };
      return data.status === 'processing' ? undefined : data;
    },
    `job ${jobId}`,
    60_000,
  );
  expect(job.status).toBe('completed');
  return { documentId, jobId, extractedData: job.extractedData };
}

describe('POST /documents/verification/save', () => {
  it('writes the verified fields under the version lock, marks each in _verification, audits and publishes', async () => {
    const entity = await createEntity(svc, a.id, { profileData: structuredClone(profile) });
    const { documentId, jobId, extractedData } = await extractedPanCard(a.user.token, entity);
    expect(extractedData.pan).toBe('ABCPK1234F');

    const startedAt = Date.now();
    const res = await save(a.user.token, {
      entityId: entity.id,
      version: 1,
      documentId,
      jobId,
      fields: {
        pan: extractedData.pan,
        'registeredOffice.pincode': '411001',
        'directors[0].din': '07654322',
        'directors[1].name': 'Ravi Kumar',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: expect.any(String), version: 2 });
    const { entity: saved } = body.data;
    expect(saved).toMatchObject({ id: entity.id, tenantId: a.id, version: 2 });

    const mark = {
      status: 'verified',
      verifiedBy: a.user.id,
      verifiedAt: expect.any(String),
      documentId,
      jobId,
    };
    const expectedProfile = {
      companyName: profile.companyName,
      cin: profile.cin,
      pan: 'ABCPK1234F',
      registeredOffice: { ...profile.registeredOffice, pincode: '411001' },
      directors: [{ ...profile.directors[0], din: '07654322' }, { name: 'Ravi Kumar' }],
      _verification: {
        pan: mark,
        'registeredOffice.pincode': mark,
        'directors[0].din': mark,
        'directors[1].name': mark,
      },
    };
    expect(saved.profileData).toEqual(expectedProfile);
    const verifiedAt = Date.parse(saved.profileData._verification.pan.verifiedAt);
    expect(verifiedAt).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(verifiedAt).toBeLessThanOrEqual(Date.now() + 1000);

    // The row itself, not only the answer.
    const row = await stored(entity.id);
    expect(row.version).toBe(2);
    expect(row.profile_data).toEqual(saved.profileData);

    // One audit row and one outbox row, the same event, the same changes.
    const audit = await svc.backends.db.query<{
      user_id: string;
      details: Record<string, unknown>;
      changes: { field: string; oldValue: unknown; newValue: unknown }[];
      event_id: string;
    }>(sql`
      select user_id, details, changes, event_id from compliance.audit_logs
      where action = 'ENTITY_PROFILE_UPDATED' and entity_id = ${entity.id}`);
    expect(audit.rows).toHaveLength(1);
    const [entry] = audit.rows;
    if (!entry) throw new Error('no audit row');
    expect(entry.user_id).toBe(a.user.id);
    expect(entry.details).toMatchObject({
      source: 'verification',
      verifiedFields: ['pan', 'registeredOffice.pincode', 'directors[0].din', 'directors[1].name'],
      documentId,
      jobId,
      version: 2,
      previousVersion: 1,
    });
    expect(entry.changes).toEqual([
      { field: 'profileData._verification', oldValue: null, newValue: saved.profileData._verification },
      { field: 'profileData.directors', oldValue: profile.directors, newValue: expectedProfile.directors },
      { field: 'profileData.pan', oldValue: null, newValue: 'ABCPK1234F' },
      {
        field: 'profileData.registeredOffice',
        oldValue: profile.registeredOffice,
        newValue: expectedProfile.registeredOffice,
      },
    ]);
    const outbox = await svc.backends.db.query<{ id: string }>(
      sql`select id from compliance.outbox where routing_key = ${`profile.updated.${entity.id}`}`,
    );
    expect(outbox.rows).toEqual([{ id: entry.event_id }]);

    const event = await svc.events.waitFor((m) => m.routingKey === `profile.updated.${entity.id}`, 10_000);
    expect(event.id).toBe(entry.event_id);
    expect(event.payload).toEqual({
      eventType: 'profile.updated',
      entityId: entity.id,
      tenantId: a.id,
      userId: a.user.id,
      timestamp: expect.any(String),
      changes: entry.changes,
      version: 2,
    });

    // The entity as anyone reads it afterwards.
    const read = await app.inject({
      method: 'GET',
      url: `${API}/entities/${entity.id}`,
      headers: bearer(a.admin.token),
    });
    expect(read.json()).toMatchObject({ version: 2, data: { profileData: expectedProfile } });
  });

  it('keeps earlier marks when later fields are verified, and re-marks a field verified again', async () => {
    const entity = await createEntity(svc, a.id, { profileData: structuredClone(profile) });
    const first = await save(a.user.token, {
      entityId: entity.id,
      version: 1,
      fields: { pan: 'AAECN1234F' },
    });
    expect(first.statusCode).toBe(200);
    const firstMark = first.json().data.entity.profileData._verification.pan;
    expect(firstMark).toEqual({ status: 'verified', verifiedBy: a.user.id, verifiedAt: expect.any(String) });

    const second = await save(a.admin.token, {
      entityId: entity.id,
      version: 2,
      fields: { cin: 'U15400MH2019PTC321988', 'registeredOffice.city': 'Pimpri' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().version).toBe(3);
    const row = await stored(entity.id);
    expect(row.version).toBe(3);
    expect(row.profile_data).toMatchObject({
      pan: 'AAECN1234F',
      cin: 'U15400MH2019PTC321988',
      registeredOffice: { ...profile.registeredOffice, city: 'Pimpri' },
    });
    expect(row.profile_data._verification).toEqual({
      pan: firstMark,
      cin: { status: 'verified', verifiedBy: a.admin.id, verifiedAt: expect.any(String) },
      'registeredOffice.city': { status: 'verified', verifiedBy: a.admin.id, verifiedAt: expect.any(String) },
    });
    expect(await updates(entity.id)).toBe(2);
  });

  it('answers a stale version 409 VERSION_CONFLICT with currentVersion and currentData, changing nothing', async () => {
    const entity = await createEntity(svc, a.id, { profileData: structuredClone(profile) });
    const patched = await app.inject({
      method: 'PATCH',
      url: `${API}/entities/${entity.id}`,
      headers: bearer(a.admin.token),
      payload: { version: 1, profileData: { pan: 'AAECN0000A' } },
    });
    expect(patched.statusCode).toBe(200);
    const before = await stored(entity.id);

    for (const version of [1, 3]) {
      const res = await save(a.user.token, { entityId: entity.id, version, fields: { pan: 'AAECN1234F' } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: expect.any(String),
        code: 'VERSION_CONFLICT',
        currentVersion: 2,
        currentData: { id: entity.id, version: 2, profileData: { ...profile, pan: 'AAECN0000A' } },
      });
    }
    expect(await stored(entity.id)).toEqual(before);
    expect(await updates(entity.id)).toBe(1);
    expect(await outboxed(entity.id)).toBe(1);
  });

  it('answers MISSING_VERSION (400) without a version, changing nothing', async () => {
    const entity = await createEntity(svc, a.id, { profileData: structuredClone(profile) });
    const res = await save(a.user.token, { entityId: entity.id, fields: { pan: 'AAECN1234F' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MISSING_VERSION', error: expect.any(String) });
    expect(await stored(entity.id)).toEqual({ version: 1, profile_data: profile });
    expect(await updates(entity.id)).toBe(0);
  });

  it('lets exactly one of two concurrent saves of one version win', async () => {
    for (let round = 0; round < 4; round++) {
      const entity = await createEntity(svc, a.id, { profileData: structuredClone(profile) });
      const [first, second] = await Promise.all([
        save(a.user.token, { entityId: entity.id, version: 1, fields: { pan: 'AAAAA1111A' } }),
        save(a.admin.token, { entityId: entity.id, version: 1, fields: { cin: 'U15400MH2019PTC000001' } }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const winner = first.statusCode === 200 ? first : second;
      const loser = first.statusCode === 200 ? second : first;
      expect(loser.json()).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: 2 });
      const row = await stored(entity.id);
      expect(row).toEqual({ version: 2, profile_data: winner.json().data.entity.profileData });
      expect(Object.keys(row.profile_data._verification as object)).toHaveLength(1);
      expect(await updates(entity.id)).toBe(1);
      expect(await outboxed(entity.id)).toBe(1);
    }
  });

  it('never writes over a change it did not read: a save racing a PATCH keeps both or refuses', async () => {
    // The save names the version the PATCH is about to create. Whichever order the two take,
    // the PATCH's city must survive: the save either read the patched profile or is refused.
    for (let round = 0; round < 8; round++) {
      const entity = await createEntity(svc, a.id, { profileData: structuredClone(profile) });
      const [patch, verified] = await Promise.all([
        app.inject({
          method: 'PATCH',
          url: `${API}/entities/${entity.id}`,
          headers: bearer(a.admin.token),
          payload: {
            version: 1,
            profileData: { registeredOffice: { ...profile.registeredOffice, city: 'Nashik' } },
          },
        }),
        save(a.user.token, {
          entityId: entity.id,
          version: 2,
          fields: { 'registeredOffice.pincode': '422001' },
        }),
      ]);
      expect(patch.statusCode).toBe(200);
      const row = await stored(entity.id);
      const office = row.profile_data.registeredOffice as Record<string, unknown>;
      expect(office.city, `round ${round}`).toBe('Nashik');
      if (verified.statusCode === 200) {
        expect(row.version).toBe(3);
        expect(office.pincode).toBe('422001');
      } else {
        expect(verified.statusCode).toBe(409);
        expect(verified.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
        expect(row.version).toBe(2);
        expect(office.pincode).toBe(profile.registeredOffice.pincode);
      }
    }
  });

  it.each([
    ['no fields', { fields: {} }],
    ['fields that are not an object', { fields: ['pan'] }],
    ['a malformed entityId', { entityId: 'not-a-uuid' }],
    ['version 0', { version: 0 }],
    ['a version that is not a number', { version: 'one' }],
    ['an unknown property', { tenantId: '00000000-0000-4000-8000-000000000000' }],
    ['a malformed documentId', { documentId: 'abc' }],
    ['a path into _verification', { fields: { '_verification.pan': { status: 'verified' } } }],
    ['_verification itself', { fields: { _verification: {} } }],
    ['a path that is not one', { fields: { 'pan..x': 'A' } }],
    ['an empty path', { fields: { '': 'A' } }],
    ['a name on a list', { fields: { 'directors.name': 'A' } }],
    ['an index on an object', { fields: { 'registeredOffice[0]': 'A' } }],
    ['a path through a text', { fields: { 'cin.state': 'MH' } }],
    ['a list position beyond the end', { fields: { 'directors[3].name': 'A' } }],
    ['a path through __proto__', { fields: { '__proto__.verifiedPolluted': 'yes' } }],
    ['a path through constructor', { fields: { 'constructor.prototype.verifiedPolluted': 'yes' } }],
    [
      'a path through a nested __proto__',
      { fields: { 'registeredOffice.__proto__.verifiedPolluted': 'yes' } },
    ],
  ])('refuses %s with 400 VALIDATION_ERROR, changing nothing', async (_what, change) => {
    const entity = await createEntity(svc, a.id, { profileData: structuredClone(profile) });
    const res = await save(a.user.token, {
      entityId: entity.id,
      version: 1,
      fields: { pan: 'X' },
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
    expect(await stored(entity.id)).toEqual({ version: 1, profile_data: profile });
    expect(await updates(entity.id)).toBe(0);
    expect(await outboxed(entity.id)).toBe(0);
    expect(({} as Record<string, unknown>).verifiedPolluted).toBeUndefined();
  });

  it('sets fields named like Object’s own members as plain profile fields', async () => {
    const entity = await createEntity(svc, a.id, { profileData: {} });
    const res = await save(a.user.token, {
      entityId: entity.id,
      version: 1,
      fields: { 'hasOwnProperty.note': 'checked', toString: 'text' },
    });
    expect(res.statusCode).toBe(200);
    const row = await stored(entity.id);
    expect(row.profile_data).toMatchObject({ hasOwnProperty: { note: 'checked' }, toString: 'text' });
  });

  it("answers 404 for another tenant's entity, document or job, and leaves the entity alone", async () => {
    const theirs = await createEntity(svc, b.id, { profileData: structuredClone(profile) });
    const res = await save(a.admin.token, { entityId: theirs.id, version: 1, fields: { pan: 'AAECN1234F' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(res.body).not.toContain(theirs.name);
    expect(await stored(theirs.id)).toEqual({ version: 1, profile_data: profile });

    const their = await extractedPanCard(b.user.token, theirs);
    const mine = await createEntity(svc, a.id, { profileData: structuredClone(profile) });
    for (const source of [{ documentId: their.documentId }, { jobId: their.jobId }]) {
      const refused = await save(a.user.token, {
        entityId: mine.id,
        version: 1,
        fields: { pan: 'ABCPK1234F' },
        ...source,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await stored(mine.id)).toEqual({ version: 1, profile_data: profile });
    expect(await updates(mine.id)).toBe(0);
  });

  it('refuses (400) a document or job of another entity of the same tenant', async () => {
    const one = await createEntity(svc, a.id, { profileData: structuredClone(profile) });
    const other = await createEntity(svc, a.id, { profileData: structuredClone(profile) });
    const source = await extractedPanCard(a.user.token, one);
    for (const ref of [{ documentId: source.documentId }, { jobId: source.jobId }]) {
      const res = await save(a.user.token, {
        entityId: other.id,
        version: 1,
        fields: { pan: 'ABCPK1234F' },
        ...ref,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await stored(other.id)).toEqual({ version: 1, profile_data: profile });
  });

  it('lets a super-administrator verify any tenant’s entity', async () => {
    const entity = await createEntity(svc, b.id, { profileData: structuredClone(profile) });
    const root = await superAdminToken(svc);
    const res = await save(root, { entityId: entity.id, version: 1, fields: { pan: 'AAECN1234F' } });
    expect(res.statusCode).toBe(200);
    const row = await stored(entity.id);
    expect(row.version).toBe(2);
    expect(row.profile_data.pan).toBe('AAECN1234F');
  });

  it('answers 401 without a token, before reading the body', async () => {
    const entity = await createEntity(svc, a.id);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/documents/verification/save`,
      payload: { entityId: entity.id, version: 1, fields: { pan: 'AAECN1234F' } },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const garbled = await app.inject({
      method: 'POST',
      url: `${API}/documents/verification/save`,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbled.statusCode).toBe(401);
    expect((await stored(entity.id)).version).toBe(1);
  });
});

describe('verification marks and ordinary entity writes', () => {
  const patch = (id: string, payload: object) =>
    app.inject({ method: 'PATCH', url: `${API}/entities/${id}`, headers: bearer(a.admin.token), payload });

  it('refuses _verification in a PATCH or a POST (400), changing nothing', async () => {
    const entity = await createEntity(svc, a.id, { profileData: profile });
    const before = await stored(entity.id);
    const forged = {
      _verification: { cin: { status: 'verified', verifiedBy: 'nobody', verifiedAt: 'now' } },
    };
    const res = await patch(entity.id, { version: 1, profileData: forged });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: 'profileData._verification' },
    });
    expect(await stored(entity.id)).toEqual(before);

    const created = await app.inject({
      method: 'POST',
      url: `${API}/entities`,
      headers: bearer(a.admin.token),
      payload: { name: 'Forged Marks Private Limited', entityType: 'PRIVATE_LIMITED', profileData: forged },
    });
    expect(created.statusCode).toBe(400);
    expect(await countRows(svc, 'entities', sql`name = 'Forged Marks Private Limited'`)).toBe(0);
  });

  it('drops the mark of a field a PATCH changes, and keeps the others', async () => {
    const entity = await createEntity(svc, a.id, { profileData: profile });
    const saved = await save(a.admin.token, {
      entityId: entity.id,
      version: 1,
      fields: {
        cin: 'U15400MH2019PTC321987',
        'registeredOffice.pincode': '411001',
        companyName: profile.companyName,
      },
    });
    expect(saved.statusCode).toBe(200);
    const marks = () =>
      stored(entity.id).then((e) => Object.keys(e.profile_data._verification as object).sort());
    expect(await marks()).toEqual(['cin', 'companyName', 'registeredOffice.pincode']);

    // The same value sent again is no change: the mark stays.
    expect(
      (await patch(entity.id, { version: 2, profileData: { companyName: profile.companyName } })).statusCode,
    ).toBe(200);
    expect(await marks()).toEqual(['cin', 'companyName', 'registeredOffice.pincode']);

    // A changed office drops the marks inside it; a removed CIN drops its own.
    const office = { ...profile.registeredOffice, pincode: '411002' };
    expect(
      (await patch(entity.id, { version: 3, profileData: { registeredOffice: office, cin: null } }))
        .statusCode,
    ).toBe(200);
    expect(await marks()).toEqual(['companyName']);
    expect((await stored(entity.id)).profile_data.registeredOffice).toEqual(office);
  });
});
