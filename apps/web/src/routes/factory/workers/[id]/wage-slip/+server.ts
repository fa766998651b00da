import { relayWorkerFile } from '../files.server';
import type { RequestHandler } from './$types';

/** The worker's wage slip (PDF) for `?from&to` (this month by default). */
export const GET: RequestHandler = (event) =>
  relayWorkerFile(event, {
    path: (id) => `/worker/${id}/wage-slip`,
    kind: 'wage-slip',
    extension: 'pdf',
  });
