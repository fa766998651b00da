import { availableParallelism } from 'node:os';
import { DomainError } from '@platform/kernel/errors';
import { Piscina } from 'piscina';
import type { ComplianceConfig } from '../config.js';
import { type ReadLimits, ReadRefused, refusalError, unreadableError } from '../shared/read-limits.js';
import type { ReadResult, SupportedMime } from './model.js';
import type { ReadOutcome, ReadTask } from './read-worker.js';

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
  readonly timeoutMs: number;
  readonly limits: ReadLimits;
  /** V8 heap of a reader thread (old generation), in MB: past it the thread is ended. */
  readonly heapMb: number;
  /** Growth of the process's resident memory while documents are read, in MB: past it they are stopped. */
  readonly maxMemoryMb: number;
}

const MB = 1024 * 1024;
/** How often the resident memory is looked at while a document is read. */
const MEMORY_CHECK_MS = 100;

/**
 * Errors of the PDF and image libraries that say the file itself is damaged or not what it
 * claims (a client's file, 422), as opposed to a fault of the service (500). An error that crossed
 * the thread keeps its message only.
 */
const UNREADABLE =
  /Invalid PDF|PDF structure|FormatError|password|bad XRef|Unexpected (end|server)|corrupt|premature|truncated|unsupported image format|VipsJpeg|VipsPng|VipsTiff|vips_|Input (buffer|file)|IHDR|IDAT|TIFF|Bad (Huffman|DCT)|pixel limit/i;

/**
 * Watches the process's resident memory while reads run, and stops every read under way once it
 * has grown by more than `maxMemoryMb` since the first of them began: what no bound inside the
 * reader caught (an encrypted PDF's stream, an inline image) still cannot take the process down.
 * Stopping a read ends its thread, which gives its memory back.
 */
function memoryWatch(maxMemoryMb: number) {
  const running = new Set<AbortController>();
  let baseline = 0;
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    if (process.memoryUsage.rss() - baseline <= maxMemoryMb * MB) return;
    for (const reading of running) reading.abort(new ReadRefused({ limit: 'memory', max: maxMemoryMb }));
  };
  return {
    add(reading: AbortController) {
      if (running.size === 0) {
        baseline = process.memoryUsage.rss();
        timer = setInterval(check, MEMORY_CHECK_MS);
        timer.unref();
      }
      running.add(reading);
    },
    delete(reading: AbortController) {
      running.delete(reading);
      if (running.size === 0) clearInterval(timer);
    },
  };
}

/**
 * The compiled worker in production; under the test runner, which runs the TypeScript sources,
 * the source file through tsx, with the workspaces' `source` condition so that what it imports
 * from the kernel is the kernel's source too (a fresh checkout has no compiled kernel).
 */
function workerModule(): { filename: string; execArgv?: string[] } {
  const self = import.meta.url;
  if (self.endsWith('.ts')) {
    return {
      filename: new URL('./read-worker.ts', self).href,
      execArgv: ['--conditions=source', '--import', 'tsx'],
    };
  }
  return { filename: new URL('./read-worker.js', self).href };
}

function createDocumentReader(options: ReaderOptions): DocumentReader {
  const threads = Math.max(1, Math.min(options.threads, availableParallelism()));
  const pool = new Piscina<ReadTask, ReadOutcome>({
    ...workerModule(),
    minThreads: 0,
    maxThreads: threads,
    maxQueue: options.maxQueue,
    // An idle thread lets its OCR engine go after a minute.
    idleTimeout: 60_000,
    // pdf.js parses in the thread's heap: a document that would fill it ends the thread (the
    // read is refused) instead of the process. Buffers and native memory are watched below.
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 32 },
  });
  const watch = memoryWatch(options.maxMemoryMb);
  return {
    async read(bytes, mime) {
      if (pool.queueSize >= options.maxQueue)
        throw new DomainError('SERVICE_UNAVAILABLE', 'Too many documents are being read; try again shortly');
      const reading = new AbortController();
      const timeout = setTimeout(
        () => reading.abort(new ReadRefused({ limit: 'time', max: options.timeoutMs })),
        options.timeoutMs,
      );
      watch.add(reading);
      try {
        const outcome = await pool.run({ bytes, mime, limits: options.limits }, { signal: reading.signal });
        if ('refused' in outcome) throw refusalError(outcome.refused);
        return outcome.read;
      } catch (err) {
        if (err instanceof DomainError) throw err;
        const reason: unknown = reading.signal.reason;
        if (reading.signal.aborted && reason instanceof ReadRefused) throw refusalError(reason.refusal);
        if ((err as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw refusalError({ limit: 'memory', max: options.heapMb });
        const message = err instanceof Error ? err.message : String(err);
        if (UNREADABLE.test(message)) throw unreadableError(message.replace(/\s+/g, ' ').slice(0, 200));
        throw err;
      } finally {
        clearTimeout(timeout);
        watch.delete(reading);
      }
    },
    close: () => pool.destroy(),
  };
}

function readLimitsOf(config: ComplianceConfig): ReadLimits {
  return {
    maxPages: config.EXTRACTION_MAX_PAGES,
    maxPixels: config.EXTRACTION_MAX_PIXELS,
    maxInflatedBytes: config.EXTRACTION_MAX_INFLATED_BYTES,
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
      timeoutMs: owner.config.EXTRACTION_TIMEOUT_MS,
      limits: readLimitsOf(owner.config),
      heapMb: owner.config.EXTRACTION_HEAP_MB,
      maxMemoryMb: owner.config.EXTRACTION_MAX_MEMORY_MB,
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
