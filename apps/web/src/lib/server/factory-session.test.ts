/**
 * The factory's session against a stand-in factory: sign-in keeps its tokens in this app's
 * cookies, concurrent requests with an expiring access token cost one refresh, a refused
 * refresh signs out, sign-out ends the session at the factory.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { factoryLogin, factoryLogout, resolveFactorySession, saveFactorySession } from './factory-session';
import { cookieJar, requestEvent, type StandIn, sendJson, standIn } from './testing/stand-in';

let factory: StandIn;
const key = new TextEncoder().encode('a-secret-only-the-stand-in-factory-holds');
const live = new Set<string>();
const seen: { path: string; cookie?: string; forwardedFor?: string }[] = [];
let refreshCalls = 0;
let issued = 0;

const user = {
  _id: '00000000-0000-4000-8000-00000000000a',
  name: 'Meera',
  email: 'meera@example.com',
  role: 'admin',
};
const tenantId = '00000000-0000-4000-8000-0000000000b0';

/** A token of `lifetime` seconds, `age` of them spent. */
async function token(lifetime: number, age = 0): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ id: user._id, tenantId, role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now - age)
    .setExpirationTime(now - age + lifetime)
    .sign(key);
}

async function session(res: import('node:http').ServerResponse) {
  const refresh = `rt-${++issued}`;
  live.add(refresh);
  sendJson(
    res,
    200,
    { status: 'success', token: await token(900), data: { user } },
    {
      'set-cookie': `refreshToken=${refresh}; Max-Age=604800; Path=/api/v1/auth; HttpOnly; Secure; SameSite=Lax`,
    },
  );
}

beforeAll(async () => {
  // biome-ignore lint/nursery/noMisusedPromises: standIn awaits its handler (a throw answers 500).
  factory = await standIn(async (req, res) => {
    const cookie = /refreshToken=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    seen.push({
      path: req.url ?? '',
      cookie,
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
    });
    if (req.url === '/api/v1/auth/login') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const { username, password } = JSON.parse(body) as { username: string; password: string };
      if (username === user.email && password === 'right') return session(res);
      return sendJson(res, 401, { status: 'error', message: 'Incorrect username or password' });
    }
    if (req.url === '/api/v1/auth/refresh') {
      refreshCalls++;
      await new Promise((r) => setTimeout(r, 50));
      if (cookie === 'rt-cancelled')
        return sendJson(res, 403, {
          status: 'error',
          message: "Your organisation's subscription was cancelled",
          details: { reason: 'TENANT_SUSPENDED', tenantStatus: 'suspended', subscriptionStatus: 'cancelled' },
        });
      if (!cookie || !live.delete(cookie))
        return sendJson(res, 401, { status: 'error', message: 'Invalid refresh token' });
      return session(res);
    }
    if (req.url === '/api/v1/auth/logout') {
      if (cookie) live.delete(cookie);
      return sendJson(res, 200, { status: 'success', message: 'Signed out' });
    }
    sendJson(res, 404, { status: 'error', message: 'Not found' });
  });
  process.env.FACTORY_URL = `${factory.url}/api/v1`;
});

afterAll(async () => {
  await factory.close();
});

beforeEach(() => {
  refreshCalls = 0;
  seen.length = 0;
});

describe('factory sessions', () => {
  it('signs in with the e-mail as username and keeps the tokens in cookies of this app, the visitor named to the factory', async () => {
    const jar = cookieJar();
    const event = requestEvent(jar, '/factory/login');
    const answer = await factoryLogin(event, user.email, 'right');
    expect(answer.kind).toBe('session');
    if (answer.kind !== 'session') return;
    saveFactorySession(jar, event.url, answer);
    expect(jar.get('factory-refresh')).toBe(answer.refreshToken);
    expect(seen[0]?.forwardedFor).toBe('203.0.113.7');

    const state = await resolveFactorySession(requestEvent(jar));
    expect(state).toMatchObject({
      accessToken: answer.token,
      user: { name: 'Meera', email: user.email, role: 'admin', tenantId },
    });
    expect(refreshCalls).toBe(0);

    expect((await factoryLogin(event, user.email, 'wrong')).kind).toBe('refused');
  });

  it('refreshes once for many requests with an expiring access token, each getting the new tokens', async () => {
    live.add('rt-shared');
    // 900 s issued 895 s ago: inside the last quarter (at most 30 s) that is renewed.
    const soon = await token(900, 895);
    const jars = Array.from({ length: 6 }, () =>
      cookieJar({ 'factory-access': soon, 'factory-refresh': 'rt-shared' }),
    );
    const states = await Promise.all(jars.map((jar) => resolveFactorySession(requestEvent(jar))));
    expect(refreshCalls).toBe(1);
    expect(seen[0]?.cookie).toBe('rt-shared');
    expect(states.every((s) => typeof s === 'object' && 'user' in s && s.user.id === user._id)).toBe(true);
    expect(new Set(jars.map((jar) => jar.get('factory-refresh'))).size).toBe(1);
    expect(jars[0]?.get('factory-refresh')).not.toBe('rt-shared');
    expect(jars[0]?.get('factory-access')).not.toBe(soon);
  });

  it('signs out when the factory refuses the refresh token, and keeps the cookies when it is away', async () => {
    const jar = cookieJar({ 'factory-refresh': 'rt-never-issued', 'factory-user': JSON.stringify(user) });
    expect(await resolveFactorySession(requestEvent(jar))).toBe('signed-out');
    expect(jar.jar.size).toBe(0);

    // A tenant closed for its subscription: signed out too, with the reason kept for the sign-in page.
    const closed = cookieJar({ 'factory-refresh': 'rt-cancelled' });
    expect(await resolveFactorySession(requestEvent(closed))).toMatchObject({
      ended: { reason: 'TENANT_SUSPENDED', subscriptionStatus: 'cancelled' },
    });
    expect(closed.jar.size).toBe(0);

    const away = cookieJar({ 'factory-refresh': 'rt-kept' });
    process.env.FACTORY_URL = 'http://127.0.0.1:9/api/v1';
    try {
      expect(await resolveFactorySession(requestEvent(away))).toBe('unreachable');
      expect(away.get('factory-refresh')).toBe('rt-kept');
    } finally {
      process.env.FACTORY_URL = `${factory.url}/api/v1`;
    }
  });

  it('signs out at the factory: the refresh token is dead there and the cookies are gone', async () => {
    const jar = cookieJar();
    const event = requestEvent(jar);
    const answer = await factoryLogin(event, user.email, 'right');
    if (answer.kind !== 'session') throw new Error('no session');
    saveFactorySession(jar, event.url, answer);
    await factoryLogout(requestEvent(jar));
    expect(jar.jar.size).toBe(0);
    expect(live.has(answer.refreshToken)).toBe(false);
  });
});
