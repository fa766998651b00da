import type { AddressInfo } from 'node:net';
import { type Db, sql } from '@platform/kernel/db';
import { GoTrueClient } from '@supabase/auth-js';
import {
  bearer,
  createUser,
  type Identity,
  openTestDatabase,
  sessionOf,
  signIn,
  startIdentity,
} from './harness.js';
import { lastMailTo, linkOf, tokenOf } from './mail-links.js';

let db: Db;
let identity: Identity;
beforeAll(async () => {
  db = await openTestDatabase();
  identity = await startIdentity(db, {
    SITE_URL: 'https://app.example.test',
    URI_ALLOW_LIST: 'https://*.preview.example.test/**,myapp://callback',
    EMAIL_RATE_LIMIT_MAX: '5',
  });
});
afterAll(async () => {
  await identity.app.close();
  await db.close();
});

let clients = 0;
/** Each call from its own client address, unless one is given: the budgets are per address. */
const post = (url: string, payload: unknown, remoteAddress = `198.51.100.${++clients}`) =>
  identity.app.inject({ method: 'POST', url: `/auth/v1${url}`, payload: payload as object, remoteAddress });

async function recoveryMailFor(email: string, redirectTo?: string) {
  const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';
  const res = await post(`/recover${query}`, { email });
  expect(res.statusCode).toBe(200);
  return lastMailTo(identity.mailbox, email);
}

describe('POST /recover', () => {
  it('mails a link to an account and answers an unknown address alike', async () => {
    await createUser(identity.app, { email: 'reset@example.test', password: 'reset-password-1' });
    const known = await post('/recover', { email: 'RESET@example.test' });
    const unknown = await post('/recover', { email: 'ghost@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({});
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({});
    expect(await lastMailTo(identity.mailbox, 'ghost@example.test')).toBeUndefined();

    const mail = await lastMailTo(identity.mailbox, 'reset@example.test');
    expect(mail).toMatchObject({ subject: 'Reset your password', from: identity.config.MAIL_FROM });
    expect(mail?.text).toContain('expires in 1 hour');
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://identity.test/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe('https://app.example.test');
    expect(tokenOf(mail)).toMatch(/^[0-9a-f]{64}$/);
    expect(mail?.html).toContain(`href="${link.toString().replaceAll('&', '&amp;')}"`);
    // Only a digest is stored.
    const stored = await db.query<{ token_hash: string }>(
      sql`select token_hash from identity.one_time_tokens where email = 'reset@example.test'`,
    );
    expect(stored.rows[0]?.token_hash).not.toBe(tokenOf(mail));
  });

  it('sends no second mail within the minimum interval, and answers the same', async () => {
    await createUser(identity.app, { email: 'twice-reset@example.test', password: 'twice-reset-pw' });
    await recoveryMailFor('twice-reset@example.test');
    const again = await post('/recover', { email: 'twice-reset@example.test' });
    expect(again.statusCode).toBe(200);
    const mails = (await identity.mailbox()).filter((m) => m.to.includes('twice-reset@example.test'));
    expect(mails).toHaveLength(1);
  });

  it('refuses a malformed address and counts requests per client address', async () => {
    expect((await post('/recover', { email: 'not-an-address' }, '203.0.113.50')).statusCode).toBe(400);
    for (let i = 0; i < 4; i++) await post('/recover', { email: 'ghost@example.test' }, '203.0.113.50');
    const limited = await post('/recover', { email: 'ghost@example.test' }, '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ error: 'rate_limited', code: 429 });
  });
});

describe('POST /verify', () => {
  it('exchanges a recovery token_hash for a session, once', async () => {
    await createUser(identity.app, { email: 'verify@example.test', password: 'verify-password-1' });
    const token = tokenOf(await recoveryMailFor('verify@example.test'));
    const res = await post('/verify', { type: 'recovery', token_hash: token });
    expect(res.statusCode).toBe(200);
    const session = res.json<{ access_token: string; refresh_token: string; user: { email: string } }>();
    expect(session).toMatchObject({ token_type: 'bearer', user: { email: 'verify@example.test' } });
    const me = await identity.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(session.access_token),
    });
    expect(me.statusCode).toBe(200);

    const again = await post('/verify', { type: 'recovery', token_hash: token });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ error: 'otp_expired', error_code: 'otp_expired' });
  });

  it('refuses a token of another type, an unknown one, and what it does not offer', async () => {
    await createUser(identity.app, { email: 'types@example.test', password: 'types-password-1' });
    const token = tokenOf(await recoveryMailFor('types@example.test'));
    expect((await post('/verify', { type: 'email_change', token_hash: token })).statusCode).toBe(403);
    expect((await post('/verify', { type: 'recovery', token_hash: 'f'.repeat(64) })).statusCode).toBe(403);
    const magic = await post('/verify', { type: 'magiclink', token_hash: token });
    expect(magic.statusCode).toBe(400);
    expect(magic.json()).toMatchObject({ error: 'validation_failed' });
    const otp = await post('/verify', { type: 'recovery', token: '123456', email: 'types@example.test' });
    expect(otp.statusCode).toBe(400);
    expect((await post('/verify', { type: 'recovery' })).statusCode).toBe(400);
    // None of these spent the link.
    expect((await post('/verify', { type: 'email', token_hash: token })).statusCode).toBe(200);
  });

  it('refuses a banned user, keeping the link for after the ban', async () => {
    const user = await createUser(identity.app, {
      email: 'banned-link@example.test',
      password: 'banned-link-pw',
    });
    const token = tokenOf(await recoveryMailFor('banned-link@example.test'));
    await db.query(
      sql`update identity.users set banned_until = now() + interval '1 hour' where id = ${user.id}`,
    );
    const refused = await post('/verify', { type: 'recovery', token_hash: token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'user_banned' });
    await db.query(sql`update identity.users set banned_until = null where id = ${user.id}`);
    expect((await post('/verify', { type: 'recovery', token_hash: token })).statusCode).toBe(200);
  });

  it('refuses a recovery link once the account has moved to another address', async () => {
    const user = await createUser(identity.app, {
      email: 'moved-away@example.test',
      password: 'moved-away-pw',
    });
    const token = tokenOf(await recoveryMailFor('moved-away@example.test'));
    await db.query(sql`update identity.users set email = 'elsewhere@example.test' where id = ${user.id}`);
    expect((await post('/verify', { type: 'recovery', token_hash: token })).statusCode).toBe(403);
  });
});

describe('GET /verify (the link in the mail)', () => {
  const follow = (link: URL) =>
    identity.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      remoteAddress: '198.51.100.9',
    });

  it('redirects to an allowed redirect_to with the session in the fragment', async () => {
    await createUser(identity.app, { email: 'linked@example.test', password: 'linked-password-1' });
    const link = linkOf(
      await recoveryMailFor('linked@example.test', 'https://pr-7.preview.example.test/reset'),
    );
    expect(link.searchParams.get('redirect_to')).toBe('https://pr-7.preview.example.test/reset');
    const res = await follow(link);
    expect(res.statusCode).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('https://pr-7.preview.example.test/reset');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    const access = fragment.get('access_token') ?? '';
    const me = await identity.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(access) });
    expect(me.json()).toMatchObject({ email: 'linked@example.test' });

    const reused = await follow(link);
    expect(reused.statusCode).toBe(303);
    const refused = new URLSearchParams(new URL(String(reused.headers.location)).hash.slice(1));
    expect(Object.fromEntries(refused)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('sends a redirect_to outside the allow-list to SITE_URL instead', async () => {
    await createUser(identity.app, { email: 'phished@example.test', password: 'phished-password' });
    const mail = await recoveryMailFor('phished@example.test', 'https://evil.example.net/steal');
    expect(linkOf(mail).searchParams.get('redirect_to')).toBe('https://app.example.test');
    const tampered = linkOf(mail);
    for (const target of [
      'https://evil.example.net/steal',
      'https://a.b.preview.example.test.evil.net/',
      'https://user:pw@app.example.test/',
      'javascript:alert(1)',
    ]) {
      tampered.searchParams.set('redirect_to', target);
      const res = await follow(tampered);
      expect(String(res.headers.location).startsWith('https://app.example.test#')).toBe(true);
    }
  });

  it('accepts SITE_URL paths and the listed app scheme', async () => {
    await createUser(identity.app, { email: 'native@example.test', password: 'native-password' });
    const mail = await recoveryMailFor('native@example.test', 'myapp://callback');
    const res = await follow(linkOf(mail));
    expect(String(res.headers.location)).toMatch(/^myapp:\/\/callback#access_token=/);
    await db.query(sql`delete from identity.one_time_tokens where email = 'native@example.test'`);
    const onSite = await recoveryMailFor('native@example.test', 'https://app.example.test/account/password');
    expect(linkOf(onSite).searchParams.get('redirect_to')).toBe('https://app.example.test/account/password');
  });

  it('answers a link without token or type with 400', async () => {
    const res = await identity.app.inject({ method: 'GET', url: '/auth/v1/verify?type=recovery' });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /user', () => {
  const put = (token: string, payload: unknown, query = '') =>
    identity.app.inject({
      method: 'PUT',
      url: `/auth/v1/user${query}`,
      headers: bearer(token),
      payload: payload as object,
    });

  it('merges data into user_metadata, a null removing a key, never tenantId or entityId', async () => {
    await createUser(identity.app, {
      email: 'self@example.test',
      password: 'self-password-1',
      user_metadata: { tenantId: 't-1', entityId: 'e-1', colour: 'red', size: 'M' },
    });
    const session = await sessionOf(identity.app, 'self@example.test', 'self-password-1');
    const res = await put(session.access_token, {
      data: { colour: 'blue', size: null, tenantId: 't-2', entityId: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_metadata: { tenantId: 't-1', entityId: 'e-1', colour: 'blue' } });
    expect(res.json<{ user_metadata: object }>().user_metadata).not.toHaveProperty('size');
  });

  it('refuses app_metadata, oversized metadata, a weak password and no token', async () => {
    await createUser(identity.app, { email: 'limits@example.test', password: 'limits-password-1' });
    const { access_token } = await sessionOf(identity.app, 'limits@example.test', 'limits-password-1');
    const app = await put(access_token, { app_metadata: { role: 'super_admin' } });
    expect(app.statusCode).toBe(403);
    expect(app.json()).toMatchObject({ error: 'not_admin' });
    expect((await put(access_token, { data: { blob: 'x'.repeat(5000) } })).statusCode).toBe(400);
    expect((await put(access_token, { password: 'short' })).json()).toMatchObject({ error: 'weak_password' });
    expect((await put(access_token, { email: 'not-an-address' })).statusCode).toBe(400);
    const anonymous = await identity.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      payload: { data: {} },
    });
    expect(anonymous.statusCode).toBe(401);
    const stored = await identity.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(access_token),
    });
    expect(stored.json()).toMatchObject({ app_metadata: { role: 'user' }, user_metadata: {} });
    expect((await signIn(identity.app, 'limits@example.test', 'limits-password-1')).statusCode).toBe(200);
  });

  it('asks for an e-mail change once a minute at most', async () => {
    await createUser(identity.app, { email: 'hasty@example.test', password: 'hasty-password-1' });
    const { access_token } = await sessionOf(identity.app, 'hasty@example.test', 'hasty-password-1');
    const first = await put(
      access_token,
      { email: 'hasty-new@example.test' },
      '?redirect_to=https://app.example.test/welcome',
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'hasty@example.test', new_email: 'hasty-new@example.test' });
    const mail = await lastMailTo(identity.mailbox, 'hasty-new@example.test');
    expect(linkOf(mail).searchParams.get('redirect_to')).toBe('https://app.example.test/welcome');
    const second = await put(access_token, { email: 'hasty-other@example.test' });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ error: 'over_email_send_rate_limit' });
    // The same address as now is no change at all.
    expect((await put(access_token, { email: 'HASTY@example.test' })).statusCode).toBe(200);
  });

  it('refuses to apply an e-mail change when the address was taken meanwhile', async () => {
    await createUser(identity.app, { email: 'slow@example.test', password: 'slow-password-1' });
    const { access_token } = await sessionOf(identity.app, 'slow@example.test', 'slow-password-1');
    await put(access_token, { email: 'contested@example.test' });
    const token = tokenOf(await lastMailTo(identity.mailbox, 'contested@example.test'));
    await createUser(identity.app, { email: 'contested@example.test', password: 'contested-pw-1' });
    const res = await post('/verify', { type: 'email_change', token_hash: token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'email_exists' });
  });
});

describe('POST /logout', () => {
  it('accepts an empty body sent as JSON, and a JSON one', async () => {
    await createUser(identity.app, { email: 'empty-body@example.test', password: 'empty-body-pw' });
    const a = await sessionOf(identity.app, 'empty-body@example.test', 'empty-body-pw');
    const b = await sessionOf(identity.app, 'empty-body@example.test', 'empty-body-pw');
    const empty = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: { ...bearer(a.access_token), 'content-type': 'application/json;charset=UTF-8' },
      payload: '',
    });
    expect(empty.statusCode).toBe(204);
    const json = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: { ...bearer(b.access_token), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(204);
    for (const s of [a, b]) {
      const me = await identity.app.inject({
        method: 'GET',
        url: '/auth/v1/user',
        headers: bearer(s.access_token),
      });
      expect(me.statusCode).toBe(403);
    }
  });

  it('refuses malformed JSON and an unknown scope', async () => {
    await createUser(identity.app, { email: 'bad-logout@example.test', password: 'bad-logout-pw' });
    const s = await sessionOf(identity.app, 'bad-logout@example.test', 'bad-logout-pw');
    const malformed = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/logout',
      headers: { ...bearer(s.access_token), 'content-type': 'application/json' },
      payload: '{"scope":',
    });
    expect(malformed.statusCode).toBe(400);
    const poisoned = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/logout',
      headers: { ...bearer(s.access_token), 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
    const scope = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=everyone',
      headers: bearer(s.access_token),
    });
    expect(scope.statusCode).toBe(400);
    const me = await identity.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(s.access_token),
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('GET /settings', () => {
  it('answers as GoTrue: e-mail sign-in on, autoconfirm on by default', async () => {
    const res = await identity.app.inject({ method: 'GET', url: '/auth/v1/settings' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ external: Record<string, boolean> }>();
    expect(body).toMatchObject({ disable_signup: false, mailer_autoconfirm: true, phone_autoconfirm: false });
    expect(Object.entries(body.external).filter(([, on]) => on)).toEqual([['email', true]]);
  });
});

describe('sign-up confirmation (MAILER_AUTOCONFIRM=false)', () => {
  let confirming: Identity;
  let confirmingDb: Db;
  let url: string;
  beforeAll(async () => {
    confirmingDb = await openTestDatabase();
    confirming = await startIdentity(confirmingDb, {
      MAILER_AUTOCONFIRM: 'false',
      EMAIL_MIN_INTERVAL_SECONDS: '0',
    });
    await confirming.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(confirming.app.server.address() as AddressInfo).port}/auth/v1`;
  });
  afterAll(async () => {
    await confirming.app.close();
    await confirmingDb.close();
  });
  const client = () =>
    new GoTrueClient({ url, autoRefreshToken: false, persistSession: false, detectSessionInUrl: false });

  it('says so in /settings', async () => {
    const res = await confirming.app.inject({ method: 'GET', url: '/auth/v1/settings' });
    expect(res.json()).toMatchObject({ mailer_autoconfirm: false });
  });

  it('mails a confirmation instead of a session; sign-in waits for the link; resend mails again', async () => {
    const auth = client();
    const signUp = await auth.signUp({ email: 'newcomer@example.test', password: 'newcomer-password' });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email: 'newcomer@example.test', email_confirmed_at: null });

    const early = await auth.signInWithPassword({
      email: 'newcomer@example.test',
      password: 'newcomer-password',
    });
    expect(early.error?.code).toBe('email_not_confirmed');

    const first = await lastMailTo(confirming.mailbox, 'newcomer@example.test');
    expect(first?.subject).toBe('Confirm your sign-up');
    expect((await auth.resend({ type: 'signup', email: 'newcomer@example.test' })).error).toBeNull();
    const second = await lastMailTo(confirming.mailbox, 'newcomer@example.test');
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    // The resent link replaced the first one.
    expect((await auth.verifyOtp({ type: 'signup', token_hash: tokenOf(first) })).error?.code).toBe(
      'otp_expired',
    );
    const confirmed = await auth.verifyOtp({ type: 'signup', token_hash: tokenOf(second) });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    expect(
      (await client().signInWithPassword({ email: 'newcomer@example.test', password: 'newcomer-password' }))
        .error,
    ).toBeNull();
    // Nothing left to confirm: resend sends nothing.
    const before = (await confirming.mailbox()).length;
    expect((await auth.resend({ type: 'signup', email: 'newcomer@example.test' })).error).toBeNull();
    expect((await auth.resend({ type: 'signup', email: 'nobody@example.test' })).error).toBeNull();
    expect(await confirming.mailbox()).toHaveLength(before);
  });

  it('answers a sign-up to a taken address like a new one', async () => {
    await client().signUp({ email: 'owner@example.test', password: 'owner-password-1' });
    await client().verifyOtp({
      type: 'signup',
      token_hash: tokenOf(await lastMailTo(confirming.mailbox, 'owner@example.test')),
    });
    const mailsBefore = (await confirming.mailbox()).length;
    const again = await client().signUp({ email: 'owner@example.test', password: 'someone-elses-pw' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user).toMatchObject({ email: 'owner@example.test', email_confirmed_at: null });
    expect(await confirming.mailbox()).toHaveLength(mailsBefore);
    expect(
      (await client().signInWithPassword({ email: 'owner@example.test', password: 'someone-elses-pw' }))
        .error,
    ).not.toBeNull();
  });

  it('refuses an unknown resend type', async () => {
    const res = await confirming.app.inject({
      method: 'POST',
      url: '/auth/v1/resend',
      payload: { type: 'sms', email: 'owner@example.test' },
    });
    expect(res.statusCode).toBe(400);
  });
});
