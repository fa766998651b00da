import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGlobalTemplates } from '../src/seed/load.js';
import { WORKFLOW_TEMPLATE_LIBRARY } from '../src/seed/workflow-templates/index.js';
import { placeholdersOf } from '../src/shared/placeholders.js';
import { triggerPatternOf } from '../src/timeline/engine.js';
import { API, bearer, countRows, createTenant, startCompliance } from './harness.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startCompliance();
});
afterAll(() => svc?.close());

describe('the global workflow templates', () => {
  it('are eight global rows after start, and loading again adds none', async () => {
    expect(await countRows(svc, 'workflow_templates', sql`seed_key is not null and tenant_id is null`)).toBe(
      8,
    );
    expect(await loadGlobalTemplates(svc.backends.db)).toBe(0);
    expect(await countRows(svc, 'workflow_templates')).toBe(8);
  });

  it('cover every trigger pattern, and the AGM chains the filings that follow it', () => {
    const patterns = new Set(WORKFLOW_TEMPLATE_LIBRARY.map((t) => triggerPatternOf(t.timelineLogic ?? {})));
    expect([...patterns].sort()).toEqual(['event', 'fixed', 'recurring', 'relative']);
    const agm = WORKFLOW_TEMPLATE_LIBRARY.find((t) => t.legalReference.includes('s.96'));
    const chained = WORKFLOW_TEMPLATE_LIBRARY.filter(
      (t) => t.timelineLogic?.triggerEvent === agm?.timelineLogic?.completionEvent,
    ).map((t) => t.completionCriteria?.filingConfirmation);
    expect(chained.sort()).toEqual([['ADT-1'], ['AOC-4'], ['MGT-7']]);
  });

  it('carry advisories that read the entity profile', () => {
    const paths = WORKFLOW_TEMPLATE_LIBRARY.flatMap((t) =>
      (t.phases ?? []).flatMap((p) => p.tasks.flatMap((task) => placeholdersOf(task.advisory ?? ''))),
    );
    expect(paths).toContain('directors[0].name');
    expect(paths).toContain('registeredOffice.address');
  });

  it('are read through the API in the shapes clients expect', async () => {
    const tenant = await createTenant(svc);
    const res = await svc.app.inject({
      method: 'GET',
      url: `${API}/workflows/templates?limit=100&sort=workflowName:asc`,
      headers: bearer(tenant.user.token),
    });
    const lodr = res.json().data.find((t: { workflowName: string }) => t.workflowName.includes('Reg. 33'));
    expect(lodr).toMatchObject({
      tenantId: null,
      applicabilityRules: { entityTypes: ['PUBLIC_LIMITED'], listingRequired: true },
      timelineLogic: { frequency: 'quarterly', deadlineDays: 45, q4DeadlineDays: 60 },
    });
    expect(res.json().pagination.total).toBe(8);
  });
});
