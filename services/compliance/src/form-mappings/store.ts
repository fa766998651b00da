import { many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import type { FieldMapping, FormMappingMetadata, ValidationRules } from './model.js';

export interface FormMappingRow {
  readonly id: string;
  readonly tenant_id: string | null;
  readonly form_type: string;
  readonly form_version: string;
  readonly mca_url: string;
  readonly field_mappings: FieldMapping[];
  readonly validation_rules: ValidationRules;
  readonly metadata: FormMappingMetadata;
  readonly is_active: boolean;
  readonly version: number;
  readonly created_at: Date;
  readonly updated_at: Date;
}

const COLUMNS = sql`id, tenant_id, form_type, form_version, mca_url, field_mappings, validation_rules, metadata,
  is_active, version, created_at, updated_at`;

/** The mappings in effect for a tenant: its own, and the global ones of form types it has none of. */
const effectiveFor = (tenantId: string | null): SqlQuery =>
  tenantId === null
    ? sql`select ${COLUMNS} from compliance.form_mappings where tenant_id is null`
    : sql`select distinct on (form_type) ${COLUMNS} from compliance.form_mappings
          where tenant_id is null or tenant_id = ${tenantId}::uuid
          order by form_type, tenant_id nulls last`;

export async function listEffectiveMappings(
  db: Queryable,
  tenantId: string | null,
  active: boolean | undefined,
  page: Page,
): Promise<{ rows: FormMappingRow[]; total: number }> {
  const where = active === undefined ? sql`true` : sql`is_active = ${active}`;
  const [rows, count] = await Promise.all([
    many<FormMappingRow>(
      db,
      sql`select * from (${effectiveFor(tenantId)}) m where ${where}
          order by form_type limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from (${effectiveFor(tenantId)}) m where ${where}`),
  ]);
  return { rows, total: count.n };
}

/** The mapping of `formType` in effect for the tenant (its own, else the global one). */
export function findEffectiveMapping(
  db: Queryable,
  tenantId: string | null,
  formType: string,
): Promise<FormMappingRow | undefined> {
  return maybeOne<FormMappingRow>(
    db,
    sql`select ${COLUMNS} from compliance.form_mappings
        where form_type = ${formType} and ${tenantId === null ? sql`tenant_id is null` : sql`(tenant_id is null or tenant_id = ${tenantId}::uuid)`}
        order by tenant_id nulls last limit 1`,
  );
}

/** The row of exactly this owner (a tenant, or null for the global one), locked for the transaction. */
export function lockOwnMapping(
  tx: Queryable,
  tenantId: string | null,
  formType: string,
): Promise<FormMappingRow | undefined> {
  return maybeOne<FormMappingRow>(
    tx,
    sql`select ${COLUMNS} from compliance.form_mappings
        where form_type = ${formType} and ${tenantId === null ? sql`tenant_id is null` : sql`tenant_id = ${tenantId}::uuid`}
        for update`,
  );
}

export interface FormMappingFields {
  readonly formType: string;
  readonly formVersion: string;
  readonly mcaUrl: string;
  readonly fieldMappings: readonly FieldMapping[];
  readonly validationRules: ValidationRules;
  readonly metadata: FormMappingMetadata;
  readonly isActive: boolean;
}

/** Inserts a mapping at `version`; undefined when its owner already has one of that form type. */
export function insertMapping(
  tx: Queryable,
  tenantId: string | null,
  m: FormMappingFields,
  version = 1,
): Promise<FormMappingRow | undefined> {
  const conflictTarget =
    tenantId === null
      ? sql`(form_type) where tenant_id is null`
      : sql`(tenant_id, form_type) where tenant_id is not null`;
  return maybeOne<FormMappingRow>(
    tx,
    sql`insert into compliance.form_mappings
          (tenant_id, form_type, form_version, mca_url, field_mappings, validation_rules, metadata, is_active, version)
        values (${tenantId}::uuid, ${m.formType}, ${m.formVersion}, ${m.mcaUrl}, ${JSON.stringify(m.fieldMappings)}::jsonb,
                ${JSON.stringify(m.validationRules)}::jsonb, ${JSON.stringify(m.metadata)}::jsonb, ${m.isActive}, ${version})
        on conflict ${conflictTarget} do nothing
        returning ${COLUMNS}`,
  );
}

/** Writes the fields and increments the version, only if the row is still at `expectedVersion`. */
export function updateMappingAt(
  tx: Queryable,
  id: string,
  expectedVersion: number,
  m: FormMappingFields,
): Promise<FormMappingRow | undefined> {
  return maybeOne<FormMappingRow>(
    tx,
    sql`update compliance.form_mappings
        set form_version = ${m.formVersion}, mca_url = ${m.mcaUrl}, field_mappings = ${JSON.stringify(m.fieldMappings)}::jsonb,
            validation_rules = ${JSON.stringify(m.validationRules)}::jsonb, metadata = ${JSON.stringify(m.metadata)}::jsonb,
            is_active = ${m.isActive}, version = version + 1, updated_at = now()
        where id = ${id}::uuid and version = ${expectedVersion}
        returning ${COLUMNS}`,
  );
}

/**
 * The seeded global mappings, in one statement: each added unless a global mapping of its form
 * type or its seed key exists (its administrators' version is kept).
 */
export async function insertSeededMappings(
  tx: Queryable,
  mappings: readonly (FormMappingFields & { readonly seedKey: string })[],
): Promise<void> {
  const rows = mappings.map((m) => ({
    seed_key: m.seedKey,
    form_type: m.formType,
    form_version: m.formVersion,
    mca_url: m.mcaUrl,
    field_mappings: m.fieldMappings,
    validation_rules: m.validationRules,
    metadata: m.metadata,
  }));
  await tx.query(sql`
    insert into compliance.form_mappings
      (seed_key, tenant_id, form_type, form_version, mca_url, field_mappings, validation_rules, metadata, is_active)
    select r.seed_key, null, r.form_type, r.form_version, r.mca_url, r.field_mappings, r.validation_rules, r.metadata, true
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(seed_key text, form_type text, form_version text, mca_url text, field_mappings jsonb,
           validation_rules jsonb, metadata jsonb)
    where not exists (
      select 1 from compliance.form_mappings f
      where f.tenant_id is null and (f.form_type = r.form_type or f.seed_key = r.seed_key))
    on conflict do nothing`);
}

/** What the workflow redirect reads of an instance: its template's filings and its entity. */
export interface RedirectSubject {
  readonly instance_id: string;
  readonly tenant_id: string;
  readonly entity_id: string;
  readonly entity_name: string;
  readonly profile_data: Record<string, unknown>;
  readonly filing_confirmation: unknown;
}

/** A workflow instance the tenant owns (any tenant's for null), with its template's filings and its entity. */
export function findRedirectSubject(
  db: Queryable,
  instanceId: string,
  tenantId: string | null,
): Promise<RedirectSubject | undefined> {
  return maybeOne<RedirectSubject>(
    db,
    sql`select i.id as instance_id, i.tenant_id, e.id as entity_id, e.name as entity_name, e.profile_data,
               t.completion_criteria -> 'filingConfirmation' as filing_confirmation
        from compliance.workflow_instances i
        join compliance.workflow_templates t on t.id = i.template_id
        join compliance.entities e on e.id = i.entity_id
        where i.id = ${instanceId}::uuid ${tenantId === null ? sql`` : sql`and i.tenant_id = ${tenantId}::uuid`}`,
  );
}

export interface FilingContextRow {
  readonly id: string;
  readonly tenant_id: string;
  readonly instance_id: string;
  readonly entity_id: string;
  readonly entity_name: string;
  readonly form_mapping_id: string;
  readonly form_type: string;
  readonly form_version: string;
  readonly mca_url: string;
  readonly fields: { profilePath: string; selectors: string[]; value: string }[];
  readonly required_documents: string[];
  readonly created_by: string;
  readonly created_at: Date;
  readonly expires_at: Date;
}

export interface NewFilingContext {
  readonly tenantId: string;
  readonly instanceId: string;
  readonly entityId: string;
  readonly mapping: FormMappingRow;
  readonly fields: readonly { profilePath: string; selectors: readonly string[]; value: string }[];
  readonly requiredDocuments: readonly string[];
  readonly createdBy: string;
  readonly ttlMs: number;
}

export function insertFilingContext(tx: Queryable, c: NewFilingContext): Promise<{ id: string }> {
  return one<{ id: string }>(
    tx,
    sql`insert into compliance.mca_filing_contexts
          (tenant_id, instance_id, entity_id, form_mapping_id, form_type, form_version, mca_url, fields,
           required_documents, created_by, expires_at)
        values (${c.tenantId}::uuid, ${c.instanceId}::uuid, ${c.entityId}::uuid, ${c.mapping.id}::uuid,
                ${c.mapping.form_type}, ${c.mapping.form_version}, ${c.mapping.mca_url}, ${JSON.stringify(c.fields)}::jsonb,
                ${JSON.stringify(c.requiredDocuments)}::jsonb, ${c.createdBy},
                now() + ${`${c.ttlMs} milliseconds`}::interval)
        returning id`,
  );
}

/** A context the tenant owns that has not expired. */
export function findFilingContext(
  db: Queryable,
  id: string,
  tenantId: string | null,
): Promise<FilingContextRow | undefined> {
  return maybeOne<FilingContextRow>(
    db,
    sql`select c.id, c.tenant_id, c.instance_id, c.entity_id, e.name as entity_name, c.form_mapping_id, c.form_type,
               c.form_version, c.mca_url, c.fields, c.required_documents, c.created_by, c.created_at, c.expires_at
        from compliance.mca_filing_contexts c join compliance.entities e on e.id = c.entity_id
        where c.id = ${id}::uuid and c.expires_at > now()
          ${tenantId === null ? sql`` : sql`and c.tenant_id = ${tenantId}::uuid`}`,
  );
}
