import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  createEntity,
  createTenant,
  startCompliance,
  superAdminToken,
  type TestEntity,
  type TestTenant,
  workflowApp,
} from './harness.js';
import { createTemplateVia, threePhases } from './workflow-fixtures.js';

let svc: TestService;
let a: TestTenant;
let b: TestTenant;
let llp: TestEntity;
const ids: Record<string, string> = {};

interface Item {
  id: string;
  workflowName: string;
  reasons: Record<string, unknown>[];
}

beforeAll(async () => {
  svc = await startCompliance();
  a = await createTenant(svc);
  b = await createTenant(svc);
  llp = await createEntity(svc, a.id, { name: 'Narmada Advisors LLP', entityType: 'LLP' });
  const template = async (key: string, body: Record<string, unknown>, tenant = a) => {
    ids[key] = await createTemplateVia(
      svc,
      tenant.admin.token,
      threePhases({ workflowName: `Rule ${key}`, ...body }),
    );
  };
  await template('companies', { applicabilityRules: { entityTypes: ['PRIVATE_LIMITED'] } });
  await template('all-but-llp', { applicabilityRules: { entityTypes: ['ALL'], excludes: ['LLP'] } });
  await template('listed-llp', { applicabilityRules: { entityTypes: ['LLP'], listingRequired: true } });
  await template('llp', { applicabilityRules: { entityTypes: ['LLP'] } });
  await template('inactive', { applicabilityRules: { entityTypes: ['LLP'] }, isActive: false });
  await template('everything-wrong', {
    applicabilityRules: { entityTypes: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED'], listingRequired: true },
    isActive: false,
  });
  await template('archived', { applicabilityRules: { entityTypes: ['LLP'] } });
  const archived = await svc.app.inject({
    method: 'DELETE',
    url: `${API}/workflows/templates/${ids.archived}`,
    headers: bearer(a.admin.token),
  });
  expect(archived.statusCode).toBe(200);
  await template('theirs', { applicabilityRules: { entityTypes: ['ALL'] } }, b);
});
afterAll(() => svc?.close());

function explain(token: string, query: string) {
  return svc.app.inject({
    method: 'GET',
    url: `${API}/workflows/templates/applicability${query}`,
    headers: bearer(token),
  });
}

const find = (items: Item[], key: string) => items.find((i) => i.id === ids[key]);

describe('GET /workflows/templates/applicability', () => {
  it('lists the templates that apply and, for each other one, the rules that exclude the entity', async () => {
    const res = await explain(a.user.token, `?entityId=${llp.id}`);
    expect(res.statusCode).toBe(200);
    const { entity, applicable, notApplicable } = res.json().data as {
      entity: unknown;
      applicable: Item[];
      notApplicable: Item[];
    };
    expect(entity).toEqual({ id: llp.id, name: 'Narmada Advisors LLP', entityType: 'LLP', isListed: false });

    expect(find(applicable, 'llp')).toMatchObject({
      workflowName: 'Rule llp',
      tenantId: a.id,
      isActive: true,
      isArchived: false,
      isAdhoc: false,
      legalReference: 'Companies Act, 2013, s.62(1)(a)',
      applicabilityRules: { entityTypes: ['LLP'] },
      reasons: [],
    });
    expect(find(notApplicable, 'companies')?.reasons).toEqual([
      {
        rule: 'applicabilityRules.entityTypes',
        field: 'entityType',
        operator: 'in',
        expected: ['PRIVATE_LIMITED'],
        actual: 'LLP',
        message: 'entityType is LLP; the template requires PRIVATE_LIMITED',
      },
    ]);
    expect(find(notApplicable, 'all-but-llp')?.reasons).toEqual([
      {
        rule: 'applicabilityRules.excludes',
        field: 'entityType',
        operator: 'notIn',
        expected: ['LLP'],
        actual: 'LLP',
        message: 'entityType is LLP, which the template excludes',
      },
    ]);
    expect(find(notApplicable, 'listed-llp')?.reasons).toEqual([
      expect.objectContaining({
        rule: 'applicabilityRules.listingRequired',
        field: 'isListed',
        operator: 'equals',
        expected: true,
        actual: false,
      }),
    ]);
    expect(find(notApplicable, 'inactive')?.reasons).toEqual([
      expect.objectContaining({ rule: 'isActive', field: 'isActive', expected: true, actual: false }),
    ]);
    expect(find(notApplicable, 'everything-wrong')?.reasons.map((r) => r.rule)).toEqual([
      'isActive',
      'applicabilityRules.entityTypes',
      'applicabilityRules.listingRequired',
    ]);

    // Archived templates only when asked for; another tenant's never.
    const every = [...applicable, ...notApplicable];
    expect(find(every, 'archived')).toBeUndefined();
    expect(find(every, 'theirs')).toBeUndefined();
    // The global library is explained too: DIR-3 KYC applies to an LLP, SEBI's quarterly results do not.
    expect(applicable.some((i) => i.workflowName === 'DIR-3 KYC of directors')).toBe(true);
    expect(
      notApplicable.find((i) => i.workflowName === 'Quarterly financial results (SEBI LODR Reg. 33)')
        ?.reasons,
    ).toEqual([
      expect.objectContaining({ rule: 'applicabilityRules.entityTypes', expected: ['PUBLIC_LIMITED'] }),
      expect.objectContaining({ rule: 'applicabilityRules.listingRequired' }),
    ]);
    // Each template once, by name.
    const names = every.map((i) => i.id);
    expect(new Set(names).size).toBe(names.length);
    expect(applicable.map((i) => i.workflowName)).toEqual([...applicable.map((i) => i.workflowName)].sort());
  });

  it('agrees with the list of applicable templates, which keeps its answer', async () => {
    const list = await svc.app.inject({
      method: 'GET',
      url: `${API}/workflows/templates?entityId=${llp.id}&limit=100`,
      headers: bearer(a.user.token),
    });
    expect(list.statusCode).toBe(200);
    const listed = list.json().data as { id: string; phases: unknown }[];
    expect(listed.every((t) => Array.isArray(t.phases))).toBe(true);
    const { applicable } = (await explain(a.user.token, `?entityId=${llp.id}`)).json().data;
    expect(applicable.map((i: Item) => i.id)).toEqual(listed.map((t) => t.id));
  });

  it('shows archived templates with includeArchived, as never applicable', async () => {
    const { notApplicable } = (await explain(a.user.token, `?entityId=${llp.id}&includeArchived=true`)).json()
      .data;
    expect(find(notApplicable, 'archived')?.reasons).toEqual([
      expect.objectContaining({ rule: 'isArchived', field: 'isArchived', expected: false, actual: true }),
    ]);
  });

  it('follows the entity: a listed one passes the listing rule', async () => {
    const listed = await createEntity(svc, a.id, { entityType: 'LLP', isListed: true });
    const { applicable } = (await explain(a.user.token, `?entityId=${listed.id}`)).json().data;
    expect(find(applicable, 'listed-llp')).toBeDefined();
  });

  it('is 404 for another tenant’s entity, and 400 for a missing, malformed or unknown parameter', async () => {
    const theirs = await createEntity(svc, b.id, { entityType: 'LLP' });
    const other = await explain(a.admin.token, `?entityId=${theirs.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await explain(a.admin.token, `?entityId=${llp.id}&tenantId=${b.id}`)).statusCode).toBe(403);
    for (const query of [
      '',
      '?entityId=nope',
      `?entityId=${llp.id}&isActive=true`,
      `?entityId=${llp.id}&x=1`,
    ]) {
      const res = await explain(a.admin.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('needs a token; a super-admin reads any tenant’s entity; the workflow listener serves it too', async () => {
    expect(
      (
        await svc.app.inject({
          method: 'GET',
          url: `${API}/workflows/templates/applicability?entityId=${llp.id}`,
        })
      ).statusCode,
    ).toBe(401);
    const root = await explain(await superAdminToken(svc), `?entityId=${llp.id}`);
    expect(root.statusCode).toBe(200);
    expect(find(root.json().data.applicable, 'llp')).toBeDefined();
    const viaWorkflow = await workflowApp(svc).inject({
      method: 'GET',
      url: `${API}/workflows/templates/applicability?entityId=${llp.id}`,
      headers: bearer(a.user.token),
    });
    expect(viaWorkflow.statusCode).toBe(200);
    expect(viaWorkflow.json().data.entity.id).toBe(llp.id);
  });
});
