import type { Product } from '@platform/kernel/auth';
import { type ConfigOf, integer, oneOf, platformVars, secret, text, url } from '@platform/kernel/config';

/**
 * The products whose people the portal serves: its own (the operators who run it), and each
 * product it sells, since a customer signs in with the grant of what their organisation bought
 * (a factory tenant's administrator holds `factory`). Any other token, whatever its role, is 403
 * on every route that needs a caller. Which tenant a customer may see is the service's rule on
 * top of this (`assertProductBought`).
 */
export const PRODUCT_GRANTS: readonly Product[] = ['portal', 'factory'];

export const portalVars = {
  ...platformVars,
  PORTAL_PORT: integer({ fallback: '4040', min: 0, max: 65535, doc: 'portal listener port' }),
  PORTAL_URL: url({
    fallback: 'http://localhost:4040',
    doc: 'where the portal answers; npm run simulate-payment sends its request here',
  }),
  PAYMENT_PROVIDER: oneOf(['sandbox', 'razorpay'], {
    fallback: 'sandbox',
    doc: 'payment provider: the embedded sandbox (local customers and subscriptions) or Razorpay',
    production: 'razorpay',
  }),
  PAYMENT_WEBHOOK_SECRET: secret({
    doc: 'HMAC-SHA256 key of payment webhooks (X-Razorpay-Signature); the sandbox signs its events with it',
  }),
  RAZORPAY_KEY_ID: text({
    doc: 'Razorpay API key id',
    production: 'required when PAYMENT_PROVIDER=razorpay',
  }),
  RAZORPAY_KEY_SECRET: text({
    doc: 'Razorpay API key secret',
    production: 'required when PAYMENT_PROVIDER=razorpay',
  }),
  RAZORPAY_API_URL: url({ fallback: 'https://api.razorpay.com/v1', doc: 'Razorpay REST API base URL' }),
  RAZORPAY_TIMEOUT_MS: integer({
    fallback: '10000',
    min: 100,
    doc: 'how long a Razorpay API call may take before the step fails',
  }),
  SUBSCRIPTION_TOTAL_COUNT: integer({
    fallback: '120',
    min: 1,
    max: 1200,
    doc: 'billing cycles a new subscription runs for (Razorpay total_count)',
  }),
  IDENTITY_TIMEOUT_MS: integer({
    fallback: '10000',
    min: 100,
    doc: 'how long an identity admin API call may take before signup fails and is undone',
  }),
  FACTORY_URL: url({
    fallback: 'http://localhost:4030/api/v1',
    doc: 'factory service base URL; a paid tenant is provisioned at POST {FACTORY_URL}/internal/tenants',
  }),
  FACTORY_TIMEOUT_MS: integer({ fallback: '10000', min: 100, doc: 'how long a provisioning call may take' }),
  PROVISIONING_POLL_MS: integer({
    fallback: '1000',
    min: 10,
    doc: 'how often the provisioning queue looks for due work',
  }),
  PROVISIONING_RETRY_MS: integer({
    fallback: '10000',
    min: 10,
    doc: 'first retry delay of a failed provisioning call; doubles each try, capped at an hour',
  }),
  BILLING_REMINDER_INTERVAL_MS: integer({
    fallback: String(60 * 60 * 1000),
    min: 1000,
    doc: 'how often the billing reminder job looks for reminders due today (each is sent once whatever this is)',
  }),
  SIGNUP_RATE_LIMIT_MAX: integer({
    fallback: '10',
    min: 1,
    doc: 'signups per client address and window (public, and each one creates users and subscriptions)',
  }),
  SIGNUP_RATE_LIMIT_WINDOW_MS: integer({
    fallback: '600000',
    min: 1000,
    doc: 'window of SIGNUP_RATE_LIMIT_MAX',
  }),
  SLUG_CHECK_RATE_LIMIT_MAX: integer({
    fallback: '120',
    min: 1,
    doc: 'slug availability checks per client address and window (public; a form asks as the name is typed)',
  }),
  SLUG_CHECK_RATE_LIMIT_WINDOW_MS: integer({
    fallback: '60000',
    min: 1000,
    doc: 'window of SLUG_CHECK_RATE_LIMIT_MAX',
  }),
  FACTORY_USAGE_TIMEOUT_MS: integer({
    fallback: '2000',
    min: 100,
    doc: "how long the billing page waits for the factory's usage figures before showing none",
  }),
  SIGNUP_REPLAY_WINDOW_MS: integer({
    fallback: String(24 * 60 * 60 * 1000),
    min: 1000,
    doc: 'how long a completed signup answers its retries with the first response instead of 409',
  }),
} as const;

export type PortalConfig = ConfigOf<typeof portalVars>;
