import { randomUUID } from 'node:crypto';
import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditQueue, recordBusEvent } from '../src/audit/consumer.js';
import { insertDocument } from '../src/documents/store.js';
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

const QUEUE_PREFIX = `test.compliance.audit.${randomUUID().slice(0, 8)}`;
let svc: TestService;
let app: HttpApp;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  svc = await startCompliance({ QUEUE_PREFIX });
  app = svc.app;
  a = await createTenant(svc);
  b = await createTenant(svc);
});
afterAll(() => svc?.close());

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const audit = (token: string, path: string, headers: Record<string, string> = { 'x-audit-access': 'true' }) =>
  app.inject({ method: 'GET', url: `${API}/audit/${path}`, headers: { ...bearer(token), ...headers } });

async function patchEntity(token: string, id: string, version: number, profileData: Record<string, unknown>) {
  const res = await app.inject({
    method: 'PATCH',
    url: `${API}/entities/${id}`,
    headers: bearer(token),
    payload: { version, profileData },
  });
  expect(res.statusCode).toBe(200);
}

describe('the audit table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever runs them', async () => {
    const db = svc.backends.db;
    await db.query(sql`
      insert into compliance.audit_logs (tenant_id, action, entity_type, entity_id, user_id)
      values (${a.id}::uuid, 'SQL_TEST', 'entity', 'x', 'u')`);
    await expect(
      db.query(sql`update compliance.audit_logs set action = 'CHANGED' where action = 'SQL_TEST'`),
    ).rejects.toThrow(/append-only/);
    await expect(db.query(sql`delete from compliance.audit_logs where action = 'SQL_TEST'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(db.exec('truncate compliance.audit_logs')).rejects.toThrow(/append-only/);
    expect(await countRows(svc, 'audit_logs', sql`action = 'SQL_TEST'`)).toBe(1);
  });
});

describe('the audit consumer', () => {
  it('records a bus event once, even when it is delivered twice', async () => {
    const messageId = randomUUID();
    const entityId = randomUUID();
    const payload = { eventType: 'custom.happened', tenantId: a.id, entityId, userId: 'someone' };
    await svc.backends.bus.publish(`custom.happened.${entityId}`, payload, { messageId });
    await svc.backends.bus.publish(`custom.happened.${entityId}`, payload, { messageId });
    const where = sql`event_id = ${messageId}::uuid`;
    await until(
      () => countRows(svc, 'audit_logs', where),
      (n) => n > 0,
    );
    await svc.events.waitFor((m) => m.id === messageId);
    // Both deliveries have been handed to every consumer by now; give the second a moment to land.
    await new Promise((r) => setTimeout(r, 200));
    const rows = await svc.backends.db.query<{
      action: string;
      entity_type: string;
      entity_id: string;
      tenant_id: string;
    }>(sql`
      select action, entity_type, entity_id, tenant_id from compliance.audit_logs where ${where}`);
    expect(rows.rows).toEqual([
      { action: 'EVENT_CUSTOM_HAPPENED', entity_type: 'event', entity_id: entityId, tenant_id: a.id },
    ]);
  });

  it('records an entity update’s event once: the update’s own row carries its message id', async () => {
    const entity = await createEntity(svc, a.id);
    await patchEntity(a.user.token, entity.id, 1, { pan: 'AAAAA1111A' });
    const event = await svc.events.waitFor((m) => m.routingKey === `profile.updated.${entity.id}`);
    // A later event through the same queue: once it is recorded, the first has been handled.
    const sentinel = randomUUID();
    await svc.backends.bus.publish(
      'sentinel.seen.x',
      { eventType: 'sentinel.seen' },
      { messageId: sentinel },
    );
    await until(
      () => countRows(svc, 'audit_logs', sql`event_id = ${sentinel}::uuid`),
      (n) => n > 0,
    );

    const rows = await svc.backends.db.query<{ action: string; changes: unknown }>(sql`
      select action, changes from compliance.audit_logs where event_id = ${event.id}::uuid`);
    expect(rows.rows).toEqual([
      {
        action: 'ENTITY_PROFILE_UPDATED',
        changes: [{ field: 'profileData.pan', oldValue: null, newValue: 'AAAAA1111A' }],
      },
    ]);
    expect(await countRows(svc, 'audit_logs', sql`entity_id = ${entity.id}`)).toBe(1);
  });
});

describe('audit consumers of several replicas', () => {
  it('share one queue: each event is handled by one of them and recorded once', async () => {
    const handledHere: string[] = [];
    const replica = await svc.backends.bus.subscribe(
      '#',
      async (message) => {
        handledHere.push(message.id);
        await recordBusEvent({ db: svc.backends.db }, message);
      },
      { queue: auditQueue(QUEUE_PREFIX) },
    );
    try {
      const tag = randomUUID();
      const ids = Array.from({ length: 20 }, () => randomUUID());
      for (const id of ids)
        await svc.backends.bus.publish(
          `replica.test.${tag}`,
          { eventType: 'replica.test', tenantId: a.id },
          { messageId: id },
        );
      const where = sql`action = 'EVENT_REPLICA_TEST' and details->>'routingKey' = ${`replica.test.${tag}`}`;
      expect(
        await until(
          () => countRows(svc, 'audit_logs', where),
          (n) => n === 20,
        ),
      ).toBe(20);
      expect(handledHere.length).toBeGreaterThan(0);
      expect(handledHere.length).toBeLessThan(20);
    } finally {
      await replica.unsubscribe();
    }
  });
});

describe('GET /audit/entity/:entityId', () => {
  let entityId: string;
  beforeAll(async () => {
    const entity = await createEntity(svc, a.id);
    entityId = entity.id;
    await patchEntity(a.user.token, entityId, 1, { cin: 'U1' });
    await patchEntity(a.admin.token, entityId, 2, { cin: 'U2' });
    await patchEntity(a.user.token, entityId, 3, { cin: 'U3' });
    // Events of another producer about the entity join its trail.
    for (let i = 0; i < 3; i++)
      await svc.backends.bus.publish(`document.verified.${randomUUID()}`, {
        eventType: 'document.verified',
        entityId,
        tenantId: a.id,
      });
    await until(
      () => countRows(svc, 'audit_logs', sql`entity_id = ${entityId} and action = 'EVENT_DOCUMENT_VERIFIED'`),
      (n) => n === 3,
    );
  });

  it('returns the trail newest first with {data, pagination: {total, limit, offset, hasMore}}', async () => {
    const res = await audit(a.admin.token, `entity/${entityId}?action=ENTITY_PROFILE_UPDATED`);
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json();
    expect(pagination).toEqual({ total: 3, limit: 100, offset: 0, hasMore: false });
    expect(data.map((e: { changes: { newValue: string }[] }) => e.changes[0]?.newValue)).toEqual([
      'U3',
      'U2',
      'U1',
    ]);
    expect(data[0]).toEqual({
      id: expect.any(String),
      action: 'ENTITY_PROFILE_UPDATED',
      userId: a.user.id,
      userName: a.user.email,
      timestamp: expect.any(String),
      details: { version: 4, previousVersion: 3 },
      changes: [{ field: 'profileData.cin', oldValue: 'U2', newValue: 'U3' }],
      entityType: 'entity',
      entityId,
      tenantId: a.id,
    });
  });

  it('also shows the events, and filters by user, page and dates', async () => {
    const all = (await audit(a.admin.token, `entity/${entityId}`)).json();
    expect(all.pagination.total).toBe(6);
    const byUser = (
      await audit(a.admin.token, `entity/${entityId}?userId=${a.admin.id}&action=ENTITY_PROFILE_UPDATED`)
    ).json();
    expect(byUser.data).toHaveLength(1);
    expect(byUser.data[0].changes[0].newValue).toBe('U2');

    const page = (await audit(a.admin.token, `entity/${entityId}?limit=2&offset=2`)).json();
    expect(page.data).toEqual(all.data.slice(2, 4));
    expect(page.pagination).toEqual({ total: 6, limit: 2, offset: 2, hasMore: true });
    const last = (await audit(a.admin.token, `entity/${entityId}?limit=2&offset=4`)).json();
    expect(last.pagination.hasMore).toBe(false);

    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await audit(a.admin.token, `entity/${entityId}?startDate=${today}&endDate=${today}`)).json().pagination
        .total,
    ).toBe(6);
    expect(
      (await audit(a.admin.token, `entity/${entityId}?endDate=2000-01-01`)).json().pagination.total,
    ).toBe(0);
    expect(
      (await audit(a.admin.token, `entity/${entityId}?startDate=2999-01-01T00:00:00Z`)).json().pagination
        .total,
    ).toBe(0);
  });

  it('honours x-admin as well as x-audit-access', async () => {
    expect((await audit(a.admin.token, `entity/${entityId}`, { 'x-admin': 'true' })).statusCode).toBe(200);
  });

  it('refuses a user asking for audit access, and anyone not asking (403); strangers 401', async () => {
    expect((await audit(a.user.token, `entity/${entityId}`)).statusCode).toBe(403);
    expect((await audit(a.user.token, `entity/${entityId}`, { 'x-admin': 'true' })).statusCode).toBe(403);
    expect((await audit(a.admin.token, `entity/${entityId}`, {})).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'GET',
      url: `${API}/audit/entity/${entityId}`,
      headers: { 'x-audit-access': 'true' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for another tenant’s entity and 403 for another tenant named in x-tenant-id', async () => {
    const res = await audit(b.admin.token, `entity/${entityId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('U3');
    const named = await audit(b.admin.token, `entity/${entityId}`, {
      'x-audit-access': 'true',
      'x-tenant-id': a.id,
    });
    expect(named.statusCode).toBe(403);
  });

  it('lets a super-administrator read any tenant’s trail', async () => {
    const root = await superAdminToken(svc);
    const res = await audit(root, `entity/${entityId}?action=ENTITY_PROFILE_UPDATED`, {
      'x-admin': 'true',
      'x-tenant-id': a.id,
    });
    expect(res.json().pagination.total).toBe(3);
  });

  it.each([
    ['limit above 500', 'limit=501'],
    ['limit 0', 'limit=0'],
    ['a negative offset', 'offset=-1'],
    ['a malformed date', 'startDate=yesterday'],
    ['an impossible date', 'endDate=2026-02-30'],
    ['a start after the end', 'startDate=2026-05-01&endDate=2026-04-01'],
  ])('refuses %s with 400', async (_what, query) => {
    const res = await audit(a.admin.token, `entity/${entityId}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('GET /audit/document/:documentId and GET /audit/query', () => {
  it('returns a document’s trail within the tenant', async () => {
    const documentId = randomUUID();
    await insertDocument(svc.backends.db, {
      id: documentId,
      tenantId: a.id,
      entityId: null,
      documentType: null,
      source: 'vault',
      fileName: 'minutes.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1,
      sha256: '0'.repeat(64),
      blobKey: `vault/${a.id}/${documentId}.pdf`,
      uploadedBy: a.user.id,
    });
    await svc.backends.db.query(sql`
      insert into compliance.audit_logs (tenant_id, action, entity_type, entity_id, user_id)
      values (${a.id}::uuid, 'DOCUMENT_UPLOADED', 'document', ${documentId}, ${a.user.id}),
             (${b.id}::uuid, 'DOCUMENT_UPLOADED', 'document', ${documentId}, ${b.user.id})`);
    const res = await audit(a.admin.token, `document/${documentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { tenantId: string }) => e.tenantId)).toEqual([a.id]);
    expect((await audit(a.admin.token, 'document/not-a-uuid')).statusCode).toBe(400);
  });

  it('filters the tenant’s whole trail by record type and action', async () => {
    const t = await createTenant(svc);
    const entity = await createEntity(svc, t.id);
    await patchEntity(t.admin.token, entity.id, 1, { pan: 'CCCCC3333C' });
    const res = await audit(t.admin.token, 'query?entityType=entity&action=ENTITY_PROFILE_UPDATED');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { entityId: string }) => e.entityId)).toEqual([entity.id]);
    const theirs = await createEntity(svc, a.id);
    await patchEntity(a.admin.token, theirs.id, 1, { pan: 'DDDDD4444D' });
    const other = await audit(t.admin.token, `query?entityId=${theirs.id}`);
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toEqual([]);
    expect((await audit(t.user.token, 'query')).statusCode).toBe(403);
  });
});
