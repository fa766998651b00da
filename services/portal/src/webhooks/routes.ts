import { createHash } from 'node:crypto';
import { unauthorized } from '@platform/kernel/errors';
import { type HttpApp, success, Type } from '@platform/kernel/http';
import type { FastifyRequest } from 'fastify';
import { webhookSignatureMatches } from '../payments/signature.js';
import type { PortalDeps } from '../shared/deps.js';
import { readEvent, receiveEvent } from './service.js';

const EVENT_ID = /^[\w.:-]{1,200}$/;

const badSignature = () => unauthorized('X-Razorpay-Signature is missing or does not match the body');

/**
 * The payment provider's webhook. The signature is checked on the raw bytes, in this plugin's
 * own JSON parser, before anything is parsed or stored: a wrong or missing one is 401 and
 * changes nothing.
 */
export function webhookRoutes(deps: PortalDeps) {
  return async (app: HttpApp) => {
    const verified = new WeakMap<FastifyRequest, Buffer>();
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
      const bytes = raw as Buffer;
      if (
        !webhookSignatureMatches(
          deps.config.PAYMENT_WEBHOOK_SECRET,
          bytes,
          request.headers['x-razorpay-signature'],
        )
      ) {
        done(badSignature(), undefined);
        return;
      }
      verified.set(request, bytes);
      void parseJson(request, bytes.toString('utf8'), done);
    });

    app.post(
      '/webhooks/payment',
      {
        config: { auth: { skip: true } },
        // Without a JSON body the parser never ran: still a signed endpoint, still 401.
        preValidation: async (request) => {
          if (!verified.has(request)) throw badSignature();
        },
        schema: {
          tags: ['webhooks'],
          operationId: 'receivePaymentWebhook',
          summary:
            'Payment provider events (public, signed: X-Razorpay-Signature = hex HMAC-SHA256 of the raw body); X-Razorpay-Event-Id acts once',
          headers: Type.Object({
            'x-razorpay-signature': Type.Optional(Type.String()),
            'x-razorpay-event-id': Type.Optional(Type.String({ maxLength: 200 })),
          }),
          body: Type.Object({ event: Type.String({ maxLength: 200 }) }, { additionalProperties: true }),
          response: {
            200: success(
              Type.Object({
                received: Type.Literal(true),
                eventId: Type.String(),
                duplicate: Type.Boolean(),
                outcome: Type.String(),
              }),
            ),
          },
        },
      },
      async (request) => {
        const raw = verified.get(request) ?? Buffer.alloc(0);
        const given = request.headers['x-razorpay-event-id'];
        // A delivery without an id is named by its bytes: the same body twice still acts once.
        const eventId =
          typeof given === 'string' && EVENT_ID.test(given)
            ? given
            : `body:${createHash('sha256').update(raw).digest('hex')}`;
        const receipt = await receiveEvent(deps, eventId, readEvent(request.body));
        request.log.info({ eventId, event: request.body.event, ...receipt }, 'payment webhook received');
        return {
          status: 'success' as const,
          data: { received: true as const, eventId, duplicate: receipt.duplicate, outcome: receipt.outcome },
        };
      },
    );
  };
}
