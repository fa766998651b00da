import type { Db } from '@platform/kernel/db';
import type { PortalConfig } from '../config.js';
import type { PaymentProvider } from '../shared/payment-provider.js';
import { razorpayProvider } from './razorpay.js';
import { sandboxProvider } from './sandbox.js';

/** The provider PAYMENT_PROVIDER names; Razorpay needs its key id and secret. */
export function openPaymentProvider(config: PortalConfig, db: Db): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'sandbox') return sandboxProvider(db);
  if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET)
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  return razorpayProvider({
    baseUrl: config.RAZORPAY_API_URL,
    keyId: config.RAZORPAY_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET,
    timeoutMs: config.RAZORPAY_TIMEOUT_MS,
  });
}
