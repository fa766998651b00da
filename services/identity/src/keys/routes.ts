import { type HttpApp, Type } from '@platform/kernel/http';
import { visitor } from '../shared/visitor.js';
import { jwks, type Keyring } from './service.js';

const Jwks = Type.Object({
  keys: Type.Array(
    Type.Object({
      kty: Type.String(),
      crv: Type.String(),
      x: Type.String(),
      y: Type.String(),
      kid: Type.String(),
      alg: Type.String(),
      use: Type.String(),
    }),
  ),
});

export function keyRoutes(keyring: Keyring) {
  return async (app: HttpApp) => {
    app.get(
      '/.well-known/jwks.json',
      {
        schema: {
          tags: ['keys'],
          summary: 'Public keys that verify access tokens',
          operationId: 'getJwks',
          response: { 200: Jwks },
        },
      },
      async (request, reply) => {
        // Keys are only ever added, so a verifier may cache the set; an unknown kid makes it refetch.
        void reply.header('cache-control', 'public, max-age=600');
        return jwks(visitor(request), keyring);
      },
    );
  };
}
