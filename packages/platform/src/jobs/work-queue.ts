import type { FastifyBaseLogger } from 'fastify';
import { sql } from '../db/sql.js';
import type { Db, Queryable } from '../db/types.js';
import { addScrapeProbe, platformMetrics } from '../metrics/registry.js';
import { QueueWorker, type WorkerSettings } from './queue-worker.js';
import { type Enqueued, type EnqueueOptions, type WorkItem, workItemsIn } from './work-items.js';

export interface WorkQueueOptions {
  readonly db: Db;
  /** The service's schema, which holds `work_items`. */
  readonly schema: string;
  readonly logger: FastifyBaseLogger;
  /**
   * How long a claimed item stays reserved for its worker. A running handler renews it; an
   * item whose worker died is claimed again once it runs out. Default one minute.
   */
  readonly leaseMs?: number;
  /** How long finished (`done`) items are kept, which is also how long a dedupe key holds. Default 7 days. */
  readonly keepDoneMs?: number;
}

export type WorkHandler = (item: WorkItem) => Promise<void>;
/** Takes up to `batchSize` items in one call; they succeed or fail together. */
export type BatchWorkHandler = (items: readonly WorkItem[]) => Promise<void>;

export interface WorkOptions {
  /** Handler calls under way at once in this process. Default 1. */
  readonly concurrency?: number;
  /** How often an idle worker looks for due items. Default one second. */
  readonly pollMs?: number;
  /** Delay before retrying after the given failed attempt (1-based). Default `exponentialBackoff()`. */
  readonly retryDelayMs?: (attempt: number) => number;
}

export interface WorkQueue {
  /**
   * Adds an item in the caller's transaction (`q`), so it exists only if that transaction
   * commits. With `dedupeKey`, a repeat returns the first item's id and `duplicate: true`.
   */
  enqueue(q: Queryable, queue: string, payload: unknown, options?: EnqueueOptions): Promise<Enqueued>;
  /**
   * Handles a queue's items. Delivery is at least once: an item whose worker dies, or whose
   * completion cannot be recorded, runs again, so a handler must be idempotent (check whether its
   * effect already exists, or key its writes on the item id). A handler that throws is retried
   * after a growing delay until `maxAttempts`, then the item is `failed` with its last error.
   */
  work(queue: string, handler: WorkHandler, options?: WorkOptions): void;
  /**
   * Handles a queue's items several at a time: what is due, up to `batchSize` items a call,
   * for a receiver that takes many in one request. The items of a call are done, or retried,
   * together; the same at-least-once rules as `work` apply to each.
   *
   * ```ts
   * queue.workBatch('audit', (items) => portal.recordMany(items.map((i) => i.payload)), { batchSize: 50 });
   * ```
   */
  workBatch(
    queue: string,
    handler: BatchWorkHandler,
    options: WorkOptions & { readonly batchSize: number },
  ): void;
  start(): void;
  /** Stops claiming and waits for the handlers under way to finish their current item. */
  stop(): Promise<void>;
  /** Handles every item of `queue` due now (including retries that fall due meanwhile), then resolves. */
  drain(queue: string): Promise<void>;
  /** Has this process's worker of `queue` look for items now rather than at its next poll. */
  wake(queue: string): void;
}

/** 10 s, 20 s, 40 s ... capped at an hour. */
export function exponentialBackoff(firstMs = 10_000, maxMs = 60 * 60_000): (attempt: number) => number {
  return (attempt) => Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
}

/** A durable queue in the service's database, shared by every replica. */
export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const store = workItemsIn(options.schema);
  const workers = new Map<string, QueueWorker>();
  let started = false;
  let unprobe: (() => void) | undefined;
  const table = sql.ident(options.schema, 'work_items');
  /** Queues and statuses reported at the last scrape: set to 0 once their items are gone. */
  let reported = new Map<string, { queue: string; status: string; n: number }>();

  async function probeDepth(): Promise<void> {
    const { rows } = await options.db.query<{ queue: string; status: string; n: number }>(sql`
      select queue, status, count(*)::int as n from ${table}
      where status in ('pending', 'running') group by queue, status`);
    const key = (queue: string, status: string) => `${queue}\u0000${status}`;
    const depth = new Map<string, { queue: string; status: string; n: number }>();
    for (const queue of workers.keys())
      for (const status of ['pending', 'running']) depth.set(key(queue, status), { queue, status, n: 0 });
    for (const [k, before] of reported) if (!depth.has(k)) depth.set(k, { ...before, n: 0 });
    for (const row of rows) depth.set(key(row.queue, row.status), row);
    const gauge = platformMetrics().workQueueItems;
    for (const { queue, status, n } of depth.values())
      gauge.set({ schema: options.schema, queue, status }, n);
    reported = depth;
  }

  function addWorker(
    queue: string,
    handler: BatchWorkHandler,
    workOptions: WorkOptions & { readonly batchSize: number },
  ): void {
    if (workers.has(queue)) throw new Error(`queue ${queue} already has a handler`);
    const settings: WorkerSettings = {
      schema: options.schema,
      queue,
      handler,
      concurrency: Math.max(1, workOptions.concurrency ?? 1),
      batchSize: Math.max(1, workOptions.batchSize),
      pollMs: workOptions.pollMs ?? 1000,
      retryDelayMs: workOptions.retryDelayMs ?? exponentialBackoff(),
      leaseMs: options.leaseMs ?? 60_000,
      keepDoneMs: options.keepDoneMs ?? 7 * 24 * 60 * 60_000,
    };
    const worker = new QueueWorker(options.db, store, options.logger, settings);
    workers.set(queue, worker);
    if (started) worker.start();
  }

  function workerOf(queue: string): QueueWorker {
    const worker = workers.get(queue);
    if (!worker) throw new Error(`no handler for queue ${queue}`);
    return worker;
  }

  return {
    enqueue(q, queue, payload, enqueueOptions = {}) {
      return store.insert(q, queue, payload, enqueueOptions);
    },
    work(queue, handler, workOptions = {}) {
      addWorker(queue, ([item]) => (item ? handler(item) : Promise.resolve()), {
        ...workOptions,
        batchSize: 1,
      });
    },
    workBatch(queue, handler, workOptions) {
      addWorker(queue, handler, workOptions);
    },
    start() {
      if (started) return;
      started = true;
      unprobe = addScrapeProbe(`work_queue:${options.schema}`, probeDepth);
      for (const worker of workers.values()) worker.start();
    },
    async stop() {
      started = false;
      unprobe?.();
      unprobe = undefined;
      await Promise.all([...workers.values()].map((worker) => worker.stop()));
    },
    async drain(queue) {
      await workerOf(queue).drain();
    },
    wake(queue) {
      workers.get(queue)?.wake();
    },
  };
}
