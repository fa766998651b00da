import { defineQueueWorker } from '../shared/queue-worker.js';
import { closeDocumentReader } from './pool.js';
import { EXTRACTION_QUEUE, extractionQueue, handleExtractionItem } from './service.js';

/**
 * The extraction worker: jobs from the durable queue, as many at once as the reader pool has
 * threads; woken by uploads of its own process. Stopping waits for jobs under way, then ends
 * the reader threads.
 */
const extractionWorker = defineQueueWorker({
  queue: EXTRACTION_QUEUE,
  open: extractionQueue,
  handle: handleExtractionItem,
  concurrency: (deps) => deps.config.EXTRACTION_THREADS,
  afterStop: closeDocumentReader,
});

export const startExtractionWorker = extractionWorker.start;
/** Asks this process's worker to look for new jobs now rather than at its next poll. */
export const wakeExtractionWorker = extractionWorker.wake;
