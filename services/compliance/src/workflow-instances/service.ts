import { sql } from '@platform/kernel/db';
import { conflict, notFound, validationError } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import { entityView } from '../entities/service.js';
import { findEntity } from '../entities/store.js';
import { assertWithinPlan, lockTenant } from '../plans/limits.js';
import { recordAudit } from '../shared/audit-log.js';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { orderBy } from '../shared/sort.js';
import { tenantView } from '../tenants/service.js';
import { findTenant } from '../tenants/store.js';
import { today } from '../timeline/dates.js';
import { deadlineOf } from '../timeline/engine.js';
import { isApplicable } from '../workflow-templates/applicability.js';
import { findVisibleTemplate, type TemplateRow, templateView } from '../workflow-templates/model.js';
import { renderAdvisories } from './advisory.js';
import { renderCertificate } from './certificate.js';
import {
  countOpenInstances,
  findInstance,
  INSTANCE_SORT,
  type InstanceFilters,
  type InstanceRow,
  insertInstance,
  lastCompletion,
  listInstances,
  lockInstance,
  saveProgress,
  setCertificate,
  userNames,
} from './store.js';
import { type InstanceStatus, startPhases, statusOf, toggleTask } from './tasks.js';

/** How long a certificate link stays valid; it is signed afresh on every read. */
const CERTIFICATE_URL_TTL_SECONDS = 15 * 60;

type Deps = Pick<ComplianceDeps, 'db' | 'blobs' | 'outbox'>;

async function certificateUrlOf(
  deps: Pick<ComplianceDeps, 'blobs'>,
  row: InstanceRow,
): Promise<string | null> {
  if (row.certificate_key === null) return null;
  return deps.blobs.signedUrl(row.certificate_key, {
    expiresInSeconds: CERTIFICATE_URL_TTL_SECONDS,
    downloadName: `compliance-certificate-${row.id}.pdf`,
  });
}

async function instanceView(deps: Pick<ComplianceDeps, 'blobs'>, row: InstanceRow) {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    templateId: row.template_id,
    entityId: row.entity_id,
    status: row.status,
    financialYear: row.financial_year,
    customLabel: row.custom_label,
    currentData: row.current_data,
    dueDate: row.due_date,
    triggeredBy: row.triggered_by,
    certificateUrl: await certificateUrlOf(deps, row),
    completedAt: row.completed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export type InstanceView = Awaited<ReturnType<typeof instanceView>>;

export interface NewInstanceInput {
  readonly templateId: string;
  readonly entityId: string;
  readonly financialYear?: string | undefined;
  readonly customLabel?: string | undefined;
}

/**
 * Starts a template for an entity of the tenant: the template must be one the tenant sees,
 * active, not archived and applicable to the entity (400 otherwise); another tenant's entity is
 * 404. Within the plan's `workflows` (open instances), counted under the tenant's lock.
 */
export async function createInstance(
  { caller, tenantId }: Scope<string>,
  deps: Deps,
  input: NewInstanceInput,
): Promise<InstanceView> {
  const [from = 0, to] = input.financialYear?.split('-').map(Number) ?? [];
  if (input.financialYear !== undefined && to !== from + 1)
    throw validationError('financialYear names two consecutive years, as 2025-2026', {
      field: 'financialYear',
    });
  const entity = await findEntity(deps.db, input.entityId, tenantId);
  if (!entity) throw notFound('Entity');
  const template = await findVisibleTemplate(deps.db, input.templateId, tenantId);
  if (!template) throw validationError('No such workflow template for this tenant', { field: 'templateId' });
  const applicable = isApplicable(
    {
      isActive: template.is_active,
      isArchived: template.is_archived,
      applicabilityRules: template.applicability_rules,
    },
    { entityType: entity.entity_type, isListed: entity.is_listed },
  );
  if (!applicable)
    throw validationError('The template is not active or does not apply to this entity', {
      field: 'templateId',
      entityType: entity.entity_type,
      isActive: template.is_active,
      isArchived: template.is_archived,
    });
  const deadline = deadlineOf(template.timeline_logic, {
    today: today(),
    lastOccurredOn: await lastCompletion(deps.db, entity.id, template.id),
    forFinancialYear: input.financialYear,
  });
  const row = await deps.outbox.transaction(async (tx) => {
    if (!(await lockTenant(tx, tenantId))) throw notFound('Tenant');
    await assertWithinPlan(tx, tenantId, 'workflows', await countOpenInstances(tx, tenantId));
    const created = await insertInstance(tx, {
      tenantId,
      templateId: template.id,
      entityId: entity.id,
      financialYear: input.financialYear ?? deadline?.financialYear ?? null,
      customLabel: input.customLabel ?? null,
      phases: startPhases(template.phases),
      dueDate: deadline?.dueDate ?? null,
    });
    if (!created) throw new Error('instance insert returned no row');
    await recordAudit(tx, {
      tenantId,
      action: 'WORKFLOW_INSTANCE_CREATED',
      entityType: 'workflow_instance',
      entityId: created.id,
      userId: caller.userId,
      userName: caller.email,
      details: { templateId: template.id, entityId: entity.id, dueDate: created.due_date },
    });
    return created;
  });
  return instanceView(deps, row);
}

/** What GET /workflows/instances may narrow the list to; every filter given must hold. */
export type InstanceListFilters = Omit<InstanceFilters, 'tenantId'>;

/**
 * A page of the tenant's instances, each with its entity's and template's names and whether it
 * is overdue on `day` (today, UTC, as the timeline engine counts days). `dueFrom` after `dueTo` is 400.
 */
export async function listTenantInstances(
  { tenantId }: Scope<string>,
  deps: Deps,
  filters: InstanceListFilters,
  sort: string | undefined,
  page: Page,
  day: string = today(),
): Promise<{ instances: InstanceListView[]; total: number }> {
  if (filters.dueFrom !== undefined && filters.dueTo !== undefined && filters.dueFrom > filters.dueTo)
    throw validationError('dueFrom must not be after dueTo', {
      field: 'dueFrom',
      dueFrom: filters.dueFrom,
      dueTo: filters.dueTo,
    });
  const order = orderBy(sort, INSTANCE_SORT, 'createdAt:desc', sql`id desc`);
  const { rows, total } = await listInstances(deps.db, { ...filters, tenantId }, day, order, page);
  const instances = await Promise.all(
    rows.map(async (r) => ({
      ...(await instanceView(deps, r)),
      entityName: r.entity_name,
      workflowName: r.workflow_name,
      overdue: r.overdue,
    })),
  );
  return { instances, total };
}

export type InstanceListView = InstanceView & {
  readonly entityName: string;
  readonly workflowName: string;
  readonly overdue: boolean;
};

/** The instance with its template, entity and tenant, advisories rendered against the entity's profile. */
export async function getInstanceDetail({ tenantId }: Scope, deps: Deps, id: string) {
  const row = await findInstance(deps.db, id, tenantId);
  if (!row) throw notFound('Workflow instance');
  const [template, entity, tenant] = await Promise.all([
    findVisibleTemplate(deps.db, row.template_id, null),
    findEntity(deps.db, row.entity_id, row.tenant_id),
    findTenant(deps.db, row.tenant_id),
  ]);
  if (!template || !entity || !tenant) throw notFound('Workflow instance');
  const view = await instanceView(deps, row);
  return {
    ...view,
    currentData: {
      ...row.current_data,
      phases: renderAdvisories(row.current_data.phases, entity.profile_data),
    },
    template: templateView(template),
    entity: entityView(entity),
    tenant: tenantView(tenant),
  };
}

/** The routing key of a completion; the chain consumer binds to `workflow.completed.*`. */
const completedKey = (instanceId: string) => `workflow.completed.${instanceId}`;

function completionPayload(row: InstanceRow, template: TemplateRow | undefined, userId: string) {
  return {
    eventType: 'workflow.completed',
    instanceId: row.id,
    templateId: row.template_id,
    entityId: row.entity_id,
    tenantId: row.tenant_id,
    userId,
    financialYear: row.financial_year,
    completionEvent: template?.timeline_logic.completionEvent ?? null,
    completedAt: row.completed_at?.toISOString() ?? new Date().toISOString(),
    timestamp: new Date().toISOString(),
  };
}

/**
 * Ticks or un-ticks a task under the instance's row lock. Completing the last mandatory task
 * completes the instance and publishes `workflow.completed` in the same transaction; un-ticking
 * a mandatory task of a completed instance returns it to IN_PROGRESS and withdraws its
 * certificate: the key is cleared with the change (the audit row records it) and the stored PDF
 * deleted once that committed, so no link signed before it downloads it any more.
 */
export async function setTaskCompleted(
  { caller, tenantId }: Scope,
  deps: Deps,
  id: string,
  taskId: string,
  completed: boolean,
): Promise<InstanceView> {
  const { row, withdrawn } = await deps.outbox.transaction(async (tx) => {
    const before = await lockInstance(tx, id, tenantId);
    if (!before) throw notFound('Workflow instance');
    if (before.status === 'DRAFT') throw conflict('A draft instance has not started');
    const phases = toggleTask(before.current_data.phases, {
      taskId,
      completed,
      by: caller.userId,
      at: new Date().toISOString(),
    });
    const status: InstanceStatus = statusOf(phases);
    let after = await saveProgress(tx, id, phases, status);
    const withdrawn = status !== 'COMPLETED' ? after.certificate_key : null;
    if (withdrawn !== null) {
      await setCertificate(tx, id, null);
      after = { ...after, certificate_key: null };
    }
    await recordAudit(tx, {
      tenantId: after.tenant_id,
      action: completed ? 'WORKFLOW_TASK_COMPLETED' : 'WORKFLOW_TASK_REOPENED',
      entityType: 'workflow_instance',
      entityId: id,
      userId: caller.userId,
      userName: caller.email,
      details: { taskId },
      changes: [
        ...(before.status === status ? [] : [{ field: 'status', oldValue: before.status, newValue: status }]),
        ...(withdrawn === null ? [] : [{ field: 'certificate', oldValue: withdrawn, newValue: null }]),
      ],
    });
    if (status === 'COMPLETED' && before.status !== 'COMPLETED') {
      const template = await findVisibleTemplate(tx, after.template_id, null);
      await deps.outbox.add(tx, {
        routingKey: completedKey(id),
        payload: completionPayload(after, template, caller.userId),
      });
    }
    return { row: after, withdrawn };
  });
  if (withdrawn !== null) await deps.blobs.delete(withdrawn);
  return instanceView(deps, row);
}

/**
 * The certificate of a completed instance: rendered, stored in the blob store, its key kept on
 * the instance, and a signed link returned. Any other status is 409.
 */
export async function issueCertificate(
  { caller, tenantId }: Scope,
  deps: Deps,
  id: string,
): Promise<{ certificateUrl: string }> {
  const row = await findInstance(deps.db, id, tenantId);
  if (!row) throw notFound('Workflow instance');
  if (row.status !== 'COMPLETED' || row.completed_at === null)
    throw conflict('A certificate is issued only for a completed workflow', { status: row.status });
  const [template, entity, tenant] = await Promise.all([
    findVisibleTemplate(deps.db, row.template_id, null),
    findEntity(deps.db, row.entity_id, row.tenant_id),
    findTenant(deps.db, row.tenant_id),
  ]);
  if (!template || !entity || !tenant) throw notFound('Workflow instance');
  const phases = row.current_data.phases;
  const names = await userNames(
    deps.db,
    phases.flatMap((p) => p.tasks.flatMap((t) => (t.completedBy ? [t.completedBy] : []))),
  );
  const cin = entity.profile_data.cin;
  const pdf = await renderCertificate({
    instanceId: row.id,
    tenantName: tenant.name,
    entityName: entity.name,
    entityType: entity.entity_type,
    cin: typeof cin === 'string' ? cin : undefined,
    workflowName: template.workflow_name,
    legalReference: template.legal_reference,
    financialYear: row.financial_year,
    dueDate: row.due_date,
    completedAt: row.completed_at,
    phases,
    nameOf: (userId) => names.get(userId) ?? userId,
    issuedAt: new Date(),
  });
  const key = `certificates/${row.tenant_id}/${row.id}.pdf`;
  await deps.blobs.put(key, pdf, { contentType: 'application/pdf' });
  await deps.db.transaction(async (tx) => {
    await setCertificate(tx, row.id, key);
    await recordAudit(tx, {
      tenantId: row.tenant_id,
      action: 'WORKFLOW_CERTIFICATE_ISSUED',
      entityType: 'workflow_instance',
      entityId: row.id,
      userId: caller.userId,
      userName: caller.email,
      details: { key, bytes: pdf.length },
    });
  });
  const certificateUrl = await certificateUrlOf(deps, { ...row, certificate_key: key });
  return { certificateUrl: certificateUrl ?? '' };
}
