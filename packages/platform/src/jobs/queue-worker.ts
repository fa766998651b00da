import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types.js';
import { platformMetrics } from '../metrics/registry.js';
import { errorMessage } from './error-message.js';
import { backgroundWorkMayStart } from './startup-gate.js';
import type { WorkItem, WorkItemStore } from './work-items.js';

export interface WorkerSettings {
  /** The schema of the queue's table: a label of the queue's metrics. */
  readonly schema: string;
  readonly queue: string;
  /** Takes the items of one batch: one item unless the queue was given `batchSize`. */
  readonly handler: (items: readonly WorkItem[]) => Promise<void>;
  /** Handler calls under way at once. */
  readonly concurrency: number;
  /** Most items one handler call takes. */
  readonly batchSize: number;
  readonly pollMs: number;
  readonly retryDelayMs: (attempt: number) => number;
  readonly leaseMs: number;
  readonly keepDoneMs: number;
}

/** Housekeeping (abandoned last attempts, old finished rows) runs this often per queue. */
const HOUSEKEEPING_EVERY_MS = 60_000;

/** Claims and handles one queue's items, up to `concurrency` batches at a time. */
export class QueueWorker {
  private readonly underway = new Set<Promise<void>>();
  private running = false;
  private loop: Promise<void> | undefined;
  private stopWaiting: (() => void) | undefined;
  private slotFreed: (() => void) | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private lastHousekeeping = 0;

  constructor(
    private readonly db: Db,
    private readonly store: WorkItemStore,
    private readonly logger: FastifyBaseLogger,
    private readonly settings: WorkerSettings,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.claimUntilStopped();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopWaiting?.();
    await this.loop;
    this.loop = undefined;
    await Promise.allSettled([...this.underway]);
  }

  /**
   * Looks for items now rather than at the next poll (a producer in this process has just
   * committed one); within `concurrency`, like every claim. A wake during a claim is kept for
   * the pause after it.
   */
  wake(): void {
    if (!this.running) return;
    this.woken = true;
    this.wakeUp?.();
  }

  async drain(): Promise<void> {
    await this.housekeeping();
    for (;;) {
      const { queue, concurrency, batchSize, leaseMs } = this.settings;
      const items = await this.store.claim(this.db, queue, concurrency * batchSize, leaseMs);
      if (items.length === 0) return;
      await Promise.all(this.batches(items).map((batch) => this.handle(batch)));
    }
  }

  private async claimUntilStopped(): Promise<void> {
    await backgroundWorkMayStart();
    while (this.running) {
      const free = this.settings.concurrency - this.underway.size;
      // A full batch means more may be waiting: look again as soon as a slot frees.
      let saturated = free <= 0;
      if (free > 0) {
        try {
          if (Date.now() - this.lastHousekeeping >= HOUSEKEEPING_EVERY_MS) await this.housekeeping();
          const { queue, batchSize, leaseMs } = this.settings;
          const items = await this.store.claim(this.db, queue, free * batchSize, leaseMs);
          for (const batch of this.batches(items)) this.track(batch);
          saturated = items.length === free * batchSize;
        } catch (err) {
          this.logger.error({ err, queue: this.settings.queue }, 'could not claim work items');
        }
      }
      if (this.running) await this.pause(saturated);
    }
  }

  /**
   * Waits for the poll interval, for `stop`, for `wake` (unless saturated), or (when saturated)
   * for a handler to finish.
   */
  private pause(saturated: boolean): Promise<void> {
    if (this.woken && !saturated) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.stopWaiting = undefined;
        this.slotFreed = undefined;
        this.wakeUp = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, this.settings.pollMs);
      this.stopWaiting = done;
      this.slotFreed = saturated ? done : undefined;
      this.wakeUp = saturated ? undefined : done;
    });
  }

  private batches(items: readonly WorkItem[]): WorkItem[][] {
    const { batchSize } = this.settings;
    const batches: WorkItem[][] = [];
    for (let i = 0; i < items.length; i += batchSize) batches.push(items.slice(i, i + batchSize));
    return batches;
  }

  private track(batch: readonly WorkItem[]): void {
    const handling = this.handle(batch).finally(() => {
      this.underway.delete(handling);
      this.slotFreed?.();
    });
    this.underway.add(handling);
  }

  /** Never rejects: every outcome ends in the items' rows or, failing that, in the log. */
  private async handle(batch: readonly WorkItem[]): Promise<void> {
    const { queue, leaseMs, schema } = this.settings;
    const itemIds = batch.map((item) => item.id);
    const renewal = setInterval(() => {
      this.store.extendLease(this.db, batch, leaseMs).catch((err: unknown) => {
        this.logger.warn({ err, queue, itemIds }, 'could not renew a work item lease');
      });
    }, leaseMs / 3);
    try {
      let failure: unknown;
      let failed = false;
      try {
        await this.settings.handler(batch);
      } catch (err) {
        failure = err;
        failed = true;
      }
      const metrics = platformMetrics();
      if (!failed) {
        await this.store.markDone(this.db, batch);
        metrics.workItemsDone.inc({ schema, queue }, batch.length);
        return;
      }
      const statuses = await this.store.markAttemptFailed(this.db, batch, errorMessage(failure), (item) =>
        this.settings.retryDelayMs(item.attempt),
      );
      for (const item of batch) {
        const status = statuses.get(item.id);
        metrics.workItemsFailed.inc({ schema, queue, outcome: status === 'failed' ? 'failed' : 'retry' });
        const context = { err: failure, queue, itemId: item.id, attempt: item.attempt };
        if (status === 'failed') this.logger.error(context, 'work item failed for good');
        else this.logger.warn(context, 'work item failed; it will be retried');
      }
    } catch (err) {
      // The outcome could not be recorded: the lease runs out and the items are tried again.
      this.logger.error({ err, queue, itemIds }, 'could not record a work item outcome');
    } finally {
      clearInterval(renewal);
    }
  }

  private async housekeeping(): Promise<void> {
    this.lastHousekeeping = Date.now();
    const { queue } = this.settings;
    const abandoned = await this.store.failAbandoned(this.db, queue);
    if (abandoned > 0)
      this.logger.error({ queue, count: abandoned }, 'work items abandoned on their last attempt');
    await this.store.pruneDone(this.db, queue, this.settings.keepDoneMs);
  }
}
