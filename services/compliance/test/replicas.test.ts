import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { one as oneRow, sql } from '@platform/kernel/db';
import { startTestReplicas, type TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceService } from '../src/app.js';
import { addDays } from '../src/timeline/dates.js';
import { runReminders } from '../src/workflow-instances/reminders.js';
import { eventually } from './document-fixtures.js';
import { openStream } from './event-stream.js';
import { API, bearer, createEntity, createTenant, type TestTenant } from './harness.js';
import { createTemplateVia, startInstance, threePhases } from './workflow-fixtures.js';

const realBackends = Boolean(process.env.DATABASE_URL && process.env.AMQP_URL && process.env.REDIS_URL);

/** Requests per user the replicas share between them (in Redis). */
const USER_BUDGET = 6;

/**
 * Two replicas of compliance on one PostgreSQL database, one RabbitMQ exchange and one Redis,
 * as behind a load balancer: whatever one does, the other sees.
 */
describe.skipIf(!realBackends)('two compliance replicas on one PostgreSQL, RabbitMQ and Redis', () => {
  let one: TestService;
  let two: TestService;
  let tenant: TestTenant;

  beforeAll(async () => {
    [one, two] = (await startTestReplicas(complianceService, 2, {
      env: {
        QUEUE_PREFIX: `test.replicas.${randomBytes(6).toString('hex')}`,
        RATE_LIMIT_IP_MAX: '1000000',
        RATE_LIMIT_USER_MAX: '1000000',
      },
    })) as [TestService, TestService];
    tenant = await createTenant(one);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('apply each migration once when they start together', async () => {
    const row = await oneRow<{ applied: number; distinct: number }>(
      one.backends.db,
      sql`
      select count(*)::int as applied, count(distinct (source, version))::int as distinct
      from compliance.schema_migrations`,
    );
    expect(row?.applied).toBeGreaterThan(5);
    expect(row?.applied).toBe(row?.distinct);
  });

  it('publish each event once and in order, whichever replica wrote it, and record it once', async () => {
    const entity = await createEntity(one, tenant.id);
    let version = entity.version;
    for (let i = 0; i < 12; i++) {
      const replica = i % 2 === 0 ? one : two;
      const res = await replica.app.inject({
        method: 'PATCH',
        url: `${API}/entities/${entity.id}`,
        headers: bearer(tenant.admin.token),
        payload: { version, profileData: { step: i } },
      });
      expect(res.statusCode).toBe(200);
      version = res.json().version;
    }
    const topic = `profile.updated.${entity.id}`;
    await one.events.waitFor(
      (m) => m.routingKey === topic && (m.payload as { version: number }).version === 13,
      10_000,
    );
    const seen = one.events.messages
      .filter((m) => m.routingKey === topic)
      .map((m) => (m.payload as { version: number }).version);
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => i + 2));

    // The audit consumers of both replicas share one queue: each change is one row.
    const audited = async () =>
      (
        await oneRow<{ n: number }>(
          one.backends.db,
          sql`select count(*)::int as n from compliance.audit_logs where entity_id = ${entity.id}`,
        )
      ).n;
    await eventually(async () => ((await audited()) >= 12 ? true : undefined), 'audit rows');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await audited()).toBe(12);
  });

  it('stream to a client of one replica what was written through the other', async () => {
    const app = one.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const stream = await openStream(base, `${API}/events?access_token=${tenant.user.token}`);
    try {
      const entity = await createEntity(one, tenant.id);
      const res = await two.app.inject({
        method: 'PATCH',
        url: `${API}/entities/${entity.id}`,
        headers: bearer(tenant.admin.token),
        payload: { version: 1, name: 'Written Through Two Private Limited' },
      });
      expect(res.statusCode).toBe(200);
      await stream.waitFor(entity.id, 10_000);
      expect(stream.text()).toContain('Written Through Two Private Limited');
    } finally {
      stream.close();
    }
  });

  it('send a deadline reminder once when both run the daily job', async () => {
    const day = '2027-09-01';
    const template = await createTemplateVia(
      one,
      tenant.admin.token,
      threePhases({ workflowName: 'Replica reminder' }),
    );
    const entity = await createEntity(one, tenant.id, { name: 'Godavari Textiles Private Limited' });
    const started = await startInstance(two, tenant.user.token, {
      templateId: template,
      entityId: entity.id,
    });
    const id = started.json().data.id;
    await one.backends.db.query(
      sql`update compliance.workflow_instances set due_date = ${addDays(day, 7)}::date where id = ${id}::uuid`,
    );
    const sent = await Promise.all(
      [one, two].map((r) => runReminders({ db: r.backends.db, mailer: r.backends.mailer }, day)),
    );
    expect((sent[0] ?? 0) + (sent[1] ?? 0)).toBe(1);
    const mail = (await one.mailbox()).filter((m) => m.subject.includes('Godavari Textiles'));
    expect(mail).toHaveLength(1);
  });
});

describe.skipIf(!realBackends)('two compliance replicas with a small per-user budget', () => {
  let one: TestService;
  let two: TestService;
  beforeAll(async () => {
    [one, two] = (await startTestReplicas(complianceService, 2, {
      env: {
        QUEUE_PREFIX: `test.replicas.${randomBytes(6).toString('hex')}`,
        RATE_LIMIT_IP_MAX: '1000000',
        RATE_LIMIT_USER_MAX: String(USER_BUDGET),
      },
    })) as [TestService, TestService];
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('share one rate-limit budget per user', async () => {
    const fresh = await createTenant(one);
    const statuses: number[] = [];
    for (let i = 0; i < USER_BUDGET + 2; i++) {
      const replica = i % 2 === 0 ? one : two;
      const res = await replica.app.inject({
        method: 'GET',
        url: `${API}/entities`,
        headers: bearer(fresh.user.token),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, USER_BUDGET)).toEqual(Array(USER_BUDGET).fill(200));
    expect(statuses.slice(USER_BUDGET)).toEqual([429, 429]);
  });
});
