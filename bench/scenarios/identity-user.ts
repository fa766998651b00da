import { seedUsers, signIn, USER_SIZES, userEmail } from '../fixtures/identity-users.js';
import type { HttpScenario } from '../lib/types.js';

const scenario: HttpScenario = {
  kind: 'http',
  name: 'identity-user',
  service: 'identity',
  shape: 'read',
  // Identity's own routes serve every signed-in person (no product check); the token is a
  // learner's with the `training` grant (`USER_APP_METADATA`), as people are now created.
  description:
    "GET /auth/v1/user with a bearer token of a user granted 'training': JWT verification and the user-in-session lookup",
  dataSizes: USER_SIZES,
  env: { TOKEN_RATE_LIMIT_MAX: '100000000' },
  seed: seedUsers,
  requests: async (ctx) => {
    const token = await signIn(ctx, userEmail(Math.ceil((ctx.size ?? 1) / 2)));
    return { method: 'GET', path: '/auth/v1/user', headers: { authorization: `Bearer ${token}` } };
  },
};

export default scenario;
