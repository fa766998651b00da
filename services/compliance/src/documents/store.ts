import { many, maybeOne, one, type Queryable, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';

export type DocumentSource = 'upload' | 'vault';

export interface DocumentRow {
  readonly id: string;
  readonly tenant_id: string;
  readonly entity_id: string | null;
  readonly document_type: string | null;
  readonly source: DocumentSource;
  readonly file_name: string;
  readonly content_type: string;
  readonly size_bytes: number;
  readonly sha256: string;
  readonly blob_key: string;
  readonly uploaded_by: string;
  readonly created_at: Date;
  /** The newest extraction job of the document, if any. */
  readonly job_id: string | null;
  readonly job_status: string | null;
}

const COLUMNS = sql`d.id, d.tenant_id, d.entity_id, d.document_type, d.source, d.file_name, d.content_type,
  d.size_bytes, d.sha256, d.blob_key, d.uploaded_by, d.created_at, j.id as job_id, j.status as job_status`;
const LATEST_JOB = sql`left join lateral (
    select id, status from compliance.extraction_jobs where document_id = d.id order by created_at desc limit 1
  ) j on true`;

export interface NewDocument {
  readonly id: string;
  readonly tenantId: string;
  readonly entityId: string | null;
  readonly documentType: string | null;
  readonly source: DocumentSource;
  readonly fileName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly sha256: string;
  readonly blobKey: string;
  readonly uploadedBy: string;
}

export async function insertDocument(tx: Queryable, d: NewDocument): Promise<void> {
  await tx.query(sql`
    insert into compliance.documents
      (id, tenant_id, entity_id, document_type, source, file_name, content_type, size_bytes, sha256, blob_key, uploaded_by)
    values (${d.id}::uuid, ${d.tenantId}::uuid, ${d.entityId}::uuid, ${d.documentType}, ${d.source}, ${d.fileName},
            ${d.contentType}, ${d.sizeBytes}, ${d.sha256}, ${d.blobKey}, ${d.uploadedBy})`);
}

/** `tenantId` null: any tenant (a super-administrator). */
export function findDocument(
  db: Queryable,
  id: string,
  tenantId: string | null,
): Promise<DocumentRow | undefined> {
  return maybeOne<DocumentRow>(
    db,
    sql`select ${COLUMNS} from compliance.documents d ${LATEST_JOB}
        where d.id = ${id}::uuid and ${tenantId === null ? sql`true` : sql`d.tenant_id = ${tenantId}::uuid`}`,
  );
}

export interface DocumentFilter {
  /** Null: every tenant (a super-administrator naming none). */
  readonly tenantId: string | null;
  readonly entityId?: string | undefined;
  readonly documentType?: string | undefined;
}

export async function listDocuments(
  db: Queryable,
  filter: DocumentFilter,
  page: Page,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const where = sql`${filter.tenantId === null ? sql`true` : sql`d.tenant_id = ${filter.tenantId}::uuid`}
    ${filter.entityId ? sql`and d.entity_id = ${filter.entityId}::uuid` : sql``}
    ${filter.documentType ? sql`and d.document_type = ${filter.documentType}` : sql``}`;
  const [rows, count] = await Promise.all([
    many<DocumentRow>(
      db,
      sql`select ${COLUMNS} from compliance.documents d ${LATEST_JOB} where ${where}
          order by d.created_at desc, d.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from compliance.documents d where ${where}`),
  ]);
  return { rows, total: count.n };
}
