import { error } from '@sveltejs/kit';
import { isUuid } from '$lib/server/admin-lists';
import { services } from '$lib/server/config';
import { endFactorySession, requireFactorySession } from '$lib/server/factory-session';
import { relayFile } from '$lib/server/stream-file';
import type { RequestHandler } from './$types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A worker's wage slip (PDF), streamed from the factory with the person's factory token: the
 * browser cannot ask the factory itself. `from` and `to` (dates) pass on when given.
 */
export const GET: RequestHandler = async (event) => {
  const { params, url, request } = event;
  if (!isUuid(params.id)) error(404, { message: 'No such worker' });
  const session = await requireFactorySession(event);
  const upstream = new URL(`/api/v1/worker/${params.id}/wage-slip`, services.factory);
  for (const name of ['from', 'to']) {
    const value = url.searchParams.get(name);
    if (value && DATE.test(value)) upstream.searchParams.set(name, value);
  }
  return relayFile(upstream, {
    token: session.accessToken,
    request,
    filename: `wage-slip-${params.id}.pdf`,
    onUnauthorized: () => endFactorySession(event),
  });
};
