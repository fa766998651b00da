import { sql } from '@platform/kernel/db';
import { forbidden, notFound, validationError } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import { type FieldChange, recordAudit } from '../shared/audit-log.js';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { orderBy } from '../shared/sort.js';
import {
  type DocumentCategory,
  MAX_BODY_LENGTH,
  type PostStep,
  type TemplateMetadata,
  type TemplateVariable,
} from './model.js';
import { sanitizeDocumentHtml } from './sanitize.js';
import {
  DOCUMENT_TEMPLATE_SORT,
  type DocumentTemplateFields,
  type DocumentTemplateRow,
  type DocumentTemplateWithBody,
  findVisibleDocumentTemplate,
  insertDocumentTemplate,
  listDocumentTemplates,
  updateDocumentTemplate,
} from './store.js';

export interface DocumentTemplateSummary {
  id: string;
  tenantId: string | null;
  name: string;
  category: DocumentCategory;
  legalReference: string | null;
  variables: TemplateVariable[];
  metadata: TemplateMetadata;
  createdAt: string;
  updatedAt: string;
}

export interface DocumentTemplateView extends DocumentTemplateSummary {
  body: string;
}

function templateSummary(row: DocumentTemplateRow): DocumentTemplateSummary {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    category: row.category,
    legalReference: row.legal_reference,
    variables: row.variables,
    metadata: row.metadata,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function documentTemplateView(row: DocumentTemplateWithBody): DocumentTemplateView {
  return { ...templateSummary(row), body: row.body };
}

/** A variable given by name only is a required text variable. */
export function normaliseVariables(input: readonly (string | TemplateVariable)[]): TemplateVariable[] {
  const variables = input.map((v) => (typeof v === 'string' ? { name: v } : v));
  const names = variables.map((v) => v.name);
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (repeated.length > 0)
    throw validationError('Variable names must be unique', {
      field: 'variables',
      repeated: [...new Set(repeated)],
    });
  return variables;
}

/**
 * Post-steps in their order; orders unique, and a stamp denomination only on a STAMP_PAPER step
 * (clients rely on both). A step without `mandatory` is not mandatory.
 */
export function normaliseMetadata(metadata: TemplateMetadata): TemplateMetadata {
  if (metadata.postSteps === undefined) return metadata;
  const steps: PostStep[] = metadata.postSteps.map((s) => ({ ...s, mandatory: s.mandatory ?? false }));
  const orders = steps.map((s) => s.order);
  if (new Set(orders).size !== orders.length)
    throw validationError('Post-step orders must be unique', { field: 'metadata.postSteps' });
  const misplaced = steps.filter((s) => s.stampDenomination !== undefined && s.type !== 'STAMP_PAPER');
  if (misplaced.length > 0)
    throw validationError('stampDenomination belongs only on STAMP_PAPER steps', {
      field: 'metadata.postSteps',
      orders: misplaced.map((s) => s.order),
    });
  steps.sort((a, b) => a.order - b.order);
  return { ...metadata, postSteps: steps };
}

/** The body as stored: sanitised, and not empty once sanitised. */
export function storableBody(body: string): string {
  const clean = sanitizeDocumentHtml(body);
  if (clean.trim() === '') throw validationError('The body is empty once sanitised', { field: 'body' });
  if (clean.length > MAX_BODY_LENGTH)
    throw validationError(`The body is longer than ${MAX_BODY_LENGTH} characters`, { field: 'body' });
  return clean;
}

export async function listTemplates(
  { tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  filter: { readonly category?: DocumentCategory | undefined; readonly sort?: string | undefined },
  page: Page,
): Promise<{ templates: DocumentTemplateSummary[]; total: number }> {
  const order = orderBy(filter.sort, DOCUMENT_TEMPLATE_SORT, 'name:asc', sql`id asc`);
  const { rows, total } = await listDocumentTemplates(
    deps.db,
    { tenantId, category: filter.category },
    order,
    page,
  );
  return { templates: rows.map(templateSummary), total };
}

/** Another tenant's template is 404, as if it did not exist. */
export async function getTemplate(
  { tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  id: string,
): Promise<DocumentTemplateWithBody> {
  const row = await findVisibleDocumentTemplate(deps.db, id, tenantId);
  if (!row) throw notFound('Document template');
  return row;
}

export interface NewTemplateInput {
  readonly name: string;
  readonly category: DocumentCategory;
  readonly legalReference?: string | null | undefined;
  readonly body: string;
  readonly variables?: readonly (string | TemplateVariable)[] | undefined;
  readonly metadata?: TemplateMetadata | undefined;
}

/**
 * A template of the tenant (`tenantId`), or a global one (`tenantId` null), which only a
 * super-admin creates. The body is sanitised before it is stored.
 */
export async function createTemplate(
  { caller, tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  input: NewTemplateInput,
): Promise<DocumentTemplateView> {
  if (tenantId === null && caller.role !== 'super_admin')
    throw forbidden('Only a super-administrator creates global document templates');
  const fields: DocumentTemplateFields = {
    name: input.name,
    category: input.category,
    legalReference: input.legalReference ?? null,
    body: storableBody(input.body),
    variables: normaliseVariables(input.variables ?? []),
    metadata: normaliseMetadata(input.metadata ?? {}),
  };
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertDocumentTemplate(tx, tenantId, caller.userId, fields);
    await recordAudit(tx, {
      tenantId,
      action: 'DOCUMENT_TEMPLATE_CREATED',
      entityType: 'document_template',
      entityId: created.id,
      userId: caller.userId,
      userName: caller.email,
      details: { name: created.name, category: created.category, global: tenantId === null },
    });
    return created;
  });
  return documentTemplateView(row);
}

export interface TemplatePatch {
  readonly name?: string | undefined;
  readonly category?: DocumentCategory | undefined;
  readonly legalReference?: string | null | undefined;
  readonly body?: string | undefined;
  readonly variables?: readonly (string | TemplateVariable)[] | undefined;
  readonly metadata?: TemplateMetadata | undefined;
}

function changesBetween(before: DocumentTemplateFields, after: DocumentTemplateFields): FieldChange[] {
  const keys = ['name', 'category', 'legalReference', 'body', 'variables', 'metadata'] as const;
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({ field: k, oldValue: before[k], newValue: after[k] }));
}

/**
 * Changes the fields given (metadata, variables and body are replaced whole). A global
 * template is changed by a super-admin only (403 for a tenant, who sees it but does not own it).
 */
export async function patchTemplate(
  { caller, tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  id: string,
  patch: TemplatePatch,
): Promise<DocumentTemplateView> {
  const body = patch.body === undefined ? undefined : storableBody(patch.body);
  const variables = patch.variables === undefined ? undefined : normaliseVariables(patch.variables);
  const metadata = patch.metadata === undefined ? undefined : normaliseMetadata(patch.metadata);
  const row = await deps.db.transaction(async (tx) => {
    const current = await findVisibleDocumentTemplate(tx, id, tenantId, true);
    if (!current) throw notFound('Document template');
    if (current.tenant_id === null && caller.role !== 'super_admin')
      throw forbidden('Only a super-administrator changes a global document template');
    const before: DocumentTemplateFields = {
      name: current.name,
      category: current.category,
      legalReference: current.legal_reference,
      body: current.body,
      variables: current.variables,
      metadata: current.metadata,
    };
    const after: DocumentTemplateFields = {
      name: patch.name ?? before.name,
      category: patch.category ?? before.category,
      legalReference: patch.legalReference === undefined ? before.legalReference : patch.legalReference,
      body: body ?? before.body,
      variables: variables ?? before.variables,
      metadata: metadata ?? before.metadata,
    };
    const updated = await updateDocumentTemplate(tx, id, after);
    await recordAudit(tx, {
      tenantId: current.tenant_id,
      action: 'DOCUMENT_TEMPLATE_UPDATED',
      entityType: 'document_template',
      entityId: id,
      userId: caller.userId,
      userName: caller.email,
      details: { name: updated.name },
      changes: changesBetween(before, after),
    });
    return updated;
  });
  return documentTemplateView(row);
}
