/**
 * The identity session against a stand-in identity: concurrent requests with an expiring
 * cookie cost one refresh, and a session ended at identity is refused within the check bound.
 */
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveSession, sessionLiveness } from './session';
import { cookieJar, requestEvent, type StandIn, sendJson, standIn } from './testing/stand-in';

let identity: StandIn;
let privateKey: CryptoKey;
let jwk: JWK;
let refreshCalls = 0;
let userCalls = 0;
const endedSessions = new Set<string>();
let generation = 0;

async function accessToken(sessionId: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({
    email: 'asha@example.com',
    role: 'authenticated',
    session_id: sessionId,
    app_metadata: { role: 'admin', apps: ['training'] },
  })
    .setProtectedHeader({ alg: 'ES256', kid: 'test' })
    .setSubject('00000000-0000-4000-8000-000000000001')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(privateKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  privateKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test', alg: 'ES256', use: 'sig' };
  // biome-ignore lint/nursery/noMisusedPromises: standIn awaits its handler (a throw answers 500).
  identity = await standIn(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/auth/v1/.well-known/jwks.json') return sendJson(res, 200, { keys: [jwk] });
    if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'refresh_token') {
      refreshCalls++;
      // As slow as a real one under load: the other requests arrive while it runs.
      await new Promise((r) => setTimeout(r, 50));
      generation++;
      return sendJson(res, 200, {
        access_token: await accessToken('s1', 3600),
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        refresh_token: `refresh-${generation}`,
        user: {
          id: '00000000-0000-4000-8000-000000000001',
          aud: 'authenticated',
          app_metadata: {},
          user_metadata: {},
          created_at: new Date().toISOString(),
        },
      });
    }
    if (url.pathname === '/auth/v1/user') {
      userCalls++;
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const sessionId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).session_id;
      if (endedSessions.has(sessionId)) {
        return sendJson(res, 403, {
          error: 'session_not_found',
          error_description: 'Session from session_id claim in JWT does not exist',
        });
      }
      return sendJson(res, 200, { id: '00000000-0000-4000-8000-000000000001' });
    }
    sendJson(res, 404, { error: 'not_found' });
  });
  process.env.IDENTITY_URL = `${identity.url}/auth/v1`;
  process.env.SESSION_CHECK_SECONDS = '1';
});

afterAll(async () => {
  await identity.close();
});

beforeEach(() => {
  refreshCalls = 0;
  userCalls = 0;
});

describe('identity sessions', () => {
  it('refreshes once for many requests arriving together with an expired access cookie, and gives each the new pair', async () => {
    const jars = Array.from({ length: 8 }, () =>
      cookieJar({ 'session-access': 'expired', 'session-refresh': 'refresh-old' }),
    );
    const sessions = await Promise.all(jars.map((jar) => resolveSession(requestEvent(jar, '/account'))));
    expect(refreshCalls).toBe(1);
    expect(sessions.every((s) => s?.user.email === 'asha@example.com')).toBe(true);
    const pairs = new Set(jars.map((jar) => `${jar.get('session-access')} ${jar.get('session-refresh')}`));
    expect(pairs.size).toBe(1);
    expect(jars[0]?.get('session-refresh')).toBe(`refresh-${generation}`);

    // A tab opened a moment later with the old cookie gets the same pair, without a second refresh.
    const late = cookieJar({ 'session-refresh': 'refresh-old' });
    await resolveSession(requestEvent(late, '/account'));
    expect(refreshCalls).toBe(1);
    expect(late.get('session-refresh')).toBe(jars[0]?.get('session-refresh'));
  });

  it('refuses a session ended at identity within the check bound, asking identity once per bound', async () => {
    const token = await accessToken('s2', 3600);
    const jars = Array.from({ length: 5 }, () =>
      cookieJar({ 'session-access': token, 'session-refresh': 'unused' }),
    );
    const first = await Promise.all(jars.map((jar) => resolveSession(requestEvent(jar, '/account'))));
    expect(first.every((s) => s !== null)).toBe(true);
    expect(userCalls).toBe(1);

    endedSessions.add('s2');
    // Within the bound the kept answer stands...
    expect(await sessionLiveness(token)).toBe('alive');
    await new Promise((r) => setTimeout(r, 1100));
    // ...and after it identity is asked again, and the session is refused and its cookies cleared.
    const jar = cookieJar({ 'session-access': token, 'session-refresh': 'unused' });
    expect(await resolveSession(requestEvent(jar, '/account'))).toBeNull();
    expect(jar.get('session-access')).toBeUndefined();
    expect(jar.get('session-refresh')).toBeUndefined();
    expect(refreshCalls).toBe(0);
  });
});
