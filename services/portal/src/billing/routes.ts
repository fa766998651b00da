import { type HttpApp, success, Type } from '@platform/kernel/http';
import type { PortalDeps } from '../shared/deps.js';
import { paymentSettings } from './service.js';

const PaymentSettings = Type.Object({
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('razorpay')]),
  keyId: Type.Union([Type.String(), Type.Null()], {
    description: "Razorpay's public key id for its Checkout; null with the sandbox",
  }),
});

/** A tenant's subscription, invoices and payments, and the public settings a payment page needs. */
export function billingRoutes(deps: PortalDeps) {
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
  };
}
