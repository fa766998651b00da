import { conflict, DomainError, notFound } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import { type FieldChange, recordAudit } from '../shared/audit-log.js';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { versionConflict } from '../shared/version-conflict.js';
import {
  assertPatternsCompile,
  canonicalFormType,
  type FieldMapping,
  type FormMappingMetadata,
  type ValidationRules,
} from './model.js';
import {
  type FormMappingFields,
  type FormMappingRow,
  findEffectiveMapping,
  insertMapping,
  listEffectiveMappings,
  lockOwnMapping,
  updateMappingAt,
} from './store.js';

export interface FormMappingView {
  id: string;
  tenantId: string | null;
  formType: string;
  formVersion: string;
  mcaUrl: string;
  fieldMappings: FieldMapping[];
  validationRules: ValidationRules;
  metadata: FormMappingMetadata;
  isActive: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

function formMappingView(row: FormMappingRow): FormMappingView {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    formType: row.form_type,
    formVersion: row.form_version,
    mcaUrl: row.mca_url,
    fieldMappings: row.field_mappings,
    validationRules: row.validation_rules,
    metadata: row.metadata,
    isActive: row.is_active,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function fieldsOf(row: FormMappingRow): FormMappingFields {
  return {
    formType: row.form_type,
    formVersion: row.form_version,
    mcaUrl: row.mca_url,
    fieldMappings: row.field_mappings,
    validationRules: row.validation_rules,
    metadata: row.metadata,
    isActive: row.is_active,
  };
}

function changesBetween(before: FormMappingFields, after: FormMappingFields): FieldChange[] {
  const keys = ['formVersion', 'mcaUrl', 'fieldMappings', 'validationRules', 'metadata', 'isActive'] as const;
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({ field: k, oldValue: before[k], newValue: after[k] }));
}

export async function listMappings(
  { tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  active: boolean | undefined,
  page: Page,
): Promise<{ mappings: FormMappingView[]; total: number }> {
  const { rows, total } = await listEffectiveMappings(deps.db, tenantId, active, page);
  return { mappings: rows.map(formMappingView), total };
}

/** The tenant's own mapping of the form, else the global one; 404 when neither exists. */
export async function getMapping(
  { tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  formType: string,
): Promise<FormMappingView> {
  const row = await findEffectiveMapping(deps.db, tenantId, canonicalFormType(formType));
  if (!row) throw notFound('Form mapping');
  return formMappingView(row);
}

export interface NewMappingInput {
  readonly formType: string;
  readonly formVersion: string;
  readonly mcaUrl: string;
  readonly fieldMappings: readonly FieldMapping[];
  readonly validationRules?: ValidationRules | undefined;
  readonly metadata?: FormMappingMetadata | undefined;
  readonly isActive?: boolean | undefined;
}

/**
 * A mapping of the tenant (overriding the global one of the same form type for that tenant),
 * or a global one (`tenantId` null: a super-admin naming no tenant). 409 when its owner has one.
 */
export async function createMapping(
  { caller, tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  input: NewMappingInput,
): Promise<FormMappingView> {
  const validationRules = input.validationRules ?? {};
  assertPatternsCompile(validationRules);
  const fields: FormMappingFields = {
    formType: canonicalFormType(input.formType),
    formVersion: input.formVersion,
    mcaUrl: input.mcaUrl,
    fieldMappings: input.fieldMappings,
    validationRules,
    metadata: input.metadata ?? {},
    isActive: input.isActive ?? true,
  };
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertMapping(tx, tenantId, fields);
    if (!created)
      throw conflict(`A form mapping of ${fields.formType} exists already`, { formType: fields.formType });
    await recordAudit(tx, {
      tenantId,
      action: 'FORM_MAPPING_CREATED',
      entityType: 'form_mapping',
      entityId: created.id,
      userId: caller.userId,
      userName: caller.email,
      details: { formType: created.form_type, formVersion: created.form_version, global: tenantId === null },
    });
    return created;
  });
  return formMappingView(row);
}

export interface MappingUpdateInput {
  readonly version?: number | undefined;
  readonly formVersion?: string | undefined;
  readonly mcaUrl?: string | undefined;
  readonly fieldMappings?: readonly FieldMapping[] | undefined;
  readonly validationRules?: ValidationRules | undefined;
  readonly metadata?: FormMappingMetadata | undefined;
  readonly isActive?: boolean | undefined;
}

type MappingUpdateOutcome =
  | { readonly kind: 'updated'; readonly mapping: FormMappingView }
  | { readonly kind: 'conflict'; readonly current: FormMappingView };

/**
 * Changes a mapping under optimistic locking. The row changed is the caller's own: a tenant's
 * change to a mapping it only inherits makes the tenant's copy of the global one (checked
 * against, and counting on from, the global one's version), so that no tenant changes what
 * the others see. A stale version is 409 VERSION_CONFLICT with the mapping as it is now.
 */
export async function updateMapping(
  scope: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  formTypeText: string,
  input: MappingUpdateInput,
): Promise<FormMappingView> {
  const outcome = await writeMapping(scope, deps, formTypeText, input, 'FORM_MAPPING_UPDATED');
  if (outcome.kind === 'conflict')
    throw versionConflict(
      `Form mapping ${outcome.current.formType} is at version ${outcome.current.version}; read it again and reapply the change`,
      outcome.current,
    );
  return outcome.mapping;
}

/** The write of updateMapping and toggleMapping; a stale version is an outcome, which each answers its own way. */
async function writeMapping(
  { caller, tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  formTypeText: string,
  input: MappingUpdateInput,
  action: 'FORM_MAPPING_UPDATED' | 'FORM_MAPPING_TOGGLED',
): Promise<MappingUpdateOutcome> {
  if (input.version === undefined)
    throw new DomainError('MISSING_VERSION', 'A version number is required for optimistic locking', {
      field: 'version',
    });
  const expected = input.version;
  if (input.validationRules) assertPatternsCompile(input.validationRules);
  const formType = canonicalFormType(formTypeText);
  return deps.db.transaction(async (tx): Promise<MappingUpdateOutcome> => {
    const own = await lockOwnMapping(tx, tenantId, formType);
    const base = own ?? (tenantId === null ? undefined : await lockOwnMapping(tx, null, formType));
    if (!base) throw notFound('Form mapping');
    if (base.version !== expected) return { kind: 'conflict', current: formMappingView(base) };
    const before = fieldsOf(base);
    const after: FormMappingFields = {
      ...before,
      formVersion: input.formVersion ?? before.formVersion,
      mcaUrl: input.mcaUrl ?? before.mcaUrl,
      fieldMappings: input.fieldMappings ?? before.fieldMappings,
      validationRules: input.validationRules ?? before.validationRules,
      metadata: input.metadata ?? before.metadata,
      isActive: input.isActive ?? before.isActive,
    };
    const written = own
      ? await updateMappingAt(tx, own.id, expected, after)
      : await insertMapping(tx, tenantId, after, base.version + 1);
    if (!written) throw conflict('The form mapping changed meanwhile; read it again');
    await recordAudit(tx, {
      tenantId: written.tenant_id,
      action,
      entityType: 'form_mapping',
      entityId: written.id,
      userId: caller.userId,
      userName: caller.email,
      details: {
        formType,
        version: written.version,
        ...(own ? {} : { copiedFromGlobal: base.id }),
      },
      changes: changesBetween(before, after),
    });
    return { kind: 'updated', mapping: formMappingView(written) };
  });
}

/** Flips `isActive` of the mapping in effect for the caller (the tenant's copy of a global one, see updateMapping). */
export async function toggleMapping(
  scope: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  formType: string,
): Promise<FormMappingView> {
  const current = await findEffectiveMapping(deps.db, scope.tenantId, canonicalFormType(formType));
  if (!current) throw notFound('Form mapping');
  const outcome = await writeMapping(
    scope,
    deps,
    formType,
    { version: current.version, isActive: !current.is_active },
    'FORM_MAPPING_TOGGLED',
  );
  // Two toggles at once: the second read a version the first moved on; neither is lost silently.
  if (outcome.kind === 'conflict')
    throw conflict('The form mapping changed meanwhile; toggle again', {
      currentVersion: outcome.current.version,
    });
  return outcome.mapping;
}
