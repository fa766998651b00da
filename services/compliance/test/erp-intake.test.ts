import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { text } from '@platform/kernel/config';
import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import { startTestService, type TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceService } from '../src/app.js';
import {
  API,
  bearer,
  countRows,
  createEntity,
  createTenant,
  startCompliance,
  TEST_ENV,
  type TestEntity,
  type TestTenant,
} from './harness.js';

let svc: TestService;
let app: HttpApp;
let a: TestTenant;
let b: TestTenant;
let entityA: TestEntity;
let entityB: TestEntity;

beforeAll(async () => {
  svc = await startCompliance();
  app = svc.app;
  a = await createTenant(svc);
  b = await createTenant(svc);
  entityA = await createEntity(svc, a.id);
  entityB = await createEntity(svc, b.id);
});
afterAll(() => svc?.close());

const deliver = (payload: unknown, headers: Record<string, string> = {}, on: HttpApp = app) =>
  on.inject({
    method: 'POST',
    url: `${API}/webhooks/erp`,
    headers,
    payload: payload as Record<string, unknown>,
  });

/** Waits until the worker has handled the intake row (recorded or rejected). */
async function handled(
  service: TestService,
  referenceId: string,
): Promise<{ status: string; rejection_reason: string | null }> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await service.backends.db.query<{ status: string; rejection_reason: string | null }>(
      sql`select status, rejection_reason from compliance.erp_intake_events where id = ${referenceId}::uuid`,
    );
    const row = rows[0];
    if (row && row.status !== 'queued') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`intake ${referenceId} was not handled`);
}

const metricsOf = (entityId: string) =>
  countRows(svc, 'financial_metrics', sql`entity_id = ${entityId}::uuid`);

describe('POST /webhooks/erp', () => {
  it('answers 202 {message, queued, referenceId} and the worker records the metric, audited', async () => {
    const res = await deliver({
      tenantId: a.id,
      entityId: entityA.id,
      metricType: 'Turnover',
      metricValue: 125000000.5,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: expect.any(String),
      queued: true,
      referenceId: expect.any(String),
    });
    const { referenceId } = res.json();
    expect(await handled(svc, referenceId)).toEqual({ status: 'recorded', rejection_reason: null });
    const { rows } = await svc.backends.db.query<{ metric_type: string; metric_value: string }>(
      sql`select metric_type, metric_value::text from compliance.financial_metrics where reference_id = ${referenceId}::uuid`,
    );
    expect(rows).toEqual([{ metric_type: 'Turnover', metric_value: '125000000.50' }]);
    expect(
      await countRows(svc, 'audit_logs', sql`action = 'ERP_METRIC_RECORDED' and entity_id = ${entityA.id}`),
    ).toBeGreaterThanOrEqual(1);
  });

  it('records one metric for an event delivered twice with one Idempotency-Key, whatever the second body', async () => {
    const key = `erp-${randomBytes(6).toString('hex')}`;
    const event = { tenantId: a.id, entityId: entityA.id, metricType: 'Net Worth', metricValue: 4200000 };
    const before = await metricsOf(entityA.id);
    const first = await deliver(event, { 'idempotency-key': key });
    const second = await deliver(event, { 'idempotency-key': key });
    const changed = await deliver({ ...event, metricValue: 1 }, { 'idempotency-key': key });
    expect([first.statusCode, second.statusCode, changed.statusCode]).toEqual([202, 202, 202]);
    expect(second.json().referenceId).toBe(first.json().referenceId);
    expect(changed.json().referenceId).toBe(first.json().referenceId);
    await handled(svc, first.json().referenceId);
    expect(await metricsOf(entityA.id)).toBe(before + 1);
    expect(await countRows(svc, 'erp_intake_events', sql`idempotency_key = ${key}`)).toBe(1);
  });

  it('records each delivery without a key, and the same key of another tenant apart', async () => {
    const key = `erp-${randomBytes(6).toString('hex')}`;
    const forA = await deliver(
      { tenantId: a.id, entityId: entityA.id, metricType: 'Borrowings', metricValue: 10 },
      { 'idempotency-key': key },
    );
    const forB = await deliver(
      { tenantId: b.id, entityId: entityB.id, metricType: 'Borrowings', metricValue: 10 },
      { 'idempotency-key': key },
    );
    expect(forB.json().referenceId).not.toBe(forA.json().referenceId);
    await handled(svc, forB.json().referenceId);
    expect(await metricsOf(entityB.id)).toBe(1);
  });

  it('refuses a bad event (400) and stores nothing', async () => {
    const before = await countRows(svc, 'erp_intake_events');
    const good = { tenantId: a.id, entityId: entityA.id, metricType: 'Turnover', metricValue: 1 };
    const bad = [
      { ...good, metricType: 'Profit' },
      { ...good, metricValue: 12.345 },
      { ...good, metricValue: 'a lot' },
      { ...good, tenantId: 'acme' },
      { tenantId: a.id, entityId: entityA.id, metricType: 'Turnover' },
      { ...good, extra: true },
    ];
    for (const event of bad) {
      const res = await deliver(event);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const notJson = await app.inject({
      method: 'POST',
      url: `${API}/webhooks/erp`,
      headers: { 'content-type': 'application/json' },
      payload: '{"tenantId":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await countRows(svc, 'erp_intake_events')).toBe(before);
  });

  it('rejects an unknown entity, another tenant’s entity and an unknown tenant, with an audit row each', async () => {
    const cases = [
      {
        event: { tenantId: a.id, entityId: randomUUID() },
        reason: 'unknown entity for the tenant',
        auditTenant: a.id,
      },
      {
        event: { tenantId: a.id, entityId: entityB.id },
        reason: 'unknown entity for the tenant',
        auditTenant: a.id,
      },
      {
        event: { tenantId: randomUUID(), entityId: entityA.id },
        reason: 'unknown tenant',
        auditTenant: null,
      },
    ];
    const beforeA = await metricsOf(entityA.id);
    const beforeB = await metricsOf(entityB.id);
    for (const { event, reason, auditTenant } of cases) {
      const res = await deliver({ ...event, metricType: 'Paid-up Capital', metricValue: 500000 });
      expect(res.statusCode).toBe(202);
      const referenceId = res.json().referenceId;
      expect(await handled(svc, referenceId)).toEqual({ status: 'rejected', rejection_reason: reason });
      const { rows } = await svc.backends.db.query<{ tenant_id: string | null; details: { reason: string } }>(
        sql`select tenant_id, details from compliance.audit_logs
            where action = 'ERP_METRIC_REJECTED' and entity_id = ${referenceId}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tenant_id).toBe(auditTenant);
      expect(rows[0]?.details.reason).toBe(reason);
      // Finished, not left for retries.
      const { rows: items } = await svc.backends.db.query<{ status: string }>(
        sql`select status from compliance.work_items where queue = 'erp.metrics' and payload ->> 'referenceId' = ${referenceId}`,
      );
      expect(items.map((i) => i.status)).toEqual(['done']);
    }
    expect(await metricsOf(entityA.id)).toBe(beforeA);
    expect(await metricsOf(entityB.id)).toBe(beforeB);
  });
});

describe('GET /entities/:entityId/metrics', () => {
  it('lists the entity’s metrics newest first, exact to the paisa, filtered by type', async () => {
    const entity = await createEntity(svc, a.id);
    for (const [metricType, metricValue] of [
      ['Turnover', 98765432.1],
      ['Borrowings', 0.3],
    ] as const) {
      const res = await deliver({
        tenantId: a.id,
        entityId: entity.id,
        metricType,
        metricValue,
        period: 'FY 2024-25',
      });
      await handled(svc, res.json().referenceId);
    }
    const res = await app.inject({
      method: 'GET',
      url: `${API}/entities/${entity.id}/metrics`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, total: 2 });
    expect(
      body.data.map((m: { metricType: string; metricValue: number }) => [m.metricType, m.metricValue]),
    ).toEqual([
      ['Borrowings', 0.3],
      ['Turnover', 98765432.1],
    ]);
    expect(body.data[0]).toMatchObject({
      entityId: entity.id,
      period: 'FY 2024-25',
      referenceId: expect.any(String),
    });
    expect(typeof body.data[0].recordedAt).toBe('string');
    const filtered = await app.inject({
      method: 'GET',
      url: `${API}/entities/${entity.id}/metrics?metricType=Turnover`,
      headers: bearer(a.user.token),
    });
    expect(filtered.json().data).toHaveLength(1);
  });

  it('is 404 for another tenant’s entity and 401 without a token', async () => {
    const other = await app.inject({
      method: 'GET',
      url: `${API}/entities/${entityB.id}/metrics`,
      headers: bearer(a.user.token),
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `${API}/entities/${entityA.id}/metrics` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('with ERP_WEBHOOK_SECRET set', () => {
  const secret = `erp-secret-${randomBytes(8).toString('hex')}`;
  let signed: TestService;
  let tenant: TestTenant;
  let entity: TestEntity;

  beforeAll(async () => {
    const module = {
      ...complianceService,
      vars: { ...complianceService.vars, ERP_WEBHOOK_SECRET: text({ doc: 'ERP intake signing secret' }) },
    };
    signed = await startTestService(module, {
      env: {
        ...TEST_ENV,
        QUEUE_PREFIX: `test.compliance.${randomBytes(6).toString('hex')}`,
        ERP_WEBHOOK_SECRET: secret,
      },
    });
    tenant = await createTenant(signed);
    entity = await createEntity(signed, tenant.id);
  });
  afterAll(() => signed?.close());

  const sign = (raw: string) => createHmac('sha256', secret).update(raw).digest('hex');

  it('accepts a body signed with the secret, and refuses a missing or wrong signature (401, nothing stored)', async () => {
    const raw = JSON.stringify({
      tenantId: tenant.id,
      entityId: entity.id,
      metricType: 'Turnover',
      metricValue: 99.99,
    });
    const post = (headers: Record<string, string>, payload = raw) =>
      signed.app.inject({
        method: 'POST',
        url: `${API}/webhooks/erp`,
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const unsigned = await post({});
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('UNAUTHORIZED');
    expect((await post({ 'x-erp-signature': sign(`${raw} `) })).statusCode).toBe(401);
    expect((await post({ 'x-erp-signature': 'not-hex' })).statusCode).toBe(401);
    // A signature of another body does not carry over to this one.
    const tampered = raw.replace('99.99', '1000000');
    expect((await post({ 'x-erp-signature': sign(raw) }, tampered)).statusCode).toBe(401);
    expect(await countRows(signed, 'erp_intake_events')).toBe(0);

    const ok = await post({ 'x-erp-signature': sign(raw) });
    expect(ok.statusCode).toBe(202);
    expect(await handled(signed, ok.json().referenceId)).toMatchObject({ status: 'recorded' });
  });

  it('refuses an unsigned request without a body as 401 too', async () => {
    const res = await signed.app.inject({ method: 'POST', url: `${API}/webhooks/erp` });
    expect(res.statusCode).toBe(401);
  });
});
