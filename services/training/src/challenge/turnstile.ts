import { DomainError } from '@platform/kernel/errors';
import type { ChallengeVerifier } from './verifier.js';

export interface TurnstileOptions {
  readonly secret: string;
  readonly verifyUrl: string;
  readonly timeoutMs: number;
}

function unavailable(reason: string) {
  return new DomainError('SERVICE_UNAVAILABLE', `Bot challenge could not be verified: ${reason}`);
}

/**
 * Cloudflare Turnstile siteverify. A token Cloudflare rejects is 403; when Cloudflare cannot
 * answer (unreachable, slow, malformed, its own internal error) the token may well be good,
 * so the client is told to retry (503) rather than that it failed.
 * Turnstile spends each token itself, so no replay key is kept here.
 */
export function turnstileVerifier(options: TurnstileOptions): ChallengeVerifier {
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp });
      let answer: unknown;
      try {
        const response = await fetch(options.verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw unavailable(`siteverify answered ${response.status}`);
        answer = await response.json();
      } catch (err) {
        if (err instanceof DomainError) throw err;
        const name = (err as Error).name;
        throw unavailable(name === 'TimeoutError' ? 'siteverify timed out' : 'siteverify unreachable');
      }
      const result = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
      if (result.success === true) return {};
      const codes = Array.isArray(result['error-codes'])
        ? result['error-codes'].filter((c): c is string => typeof c === 'string')
        : [];
      if (result.success !== false) throw unavailable('siteverify answered without a verdict');
      if (codes.includes('internal-error')) throw unavailable('siteverify reported an internal error');
      throw new DomainError('FORBIDDEN', 'Bot challenge rejected', { 'error-codes': codes });
    },
  };
}
