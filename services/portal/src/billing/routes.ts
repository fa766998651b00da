import { requireCaller } from '@platform/kernel/auth';
import { BEARER_SECURITY, type HttpApp, success, Timestamp, Type, Uuid } from '@platform/kernel/http';
import { Limits } from '../catalogue/routes.js';
import { requireAdministrator } from '../shared/callers.js';
import type { PortalDeps } from '../shared/deps.js';
import { NullableTimestamp, UnitKind } from '../shared/schemas.js';
import { billingOf, cancelSubscription, paymentSettings } from './service.js';

const PaymentSettings = Type.Object({
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('razorpay')]),
  keyId: Type.Union([Type.String(), Type.Null()], {
    description: "Razorpay's public key id for its Checkout; null with the sandbox",
  }),
});

const NullableString = Type.Union([Type.String(), Type.Null()]);

const Subscription = Type.Object({
  id: NullableString,
  status: Type.Union([
    Type.Literal('created'),
    Type.Literal('active'),
    Type.Literal('halted'),
    Type.Literal('cancelled'),
  ]),
  providerSubscriptionId: NullableString,
  nextBillingDate: Type.Union([Timestamp, Type.Null()], {
    description: 'the next charge, from the provider; null once cancelled, halted or not yet paid',
  }),
  cancelledAt: Type.Union([Timestamp, Type.Null()], {
    description: 'when the customer cancelled (or the provider reported it, when that came first)',
  }),
  cancelReason: NullableString,
});

const Billing = Type.Object({
  tenant: Type.Object({
    id: Uuid,
    name: Type.String(),
    slug: Type.String(),
    status: Type.Union([Type.Literal('pending_payment'), Type.Literal('active'), Type.Literal('suspended')]),
    plan: Type.String(),
    app: Type.String(),
    unitKind: UnitKind,
    createdAt: Timestamp,
    activatedAt: NullableTimestamp,
    provisionedAt: NullableTimestamp,
    suspendedReason: NullableString,
  }),
  subscription: Subscription,
  plan: Type.Object({
    slug: Type.String(),
    name: Type.String(),
    priceMonthly: Type.Integer({ description: 'whole units of `currency` a month' }),
    currency: Type.String(),
  }),
  limits: Limits,
  usage: Type.Union(
    [
      Type.Object({
        users: Type.Integer(),
        workers: Type.Integer(),
        jobSteps: Type.Integer(),
        articleAttributes: Type.Integer(),
      }),
      Type.Null(),
    ],
    { description: 'as the factory counts it; null when not provisioned or the factory did not answer' },
  ),
  invoices: Type.Array(
    Type.Object({
      id: Type.String(),
      status: Type.String(),
      amount: Type.Number({ description: 'rupees (whole units of `currency`)' }),
      currency: Type.String(),
      issuedAt: Timestamp,
      paidAt: NullableTimestamp,
      periodStart: NullableTimestamp,
      periodEnd: NullableTimestamp,
    }),
    { description: 'as the provider reported them, newest first' },
  ),
  payments: Type.Array(
    Type.Object({
      id: Type.String(),
      status: Type.Union([Type.Literal('captured'), Type.Literal('failed')]),
      amount: Type.Number({ description: 'rupees (whole units of `currency`)' }),
      currency: Type.String(),
      method: NullableString,
      at: Timestamp,
      failureReason: NullableString,
    }),
    { description: 'as the provider reported them, newest first' },
  ),
  reminders: Type.Array(
    Type.Object({
      renewalDate: Type.String({ format: 'date' }),
      daysBefore: Type.Integer(),
      sentAt: Timestamp,
    }),
  ),
});

const TenantQuery = Type.Object(
  {
    tenantId: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          "a super-administrator's choice of tenant; an administrator's own is taken from the token",
      }),
    ),
  },
  { additionalProperties: false },
);

/** A tenant's subscription, invoices and payments, and the public settings a payment page needs. */
export function billingRoutes(deps: PortalDeps, root: HttpApp) {
  return async (app: HttpApp) => {
    const tags = ['billing'];
    app.get(
      '/billing/payment-settings',
      {
        schema: {
          tags,
          summary: 'Which payment provider takes payments, and its public key id (public)',
          response: { 200: success(PaymentSettings) },
        },
      },
      async () => ({ status: 'success' as const, data: paymentSettings(deps) }),
    );

    app.get(
      '/billing',
      {
        onRequest: requireAdministrator,
        schema: {
          tags,
          summary:
            "The signed-in administrator's own tenant's billing: subscription, plan, limits and usage, invoices, payments and reminders (a super-admin names the tenant)",
          security: BEARER_SECURITY,
          querystring: TenantQuery,
          response: { 200: success(Billing) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await billingOf(requireCaller(request), deps, request.query.tenantId),
      }),
    );

    app.post(
      '/billing/cancel',
      {
        onRequest: requireAdministrator,
        schema: {
          tags,
          summary:
            "Cancel the own tenant's subscription through the payment provider: at once (sandbox), or at the end of the paid cycle (Razorpay)",
          security: BEARER_SECURITY,
          querystring: TenantQuery,
          body: Type.Object(
            { reason: Type.Optional(Type.String({ maxLength: 500 })) },
            { additionalProperties: false },
          ),
          response: {
            202: success(
              Type.Object({
                effective: Type.Union([Type.Literal('now'), Type.Literal('cycle_end')]),
                subscription: Subscription,
              }),
            ),
          },
        },
      },
      async (request, reply) => {
        const data = await cancelSubscription(requireCaller(request), deps, root, {
          tenantId: request.query.tenantId,
          reason: request.body.reason,
          correlationId: request.id,
        });
        return reply.status(202).send({ status: 'success' as const, data });
      },
    );
  };
}
