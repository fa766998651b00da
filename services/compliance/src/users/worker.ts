import { defineQueueWorker } from '../shared/queue-worker.js';
import { GRANT_QUEUE, grantExistingAccount, grantQueue } from './service.js';

/** The worker of the product grants owed to accounts older than grants (see migration 0021). */
const grantWorker = defineQueueWorker({
  queue: GRANT_QUEUE,
  open: grantQueue,
  handle: (deps, item) => grantExistingAccount(deps, item.payload),
  // Two calls to the identity provider at once: a backlog of a whole install goes by without
  // crowding out sign-ups.
  concurrency: () => 2,
});

export const startGrantWorker = grantWorker.start;
