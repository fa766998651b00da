import { isServiceSecret } from '@platform/kernel/auth';
import { BEARER_SECURITY, type HttpApp, SERVICE_SECRET_SECURITY, success, Type } from '@platform/kernel/http';
import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '../shared/api.js';
import { requireSuperAdmin } from '../shared/callers.js';
import type { PortalDeps } from '../shared/deps.js';
import { SIMULATED_EVENTS, simulateProviderEvent } from './service.js';

const EventName = Type.Union(SIMULATED_EVENTS.map((e) => Type.Literal(e)));

/** A super-admin's token, or the service secret (what `npm run simulate-payment` sends). */
const superAdminOrService = (secret: string) => async (request: FastifyRequest) => {
  if (isServiceSecret(secret, request.headers['x-service-secret'])) return;
  await requireSuperAdmin(request);
};

/**
 * The sandbox's own console: a payment (or a cancellation, halt, failed payment) for a tenant,
 * delivered to this service's webhook as a signed provider event, so that signup → payment →
 * active tenant can be walked without a real provider.
 */
export function sandboxRoutes(deps: PortalDeps, root: HttpApp) {
  return async (app: HttpApp) => {
    app.post(
      '/sandbox/tenants/:tenant/events',
      {
        onRequest: superAdminOrService(deps.config.SERVICE_SECRET),
        schema: {
          tags: ['sandbox'],
          summary:
            'Sandbox provider: deliver a signed subscription event for a tenant (id or slug) to the webhook (super-admin or x-service-secret)',
          // Either one: a super-admin's token, or the secret `npm run simulate-payment` sends.
          security: [...BEARER_SECURITY, ...SERVICE_SECRET_SECURITY],
          params: Type.Object({ tenant: Type.String({ minLength: 1, maxLength: 100 }) }),
          body: Type.Optional(
            Type.Object({ event: Type.Optional(EventName) }, { additionalProperties: false }),
          ),
          response: {
            200: success(
              Type.Object({
                eventId: Type.String(),
                event: Type.String(),
                webhookStatus: Type.Integer(),
                webhook: Type.Unknown(),
              }),
            ),
          },
        },
      },
      async (request) => {
        const event = request.body?.event ?? 'subscription.activated';
        const delivery = await simulateProviderEvent(deps, request.params.tenant, event);
        // Through the real route: the signature, dedupe and state changes are the webhook's own.
        const answer = await root.inject({
          method: 'POST',
          url: `${API_PREFIX}/webhooks/payment`,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': delivery.signature,
            'x-razorpay-event-id': delivery.eventId,
            'x-correlation-id': request.id,
          },
          payload: delivery.body,
        });
        return {
          status: 'success' as const,
          data: {
            eventId: delivery.eventId,
            event,
            webhookStatus: answer.statusCode,
            webhook: answer.json(),
          },
        };
      },
    );
  };
}
