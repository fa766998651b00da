import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/timeline/dates.js';
import { runReminders } from '../src/workflow-instances/reminders.js';
import { createEntity, createTenant, startCompliance, type TestTenant } from './harness.js';
import { createTemplateVia, startInstance, threePhases } from './workflow-fixtures.js';

let svc: TestService;
let a: TestTenant;

beforeAll(async () => {
  svc = await startCompliance();
  a = await createTenant(svc);
});
afterAll(() => svc?.close());

const DAY = '2027-03-01';

async function instanceDue(dueDate: string, status = 'IN_PROGRESS') {
  const template = await createTemplateVia(
    svc,
    a.admin.token,
    threePhases({ workflowName: `Due ${dueDate} ${status}` }),
  );
  const entity = await createEntity(svc, a.id, { name: 'Kaveri Mills Private Limited' });
  const id = (await startInstance(svc, a.user.token, { templateId: template, entityId: entity.id })).json()
    .data.id;
  await svc.backends.db.query(
    sql`update compliance.workflow_instances set due_date = ${dueDate}::date, status = ${status} where id = ${id}::uuid`,
  );
  return id;
}

describe('deadline reminders', () => {
  it('mail the tenant’s administrators at a reminder day, once however often the job runs', async () => {
    await instanceDue(addDays(DAY, 7));
    await instanceDue(addDays(DAY, 8));
    await instanceDue(addDays(DAY, 30), 'COMPLETED');
    const deps = { db: svc.backends.db, mailer: svc.backends.mailer };

    expect(await runReminders(deps, DAY)).toBe(1);
    expect(await runReminders(deps, DAY)).toBe(0);
    const mail = (await svc.mailbox()).filter((m) => m.subject.includes('Kaveri Mills'));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: [a.admin.email],
      subject: `Due in 7 days: Due ${addDays(DAY, 7)} IN_PROGRESS (Kaveri Mills Private Limited)`,
    });
    expect(mail[0]?.text).toContain(`on ${addDays(DAY, 7)}`);
    expect(mail[0]?.text).toContain('s.62(1)(a)');

    // The next lead time of the same instance is a reminder of its own.
    expect(await runReminders(deps, addDays(DAY, 1))).toBe(1);
    expect(await runReminders(deps, addDays(DAY, 1))).toBe(0);
  });

  it('run concurrently, still send each reminder once', async () => {
    await instanceDue(addDays('2027-06-01', 30));
    const deps = { db: svc.backends.db, mailer: svc.backends.mailer };
    const sent = await Promise.all([runReminders(deps, '2027-06-01'), runReminders(deps, '2027-06-01')]);
    expect(sent[0] + sent[1]).toBe(1);
  });
});
