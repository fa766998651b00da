import { seedUsers, USER_PASSWORD, USER_SIZES } from '../fixtures/identity-users.js';
import type { HttpScenario } from '../lib/types.js';

/** Dominated by argon2 by design; the runner prints the cost of one hash beside it. */
const scenario: HttpScenario = {
  kind: 'http',
  name: 'identity-sign-in',
  service: 'identity',
  shape: 'write',
  description:
    'POST /auth/v1/token?grant_type=password for a random seeded user: argon2 verify, session insert, JWT',
  dataSizes: USER_SIZES,
  // The per-address limit on /token would otherwise turn most of the load into 429s.
  env: { TOKEN_RATE_LIMIT_MAX: '100000000' },
  // Each request holds the core ~100 ms: more connections only lengthen the queue.
  load: { connections: 4 },
  seed: seedUsers,
  requests: async (ctx) => ({
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    headers: { 'content-type': 'application/json' },
    body: `{"email":"user{{random:${ctx.size ?? 1}}}@bench.example","password":"${USER_PASSWORD}"}`,
  }),
};

export default scenario;
