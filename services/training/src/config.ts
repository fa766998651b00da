import type { Product } from '@platform/kernel/auth';
import { type ConfigOf, integer, oneOf, platformVars, secret, text, url } from '@platform/kernel/config';

/**
 * The product whose people this service serves: an administrator is one only with `training` in
 * `app_metadata.apps` (or a super-admin), so another product's administrator is nobody here.
 */
export const PRODUCT_GRANTS: readonly Product[] = ['training'];

export const trainingVars = {
  ...platformVars,
  TRAINING_PORT: integer({ fallback: '4020', min: 0, max: 65535, doc: 'training listener port' }),
  PUBLIC_RATE_LIMIT_MAX: integer({
    fallback: '300',
    min: 1,
    doc: 'requests per client address and window on public reads (catalogue, taxonomies, challenge)',
  }),
  PUBLIC_RATE_LIMIT_WINDOW_MS: integer({
    fallback: '60000',
    min: 1000,
    doc: 'window of PUBLIC_RATE_LIMIT_MAX',
  }),
  FORM_RATE_LIMIT_MAX: integer({
    fallback: '10',
    min: 1,
    doc: 'requests per client address and window on public forms and certificate verification',
  }),
  FORM_RATE_LIMIT_WINDOW_MS: integer({ fallback: '60000', min: 1000, doc: 'window of FORM_RATE_LIMIT_MAX' }),
  CHALLENGE_PROVIDER: oneOf(['altcha', 'turnstile'], {
    fallback: 'altcha',
    doc: 'bot challenge: the embedded proof of work (ALTCHA v1) or Cloudflare Turnstile',
  }),
  CHALLENGE_SECRET: secret({ doc: 'HMAC key signing embedded (ALTCHA) challenges' }),
  CHALLENGE_MAX_NUMBER: integer({
    fallback: '100000',
    min: 10,
    max: 10_000_000,
    doc: 'largest secret number of an embedded challenge: the work a client does, on average half of it',
  }),
  CHALLENGE_TTL_SECONDS: integer({
    fallback: '600',
    min: 10,
    doc: 'how long an embedded challenge may be solved and sent',
  }),
  TURNSTILE_SECRET: text({
    doc: 'Cloudflare Turnstile secret key',
    production: 'required when CHALLENGE_PROVIDER=turnstile',
  }),
  TURNSTILE_VERIFY_URL: url({
    fallback: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    doc: 'Turnstile siteverify endpoint',
  }),
  TURNSTILE_TIMEOUT_MS: integer({
    fallback: '5000',
    min: 100,
    doc: 'how long to wait for Turnstile before answering 503',
  }),
  RECENT_INTERESTS: integer({ fallback: '5', min: 1, max: 100, doc: 'interests listed in /metrics' }),
} as const;

export type TrainingConfig = ConfigOf<typeof trainingVars>;
