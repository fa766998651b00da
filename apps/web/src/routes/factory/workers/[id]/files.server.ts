/**
 * A worker's wage slip and ledger CSV for a period, streamed from the factory with the person's
 * factory token (the browser cannot ask the factory itself), named for the worker and period.
 */
import { error, type RequestEvent } from '@sveltejs/kit';
import { readPeriod } from '$lib/components/factory/ledger/period';
import { formatNumber } from '$lib/format';
import { isUuid } from '$lib/server/admin-lists';
import { factoryApi } from '$lib/server/api';
import { services } from '$lib/server/config';
import { endFactorySession, requireFactorySession } from '$lib/server/factory-session';
import { relayFile } from '$lib/server/stream-file';
import { fileName } from './ledger.server';

/** The most lines the factory puts in one wage slip or CSV. */
const MOST_LINES = 10_000;

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
  // The worker's name for the file, and how many lines the period has: the factory makes no
  // file of more than its limit, which is said here in words rather than as a bare refusal.
  const statement = await factoryApi(event, session).GET('/api/v1/ledger/worker/{workerId}/statement', {
    params: { path: { workerId: params.id }, query: { from: period.from, to: period.to, page: 1, limit: 1 } },
  });
  if (statement.response.status === 404)
    error(404, { message: 'No worker has this address: they may have been removed.' });
  if (statement.data && statement.data.data.total > MOST_LINES)
    error(400, {
      message: `This period has ${formatNumber(statement.data.data.total)} lines; a wage slip or CSV holds at most ${formatNumber(MOST_LINES)}. Choose a shorter period.`,
    });
  const name = statement.data?.data.worker.name ?? params.id;
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
