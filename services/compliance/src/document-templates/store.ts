import { many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import type { DocumentCategory, TemplateMetadata, TemplateVariable } from './model.js';

export interface DocumentTemplateRow {
  readonly id: string;
  readonly tenant_id: string | null;
  readonly name: string;
  readonly category: DocumentCategory;
  readonly legal_reference: string | null;
  readonly variables: TemplateVariable[];
  readonly metadata: TemplateMetadata;
  readonly created_at: Date;
  readonly updated_at: Date;
}

export interface DocumentTemplateWithBody extends DocumentTemplateRow {
  readonly body: string;
}

const LIST_COLUMNS = sql`id, tenant_id, name, category, legal_reference, variables, metadata, created_at, updated_at`;
const COLUMNS = sql`${LIST_COLUMNS}, body`;

/** Templates a tenant sees: the global ones and its own; null (a super-admin naming none): all. */
const visibleTo = (tenantId: string | null): SqlQuery =>
  tenantId === null ? sql`true` : sql`(tenant_id is null or tenant_id = ${tenantId}::uuid)`;

export const DOCUMENT_TEMPLATE_SORT: Readonly<Record<string, SqlQuery>> = {
  name: sql`name`,
  category: sql`category`,
  createdAt: sql`created_at`,
  updatedAt: sql`updated_at`,
};

export async function listDocumentTemplates(
  db: Queryable,
  filter: { readonly tenantId: string | null; readonly category?: string | undefined },
  order: SqlQuery,
  page: Page,
): Promise<{ rows: DocumentTemplateRow[]; total: number }> {
  const where = sql.join(
    [visibleTo(filter.tenantId), ...(filter.category ? [sql`category = ${filter.category}`] : [])],
    sql` and `,
  );
  const [rows, count] = await Promise.all([
    many<DocumentTemplateRow>(
      db,
      sql`select ${LIST_COLUMNS} from compliance.document_templates where ${where}
          order by ${order} limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from compliance.document_templates where ${where}`),
  ]);
  return { rows, total: count.n };
}

/** One template the tenant sees, or undefined; `forUpdate` locks it for the caller's transaction. */
export function findVisibleDocumentTemplate(
  db: Queryable,
  id: string,
  tenantId: string | null,
  forUpdate = false,
): Promise<DocumentTemplateWithBody | undefined> {
  return maybeOne<DocumentTemplateWithBody>(
    db,
    sql`select ${COLUMNS} from compliance.document_templates
        where id = ${id}::uuid and ${visibleTo(tenantId)} ${forUpdate ? sql`for update` : sql``}`,
  );
}

export interface DocumentTemplateFields {
  readonly name: string;
  readonly category: DocumentCategory;
  readonly legalReference: string | null;
  readonly body: string;
  readonly variables: readonly TemplateVariable[];
  readonly metadata: TemplateMetadata;
}

export function insertDocumentTemplate(
  tx: Queryable,
  tenantId: string | null,
  createdBy: string,
  t: DocumentTemplateFields,
): Promise<DocumentTemplateWithBody> {
  return one<DocumentTemplateWithBody>(
    tx,
    sql`insert into compliance.document_templates
          (tenant_id, name, category, legal_reference, body, variables, metadata, created_by)
        values (${tenantId}::uuid, ${t.name}, ${t.category}, ${t.legalReference}, ${t.body},
                ${JSON.stringify(t.variables)}::jsonb, ${JSON.stringify(t.metadata)}::jsonb, ${createdBy})
        returning ${COLUMNS}`,
  );
}

export function updateDocumentTemplate(
  tx: Queryable,
  id: string,
  t: DocumentTemplateFields,
): Promise<DocumentTemplateWithBody> {
  return one<DocumentTemplateWithBody>(
    tx,
    sql`update compliance.document_templates
        set name = ${t.name}, category = ${t.category}, legal_reference = ${t.legalReference}, body = ${t.body},
            variables = ${JSON.stringify(t.variables)}::jsonb, metadata = ${JSON.stringify(t.metadata)}::jsonb,
            updated_at = now()
        where id = ${id}::uuid
        returning ${COLUMNS}`,
  );
}

/**
 * The seeded global templates, in one statement: each added under its seed key, or brought back
 * to the library's text where its row differs (a start with nothing to change writes nothing).
 */
export async function upsertSeededDocumentTemplates(
  tx: Queryable,
  templates: readonly (DocumentTemplateFields & { readonly seedKey: string })[],
): Promise<void> {
  const rows = templates.map((t) => ({
    seed_key: t.seedKey,
    name: t.name,
    category: t.category,
    legal_reference: t.legalReference,
    body: t.body,
    variables: t.variables,
    metadata: t.metadata,
  }));
  await tx.query(sql`
    insert into compliance.document_templates
      (seed_key, tenant_id, name, category, legal_reference, body, variables, metadata, created_by)
    select r.seed_key, null, r.name, r.category, r.legal_reference, r.body, r.variables, r.metadata, 'seed'
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(seed_key text, name text, category text, legal_reference text, body text, variables jsonb, metadata jsonb)
    on conflict (seed_key) do update
    set name = excluded.name, category = excluded.category, legal_reference = excluded.legal_reference,
        body = excluded.body, variables = excluded.variables, metadata = excluded.metadata, updated_at = now()
    where (document_templates.name, document_templates.category, document_templates.legal_reference,
           document_templates.body, document_templates.variables, document_templates.metadata)
      is distinct from (excluded.name, excluded.category, excluded.legal_reference, excluded.body,
                        excluded.variables, excluded.metadata)`);
}
