import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity, createTenant, startCompliance, type TestTenant } from './harness.js';
import { createTemplateVia, startInstance, threePhases } from './workflow-fixtures.js';

/**
 * A workflow started for a financial year is due on that year's deadline: a practice catching up
 * on last year's filing gets last year's date (and sees it overdue), not next year's.
 */
let svc: TestService;
let a: TestTenant;

beforeAll(async () => {
  svc = await startCompliance();
  a = await createTenant(svc);
});
afterAll(() => svc?.close());

async function start(templateId: string, financialYear?: string) {
  const entity = await createEntity(svc, a.id);
  return startInstance(svc, a.user.token, {
    templateId,
    entityId: entity.id,
    ...(financialYear ? { financialYear } : {}),
  });
}

describe('POST /workflows/instances with a financialYear', () => {
  it("is due on that year's deadline, whatever today is", async () => {
    // Thirty September after the year's end on 31 March.
    const annual = await createTemplateVia(svc, a.admin.token, threePhases());
    for (const [year, due] of [
      ['2023-2024', '2024-09-30'],
      ['2025-2026', '2026-09-30'],
      ['2027-2028', '2028-09-30'],
    ]) {
      const res = await start(annual, year);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ financialYear: year, dueDate: due });
    }
  });

  it("of a quarterly return, is the year's first quarter still open, or its last when all have passed", async () => {
    const quarterly = await createTemplateVia(
      svc,
      a.admin.token,
      threePhases({
        workflowName: 'TDS return',
        timelineLogic: { frequency: 'quarterly', deadlineDays: 31 },
      }),
    );
    // Every quarter of 2020-2021 has passed: its last one, the quarter ending 31 March 2021.
    const past = await start(quarterly, '2020-2021');
    expect(past.json().data).toMatchObject({ financialYear: '2020-2021', dueDate: '2021-05-01' });
    // None of 2030-2031 has: its first, the quarter ending 30 June 2030.
    const future = await start(quarterly, '2030-2031');
    expect(future.json().data).toMatchObject({ financialYear: '2030-2031', dueDate: '2030-07-31' });
  });

  it('without one, is the next deadline from today, as before', async () => {
    const annual = await createTemplateVia(
      svc,
      a.admin.token,
      threePhases({ workflowName: 'Annual return' }),
    );
    const res = await start(annual);
    expect(res.statusCode).toBe(201);
    const { dueDate, financialYear } = res.json().data;
    expect(dueDate >= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(dueDate.slice(5)).toBe('09-30');
    expect(financialYear).toBe(`${Number(dueDate.slice(0, 4)) - 1}-${dueDate.slice(0, 4)}`);
  });

  it('is 400 for a year that is not two consecutive years, and starts nothing', async () => {
    const annual = await createTemplateVia(
      svc,
      a.admin.token,
      threePhases({ workflowName: 'Board meeting' }),
    );
    const entity = await createEntity(svc, a.id);
    const res = await startInstance(svc, a.user.token, {
      templateId: annual,
      entityId: entity.id,
      financialYear: '2025-2030',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'financialYear' } });
    const list = await svc.app.inject({
      method: 'GET',
      url: `/api/v1/workflows/instances?entityId=${entity.id}`,
      headers: { authorization: `Bearer ${a.user.token}` },
    });
    expect(list.json().data).toEqual([]);
  });
});
