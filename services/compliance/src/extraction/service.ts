import type { Queryable } from '@platform/kernel/db';
import { DomainError, notFound } from '@platform/kernel/errors';
import { createWorkQueue, type WorkItem, type WorkQueue } from '@platform/kernel/jobs';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { DOCUMENT_TYPES, type DocumentType, type Extraction, isSupportedMime } from './model.js';
import { fieldExtractorOf } from './model-extractor.js';
import { runPipeline } from './pipeline.js';
import { documentReaderOf } from './pool.js';
import { completeJob, failJob, findJob, findJobFile, insertJob, type JobRow, type NewJob } from './store.js';

/** The work queue of extraction jobs, in the service's `work_items`. */
export const EXTRACTION_QUEUE = 'documents.extraction';
/** Tries of one job (a worker that died, a blob store that did not answer) before it is failed. */
const EXTRACTION_ATTEMPTS = 3;

export function extractionQueue(deps: Pick<ComplianceDeps, 'db' | 'logger'>): WorkQueue {
  // A long scan renews its lease while it runs; a process that died lets it lapse within a minute.
  return createWorkQueue({ db: deps.db, schema: 'compliance', logger: deps.logger, leaseMs: 60_000 });
}

/** Adds a job and its work item in the caller's transaction: both exist only if it commits. */
export async function createExtractionJob(
  tx: Queryable,
  queue: Pick<WorkQueue, 'enqueue'>,
  job: NewJob,
): Promise<JobRow> {
  const row = await insertJob(tx, job);
  await queue.enqueue(
    tx,
    EXTRACTION_QUEUE,
    { jobId: row.id },
    { dedupeKey: row.id, maxAttempts: EXTRACTION_ATTEMPTS },
  );
  return row;
}

export interface JobView {
  jobId: string;
  status: JobRow['status'];
  documentId: string;
  entityId: string | null;
  documentType: string | null;
  category: string | null;
  method: string | null;
  extractedData: Record<string, unknown> | null;
  confidence: Record<string, number> | null;
  verificationFlags: Record<string, string> | null;
  processingTime: number | null;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
}

export function jobView(row: JobRow): JobView {
  return {
    jobId: row.id,
    status: row.status,
    documentId: row.document_id,
    entityId: row.entity_id,
    documentType: row.document_type,
    category: row.category,
    method: row.method,
    extractedData: row.extracted_data,
    confidence: row.confidence,
    verificationFlags: row.verification_flags,
    processingTime: row.processing_time_ms,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

/** Another tenant's job is 404, as if it did not exist. */
export async function getJob(
  { tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  id: string,
): Promise<JobView> {
  const row = await findJob(deps.db, id, tenantId);
  if (!row) throw notFound('Extraction job');
  return jobView(row);
}

function jobIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const id = (payload as { jobId?: unknown }).jobId;
  return typeof id === 'string' ? id : undefined;
}

function documentTypeOf(value: string | null): DocumentType | undefined {
  return (DOCUMENT_TYPES as readonly (string | null)[]).includes(value) ? (value as DocumentType) : undefined;
}

async function readBlob(deps: Pick<ComplianceDeps, 'blobs'>, key: string): Promise<Uint8Array> {
  const blob = await deps.blobs.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of blob.body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const timestamp = () => new Date().toISOString();

function eventBase(job: JobRow) {
  return {
    jobId: job.id,
    documentId: job.document_id,
    entityId: job.entity_id,
    tenantId: job.tenant_id,
    documentType: job.document_type,
  };
}

/** The job's outcome and its event commit together; a job already finished is left as it is. */
async function recordSuccess(deps: Pick<ComplianceDeps, 'outbox'>, jobId: string, result: Extraction) {
  await deps.outbox.transaction(async (tx) => {
    const job = await completeJob(tx, jobId, result);
    if (!job) return;
    await deps.outbox.add(tx, {
      routingKey: `extraction.completed.${job.id}`,
      payload: {
        eventType: 'extraction.completed',
        ...eventBase(job),
        timestamp: timestamp(),
        category: result.category,
        extractedData: result.extractedData,
        confidence: result.confidence,
        verificationFlags: result.verificationFlags,
      },
    });
  });
}

async function recordFailure(
  deps: Pick<ComplianceDeps, 'outbox'>,
  jobId: string,
  error: string,
  processingTimeMs: number | null,
) {
  await deps.outbox.transaction(async (tx) => {
    const job = await failJob(tx, jobId, error, processingTimeMs);
    if (!job) return;
    await deps.outbox.add(tx, {
      routingKey: `extraction.failed.${job.id}`,
      payload: { eventType: 'extraction.failed', ...eventBase(job), timestamp: timestamp(), error },
    });
  });
}

function messageOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}

/**
 * Handles one work item: reads the document, runs the pipeline, records the outcome. A document
 * the pipeline cannot read fails the job at once (reading it again would fail again); trouble
 * around it (the blob store, a busy pool) is retried, and the last attempt fails the job.
 * At least once: a redelivered item finds its job finished and does nothing.
 */
export async function handleExtractionItem(deps: ComplianceDeps, item: WorkItem): Promise<void> {
  const jobId = jobIdOf(item.payload);
  if (jobId === undefined) return;
  const job = await findJob(deps.db, jobId, null);
  if (job?.status !== 'processing') return;
  const lastAttempt = item.attempt >= item.maxAttempts;
  let bytes: Uint8Array;
  let mime: string;
  try {
    const doc = await findJobFile(deps.db, job);
    if (!doc) {
      await recordFailure(deps, jobId, 'The document no longer exists', null);
      return;
    }
    mime = doc.content_type;
    bytes = await readBlob(deps, doc.blob_key);
  } catch (err) {
    if (!lastAttempt) throw err;
    await recordFailure(deps, jobId, `Could not read the stored file: ${messageOf(err)}`, null);
    return;
  }
  if (!isSupportedMime(mime)) {
    await recordFailure(deps, jobId, `Unsupported file type ${mime}`, null);
    return;
  }
  const startedAt = performance.now();
  let result: Extraction;
  try {
    result = await runPipeline(
      documentReaderOf(deps),
      bytes,
      mime,
      documentTypeOf(job.document_type),
      fieldExtractorOf(deps),
    );
  } catch (err) {
    const busy = err instanceof DomainError && err.code === 'SERVICE_UNAVAILABLE';
    if (busy && !lastAttempt) throw err;
    await recordFailure(
      deps,
      jobId,
      `Extraction failed: ${messageOf(err)}`,
      Math.round(performance.now() - startedAt),
    );
    return;
  }
  await recordSuccess(deps, jobId, result);
}
