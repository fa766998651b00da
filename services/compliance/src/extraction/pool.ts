import { availableParallelism } from 'node:os';
import { DomainError } from '@platform/kernel/errors';
import { Piscina } from 'piscina';
import type { ComplianceConfig } from '../config.js';
import type { ReadResult, SupportedMime } from './model.js';
import type { ReadTask } from './read-worker.js';

/** Reads documents in a bounded pool of worker threads. */
export interface DocumentReader {
  read(bytes: Uint8Array, mime: SupportedMime): Promise<ReadResult>;
  close(): Promise<void>;
}

export interface ReaderOptions {
  /** Threads at most; each holds an OCR engine (~250 MB) once it has read a scan. */
  readonly threads: number;
  /** Documents waiting for a thread at most; beyond it a read is refused (503). */
  readonly maxQueue: number;
  readonly maxPages: number;
  readonly timeoutMs: number;
}

/**
 * The compiled worker in production; under the test runner, which runs the TypeScript sources,
 * the source file through tsx.
 */
function workerModule(): { filename: string; execArgv?: string[] } {
  const self = import.meta.url;
  if (self.endsWith('.ts')) {
    return { filename: new URL('./read-worker.ts', self).href, execArgv: ['--import', 'tsx'] };
  }
  return { filename: new URL('./read-worker.js', self).href };
}

export function createDocumentReader(options: ReaderOptions): DocumentReader {
  const threads = Math.max(1, Math.min(options.threads, availableParallelism()));
  const pool = new Piscina<ReadTask, ReadResult>({
    ...workerModule(),
    minThreads: 0,
    maxThreads: threads,
    maxQueue: options.maxQueue,
    // An idle thread lets its OCR engine go after a minute.
    idleTimeout: 60_000,
  });
  return {
    async read(bytes, mime) {
      if (pool.queueSize >= options.maxQueue)
        throw new DomainError('SERVICE_UNAVAILABLE', 'Too many documents are being read; try again shortly');
      return pool.run(
        { bytes, mime, maxPages: options.maxPages },
        { signal: AbortSignal.timeout(options.timeoutMs) },
      );
    },
    close: () => pool.destroy(),
  };
}

const readers = new WeakMap<object, DocumentReader>();

/** The reader of a service instance, created on first use (tests that never read start no thread). */
export function documentReaderOf(owner: { readonly config: ComplianceConfig }): DocumentReader {
  let reader = readers.get(owner);
  if (!reader) {
    reader = createDocumentReader({
      threads: owner.config.EXTRACTION_THREADS,
      maxQueue: owner.config.EXTRACTION_MAX_QUEUE,
      maxPages: owner.config.EXTRACTION_MAX_PAGES,
      timeoutMs: owner.config.EXTRACTION_TIMEOUT_MS,
    });
    readers.set(owner, reader);
  }
  return reader;
}

export async function closeDocumentReader(owner: object): Promise<void> {
  const reader = readers.get(owner);
  readers.delete(owner);
  await reader?.close();
}
