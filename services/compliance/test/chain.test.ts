import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/timeline/dates.js';
import { chainFromCompletion } from '../src/workflow-instances/chain.js';
import {
  API,
  bearer,
  countRows,
  createEntity,
  createTenant,
  startCompliance,
  type TestTenant,
} from './harness.js';
import { startInstance, toggle } from './workflow-fixtures.js';

let svc: TestService;
let a: TestTenant;

beforeAll(async () => {
  svc = await startCompliance();
  a = await createTenant(svc);
});
afterAll(() => svc?.close());

async function chainedFrom(instanceId: string) {
  const { rows } = await svc.backends.db.query<{
    workflow_name: string;
    due_date: string;
    entity_id: string;
  }>(sql`
    select t.workflow_name, i.due_date::text as due_date, i.entity_id from compliance.workflow_instances i
    join compliance.workflow_templates t on t.id = i.template_id
    where i.triggered_by = ${instanceId}::uuid order by t.workflow_name`);
  return rows;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
}

describe('the workflow.completed chain', () => {
  it('starts MGT-7, AOC-4 and ADT-1 when the AGM completes, due 60, 30 and 15 days later, once on redelivery', async () => {
    const entity = await createEntity(svc, a.id);
    const { rows } = await svc.backends.db.query<{ id: string }>(
      sql`select id from compliance.workflow_templates where seed_key = 'companies-act-s96-agm'`,
    );
    const agm = await startInstance(svc, a.user.token, {
      templateId: rows[0]?.id as string,
      entityId: entity.id,
    });
    expect(agm.statusCode).toBe(201);
    const id = agm.json().data.id;
    const mandatory = agm
      .json()
      .data.currentData.phases.flatMap((p: { tasks: { taskId: string; mandatory: boolean }[] }) =>
        p.tasks.filter((t) => t.mandatory).map((t) => t.taskId),
      );
    for (const taskId of mandatory)
      expect((await toggle(svc, a.user.token, id, taskId)).statusCode).toBe(200);
    const completed = await svc.app.inject({
      method: 'GET',
      url: `${API}/workflows/instances/${id}`,
      headers: bearer(a.user.token),
    });
    expect(completed.json().data.status).toBe('COMPLETED');
    const completedOn = (completed.json().data.completedAt as string).slice(0, 10);

    const chained = await eventually(
      () => chainedFrom(id),
      (r) => r.length === 3,
    );
    expect(chained).toEqual([
      {
        workflow_name: 'Annual return (MGT-7 / MGT-7A)',
        due_date: addDays(completedOn, 60),
        entity_id: entity.id,
      },
      {
        workflow_name: 'Auditor appointment (ADT-1)',
        due_date: addDays(completedOn, 15),
        entity_id: entity.id,
      },
      {
        workflow_name: 'Financial statements filing (AOC-4)',
        due_date: addDays(completedOn, 30),
        entity_id: entity.id,
      },
    ]);

    const event = svc.events.messages.find((m) => m.routingKey === `workflow.completed.${id}`);
    expect(event).toBeDefined();
    await svc.backends.bus.publish(`workflow.completed.${id}`, event?.payload, { messageId: event?.id });
    await svc.backends.bus.publish(`workflow.completed.${id}`, event?.payload);
    await eventually(
      () =>
        countRows(
          svc,
          'audit_logs',
          sql`action = 'EVENT_WORKFLOW_COMPLETED' and details->'payload'->>'instanceId' = ${id}`,
        ),
      (n) => n >= 2,
    );
    // Both deliveries reached the bus's consumers (the audit consumer recorded the one with a new id).
    expect(
      await countRows(
        svc,
        'audit_logs',
        sql`action = 'EVENT_WORKFLOW_COMPLETED' and details->'payload'->>'instanceId' = ${id}`,
      ),
    ).toBe(2);
    expect(await chainedFrom(id)).toHaveLength(3);
    if (event) expect(await chainFromCompletion({ db: svc.backends.db }, event)).toBe(0);
    expect(
      await countRows(
        svc,
        'audit_logs',
        sql`action = 'WORKFLOW_INSTANCE_CHAINED' and details->>'triggeredBy' = ${id}`,
      ),
    ).toBe(3);
  });

  it('chains nothing for a template without a completion event', async () => {
    const entity = await createEntity(svc, a.id);
    const { rows } = await svc.backends.db.query<{ id: string }>(
      sql`select id from compliance.workflow_templates where seed_key = 'deposit-rules-16-dpt-3'`,
    );
    const res = await startInstance(svc, a.user.token, {
      templateId: rows[0]?.id as string,
      entityId: entity.id,
    });
    const id = res.json().data.id;
    for (const taskId of ['p1_t1', 'p1_t2', 'p2_t1']) await toggle(svc, a.user.token, id, taskId);
    await svc.events.waitFor((m) => m.routingKey === `workflow.completed.${id}`);
    await new Promise((r) => setTimeout(r, 200));
    expect(await chainedFrom(id)).toEqual([]);
  });
});
