import type { TestService } from '@platform/kernel/testing';
import { API, bearer } from './harness.js';

/** A three-phase template of the tenant: mandatory and optional tasks, an advisory reading the profile. */
export const threePhases = (overrides: Record<string, unknown> = {}) => ({
  workflowName: 'Rights issue',
  legalReference: 'Companies Act, 2013, s.62(1)(a)',
  applicabilityRules: { entityTypes: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED'] },
  timelineLogic: { triggerDate: 'financial_year_end', deadlineDate: '09-30', reminderDaysBefore: [30, 7] },
  phases: [
    {
      name: 'Approve',
      order: 1,
      tasks: [
        { name: 'Board approves the offer', mandatory: true, advisory: 'Chaired by {{directors[0].name}}' },
        { name: 'Draft letter of offer', mandatory: false },
      ],
    },
    { name: 'Offer', order: 2, tasks: [{ name: 'Letter of offer dispatched', mandatory: true }] },
    { name: 'Allot', order: 3, tasks: [{ name: 'PAS-3 filed', mandatory: true }] },
  ],
  completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['PAS-3'] },
  ...overrides,
});

export async function createTemplateVia(
  svc: TestService,
  token: string,
  body: Record<string, unknown>,
): Promise<string> {
  const res = await svc.app.inject({
    method: 'POST',
    url: `${API}/workflows/templates`,
    headers: bearer(token),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`template not created: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

export async function startInstance(
  svc: TestService,
  token: string,
  body: { templateId: string; entityId: string } & Record<string, unknown>,
) {
  return svc.app.inject({
    method: 'POST',
    url: `${API}/workflows/instances`,
    headers: bearer(token),
    payload: body,
  });
}

export async function toggle(svc: TestService, token: string, id: string, taskId: string, completed = true) {
  return svc.app.inject({
    method: 'PATCH',
    url: `${API}/workflows/instances/${id}/tasks`,
    headers: bearer(token),
    payload: { taskId, completed },
  });
}

/** Ticks every task, phase by phase; resolves with the last answer. */
export async function completeAll(svc: TestService, token: string, id: string, taskIds: readonly string[]) {
  let last: Awaited<ReturnType<typeof toggle>> | undefined;
  for (const taskId of taskIds) last = await toggle(svc, token, id, taskId);
  return last;
}
