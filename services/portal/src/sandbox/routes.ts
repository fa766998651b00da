import { isServiceSecret, requireCaller } from '@platform/kernel/auth';
import {
  BEARER_SECURITY,
  type HttpApp,
  SERVICE_SECRET_SECURITY,
  success,
  Type,
  Uuid,
} from '@platform/kernel/http';
import type { FastifyRequest } from 'fastify';
import { requireAdministrator, requireSuperAdmin } from '../shared/callers.js';
import type { PortalDeps } from '../shared/deps.js';
import { deliverToWebhook, sandboxCheckout, simulateProviderEvent } from './service.js';

const EventName = Type.Union([
  Type.Literal('subscription.activated'),
  Type.Literal('subscription.cancelled'),
  Type.Literal('subscription.halted'),
  Type.Literal('payment.failed'),
]);

const CheckoutOutcome = Type.Union([Type.Literal('success'), Type.Literal('failure')]);

/** A super-admin's token, or the service secret (what `npm run simulate-payment` sends). */
const superAdminOrService = (secret: string) => async (request: FastifyRequest) => {
  if (isServiceSecret(secret, request.headers['x-service-secret'])) return;
  await requireSuperAdmin(request);
};

/**
 * The sandbox provider's two faces: its console (a payment, cancellation, halt or failed payment
 * for any tenant) and its checkout (a tenant's administrator paying for their own subscription).
 * Either delivers signed provider events to this service's webhook, so that signup → payment →
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
        const answer = await deliverToWebhook(root, delivery, request.id);
        return {
          status: 'success' as const,
          data: { eventId: delivery.eventId, event, webhookStatus: answer.status, webhook: answer.body },
        };
      },
    );

    app.post(
      '/sandbox/checkout',
      {
        onRequest: requireAdministrator,
        schema: {
          tags: ['sandbox'],
          summary:
            "Sandbox checkout: the tenant's administrator pays for their own subscription (success) or has the card declined (failure); allowed while awaiting payment or halted",
          security: BEARER_SECURITY,
          body: Type.Object({ outcome: CheckoutOutcome }, { additionalProperties: false }),
          response: {
            200: success(
              Type.Object({
                outcome: CheckoutOutcome,
                tenant: Type.Object({
                  id: Uuid,
                  status: Type.Union([
                    Type.Literal('pending_payment'),
                    Type.Literal('active'),
                    Type.Literal('suspended'),
                  ]),
                }),
              }),
            ),
          },
        },
      },
      async (request) => {
        const data = await sandboxCheckout(
          deps,
          root,
          requireCaller(request),
          request.body.outcome,
          request.id,
        );
        return { status: 'success' as const, data };
      },
    );
  };
}
