import type { BusMessage } from '@platform/kernel/events';
import { streamEvents } from '@platform/kernel/events';
import { BEARER_SECURITY, type HttpApp, Type, Uuid } from '@platform/kernel/http';
import { authenticated, tenantScope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';

export const DEFAULT_TOPIC = 'profile.updated.*';

const EventsQuery = Type.Object({
  topic: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '^([A-Za-z0-9_-]+|\\*|#)(\\.([A-Za-z0-9_-]+|\\*|#))*$',
      description: 'binding pattern (`*` one word, `#` any words); profile.updated.* by default',
    }),
  ),
  access_token: Type.Optional(
    Type.String({ maxLength: 8192, description: 'for EventSource, which cannot set headers' }),
  ),
  tenantId: Type.Optional(Uuid),
});

/** Only events that name the tenant reach its clients; a super-administrator naming none sees all. */
export function tenantFilter(tenantId: string | null): (message: BusMessage) => boolean {
  if (tenantId === null) return () => true;
  return (message) => {
    const payload = message.payload;
    return (
      typeof payload === 'object' &&
      payload !== null &&
      (payload as { tenantId?: unknown }).tenantId === tenantId
    );
  };
}

export function eventRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    app.get(
      '/events',
      {
        onRequest: authenticated,
        config: { auth: { queryToken: true } },
        schema: {
          security: BEARER_SECURITY,
          tags: ['events'],
          summary: 'Server-sent events of the caller’s tenant, from the bus (text/event-stream)',
          querystring: EventsQuery,
          response: {
            200: {
              description: 'An event stream that stays open; each event’s data is one bus message as JSON',
              content: { 'text/event-stream': { schema: Type.String() } },
            },
          },
        },
      },
      async (request, reply) => {
        const tenantId = tenantScope(request);
        await streamEvents(request, reply, deps.bus, {
          pattern: request.query.topic ?? DEFAULT_TOPIC,
          filter: tenantFilter(tenantId),
        });
      },
    );
  };
}
