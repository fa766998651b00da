import { BEARER_SECURITY, type HttpApp, Nullable, Timestamp, Type } from '@platform/kernel/http';
import { onlyRoles, tenantScopeOf, visitor } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { feedOf, feedTokenStatus, rotateFeedToken } from './service.js';

const FeedQuery = Type.Object({
  token: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

export function calendarRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    const tags = ['calendar'];

    app.get(
      '/deadlines.ics',
      {
        // The secret in the link is the credential: calendar apps send no bearer token.
        config: { auth: { skip: true } },
        schema: {
          tags,
          summary: 'The tenant’s open deadlines as an iCalendar feed (the link from the token endpoint)',
          querystring: FeedQuery,
          response: {
            200: {
              description: 'The iCalendar feed',
              content: { 'text/calendar': { schema: Type.String() } },
            },
          },
        },
      },
      async (request, reply) => {
        const body = await feedOf(visitor(request), deps, request.query.token);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          .send(body);
      },
    );

    app.post(
      '/deadlines.ics/token',
      {
        onRequest: onlyRoles('admin'),
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary:
            'Create the tenant’s secret link to its deadline feed, or rotate it (administrators): the old link stops working; the secret is shown this once',
          response: {
            200: Type.Object({
              data: Type.Object({
                token: Type.String({ description: 'the secret; only its hash is kept' }),
                url: Type.String({
                  format: 'uri',
                  description: 'the feed’s absolute address, for a calendar app to subscribe to',
                }),
                issuedAt: Timestamp,
              }),
            }),
          },
        },
      },
      async (request) => ({ data: await rotateFeedToken(tenantScopeOf(request), deps) }),
    );

    app.get(
      '/deadlines.ics/token',
      {
        onRequest: onlyRoles('admin'),
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary:
            'Whether the tenant has a link to its deadline feed, and since when (administrators); the secret itself is never shown again',
          response: {
            200: Type.Object({
              data: Type.Object({
                active: Type.Boolean(),
                issuedAt: Nullable(Timestamp),
              }),
            }),
          },
        },
      },
      async (request) => ({ data: await feedTokenStatus(tenantScopeOf(request), deps) }),
    );
  };
}
