import { maybeOne, one, type Queryable, sql } from '@platform/kernel/db';
import type { Extraction } from './model.js';

export type JobStatus = 'processing' | 'completed' | 'failed';

export interface JobRow {
  readonly id: string;
  readonly tenant_id: string;
  readonly document_id: string;
  readonly entity_id: string | null;
  readonly document_type: string | null;
  readonly status: JobStatus;
  readonly category: string | null;
  readonly method: string | null;
  readonly extracted_data: Record<string, unknown> | null;
  readonly confidence: Record<string, number> | null;
  readonly verification_flags: Record<string, string> | null;
  readonly processing_time_ms: number | null;
  readonly error: string | null;
  readonly requested_by: string;
  readonly created_at: Date;
  readonly completed_at: Date | null;
}

const COLUMNS = sql`id, tenant_id, document_id, entity_id, document_type, status, category, method, extracted_data,
  confidence, verification_flags, processing_time_ms, error, requested_by, created_at, completed_at`;

export interface NewJob {
  readonly tenantId: string;
  readonly documentId: string;
  readonly entityId: string | null;
  readonly documentType: string | null;
  readonly requestedBy: string;
}

/** The stored file a job reads; undefined once its document is gone. */
export function findJobFile(
  db: Queryable,
  job: Pick<JobRow, 'document_id' | 'tenant_id'>,
): Promise<{ content_type: string; blob_key: string } | undefined> {
  return maybeOne<{ content_type: string; blob_key: string }>(
    db,
    sql`select content_type, blob_key from compliance.documents
        where id = ${job.document_id}::uuid and tenant_id = ${job.tenant_id}::uuid`,
  );
}

export function insertJob(tx: Queryable, job: NewJob): Promise<JobRow> {
  return one<JobRow>(
    tx,
    sql`insert into compliance.extraction_jobs (tenant_id, document_id, entity_id, document_type, requested_by)
        values (${job.tenantId}::uuid, ${job.documentId}::uuid, ${job.entityId}::uuid, ${job.documentType},
                ${job.requestedBy})
        returning ${COLUMNS}`,
  );
}

/** `tenantId` null: any tenant (a super-administrator). */
export function findJob(db: Queryable, id: string, tenantId: string | null): Promise<JobRow | undefined> {
  return maybeOne<JobRow>(
    db,
    sql`select ${COLUMNS} from compliance.extraction_jobs
        where id = ${id}::uuid and ${tenantId === null ? sql`true` : sql`tenant_id = ${tenantId}::uuid`}`,
  );
}

/** Records success once: a job no longer processing (a redelivered item) is left alone. */
export function completeJob(tx: Queryable, id: string, result: Extraction): Promise<JobRow | undefined> {
  return maybeOne<JobRow>(
    tx,
    sql`update compliance.extraction_jobs
        set status = 'completed', category = ${result.category}, method = ${result.method},
            extracted_data = ${JSON.stringify(result.extractedData)}::jsonb,
            confidence = ${JSON.stringify(result.confidence)}::jsonb,
            verification_flags = ${JSON.stringify(result.verificationFlags)}::jsonb,
            processing_time_ms = ${result.processingTime}, completed_at = now()
        where id = ${id}::uuid and status = 'processing'
        returning ${COLUMNS}`,
  );
}

export function failJob(
  tx: Queryable,
  id: string,
  error: string,
  processingTimeMs: number | null,
): Promise<JobRow | undefined> {
  return maybeOne<JobRow>(
    tx,
    sql`update compliance.extraction_jobs
        set status = 'failed', error = ${error}, processing_time_ms = ${processingTimeMs}, completed_at = now()
        where id = ${id}::uuid and status = 'processing'
        returning ${COLUMNS}`,
  );
}
