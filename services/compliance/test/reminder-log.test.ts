import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../src/timeline/dates.js';
import { runReminders } from '../src/workflow-instances/reminders.js';
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
import { createTemplateVia, startInstance, threePhases } from './workflow-fixtures.js';

let svc: TestService;
let a: TestTenant;
let b: TestTenant;
let deps: Parameters<typeof runReminders>[0];

beforeAll(async () => {
  svc = await startCompliance();
  a = await createTenant(svc);
  b = await createTenant(svc);
  deps = { db: svc.backends.db, mailer: svc.backends.mailer };
});
afterAll(() => svc?.close());

const TODAY = today();

/** An instance of a fresh template (reminders 30 and 7 days before) for `entity`, due on `dueDate`. */
async function instanceDue(
  tenant: TestTenant,
  entity: TestEntity,
  dueDate: string,
  status = 'IN_PROGRESS',
): Promise<{ id: string; templateId: string; workflowName: string }> {
  const workflowName = `Filing due ${dueDate} ${Math.random().toString(36).slice(2, 8)}`;
  const templateId = await createTemplateVia(svc, tenant.admin.token, threePhases({ workflowName }));
  const res = await startInstance(svc, tenant.user.token, { templateId, entityId: entity.id });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as string;
  await svc.backends.db.query(
    sql`update compliance.workflow_instances set due_date = ${dueDate}::date, status = ${status}
        where id = ${id}::uuid`,
  );
  return { id, templateId, workflowName };
}

function reminders(token: string, query = '') {
  return svc.app.inject({ method: 'GET', url: `${API}/reminders${query}`, headers: bearer(token) });
}

describe('GET /reminders', () => {
  it('lists a sent reminder with when, to whom and what about, and no longer as scheduled', async () => {
    const entity = await createEntity(svc, a.id, { name: 'Godavari Traders Private Limited' });
    const due = addDays(TODAY, 40);
    const instance = await instanceDue(a, entity, due);

    const before = await reminders(a.user.token, `?instanceId=${instance.id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      sent: [],
      scheduled: [
        {
          instanceId: instance.id,
          entityId: entity.id,
          entityName: 'Godavari Traders Private Limited',
          templateId: instance.templateId,
          workflowName: instance.workflowName,
          dueDate: due,
          daysBefore: 30,
          sendOn: addDays(TODAY, 10),
          recipients: [a.admin.email],
        },
        expect.objectContaining({ instanceId: instance.id, daysBefore: 7, sendOn: addDays(TODAY, 33) }),
      ],
    });

    expect(await runReminders(deps, addDays(TODAY, 10))).toBeGreaterThanOrEqual(1);
    const mail = (await svc.mailbox()).filter((m) => m.subject.includes(instance.workflowName));
    expect(mail).toHaveLength(1);

    const after = (await reminders(a.user.token, `?instanceId=${instance.id}`)).json().data;
    expect(after.sent).toEqual([
      {
        instanceId: instance.id,
        entityId: entity.id,
        entityName: 'Godavari Traders Private Limited',
        templateId: instance.templateId,
        workflowName: instance.workflowName,
        dueDate: due,
        daysBefore: 30,
        sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        recipients: [a.admin.email],
        subject: mail[0]?.subject,
      },
    ]);
    expect(mail[0]?.to).toEqual([a.admin.email]);
    expect(Date.now() - Date.parse(after.sent[0].sentAt)).toBeLessThan(60_000);
    expect(after.scheduled).toEqual([
      expect.objectContaining({ instanceId: instance.id, daysBefore: 7, sendOn: addDays(TODAY, 33) }),
    ]);
  });

  it('schedules today’s reminder until the job sends it, and nothing already past or completed', async () => {
    const entity = await createEntity(svc, a.id);
    const dueToday = await instanceDue(a, entity, addDays(TODAY, 30));
    const half = await instanceDue(a, entity, addDays(TODAY, 20));
    const done = await instanceDue(a, entity, addDays(TODAY, 60), 'COMPLETED');

    const { scheduled } = (await reminders(a.user.token, `?entityId=${entity.id}`)).json().data;
    const of = (id: string) =>
      scheduled
        .filter((r: { instanceId: string }) => r.instanceId === id)
        .map((r: { sendOn: string }) => r.sendOn);
    expect(of(dueToday.id)).toEqual([TODAY, addDays(TODAY, 23)]);
    // Thirty days before is past: only the seven-day reminder is still to come.
    expect(of(half.id)).toEqual([addDays(TODAY, 13)]);
    expect(of(done.id)).toEqual([]);
    // The soonest first.
    const days = scheduled.map((r: { sendOn: string }) => r.sendOn);
    expect(days).toEqual([...days].sort());
  });

  it('filters by entity and by instance, and keeps to the tenant', async () => {
    const one = await createEntity(svc, a.id);
    const two = await createEntity(svc, a.id);
    const first = await instanceDue(a, one, addDays(TODAY, 50));
    const second = await instanceDue(a, two, addDays(TODAY, 50));
    const theirs = await instanceDue(b, await createEntity(svc, b.id), addDays(TODAY, 50));

    const byEntity = (await reminders(a.user.token, `?entityId=${one.id}`)).json().data.scheduled;
    expect(byEntity.length).toBeGreaterThan(0);
    expect(byEntity.every((r: { entityId: string }) => r.entityId === one.id)).toBe(true);
    expect(byEntity.some((r: { instanceId: string }) => r.instanceId === first.id)).toBe(true);

    const byInstance = (await reminders(a.user.token, `?instanceId=${second.id}`)).json().data.scheduled;
    expect(new Set(byInstance.map((r: { instanceId: string }) => r.instanceId))).toEqual(
      new Set([second.id]),
    );

    // Both filters: the instance must be the entity's.
    const neither = (await reminders(a.user.token, `?entityId=${one.id}&instanceId=${second.id}`)).json()
      .data;
    expect(neither).toEqual({ sent: [], scheduled: [] });

    const all = (await reminders(a.admin.token)).json().data;
    const ids = [...all.sent, ...all.scheduled].map((r: { instanceId: string }) => r.instanceId);
    expect(ids).not.toContain(theirs.id);
    await runReminders(deps, addDays(TODAY, 20));
    const afterRun = (await reminders(a.admin.token, '?limit=200')).json().data;
    expect(afterRun.sent.map((r: { instanceId: string }) => r.instanceId)).not.toContain(theirs.id);
    expect((await reminders(b.admin.token, `?instanceId=${theirs.id}`)).json().data.sent).toHaveLength(1);
  });

  it('answers 404 for another tenant’s (or an unknown) entity or instance', async () => {
    const theirEntity = await createEntity(svc, b.id);
    const theirs = await instanceDue(b, theirEntity, addDays(TODAY, 45));
    for (const query of [
      `?entityId=${theirEntity.id}`,
      `?instanceId=${theirs.id}`,
      '?entityId=00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await reminders(a.admin.token, query);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // Naming the other tenant outright is refused too.
    expect((await reminders(a.admin.token, `?tenantId=${b.id}`)).statusCode).toBe(403);
  });

  it('refuses unknown and malformed query parameters with 400', async () => {
    for (const query of ['?status=OPEN', '?entityId=not-a-uuid', '?limit=0', '?limit=201', '?limit=x']) {
      const res = await reminders(a.admin.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('keeps each list to `limit`', async () => {
    const entity = await createEntity(svc, a.id);
    await instanceDue(a, entity, addDays(TODAY, 70));
    await instanceDue(a, entity, addDays(TODAY, 71));
    const res = await reminders(a.admin.token, `?entityId=${entity.id}&limit=1`);
    expect(res.json().data.scheduled).toHaveLength(1);
    expect((await reminders(a.admin.token, `?entityId=${entity.id}`)).json().data.scheduled).toHaveLength(4);
  });

  it('needs a token; a super-admin names the tenant', async () => {
    expect((await svc.app.inject({ method: 'GET', url: `${API}/reminders` })).statusCode).toBe(401);
    const root = await superAdminToken(svc);
    expect((await reminders(root)).statusCode).toBe(400);
    const entity = await createEntity(svc, b.id);
    const instance = await instanceDue(b, entity, addDays(TODAY, 80));
    const res = await reminders(root, `?tenantId=${b.id}&instanceId=${instance.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.scheduled).toHaveLength(2);
  });
});

describe('the reminder job’s record', () => {
  it('claims nothing for a tenant without an administrator, so one added that day still gets it', async () => {
    const c = await createTenant(svc);
    const entity = await createEntity(svc, c.id);
    const day = addDays(TODAY, 90);
    const instance = await instanceDue(c, entity, addDays(day, 7));
    const setRole = (role: string) =>
      svc.backends.db.query(
        sql`update compliance.users set role_id = (select id from compliance.roles where name = ${role})
            where id = ${c.admin.id}`,
      );

    await setRole('user');
    await runReminders(deps, day);
    const none = await svc.backends.db.query(
      sql`select 1 from compliance.workflow_reminders where instance_id = ${instance.id}::uuid`,
    );
    expect(none.rows).toHaveLength(0);

    await setRole('admin');
    await runReminders(deps, day);
    const { sent } = (await reminders(c.admin.token, `?instanceId=${instance.id}`)).json().data;
    expect(sent).toEqual([
      expect.objectContaining({ daysBefore: 7, dueDate: addDays(day, 7), recipients: [c.admin.email] }),
    ]);
    const mail = (await svc.mailbox()).filter((m) => m.subject.includes(instance.workflowName));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(sent[0].subject);
  });
});
