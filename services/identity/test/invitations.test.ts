import type { AddressInfo } from 'node:net';
import { type Db, sql } from '@platform/kernel/db';
import { createLogger } from '@platform/kernel/http';
import { GoTrueAdminApi, GoTrueClient } from '@supabase/auth-js';
import { buildIdentityApp } from '../src/app.js';
import {
  bearer,
  createUser,
  type Identity,
  openTestDatabase,
  refresh,
  SERVICE_SECRET,
  SUPER_ADMIN,
  sessionOf,
  signIn,
  startIdentity,
  testConfig,
} from './harness.js';
import { lastMailTo, linkOf, tokenOf } from './mail-links.js';

/*
 * Invitations (GoTrue's `POST /invite`): an administrator adds a person, who gets a mail whose
 * link signs them in to choose their password. Also what the services rely on around it: the
 * admin API creating a user without a password, and an admin change that takes rights away
 * ending the person's sessions.
 */

const SITE = 'https://app.example.test';

let db: Db;
let identity: Identity;
let url: string;
beforeAll(async () => {
  db = await openTestDatabase();
  identity = await startIdentity(db, { SITE_URL: SITE });
  await identity.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(identity.app.server.address() as AddressInfo).port}/auth/v1`;
});
afterAll(async () => {
  await identity.app.close();
  await db.close();
});

const invite = (payload: unknown, query = '', headers: Record<string, string> = bearer(SERVICE_SECRET)) =>
  identity.app.inject({
    method: 'POST',
    url: `/auth/v1/invite${query}`,
    headers,
    payload: payload as object,
  });

const follow = (link: URL) =>
  identity.app.inject({
    method: 'GET',
    url: `${link.pathname}${link.search}`,
    remoteAddress: '198.51.100.77',
  });

const fragmentOf = (location: unknown) => new URLSearchParams(new URL(String(location)).hash.slice(1));

async function storedUser(email: string) {
  const { rows } = await db.query<{ password_hash: string; email_confirmed_at: Date | null }>(
    sql`select password_hash, email_confirmed_at from identity.users where email = ${email}`,
  );
  return rows[0];
}

describe('POST /invite', () => {
  it('creates the person without a password and mails an invitation that leads to choosing one', async () => {
    const email = 'invited@example.test';
    const redirect = `${SITE}/auth/callback?next=%2Faccount`;
    const res = await invite(
      { email: 'Invited@Example.test', data: { tenantId: 't-9', name: 'Meera' } },
      `?redirect_to=${encodeURIComponent(redirect)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email,
      email_confirmed_at: null,
      user_metadata: { tenantId: 't-9', name: 'Meera' },
      app_metadata: { role: 'user' },
    });
    expect(await storedUser(email)).toEqual({ password_hash: '', email_confirmed_at: null });

    const mail = await lastMailTo(identity.mailbox, email);
    expect(mail?.subject).toBe('You have been invited');
    expect(mail?.text).toContain('accept the invitation and choose your password');
    expect(mail?.text).toContain('expires in 7 days');
    expect(mail?.text).not.toMatch(/reset|recover/i);
    expect(mail?.html).toContain('Accept the invitation');
    const link = linkOf(mail);
    expect(link.searchParams.get('type')).toBe('invite');
    expect(link.searchParams.get('redirect_to')).toBe(redirect);

    // No password signs in before the person chose one.
    expect((await signIn(identity.app, email, 'any-password-at-all')).statusCode).toBe(400);

    const followed = await follow(link);
    expect(followed.statusCode).toBe(303);
    expect(String(followed.headers.location).startsWith(`${redirect}#`)).toBe(true);
    const fragment = fragmentOf(followed.headers.location);
    expect(fragment.get('type')).toBe('invite');
    const access = fragment.get('access_token') ?? '';
    expect((await storedUser(email))?.email_confirmed_at).toBeInstanceOf(Date);

    const chosen = await identity.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: bearer(access),
      payload: { password: 'chosen-password-1' },
    });
    expect(chosen.statusCode).toBe(200);
    const session = await sessionOf(identity.app, email, 'chosen-password-1');
    expect(session.user.user_metadata.tenantId).toBe('t-9');

    // The link works once.
    const again = await follow(link);
    expect(fragmentOf(again.headers.location).get('error_code')).toBe('otp_expired');
  });

  it('invites a user the admin API made without a password, keeping its app_metadata', async () => {
    const email = 'prepared@example.test';
    const made = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/admin/users',
      headers: bearer(SERVICE_SECRET),
      payload: {
        email,
        user_metadata: { tenantId: 't-1' },
        app_metadata: { role: 'admin', apps: ['compliance'] },
      },
    });
    expect(made.statusCode).toBe(200);
    expect(await storedUser(email)).toEqual({ password_hash: '', email_confirmed_at: null });

    const res = await invite({ email, data: { tenantId: 'ignored' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: made.json().id,
      user_metadata: { tenantId: 't-1' },
      app_metadata: { role: 'admin', apps: ['compliance'] },
    });
    // No redirect_to: the link leads to SITE_URL.
    const mail = await lastMailTo(identity.mailbox, email);
    expect(linkOf(mail).searchParams.get('redirect_to')).toBe(SITE);

    // POST /verify with the link's token_hash, as an app verifying links itself would.
    const verified = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'invite', token_hash: tokenOf(mail) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.app_metadata).toMatchObject({ role: 'admin', apps: ['compliance'] });
  });

  it('refuses an address whose owner has confirmed it (422 email_exists) and mails nothing', async () => {
    await createUser(identity.app, {
      email: 'taken@example.test',
      password: 'taken-password',
      email_confirm: true,
    });
    const res = await invite({ email: 'taken@example.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error_code: 'email_exists' });
    expect(await lastMailTo(identity.mailbox, 'taken@example.test')).toBeUndefined();
  });

  it('answers a second invitation within the minimum interval 429, keeping the first link', async () => {
    const email = 'twice-invited@example.test';
    expect((await invite({ email })).statusCode).toBe(200);
    const first = await lastMailTo(identity.mailbox, email);
    const again = await invite({ email });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error_code: 'over_email_send_rate_limit' });
    expect((await identity.mailbox()).filter((m) => m.to.includes(email))).toHaveLength(1);
    expect((await follow(linkOf(first))).headers.location).toContain('type=invite');
  });

  it('is for admin callers only, checked before the body', async () => {
    expect((await invite({ email: 'x@example.test' }, '', {})).statusCode).toBe(401);
    await createUser(identity.app, { email: 'plain@example.test', password: 'plain-password-1' });
    const plain = await sessionOf(identity.app, 'plain@example.test', 'plain-password-1');
    const refused = await invite({ not: 'even valid' }, '', bearer(plain.access_token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error_code: 'not_admin' });
    const root = await sessionOf(identity.app, SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect((await invite({ email: 'by-root@example.test' }, '', bearer(root.access_token))).statusCode).toBe(
      200,
    );
  });

  it('refuses bad input with 400 and creates nobody', async () => {
    for (const payload of [
      {},
      { email: 'not-an-address' },
      { email: 'bad-data@example.test', data: { tenantId: 42 } },
    ]) {
      const res = await invite(payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await storedUser('bad-data@example.test')).toBeUndefined();
  });

  it('an invitation link is no recovery link, and a recovery link no invitation', async () => {
    expect((await invite({ email: 'kinds@example.test' })).statusCode).toBe(200);
    const token = tokenOf(await lastMailTo(identity.mailbox, 'kinds@example.test'));
    const asRecovery = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'recovery', token_hash: token },
    });
    expect(asRecovery.statusCode).toBe(403);
    const asInvite = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'invite', token_hash: token },
    });
    expect(asInvite.statusCode).toBe(200);
  });

  it('undoes the invitation when the mail cannot be sent (503), leaving no user', async () => {
    const lonelyDb = await openTestDatabase();
    const app = await buildIdentityApp({
      config: testConfig(),
      db: lonelyDb,
      logger: createLogger('identity', 'silent'),
      mailer: { send: async () => Promise.reject(new Error('mail server away')) },
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/v1/invite',
        headers: bearer(SERVICE_SECRET),
        payload: { email: 'unsent@example.test' },
      });
      expect(res.statusCode).toBe(503);
      const { rows } = await lonelyDb.query(
        sql`select 1 from identity.users where email = 'unsent@example.test'`,
      );
      expect(rows).toEqual([]);
    } finally {
      await app.close();
      await lonelyDb.close();
    }
  });

  it('works with the official client’s inviteUserByEmail', async () => {
    const api = new GoTrueAdminApi({ url, headers: { Authorization: `Bearer ${SERVICE_SECRET}` } });
    const { data, error } = await api.inviteUserByEmail('by-client@example.test', {
      data: { name: 'Ravi' },
      redirectTo: `${SITE}/welcome`,
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ name: 'Ravi' });
    const mail = await lastMailTo(identity.mailbox, 'by-client@example.test');
    expect(linkOf(mail).searchParams.get('redirect_to')).toBe(`${SITE}/welcome`);
    const auth = new GoTrueClient({
      url,
      autoRefreshToken: false,
      persistSession: false,
      detectSessionInUrl: false,
    });
    const verified = await auth.verifyOtp({ type: 'invite', token_hash: tokenOf(mail) });
    expect(verified.error).toBeNull();
    expect((await auth.updateUser({ password: 'client-chosen-1' })).error).toBeNull();
    expect((await signIn(identity.app, 'by-client@example.test', 'client-chosen-1')).statusCode).toBe(200);
  });
});

describe('PUT /admin/users/:id taking rights away', () => {
  const update = (id: string, payload: unknown) =>
    identity.app.inject({
      method: 'PUT',
      url: `/auth/v1/admin/users/${id}`,
      headers: bearer(SERVICE_SECRET),
      payload: payload as object,
    });

  async function member(email: string) {
    const user = await createUser(identity.app, {
      email,
      password: 'member-password-1',
      email_confirm: true,
      app_metadata: { role: 'admin', apps: ['compliance', 'training'] },
    });
    return { user, session: await sessionOf(identity.app, email, 'member-password-1') };
  }

  const stillSignedIn = async (accessToken: string) =>
    (await identity.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(accessToken) }))
      .statusCode === 200;

  it('ends every session when a product is removed from apps', async () => {
    const { user, session } = await member('loses-product@example.test');
    expect((await update(user.id, { app_metadata: { apps: ['training'] } })).statusCode).toBe(200);
    expect(await stillSignedIn(session.access_token)).toBe(false);
    expect((await refresh(identity.app, session.refresh_token)).statusCode).toBe(400);
    const again = await sessionOf(identity.app, 'loses-product@example.test', 'member-password-1');
    expect(again.user.app_metadata).toMatchObject({ role: 'admin', apps: ['training'] });
  });

  it('ends every session when the role is lowered', async () => {
    const { user, session } = await member('demoted@example.test');
    expect((await update(user.id, { app_metadata: { role: 'user' } })).statusCode).toBe(200);
    expect(await stillSignedIn(session.access_token)).toBe(false);
  });

  it('keeps the sessions when rights are only added or left as they are', async () => {
    const { user, session } = await member('promoted@example.test');
    expect(
      (await update(user.id, { app_metadata: { apps: ['compliance', 'training', 'portal'] } })).statusCode,
    ).toBe(200);
    expect((await update(user.id, { app_metadata: { role: 'admin' } })).statusCode).toBe(200);
    expect((await update(user.id, { user_metadata: { name: 'Renamed' } })).statusCode).toBe(200);
    expect(await stillSignedIn(session.access_token)).toBe(true);
    const refreshed = await refresh(identity.app, session.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.app_metadata.apps).toEqual(['compliance', 'training', 'portal']);
  });
});
