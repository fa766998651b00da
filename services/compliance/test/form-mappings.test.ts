import { randomUUID } from 'node:crypto';
import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let svc: TestService;
let app: HttpApp;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  svc = await startCompliance();
  app = svc.app;
  a = await createTenant(svc);
  b = await createTenant(svc);
});
afterAll(() => svc?.close());

const admin = (t: TestTenant) => ({ ...bearer(t.admin.token), 'x-admin': 'true', 'x-tenant-id': t.id });

const newMapping = (formType: string) => ({
  formType,
  formVersion: 'V3 (2024)',
  mcaUrl: 'https://www.mca.gov.in/content/mca/global/en/mca/e-filing/chg-1.html',
  fieldMappings: [
    { profilePath: 'cin', selectors: ['#CIN'], required: true },
    { profilePath: 'charge.amount', selectors: ['#amount', 'input[name="amount"]'], required: false },
  ],
  validationRules: { cin: { pattern: '^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$' } },
  metadata: { description: 'Registration of a charge', requiredDocuments: ['INSTRUMENT_OF_CHARGE'] },
});

describe('seeded mappings', () => {
  it('cover DIR-3 KYC, INC-22, MGT-7, AOC-4 and ADT-1 with selectors, patterns and required documents', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/mca/form-mappings`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(200);
    const byType = new Map<string, Record<string, unknown>>(
      res.json().data.map((m: { formType: string }) => [m.formType, m]),
    );
    for (const form of ['DIR-3-KYC', 'INC-22', 'MGT-7', 'AOC-4', 'ADT-1'])
      expect(byType.has(form)).toBe(true);
    const inc22 = byType.get('INC-22') as {
      validationRules: Record<string, { pattern: string }>;
      fieldMappings: { selectors: string[] }[];
      metadata: { requiredDocuments: string[] };
      version: number;
      isActive: boolean;
    };
    expect(inc22.validationRules.cin?.pattern).toBe('^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$');
    expect(inc22.validationRules['registeredOffice.pincode']?.pattern).toBe('^[1-9][0-9]{5}$');
    expect(inc22.fieldMappings.every((f) => f.selectors.length > 0)).toBe(true);
    expect(inc22.metadata.requiredDocuments.length).toBeGreaterThan(0);
    expect(inc22).toMatchObject({ version: 1, isActive: true });
    const dir3 = byType.get('DIR-3-KYC') as { validationRules: Record<string, { pattern: string }> };
    expect(dir3.validationRules['directors[0].din']?.pattern).toBe('^[0-9]{8}$');
    expect(dir3.validationRules['directors[0].pan']?.pattern).toBe('^[A-Z]{5}[0-9]{4}[A-Z]$');
  });

  it('are found by form type however it is written', async () => {
    for (const written of ['DIR-3-KYC', 'dir-3 kyc', 'DIR_3_KYC']) {
      const res = await app.inject({
        method: 'GET',
        url: `${API}/mca/form-mappings/${encodeURIComponent(written)}`,
        headers: bearer(a.user.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.formType).toBe('DIR-3-KYC');
    }
    const none = await app.inject({
      method: 'GET',
      url: `${API}/mca/form-mappings/XYZ-9`,
      headers: bearer(a.user.token),
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('x-admin', () => {
  it('is required for writes (403 without), and honoured only for administrators (403 for a user)', async () => {
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `${API}/mca/form-mappings`, headers, payload: newMapping('CHG-1') });
    expect((await post(bearer(a.admin.token))).statusCode).toBe(403);
    expect((await post({ ...bearer(a.user.token), 'x-admin': 'true' })).statusCode).toBe(403);
    expect((await post({ 'x-admin': 'true' })).statusCode).toBe(401);
    const toggle = await app.inject({
      method: 'POST',
      url: `${API}/mca/form-mappings/MGT-7/toggle-active`,
      headers: { ...bearer(a.user.token), 'x-admin': 'true' },
    });
    expect(toggle.statusCode).toBe(403);
    expect(await countRows(svc, 'form_mappings', sql`form_type = 'CHG-1'`)).toBe(0);
  });
});

describe('create, update, toggle', () => {
  it('creates a tenant mapping (201) with an audit row; a second of the same form type is 409', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/mca/form-mappings`,
      headers: admin(a),
      payload: newMapping('chg-1'),
    });
    expect(res.statusCode).toBe(201);
    const m = res.json().data;
    expect(m).toMatchObject({ tenantId: a.id, formType: 'CHG-1', version: 1, isActive: true });
    expect(
      await countRows(svc, 'audit_logs', sql`action = 'FORM_MAPPING_CREATED' and entity_id = ${m.id}`),
    ).toBe(1);
    const again = await app.inject({
      method: 'POST',
      url: `${API}/mca/form-mappings`,
      headers: admin(a),
      payload: newMapping('CHG-1'),
    });
    expect(again.statusCode).toBe(409);
    // Another tenant does not see it.
    const other = await app.inject({
      method: 'GET',
      url: `${API}/mca/form-mappings/CHG-1`,
      headers: bearer(b.user.token),
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a bad body: an invalid pattern, a missing selector list, a non-http URL (400)', async () => {
    const post = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `${API}/mca/form-mappings`, headers: admin(a), payload });
    expect(
      (await post({ ...newMapping('CHG-4'), validationRules: { cin: { pattern: '([' } } })).statusCode,
    ).toBe(400);
    expect((await post({ ...newMapping('CHG-4'), fieldMappings: [{ profilePath: 'cin' }] })).statusCode).toBe(
      400,
    );
    expect((await post({ ...newMapping('CHG-4'), mcaUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
  });

  it('updates with the version read (200, version + 1); a stale version gets the documented conflict body', async () => {
    const created = (
      await app.inject({
        method: 'POST',
        url: `${API}/mca/form-mappings`,
        headers: admin(a),
        payload: newMapping('CHG-9'),
      })
    ).json().data;
    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `${API}/mca/form-mappings/CHG-9`, headers: admin(a), payload });
    const ok = await put({ version: 1, formVersion: 'V3 (2025)' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id: created.id, version: 2, formVersion: 'V3 (2025)' });

    const stale = await put({ version: 1, isActive: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'version_conflict',
      message: expect.any(String),
      currentVersion: 2,
      currentData: expect.objectContaining({
        id: created.id,
        version: 2,
        formVersion: 'V3 (2025)',
        isActive: true,
      }),
    });
    const missing = await put({ isActive: false });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('MISSING_VERSION');
    const { rows } = await svc.backends.db.query<{ version: number; is_active: boolean }>(
      sql`select version, is_active from compliance.form_mappings where id = ${created.id}::uuid`,
    );
    expect(rows[0]).toEqual({ version: 2, is_active: true });
  });

  it('a tenant’s change to a global mapping makes its own copy; other tenants keep the global one', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `${API}/mca/form-mappings/ADT-1`,
      headers: admin(a),
      payload: { version: 1, formVersion: 'tenant copy' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      tenantId: a.id,
      formType: 'ADT-1',
      version: 2,
      formVersion: 'tenant copy',
    });
    const forB = await app.inject({
      method: 'GET',
      url: `${API}/mca/form-mappings/ADT-1`,
      headers: bearer(b.user.token),
    });
    expect(forB.json().data).toMatchObject({ tenantId: null, version: 1 });
    expect(forB.json().data.formVersion).not.toBe('tenant copy');
  });

  it('toggles isActive, filters by active, and 404s for an unknown form type', async () => {
    const toggle = () =>
      app.inject({ method: 'POST', url: `${API}/mca/form-mappings/CHG-1/toggle-active`, headers: admin(a) });
    const off = await toggle();
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ isActive: false, version: 2 });
    const inactive = await app.inject({
      method: 'GET',
      url: `${API}/mca/form-mappings?active=false`,
      headers: bearer(a.user.token),
    });
    expect(inactive.json().data.map((m: { formType: string }) => m.formType)).toContain('CHG-1');
    expect(inactive.json().data.every((m: { isActive: boolean }) => !m.isActive)).toBe(true);
    const on = await toggle();
    expect(on.json().data).toMatchObject({ isActive: true, version: 3 });
    expect(await countRows(svc, 'audit_logs', sql`action = 'FORM_MAPPING_TOGGLED'`)).toBe(2);
    const unknown = await app.inject({
      method: 'POST',
      url: `${API}/mca/form-mappings/NOPE-1/toggle-active`,
      headers: admin(a),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a super-administrator create a global mapping every tenant sees', async () => {
    const root = await superAdminToken(svc);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/mca/form-mappings`,
      headers: { ...bearer(root), 'x-admin': 'true' },
      payload: newMapping('PAS-3'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.tenantId).toBeNull();
    const forB = await app.inject({
      method: 'GET',
      url: `${API}/mca/form-mappings/PAS-3`,
      headers: bearer(b.user.token),
    });
    expect(forB.statusCode).toBe(200);
  });
});

/** A workflow template whose filings are `filings`, and an instance of it for `entityId`. */
async function instanceFiling(tenantId: string, entityId: string, filings: string[]): Promise<string> {
  const templateId = randomUUID();
  const instanceId = randomUUID();
  await svc.backends.db.query(sql`
    insert into compliance.workflow_templates (id, tenant_id, workflow_name, completion_criteria)
    values (${templateId}::uuid, ${tenantId}::uuid, 'Annual return',
            ${JSON.stringify({ allMandatoryTasksCompleted: true, filingConfirmation: filings })}::jsonb)`);
  await svc.backends.db.transaction(async (tx) => {
    // The instance-count triggers of migration 0006 name their table without its schema.
    await tx.exec('set local search_path to compliance, public');
    await tx.query(sql`
      insert into compliance.workflow_instances (id, tenant_id, template_id, entity_id, current_data)
      values (${instanceId}::uuid, ${tenantId}::uuid, ${templateId}::uuid, ${entityId}::uuid, '{"phases": []}'::jsonb)`);
  });
  return instanceId;
}

const completeProfile = {
  companyName: 'Nirmal Foods Private Limited',
  cin: 'U15400MH2019PTC321987',
  pan: 'AAECN1234F',
  registeredOffice: { address: '12 Mill Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  authorizedCapital: 1000000,
  paidUpCapital: '500000',
  directors: [{ name: 'Meera Iyer', din: '07654321', designation: 'Managing Director' }],
};

describe('GET /mca/workflow-redirect/:workflowId', () => {
  it('is ready for a complete profile: contextId of a stored context the tenant can read', async () => {
    const entity = await createEntity(svc, a.id, { profileData: completeProfile });
    const instanceId = await instanceFiling(a.id, entity.id, ['MGT-7', 'AOC-4']);
    const res = await app.inject({
      method: 'GET',
      url: `${API}/mca/workflow-redirect/${instanceId}`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ready: true,
      formType: 'MGT-7',
      contextId: expect.any(String),
      message: expect.any(String),
    });
    expect(body.mcaUrl).toMatch(/^https:\/\/www\.mca\.gov\.in\//);
    expect(body.data).toMatchObject({ ready: true, contextId: body.contextId });
    expect(
      await countRows(
        svc,
        'audit_logs',
        sql`action = 'MCA_FILING_CONTEXT_CREATED' and entity_id = ${instanceId}`,
      ),
    ).toBe(1);

    const context = await app.inject({
      method: 'GET',
      url: `${API}/mca/context/${body.contextId}`,
      headers: bearer(a.admin.token),
    });
    expect(context.statusCode).toBe(200);
    const c = context.json().data;
    expect(c).toMatchObject({
      contextId: body.contextId,
      formType: 'MGT-7',
      workflowInstanceId: instanceId,
      entity: { id: entity.id, name: entity.name },
      createdBy: a.user.id,
    });
    expect(c.fieldValues['#CIN']).toBe('U15400MH2019PTC321987');
    expect(c.fieldValues['#regOfficePincode']).toBe('411001');
    expect(c.fieldValues['#authorisedCapital']).toBe('1000000');
    expect(c.fields.find((f: { profilePath: string }) => f.profilePath === 'directors[0].din')?.value).toBe(
      '07654321',
    );
    expect(new Date(c.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const stranger = await app.inject({
      method: 'GET',
      url: `${API}/mca/context/${body.contextId}`,
      headers: bearer(b.admin.token),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('is not ready with empty or invalid required fields, listing them and the required documents', async () => {
    const entity = await createEntity(svc, a.id, {
      profileData: {
        ...completeProfile,
        cin: 'U15400MH2019PTC32198',
        registeredOffice: { address: '12 Mill Road', pincode: '' },
        directors: [{ name: 'Meera Iyer', din: '1234' }],
      },
    });
    const instanceId = await instanceFiling(a.id, entity.id, ['MGT-7']);
    const before = await countRows(svc, 'mca_filing_contexts');
    const res = await app.inject({
      method: 'GET',
      url: `${API}/mca/workflow-redirect/${instanceId}`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ready: false, formType: 'MGT-7', message: expect.any(String) });
    expect(body.missingFields).toEqual(['cin', 'registeredOffice.pincode', 'directors[0].din']);
    expect(body.requiredDocuments).toEqual(expect.arrayContaining(['LIST_OF_SHAREHOLDERS']));
    expect(body).not.toHaveProperty('contextId');
    expect(await countRows(svc, 'mca_filing_contexts')).toBe(before);
  });

  it('takes the first filing with an active mapping, and 404s when none has one', async () => {
    const entity = await createEntity(svc, b.id, { profileData: completeProfile });
    const skipping = await instanceFiling(b.id, entity.id, ['FORM-NONE', 'MGT-7']);
    const res = await app.inject({
      method: 'GET',
      url: `${API}/mca/workflow-redirect/${skipping}`,
      headers: bearer(b.user.token),
    });
    expect(res.json().formType).toBe('MGT-7');

    const unmapped = await instanceFiling(b.id, entity.id, ['FORM-NONE']);
    const none = await app.inject({
      method: 'GET',
      url: `${API}/mca/workflow-redirect/${unmapped}`,
      headers: bearer(b.user.token),
    });
    expect(none.statusCode).toBe(404);

    // B turns MGT-7 off for itself: the instance has no active mapping left.
    const off = await app.inject({
      method: 'POST',
      url: `${API}/mca/form-mappings/MGT-7/toggle-active`,
      headers: admin(b),
    });
    expect(off.json().data).toMatchObject({ tenantId: b.id, isActive: false });
    const inactive = await app.inject({
      method: 'GET',
      url: `${API}/mca/workflow-redirect/${skipping}`,
      headers: bearer(b.user.token),
    });
    expect(inactive.statusCode).toBe(404);
  });

  it('answers 404 for another tenant’s instance and for an unknown one', async () => {
    const entity = await createEntity(svc, a.id, { profileData: completeProfile });
    const instanceId = await instanceFiling(a.id, entity.id, ['MGT-7']);
    const other = await app.inject({
      method: 'GET',
      url: `${API}/mca/workflow-redirect/${instanceId}`,
      headers: bearer(b.user.token),
    });
    expect(other.statusCode).toBe(404);
    const unknown = await app.inject({
      method: 'GET',
      url: `${API}/mca/workflow-redirect/${randomUUID()}`,
      headers: bearer(a.user.token),
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `${API}/mca/workflow-redirect/${instanceId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
