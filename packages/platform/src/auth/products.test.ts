import type { HttpApp } from '../http/index.js';
import { BEARER_SECURITY, SERVICE_SECRET_SECURITY, Type } from '../http/index.js';
import { documentedOperations, refusedWithoutGrant } from '../testing/grants.js';
import { createTestHttpApp } from '../testing/http.js';
import { createTestIssuer, registerAuth, requireCaller, type TestIssuer } from './index.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function trainingLikeApp(issuer: TestIssuer): Promise<HttpApp> {
  const app = await createTestHttpApp();
  registerAuth(app, issuer.verifier, { products: ['training'] });
  app.get('/catalogue', async (request) => ({ userId: request.caller?.userId ?? null }));
  app.get('/undocumented', async (request) => ({ userId: requireCaller(request).userId }));
  app.post(
    '/courses',
    {
      schema: {
        security: BEARER_SECURITY,
        body: Type.Object({ title: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
      },
    },
    async (request) => ({ userId: requireCaller(request).userId }),
  );
  app.get('/courses/:id', { schema: { security: BEARER_SECURITY } }, async (request) => ({
    userId: requireCaller(request).userId,
  }));
  app.post('/internal', { schema: { security: SERVICE_SECRET_SECURITY } }, async (_request, reply) =>
    reply.code(401).send({ error: 'no secret' }),
  );
  await app.ready();
  return app;
}

describe('product grants', () => {
  let issuer: TestIssuer;
  let app: HttpApp;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    app = await trainingLikeApp(issuer);
  });
  afterAll(() => app.close());

  it("serves the product's people and a super-admin", async () => {
    const own = await issuer.mint({ sub: 'trainer', role: 'admin', apps: ['training'] });
    const both = await issuer.mint({ sub: 'both', role: 'user', apps: ['compliance', 'training'] });
    const root = await issuer.mint({ sub: 'root', role: 'super_admin' });
    for (const [token, sub] of [
      [own, 'trainer'],
      [both, 'both'],
      [root, 'root'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: '/courses/1', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ userId: sub });
    }
  });

  it("refuses another product's administrator and a role without a grant, before the body is validated", async () => {
    const compliance = await issuer.mint({ role: 'admin', apps: ['compliance'] });
    const none = await issuer.mint({ role: 'admin' });
    for (const token of [compliance, none]) {
      const post = await app.inject({ method: 'POST', url: '/courses', headers: bearer(token), payload: {} });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toMatchObject({
        code: 'FORBIDDEN',
        error: 'This account has no access to this product',
      });
      const undocumented = await app.inject({ method: 'GET', url: '/undocumented', headers: bearer(token) });
      expect(undocumented.statusCode).toBe(403);
    }
  });

  it('leaves a public route to serve them as any visitor', async () => {
    const compliance = await issuer.mint({ role: 'admin', apps: ['compliance'] });
    const res = await app.inject({ method: 'GET', url: '/catalogue', headers: bearer(compliance) });
    expect(res.json()).toEqual({ userId: null });
  });

  it('grants nothing through user_metadata or an unknown product name', async () => {
    const { SignJWT } = await import('jose');
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      role: 'authenticated',
      email: 'x@example.test',
      user_metadata: { apps: ['training'] },
      app_metadata: { role: 'admin', apps: ['Training', 'training ', 7] },
    })
      .setProtectedHeader({ alg: 'ES256', kid: issuer.kid })
      .setSubject('forger')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(issuer.privateKey);
    const res = await app.inject({ method: 'GET', url: '/courses/1', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });

  it('enumerates the document: bearer routes refuse foreign tokens, public ones do not ask for one', async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operations = documentedOperations(document);
    expect(operations.map((o) => `${o.method} ${o.path} ${o.access}`).sort()).toEqual([
      'GET /catalogue public',
      'GET /courses/{id} bearer',
      'GET /undocumented public',
      'POST /courses bearer',
      'POST /internal signed',
    ]);
    const tokens = { compliance: await issuer.mint({ role: 'admin', apps: ['compliance'] }) };
    const failures = await refusedWithoutGrant(app, operations, tokens);
    // The route that needs a caller but does not say so is found: 401 to a request without a token.
    expect(failures).toEqual([expect.objectContaining({ operation: 'GET /undocumented', status: 401 })]);
  });
});
