import { many, maybeOne, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { TimelineLogic } from '../timeline/engine.js';
import type { ApplicabilityRules } from './applicability.js';

export interface TemplateTask {
  readonly name: string;
  readonly mandatory: boolean;
  readonly daysBeforeDeadline?: number | undefined;
  readonly advisory?: string | undefined;
}

export interface TemplatePhase {
  readonly name: string;
  readonly order: number;
  readonly tasks: readonly TemplateTask[];
}

export interface TemplateRow {
  readonly id: string;
  readonly tenant_id: string | null;
  readonly country: string;
  readonly workflow_name: string;
  readonly legal_reference: string | null;
  readonly applicability_rules: ApplicabilityRules;
  readonly timeline_logic: TimelineLogic;
  readonly phases: TemplatePhase[];
  readonly validation_rules: Record<string, unknown>;
  readonly advisory_prompts: Record<string, unknown>;
  readonly completion_criteria: { allMandatoryTasksCompleted?: boolean; filingConfirmation?: string[] };
  readonly is_adhoc: boolean;
  readonly is_active: boolean;
  readonly is_archived: boolean;
  readonly created_at: Date;
  readonly updated_at: Date;
}

/** A workflow template as the API shows it. */
export interface TemplateView {
  id: string;
  tenantId: string | null;
  country: string;
  workflowName: string;
  legalReference: string | null;
  applicabilityRules: ApplicabilityRules;
  timelineLogic: TimelineLogic;
  phases: TemplatePhase[];
  validationRules: Record<string, unknown>;
  advisoryPrompts: Record<string, unknown>;
  completionCriteria: Record<string, unknown>;
  isAdhoc: boolean;
  isActive: boolean;
  isArchived: boolean;
  createdAt: string;
  updatedAt: string;
}

export const TEMPLATE_COLUMNS = sql`id, tenant_id, country, workflow_name, legal_reference, applicability_rules,
  timeline_logic, phases, validation_rules, advisory_prompts, completion_criteria, is_adhoc, is_active,
  is_archived, created_at, updated_at`;

export function templateView(row: TemplateRow): TemplateView {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    country: row.country,
    workflowName: row.workflow_name,
    legalReference: row.legal_reference,
    applicabilityRules: row.applicability_rules,
    timelineLogic: row.timeline_logic,
    phases: row.phases,
    validationRules: row.validation_rules,
    advisoryPrompts: row.advisory_prompts,
    completionCriteria: row.completion_criteria,
    isAdhoc: row.is_adhoc,
    isActive: row.is_active,
    isArchived: row.is_archived,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Templates a tenant sees: the global ones and its own. `tenantId` null: every template (a
 * super-administrator naming no tenant).
 */
export const visibleTo = (tenantId: string | null): SqlQuery =>
  tenantId === null ? sql`true` : sql`(tenant_id is null or tenant_id = ${tenantId}::uuid)`;

/** One template the tenant sees (archived ones included), or undefined. */
export function findVisibleTemplate(
  db: Queryable,
  id: string,
  tenantId: string | null,
): Promise<TemplateRow | undefined> {
  return maybeOne<TemplateRow>(
    db,
    sql`select ${TEMPLATE_COLUMNS} from compliance.workflow_templates where id = ${id}::uuid and ${visibleTo(tenantId)}`,
  );
}

/** Active, unarchived templates the tenant sees whose `timelineLogic.triggerEvent` is `event`. */
export function findTemplatesTriggeredBy(
  db: Queryable,
  event: string,
  tenantId: string,
): Promise<TemplateRow[]> {
  return many<TemplateRow>(
    db,
    sql`select ${TEMPLATE_COLUMNS} from compliance.workflow_templates
        where timeline_logic ? 'triggerEvent' and timeline_logic ->> 'triggerEvent' = ${event}
          and is_active and not is_archived and ${visibleTo(tenantId)}
        order by created_at, id`,
  );
}
