import type { AddressInfo } from 'node:net';
import type { JSONWebKeySet } from 'jose';
import type { HttpApp } from '../http/index.js';
import { createTestHttpApp } from '../testing/http.js';
import { createTestIssuer, jwksVerifier, type TestIssuer } from './index.js';

/** A stand-in identity provider serving whatever key set the test puts in `served`. */
async function serveJwks(served: { jwks: JSONWebKeySet }): Promise<{ app: HttpApp; baseUrl: string }> {
  const app = await createTestHttpApp();
  app.get('/auth/v1/.well-known/jwks.json', async () => served.jwks);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}/auth/v1` };
}

describe('remote JWKS verifier', () => {
  let issuer: TestIssuer;
  let rotated: TestIssuer;
  const served: { jwks: JSONWebKeySet } = { jwks: { keys: [] } };
  let app: HttpApp;
  let baseUrl: string;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    rotated = await createTestIssuer();
    served.jwks = issuer.jwks;
    ({ app, baseUrl } = await serveJwks(served));
  });
  afterAll(() => app.close());

  it('verifies a token with the key the provider serves', async () => {
    const verifier = jwksVerifier(`${baseUrl}/.well-known/jwks.json`);
    const caller = await verifier.verify(await issuer.mint({ sub: 'remote-1', role: 'super_admin' }));
    expect(caller).toMatchObject({ userId: 'remote-1', role: 'super_admin' });
  });

  it('picks up a rotated key, and rejects keys the provider does not serve', async () => {
    const verifier = jwksVerifier(`${baseUrl}/.well-known/jwks.json`, { cooldownMs: 0 });
    await verifier.verify(await issuer.mint());
    const stranger = await createTestIssuer();
    await expect(verifier.verify(await stranger.mint())).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    served.jwks = { keys: [...issuer.jwks.keys, ...rotated.jwks.keys] };
    const caller = await verifier.verify(await rotated.mint({ sub: 'rotated-1' }));
    expect(caller.userId).toBe('rotated-1');
  });

  it('answers 503, not 401, when the key set cannot be fetched', async () => {
    const verifier = jwksVerifier(`${baseUrl}/missing/jwks.json`);
    await expect(verifier.verify(await issuer.mint())).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('still rejects a malformed token when the key set cannot be fetched', async () => {
    const verifier = jwksVerifier(`${baseUrl}/missing/jwks.json`);
    await expect(verifier.verify('not-a-jwt')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('takes a token that verified as verified for rememberMs, then checks its signature again', async () => {
    served.jwks = issuer.jwks;
    const url = `${baseUrl}/.well-known/jwks.json`;
    const token = await issuer.mint({ sub: 'remembered-1' });
    const remembering = jwksVerifier(url, { cooldownMs: 0, cacheMaxAgeMs: 0, rememberMs: 400 });
    const forgetting = jwksVerifier(url, { cooldownMs: 0, cacheMaxAgeMs: 0, rememberMs: 0 });
    await remembering.verify(token);
    await forgetting.verify(token);

    // The provider withdraws the key.
    served.jwks = rotated.jwks;
    expect((await remembering.verify(token)).userId).toBe('remembered-1');
    await expect(forgetting.verify(token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await new Promise((r) => setTimeout(r, 450));
    await expect(remembering.verify(token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    served.jwks = issuer.jwks;
  });

  it('never remembers a token past its expiry', async () => {
    served.jwks = issuer.jwks;
    const verifier = jwksVerifier(`${baseUrl}/.well-known/jwks.json`, { clockToleranceSec: 0 });
    const token = await issuer.mint({ sub: 'short-1', expiresIn: 1 });
    expect((await verifier.verify(token)).userId).toBe('short-1');
    await new Promise((r) => setTimeout(r, 1_100));
    await expect(verifier.verify(token)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Token expired',
    });
  });
});
