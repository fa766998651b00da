import { type HttpApp, Type } from '@platform/kernel/http';
import { limit } from '@platform/kernel/ratelimit';
import { visitor } from '../shared/admin.js';
import type { TrainingDeps } from '../shared/deps.js';
import type { AltchaOptions } from './altcha.js';
import { issueChallenge } from './service.js';

const Challenge = Type.Object({
  algorithm: Type.Literal('SHA-256'),
  challenge: Type.String({ description: 'sha256hex(salt + number)' }),
  maxnumber: Type.Integer(),
  salt: Type.String({
    description: '<random>?expires=<unix seconds>&sig=<hmac>: signed by the service, refused when altered',
  }),
  signature: Type.String({ description: 'hmacSha256hex(secret, challenge)' }),
});

/** Served only with the embedded provider: with Turnstile the widget gets its challenge from Cloudflare. */
export function challengeRoutes(deps: TrainingDeps, altcha: AltchaOptions) {
  const issuing = { altcha };
  return async (app: HttpApp) => {
    app.get(
      '/challenge',
      {
        config: limit(deps.limits.public),
        schema: {
          tags: ['challenge'],
          summary: 'A proof-of-work challenge (ALTCHA v1) to solve before sending a public form',
          response: { 200: Challenge },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return issueChallenge(visitor(request), issuing);
      },
    );
  };
}
