import type { ComplianceDeps } from '../shared/deps.js';
import { closeDocumentReader } from './pool.js';
import { EXTRACTION_QUEUE, extractionQueue, handleExtractionItem } from './service.js';

const wakers = new WeakMap<ComplianceDeps, () => void>();

/** Asks this process's worker to look for new jobs now rather than at its next poll. */
export function wakeExtractionWorker(deps: ComplianceDeps): void {
  wakers.get(deps)?.();
}

/**
 * The extraction worker: handles jobs from the durable queue, as many at once as the reader
 * pool has threads (every replica claims from the same table; a job whose process died is
 * claimed again when its lease runs out). Polls every second, and is woken by uploads of its
 * own process. Stopping waits for jobs under way, then ends the reader threads.
 */
export function startExtractionWorker(deps: ComplianceDeps): { stop(): Promise<void> } {
  const queue = extractionQueue(deps);
  queue.work(EXTRACTION_QUEUE, (item) => handleExtractionItem(deps, item), {
    concurrency: deps.config.EXTRACTION_THREADS,
  });
  queue.start();

  let stopped = false;
  let draining: Promise<void> | undefined;
  let again = false;
  const wake = () => {
    if (stopped) return;
    if (draining !== undefined) {
      again = true;
      return;
    }
    draining = (async () => {
      do {
        again = false;
        await queue.drain(EXTRACTION_QUEUE).catch((err: unknown) => {
          deps.logger.warn({ err, queue: EXTRACTION_QUEUE }, 'could not drain the extraction queue');
        });
      } while (again && !stopped);
    })().finally(() => {
      draining = undefined;
    });
  };
  wakers.set(deps, wake);

  return {
    async stop() {
      stopped = true;
      if (wakers.get(deps) === wake) wakers.delete(deps);
      await draining;
      await queue.stop();
      await closeDocumentReader(deps);
    },
  };
}
