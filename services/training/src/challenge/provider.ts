import { ConfigError } from '@platform/kernel/config';
import type { TrainingConfig } from '../config.js';
import { type AltchaOptions, altchaVerifier } from './altcha.js';
import { turnstileVerifier } from './turnstile.js';
import type { ChallengeVerifier } from './verifier.js';

export function altchaOptions(config: TrainingConfig): AltchaOptions {
  return {
    secret: config.CHALLENGE_SECRET,
    maxNumber: config.CHALLENGE_MAX_NUMBER,
    ttlSeconds: config.CHALLENGE_TTL_SECONDS,
  };
}

/** The verifier CHALLENGE_PROVIDER names; Turnstile without its secret refuses to start. */
export function challengeVerifier(config: TrainingConfig): ChallengeVerifier {
  if (config.CHALLENGE_PROVIDER === 'altcha') return altchaVerifier(altchaOptions(config));
  if (!config.TURNSTILE_SECRET) {
    throw new ConfigError(['TURNSTILE_SECRET is required when CHALLENGE_PROVIDER=turnstile']);
  }
  return turnstileVerifier({
    secret: config.TURNSTILE_SECRET,
    verifyUrl: config.TURNSTILE_VERIFY_URL,
    timeoutMs: config.TURNSTILE_TIMEOUT_MS,
  });
}
