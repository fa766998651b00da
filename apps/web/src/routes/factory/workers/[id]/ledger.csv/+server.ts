import { relayWorkerFile } from '../files.server';
import type { RequestHandler } from './$types';

/** The worker's ledger for `?from&to` (this month by default) as CSV. */
export const GET: RequestHandler = (event) =>
  relayWorkerFile(event, {
    path: (id) => `/ledger/worker/${id}/csv`,
    kind: 'ledger',
    extension: 'csv',
  });
