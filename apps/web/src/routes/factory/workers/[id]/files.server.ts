/**
 * A worker's wage slip and ledger CSV for a period, streamed from the factory with the person's
 * factory token (the browser cannot ask the factory itself), named for the worker and period.
 */
import { error, type RequestEvent } from '@sveltejs/kit';
import { readPeriod } from '$lib/components/factory/ledger/period';
import { isUuid } from '$lib/server/admin-lists';
import { factoryApi } from '$lib/server/api';
import { services } from '$lib/server/config';
import { endFactorySession, requireFactorySession } from '$lib/server/factory-session';
import { relayFile } from '$lib/server/stream-file';
import { fileName } from './ledger.server';

type FileEvent = RequestEvent<{ id: string }>;

export async function relayWorkerFile(
  event: FileEvent,
  file: { path: (workerId: string) => string; kind: string; extension: string },
): Promise<Response> {
  const { params, url, request } = event;
  if (!isUuid(params.id)) error(404, { message: 'No such worker' });
  const session = await requireFactorySession(event);
  const period = readPeriod(url);
  if (period.errors.from || period.errors.to)
    error(400, { message: period.errors.to ?? period.errors.from ?? 'The period is not one' });
  // The worker's name for the file; a worker the factory does not give is its 404 (or its refusal) below.
  const worker = await factoryApi(event, session).GET('/api/v1/worker/{id}', {
    params: { path: { id: params.id } },
  });
  const name = worker.data?.data.name ?? params.id;
  const upstream = new URL(`/api/v1${file.path(params.id)}`, services.factory);
  upstream.searchParams.set('from', period.from);
  upstream.searchParams.set('to', period.to);
  return relayFile(upstream, {
    token: session.accessToken,
    request,
    filename: fileName(file.kind, name, period, file.extension),
    onUnauthorized: () => endFactorySession(event),
  });
}
