import { sql } from '@platform/kernel/db';
import { forbidden, notFound } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import { findEntity } from '../entities/store.js';
import { type FieldChange, recordAudit } from '../shared/audit-log.js';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { orderBy } from '../shared/sort.js';
import { type ApplicabilityFailure, applicabilityFailures, isApplicable } from './applicability.js';
import { findVisibleTemplate, type TemplateRow, type TemplateView, templateView } from './model.js';
import {
  allTemplates,
  insertTemplate,
  listTemplates,
  lockVisibleTemplate,
  TEMPLATE_SORT,
  type TemplateFields,
  updateTemplate,
} from './store.js';
import { assertValidTemplate } from './validate.js';

type Deps = Pick<ComplianceDeps, 'db'>;

export interface TemplateListQuery {
  readonly entityId?: string | undefined;
  readonly isActive?: boolean | undefined;
  readonly isAdhoc?: boolean | undefined;
  readonly includeArchived?: boolean | undefined;
  readonly sort?: string | undefined;
}

const DEFAULT_SORT = 'workflowName:asc';

/**
 * Templates the tenant sees (global and its own). With `entityId`, only those applicable to that
 * entity: the rule runs in code over the tenant's visible templates (a few dozen), so that it is
 * stated once (`isApplicable`), and the page is cut from the result.
 */
export async function listVisibleTemplates(
  { tenantId }: Scope,
  deps: Deps,
  query: TemplateListQuery,
  page: Page,
): Promise<{ templates: TemplateView[]; total: number }> {
  const order = orderBy(query.sort, TEMPLATE_SORT, DEFAULT_SORT, sql`id asc`);
  const filters = {
    tenantId,
    isActive: query.isActive,
    isAdhoc: query.isAdhoc,
    includeArchived: query.includeArchived ?? false,
  };
  if (query.entityId === undefined) {
    const { rows, total } = await listTemplates(deps.db, filters, order, page);
    return { templates: rows.map(templateView), total };
  }
  const entity = await findEntity(deps.db, query.entityId, tenantId);
  if (!entity) throw notFound('Entity');
  const rows = await allTemplates(deps.db, { ...filters, tenantId: entity.tenant_id }, order);
  const applicable = rows.filter((row) =>
    isApplicable(
      { isActive: row.is_active, isArchived: row.is_archived, applicabilityRules: row.applicability_rules },
      { entityType: entity.entity_type, isListed: entity.is_listed },
    ),
  );
  return {
    templates: applicable.slice(page.offset, page.offset + page.limit).map(templateView),
    total: applicable.length,
  };
}

/** A template as the applicability view shows it, with the rules the entity fails (none when it applies). */
export interface TemplateApplicability {
  id: string;
  tenantId: string | null;
  workflowName: string;
  legalReference: string | null;
  isAdhoc: boolean;
  isActive: boolean;
  isArchived: boolean;
  applicabilityRules: TemplateView['applicabilityRules'];
  reasons: ApplicabilityFailure[];
}

export interface EntityApplicability {
  entity: { id: string; name: string; entityType: string; isListed: boolean };
  applicable: TemplateApplicability[];
  notApplicable: TemplateApplicability[];
}

/**
 * Which of the templates the tenant sees apply to one of its entities, and why each other one
 * does not: every rule it fails, with the value the rule asks for and the entity's own. Inactive
 * templates are listed as not applicable (their reason `isActive`); archived ones only with
 * `includeArchived`. By name, as the list. Another tenant's entity is 404.
 */
export async function explainApplicability(
  { tenantId }: Scope,
  deps: Deps,
  entityId: string,
  options: { readonly includeArchived?: boolean | undefined } = {},
): Promise<EntityApplicability> {
  const entity = await findEntity(deps.db, entityId, tenantId);
  if (!entity) throw notFound('Entity');
  const order = orderBy(undefined, TEMPLATE_SORT, DEFAULT_SORT, sql`id asc`);
  const rows = await allTemplates(
    deps.db,
    { tenantId: entity.tenant_id, includeArchived: options.includeArchived ?? false },
    order,
  );
  const subject = { entityType: entity.entity_type, isListed: entity.is_listed };
  const views = rows.map(
    (row): TemplateApplicability => ({
      id: row.id,
      tenantId: row.tenant_id,
      workflowName: row.workflow_name,
      legalReference: row.legal_reference,
      isAdhoc: row.is_adhoc,
      isActive: row.is_active,
      isArchived: row.is_archived,
      applicabilityRules: row.applicability_rules,
      reasons: applicabilityFailures(
        { isActive: row.is_active, isArchived: row.is_archived, applicabilityRules: row.applicability_rules },
        subject,
      ),
    }),
  );
  return {
    entity: {
      id: entity.id,
      name: entity.name,
      entityType: entity.entity_type,
      isListed: entity.is_listed,
    },
    applicable: views.filter((v) => v.reasons.length === 0),
    notApplicable: views.filter((v) => v.reasons.length > 0),
  };
}

export async function getTemplate({ tenantId }: Scope, deps: Deps, id: string): Promise<TemplateView> {
  const row = await findVisibleTemplate(deps.db, id, tenantId);
  if (!row) throw notFound('Workflow template');
  return templateView(row);
}

/**
 * A tenant's template (`tenantId` its own) or, for a super-admin naming no tenant, a global one.
 * Defaults: country India, applicable to ALL, no phases, active, not ad hoc.
 */
export async function createTemplate(
  { caller, tenantId }: Scope,
  deps: Deps,
  fields: TemplateFields,
): Promise<TemplateView> {
  if (tenantId === null && caller.role !== 'super_admin')
    throw forbidden('Only a super-admin creates global templates');
  assertValidTemplate(fields);
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertTemplate(tx, tenantId, fields);
    await recordAudit(tx, {
      tenantId,
      action: 'WORKFLOW_TEMPLATE_CREATED',
      entityType: 'workflow_template',
      entityId: created.id,
      userId: caller.userId,
      userName: caller.email,
      details: { workflowName: created.workflow_name, global: tenantId === null },
    });
    return created;
  });
  return templateView(row);
}

const API_FIELD_OF_COLUMN: Readonly<Record<string, keyof TemplateRow>> = {
  country: 'country',
  workflowName: 'workflow_name',
  legalReference: 'legal_reference',
  applicabilityRules: 'applicability_rules',
  timelineLogic: 'timeline_logic',
  phases: 'phases',
  validationRules: 'validation_rules',
  advisoryPrompts: 'advisory_prompts',
  completionCriteria: 'completion_criteria',
  isAdhoc: 'is_adhoc',
  isActive: 'is_active',
  isArchived: 'is_archived',
};

function changesBetween(before: TemplateRow, after: TemplateRow): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, column] of Object.entries(API_FIELD_OF_COLUMN)) {
    const oldValue = before[column];
    const newValue = after[column];
    if (JSON.stringify(oldValue) !== JSON.stringify(newValue)) changes.push({ field, oldValue, newValue });
  }
  return changes;
}

/** A global template is changed only by a super-admin; another tenant's is not found. */
async function changeTemplate(
  { caller, tenantId }: Scope,
  deps: Deps,
  id: string,
  action: string,
  fields: TemplateFields & { readonly isArchived?: boolean },
): Promise<TemplateView> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockVisibleTemplate(tx, id, tenantId);
    if (!before) throw notFound('Workflow template');
    if (before.tenant_id === null && caller.role !== 'super_admin')
      throw forbidden('Only a super-admin changes a global template');
    const after = await updateTemplate(tx, id, fields);
    await recordAudit(tx, {
      tenantId: after.tenant_id,
      action,
      entityType: 'workflow_template',
      entityId: id,
      userId: caller.userId,
      userName: caller.email,
      changes: changesBetween(before, after),
    });
    return after;
  });
  return templateView(row);
}

export function updateVisibleTemplate(
  scope: Scope,
  deps: Deps,
  id: string,
  fields: TemplateFields,
): Promise<TemplateView> {
  assertValidTemplate(fields);
  return changeTemplate(scope, deps, id, 'WORKFLOW_TEMPLATE_UPDATED', fields);
}

/** Soft delete: the template is archived, kept for the instances that were made from it. */
export function archiveTemplate(scope: Scope, deps: Deps, id: string): Promise<TemplateView> {
  return changeTemplate(scope, deps, id, 'WORKFLOW_TEMPLATE_ARCHIVED', { isArchived: true });
}
