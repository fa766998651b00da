import { relayServiceEvents } from '$lib/server/event-stream';
import { requireProduct } from '$lib/server/guard';
import type { RequestHandler } from './$types';

/**
 * Compliance's server-sent events for the signed-in person of a compliance organisation, relayed
 * from the service (`GET /api/v1/events?topic=`), which scopes them to the person's tenant. The
 * browser opens `new EventSource('/compliance/events?topic=profile.updated.<entity or *>')`;
 * without `topic` it gets every entity's profile updates, the service's own default.
 *
 * The workspace's layout guard does not cover an endpoint, so it is checked here: no session is
 * a 401 rather than the sign-in redirect, since an `EventSource` cannot follow a person to a
 * page, and 401 stops it from reconnecting; a person without compliance is refused (403).
 */
export const GET: RequestHandler = (event) => {
  if (!event.locals.user) return new Response('Sign in first', { status: 401 });
  requireProduct(event, 'compliance');
  const topic = event.url.searchParams.get('topic') ?? 'profile.updated.*';
  return relayServiceEvents(event, 'compliance', topic);
};
