import { notFound } from '@platform/kernel/errors';
import { recordAudit } from '../shared/audit-log.js';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { canonicalFormType } from './model.js';
import { assessProfile } from './readiness.js';
import {
  type FormMappingRow,
  findEffectiveMapping,
  findFilingContext,
  findRedirectSubject,
  insertFilingContext,
} from './store.js';

/** How long a filing context can be read back: a filing session, not an archive. */
const FILING_CONTEXT_TTL_MS = 24 * 60 * 60 * 1000;

export type RedirectOutcome =
  | {
      readonly ready: true;
      readonly formType: string;
      readonly mcaUrl: string;
      readonly contextId: string;
      readonly message: string;
    }
  | {
      readonly ready: false;
      readonly formType: string;
      readonly missingFields: string[];
      readonly requiredDocuments: string[];
      readonly message: string;
    };

function filingsOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((f): f is string => typeof f === 'string' && f.trim() !== '')
    : [];
}

/** The first form of the template's `filingConfirmation` with an active mapping for the tenant. */
async function firstActiveMapping(
  deps: Pick<ComplianceDeps, 'db'>,
  tenantId: string,
  filings: readonly string[],
): Promise<FormMappingRow | undefined> {
  for (const filing of filings) {
    const mapping = await findEffectiveMapping(deps.db, tenantId, canonicalFormType(filing));
    if (mapping?.is_active) return mapping;
  }
  return undefined;
}

/**
 * Whether a workflow instance's entity can go to the MCA form: the form is the
 * first of the template's filings with an active mapping (none → 404); the profile is checked
 * against the mapping. When it is complete, the values for the form are kept as a filing
 * context (with an audit row) that a filing assistant reads by its id.
 */
export async function redirectToFiling(
  { caller, tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  instanceId: string,
): Promise<RedirectOutcome> {
  const subject = await findRedirectSubject(deps.db, instanceId, tenantId);
  if (!subject) throw notFound('Workflow instance');
  const mapping = await firstActiveMapping(deps, subject.tenant_id, filingsOf(subject.filing_confirmation));
  if (!mapping) throw notFound('Active form mapping for the filings of this workflow');

  const requiredDocuments = mapping.metadata.requiredDocuments ?? [];
  const { missingFields, fields } = assessProfile(
    mapping.field_mappings,
    mapping.validation_rules,
    subject.profile_data,
  );
  if (missingFields.length > 0)
    return {
      ready: false,
      formType: mapping.form_type,
      missingFields,
      requiredDocuments,
      message: `The entity profile is not ready for ${mapping.form_type}: ${missingFields.length} required field(s) missing or invalid`,
    };

  const context = await deps.db.transaction(async (tx) => {
    const created = await insertFilingContext(tx, {
      tenantId: subject.tenant_id,
      instanceId: subject.instance_id,
      entityId: subject.entity_id,
      mapping,
      fields,
      requiredDocuments,
      createdBy: caller.userId,
      ttlMs: FILING_CONTEXT_TTL_MS,
    });
    await recordAudit(tx, {
      tenantId: subject.tenant_id,
      action: 'MCA_FILING_CONTEXT_CREATED',
      entityType: 'workflow_instance',
      entityId: subject.instance_id,
      userId: caller.userId,
      userName: caller.email,
      details: { contextId: created.id, formType: mapping.form_type, entityId: subject.entity_id },
    });
    return created;
  });
  return {
    ready: true,
    formType: mapping.form_type,
    mcaUrl: mapping.mca_url,
    contextId: context.id,
    message: `The entity profile is ready for ${mapping.form_type}: open the form and fill it from the context`,
  };
}

export interface FilingContextView {
  contextId: string;
  formType: string;
  formVersion: string;
  mcaUrl: string;
  workflowInstanceId: string;
  entity: { id: string; name: string };
  fields: { profilePath: string; selectors: string[]; value: string }[];
  /** Each selector of each field → the value to type into it. */
  fieldValues: Record<string, string>;
  requiredDocuments: string[];
  createdBy: string;
  createdAt: string;
  expiresAt: string;
}

/** A context of the tenant that has not expired; 404 otherwise. */
export async function getFilingContext(
  { tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  contextId: string,
): Promise<FilingContextView> {
  const row = await findFilingContext(deps.db, contextId, tenantId);
  if (!row) throw notFound('Filing context');
  const fieldValues: Record<string, string> = {};
  for (const field of row.fields)
    for (const selector of field.selectors) fieldValues[selector] ??= field.value;
  return {
    contextId: row.id,
    formType: row.form_type,
    formVersion: row.form_version,
    mcaUrl: row.mca_url,
    workflowInstanceId: row.instance_id,
    entity: { id: row.entity_id, name: row.entity_name },
    fields: row.fields,
    fieldValues,
    requiredDocuments: row.required_documents,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}
