import { notFound, validationError } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import { getEntity } from '../entities/service.js';
import { createExtractionJob, extractionQueue } from '../extraction/service.js';
import { recordAudit } from '../shared/audit-log.js';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import type { DocumentType } from '../shared/document-types.js';
import type { ReceivedFile } from '../shared/multipart.js';
import {
  type DocumentRow,
  type DocumentSource,
  findDocument,
  insertDocument,
  listDocuments,
} from './store.js';

export interface DocumentView {
  id: string;
  tenantId: string;
  entityId: string | null;
  documentType: string | null;
  source: DocumentSource;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedBy: string;
  createdAt: string;
  /** The newest extraction job of the document, if any. */
  latestJob: { jobId: string; status: string } | null;
}

export interface DocumentWithUrl extends DocumentView {
  downloadUrl: string;
  downloadUrlExpiresAt: string;
}

export function documentView(row: DocumentRow): DocumentView {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    entityId: row.entity_id,
    documentType: row.document_type,
    source: row.source,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size_bytes),
    sha256: row.sha256,
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at.toISOString(),
    latestJob: row.job_id && row.job_status ? { jobId: row.job_id, status: row.job_status } : null,
  };
}

/** The document with a freshly signed download link (COMPLIANCE_PUBLIC_URL makes it absolute). */
export async function withDownloadUrl(
  deps: Pick<ComplianceDeps, 'blobs' | 'config'>,
  row: DocumentRow,
): Promise<DocumentWithUrl> {
  const ttl = deps.config.DOCUMENT_URL_TTL_SECONDS;
  const signed = await deps.blobs.signedUrl(row.blob_key, {
    expiresInSeconds: ttl,
    downloadName: row.file_name,
  });
  const base = deps.config.COMPLIANCE_PUBLIC_URL;
  const downloadUrl = base && signed.startsWith('/') ? `${base.replace(/\/+$/, '')}${signed}` : signed;
  return {
    ...documentView(row),
    downloadUrl,
    downloadUrlExpiresAt: new Date(Date.now() + ttl * 1000).toISOString(),
  };
}

/** Another tenant's document is 404, as if it did not exist. */
export async function requireDocument(
  { tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  id: string,
): Promise<void> {
  if (!(await findDocument(deps.db, id, tenantId))) throw notFound('Document');
}

/** Another tenant's document is 404, as if it did not exist. */
export async function getDocument(
  { tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db' | 'blobs' | 'config'>,
  id: string,
): Promise<DocumentWithUrl> {
  const row = await findDocument(deps.db, id, tenantId);
  if (!row) throw notFound('Document');
  return withDownloadUrl(deps, row);
}

export async function listTenantDocuments(
  { tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  filter: { entityId?: string | undefined; documentType?: string | undefined },
  page: Page,
): Promise<{ documents: DocumentView[]; total: number }> {
  const { rows, total } = await listDocuments(deps.db, { tenantId, ...filter }, page);
  return { documents: rows.map(documentView), total };
}

/** The documents of an entity the tenant owns; another tenant's entity is 404. */
export async function listEntityDocuments(
  scope: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  entityId: string,
  page: Page,
): Promise<{ documents: DocumentView[]; total: number }> {
  const entity = await getEntity(scope, deps, entityId);
  return listTenantDocuments({ ...scope, tenantId: entity.tenantId }, deps, { entityId }, page);
}

export interface StoreDocumentInput {
  readonly entityId: string | null;
  readonly documentType: DocumentType | null;
  readonly source: DocumentSource;
  readonly file: ReceivedFile;
  /** Enqueue an extraction job with the document (upload with triggerExtraction). */
  readonly extract: boolean;
}

/**
 * Records a stored file as a document: its row, its audit entry and, when asked, its extraction
 * job and work item, in one transaction. When the transaction fails the file is removed, so
 * that no object is left without its row.
 */
export async function recordDocument(
  { caller, tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db' | 'blobs' | 'logger'>,
  input: StoreDocumentInput,
): Promise<{ row: DocumentRow; jobId: string | null }> {
  const { file } = input;
  try {
    return await deps.db.transaction(async (tx) => {
      await insertDocument(tx, {
        id: file.documentId,
        tenantId,
        entityId: input.entityId,
        documentType: input.documentType,
        source: input.source,
        fileName: file.fileName,
        contentType: file.mime,
        sizeBytes: file.size,
        sha256: file.sha256,
        blobKey: file.key,
        uploadedBy: caller.userId,
      });
      const job = input.extract
        ? await createExtractionJob(tx, extractionQueue(deps), {
            tenantId,
            documentId: file.documentId,
            entityId: input.entityId,
            documentType: input.documentType,
            requestedBy: caller.userId,
          })
        : undefined;
      await recordAudit(tx, {
        tenantId,
        action: 'DOCUMENT_UPLOADED',
        entityType: 'document',
        entityId: file.documentId,
        userId: caller.userId,
        userName: caller.email,
        details: {
          source: input.source,
          entityId: input.entityId,
          documentType: input.documentType,
          fileName: file.fileName,
          contentType: file.mime,
          size: file.size,
          sha256: file.sha256,
          ...(job ? { jobId: job.id } : {}),
        },
      });
      const row = await findDocument(tx, file.documentId, tenantId);
      if (!row) throw new Error('the document row just written is missing');
      return { row, jobId: job?.id ?? null };
    });
  } catch (err) {
    await deps.blobs.delete(file.key).catch((deleteErr: unknown) => {
      deps.logger.warn({ err: deleteErr, key: file.key }, 'could not remove the file of a refused upload');
    });
    throw err;
  }
}

/** `triggerExtraction` as multipart sends it: text. */
export function booleanField(value: string | undefined, name: string, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw validationError(`${name} must be true or false`, { field: name });
}
