import { defineQueueWorker } from '../shared/queue-worker.js';
import { ERP_QUEUE, erpQueue, recordErpEvent } from './service.js';

/** The worker of ERP intake: accepted events from the durable queue, woken by the intake route. */
const erpWorker = defineQueueWorker({
  queue: ERP_QUEUE,
  open: erpQueue,
  handle: (deps, item) => recordErpEvent(deps, item.payload),
  concurrency: () => 4,
});

export const startErpWorker = erpWorker.start;
/** Asks this process's worker to look for accepted events now rather than at its next poll. */
export const wakeErpWorker = erpWorker.wake;
