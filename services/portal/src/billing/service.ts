import type { PortalDeps } from '../shared/deps.js';

/** What a payment page needs to take a payment: the provider, and Razorpay's public key id. */
export function paymentSettings(deps: Pick<PortalDeps, 'config'>) {
  const razorpay = deps.config.PAYMENT_PROVIDER === 'razorpay';
  return {
    provider: deps.config.PAYMENT_PROVIDER,
    keyId: razorpay ? (deps.config.RAZORPAY_KEY_ID ?? null) : null,
  };
}
