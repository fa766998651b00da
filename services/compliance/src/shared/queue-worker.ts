import type { WorkItem, WorkQueue } from '@platform/kernel/jobs';
import type { ComplianceDeps } from './deps.js';

export interface QueueWorkerSpec {
  /** The queue's name in `work_items`. */
  readonly queue: string;
  readonly open: (deps: ComplianceDeps) => WorkQueue;
  readonly handle: (deps: ComplianceDeps, item: WorkItem) => Promise<void>;
  /** Items handled at once by this process. */
  readonly concurrency: (deps: ComplianceDeps) => number;
  /** Runs once the handlers under way have finished (threads to end, for instance). */
  readonly afterStop?: (deps: ComplianceDeps) => Promise<void>;
}

/**
 * A durable queue's worker in each process (every replica claims from the same table; an item
 * whose process died is claimed again when its lease runs out; it polls every second), and
 * `wake`, with which a route of the same process has it look now, after its commit.
 */
export function defineQueueWorker(spec: QueueWorkerSpec) {
  const running = new WeakMap<ComplianceDeps, WorkQueue>();
  return {
    wake(deps: ComplianceDeps): void {
      running.get(deps)?.wake(spec.queue);
    },
    start(deps: ComplianceDeps): { stop(): Promise<void> } {
      const queue = spec.open(deps);
      queue.work(spec.queue, (item) => spec.handle(deps, item), { concurrency: spec.concurrency(deps) });
      queue.start();
      running.set(deps, queue);
      return {
        async stop() {
          if (running.get(deps) === queue) running.delete(deps);
          await queue.stop();
          await spec.afterStop?.(deps);
        },
      };
    },
  };
}
