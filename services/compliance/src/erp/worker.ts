import type { ComplianceDeps } from '../shared/deps.js';
import { ERP_QUEUE, erpQueue, recordErpEvent } from './service.js';

/** The running worker of each process, so that the intake route can wake it after a commit. */
const wakers = new WeakMap<ComplianceDeps, () => void>();

/** Asks this process's worker to look for accepted events now rather than at its next poll. */
export function wakeErpWorker(deps: ComplianceDeps): void {
  wakers.get(deps)?.();
}

/**
 * The worker of ERP intake: handles accepted events from the durable queue (every replica
 * claims from the same table; an item whose process died is claimed again when its lease runs
 * out). Polls every second, and is woken by the intake route of its own process.
 */
export function startErpWorker(deps: ComplianceDeps): { stop(): Promise<void> } {
  const queue = erpQueue(deps);
  queue.work(ERP_QUEUE, (item) => recordErpEvent(deps, item.payload), { concurrency: 4 });
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
        await queue.drain(ERP_QUEUE).catch((err: unknown) => {
          deps.logger.warn({ err, queue: ERP_QUEUE }, 'could not drain the ERP intake queue');
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
    },
  };
}
