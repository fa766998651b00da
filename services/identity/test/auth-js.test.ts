import type { AddressInfo } from 'node:net';
import { type Db, sql } from '@platform/kernel/db';
import { GoTrueAdminApi, GoTrueClient, isAuthApiError } from '@supabase/auth-js';
import {
  type Identity,
  openTestDatabase,
  SERVICE_SECRET,
  SUPER_ADMIN,
  signIn,
  startIdentity,
} from './harness.js';
import { lastMailTo, tokenOf } from './mail-links.js';

/**
 * The official Supabase Auth client against a listening identity, as an app would use it.
 * Every call asserts what it changed on the server: the mail written, the session ended,
 * the password that now signs in.
 */

let db: Db;
let identity: Identity;
let replica: Identity;
let url: string;

beforeAll(async () => {
  db = await openTestDatabase();
  identity = await startIdentity(db);
  await identity.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(identity.app.server.address() as AddressInfo).port}/auth/v1`;
  // A second replica on the same database, with its own process memory.
  replica = await startIdentity(db);
});
afterAll(async () => {
  await identity.app.close();
  await replica.app.close();
  await db.close();
});

function client(): GoTrueClient {
  return new GoTrueClient({ url, autoRefreshToken: false, persistSession: false, detectSessionInUrl: false });
}

function admin(): GoTrueAdminApi {
  return new GoTrueAdminApi({ url, headers: { Authorization: `Bearer ${SERVICE_SECRET}` } });
}

async function signedIn(email: string, password: string): Promise<GoTrueClient> {
  const auth = client();
  const { error } = await auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return auth;
}

/** What a second replica says of an access token, straight away. */
async function replicaAnswer(accessToken: string): Promise<number> {
  const res = await replica.app.inject({
    method: 'GET',
    url: '/auth/v1/user',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return res.statusCode;
}

async function accessTokenOf(auth: GoTrueClient): Promise<string> {
  const { data } = await auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

describe('the official @supabase/auth-js client', () => {
  it('signs up, signs in, reads the user, the session and the claims, and refreshes', async () => {
    const auth = client();
    const signUp = await auth.signUp({
      email: 'Client.User@Example.test',
      password: 'client-password-1',
      options: { data: { name: 'Client', tenantId: 'not-mine' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toBeTruthy();
    expect(signUp.data.user).toMatchObject({
      email: 'client.user@example.test',
      user_metadata: { name: 'Client' },
    });
    expect(signUp.data.user?.user_metadata).not.toHaveProperty('tenantId');

    const signedInClient = await signedIn('client.user@example.test', 'client-password-1');
    const user = await signedInClient.getUser();
    expect(user.data.user?.email).toBe('client.user@example.test');
    const session = await signedInClient.getSession();
    expect(session.data.session?.user.id).toBe(user.data.user?.id);
    const claims = await signedInClient.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toMatchObject({ sub: user.data.user?.id, role: 'authenticated' });
    const before = session.data.session?.refresh_token;
    const refreshed = await signedInClient.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(before);
  });

  it('updates user_metadata, never tenantId', async () => {
    await admin().createUser({
      email: 'meta@example.test',
      password: 'meta-password-1',
      email_confirm: true,
      user_metadata: { tenantId: 'tenant-a', theme: 'light' },
    });
    const auth = await signedIn('meta@example.test', 'meta-password-1');
    const { data, error } = await auth.updateUser({
      data: { theme: 'dark', tenantId: 'tenant-b', nickname: 'M' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ tenantId: 'tenant-a', theme: 'dark', nickname: 'M' });
    const stored = await admin().getUserById(data.user?.id ?? '');
    expect(stored.data.user?.user_metadata).toEqual({ tenantId: 'tenant-a', theme: 'dark', nickname: 'M' });
  });

  it('changes the password: the new one signs in, the other sessions end at once, this one stays', async () => {
    await admin().createUser({
      email: 'changer@example.test',
      password: 'old-password-1',
      email_confirm: true,
    });
    const laptop = await signedIn('changer@example.test', 'old-password-1');
    const phone = await signedIn('changer@example.test', 'old-password-1');
    const phoneToken = await accessTokenOf(phone);

    const weak = await laptop.updateUser({ password: 'short' });
    expect(weak.error?.code).toBe('weak_password');
    const same = await laptop.updateUser({ password: 'old-password-1' });
    expect(same.error?.code).toBe('same_password');

    const { error } = await laptop.updateUser({ password: 'new-password-2' });
    expect(error).toBeNull();
    expect((await signIn(identity.app, 'changer@example.test', 'old-password-1')).statusCode).toBe(400);
    expect((await signIn(identity.app, 'changer@example.test', 'new-password-2')).statusCode).toBe(200);
    expect((await laptop.getUser()).error).toBeNull();
    expect((await phone.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect(await replicaAnswer(phoneToken)).toBe(403);
    expect((await phone.refreshSession()).error).not.toBeNull();
  });

  it('recovers a forgotten password through the mailed link, once', async () => {
    await admin().createUser({
      email: 'forgetful@example.test',
      password: 'forgotten-pw-1',
      email_confirm: true,
    });
    const elsewhere = await signedIn('forgetful@example.test', 'forgotten-pw-1');
    const auth = client();
    expect((await auth.resetPasswordForEmail('Forgetful@example.test')).error).toBeNull();
    expect((await auth.resetPasswordForEmail('nobody-here@example.test')).error).toBeNull();
    expect(await lastMailTo(identity.mailbox, 'nobody-here@example.test')).toBeUndefined();

    const mail = await lastMailTo(identity.mailbox, 'forgetful@example.test');
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.html).toContain('Reset my password');
    const token_hash = tokenOf(mail);
    const verified = await auth.verifyOtp({ type: 'recovery', token_hash });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe('forgetful@example.test');

    expect((await auth.updateUser({ password: 'remembered-pw-2' })).error).toBeNull();
    expect((await signIn(identity.app, 'forgetful@example.test', 'remembered-pw-2')).statusCode).toBe(200);
    expect((await elsewhere.getUser()).error?.name).toBe('AuthSessionMissingError');

    const reused = await client().verifyOtp({ type: 'recovery', token_hash });
    expect(reused.error?.code).toBe('otp_expired');
    expect(reused.data.session).toBeNull();
  });

  it('refuses an expired recovery link', async () => {
    await admin().createUser({
      email: 'late@example.test',
      password: 'late-password-1',
      email_confirm: true,
    });
    await client().resetPasswordForEmail('late@example.test');
    const token_hash = tokenOf(await lastMailTo(identity.mailbox, 'late@example.test'));
    await db.query(sql`update identity.one_time_tokens set expires_at = now() - interval '1 second'
                       where email = 'late@example.test'`);
    const { data, error } = await client().verifyOtp({ type: 'recovery', token_hash });
    expect(error?.code).toBe('otp_expired');
    expect(error?.status).toBe(403);
    expect(data.session).toBeNull();
    expect((await signIn(identity.app, 'late@example.test', 'late-password-1')).statusCode).toBe(200);
  });

  it('changes the e-mail address once the link mailed to the new one is followed', async () => {
    await admin().createUser({
      email: 'mover@example.test',
      password: 'mover-password-1',
      email_confirm: true,
    });
    await admin().createUser({
      email: 'taken@example.test',
      password: 'taken-password-1',
      email_confirm: true,
    });
    const auth = await signedIn('mover@example.test', 'mover-password-1');

    const taken = await auth.updateUser({ email: 'taken@example.test' });
    expect(taken.error?.code).toBe('email_exists');

    const asked = await auth.updateUser({ email: 'Moved@example.test' });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email: 'mover@example.test', new_email: 'moved@example.test' });
    // Nothing changes until the new address answers.
    expect((await signIn(identity.app, 'mover@example.test', 'mover-password-1')).statusCode).toBe(200);

    const mail = await lastMailTo(identity.mailbox, 'moved@example.test');
    expect(mail?.subject).toBe('Confirm your new e-mail address');
    const token_hash = tokenOf(mail);
    const verified = await client().verifyOtp({ type: 'email_change', token_hash });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe('moved@example.test');
    expect(verified.data.user).not.toHaveProperty('new_email');
    expect((await signIn(identity.app, 'moved@example.test', 'mover-password-1')).statusCode).toBe(200);
    expect((await signIn(identity.app, 'mover@example.test', 'mover-password-1')).statusCode).toBe(400);
    expect((await client().verifyOtp({ type: 'email_change', token_hash })).error?.code).toBe('otp_expired');
  });

  it("signs out locally: this session ends, the user's other one and another user's stay", async () => {
    await admin().createUser({
      email: 'local-a@example.test',
      password: 'local-password-a',
      email_confirm: true,
    });
    await admin().createUser({
      email: 'local-b@example.test',
      password: 'local-password-b',
      email_confirm: true,
    });
    const mine = await signedIn('local-a@example.test', 'local-password-a');
    const myOther = await signedIn('local-a@example.test', 'local-password-a');
    const theirs = await signedIn('local-b@example.test', 'local-password-b');
    const mineToken = await accessTokenOf(mine);

    expect((await mine.signOut({ scope: 'local' })).error).toBeNull();
    expect((await mine.getSession()).data.session).toBeNull();
    expect(await replicaAnswer(mineToken)).toBe(403);
    expect((await myOther.getUser()).error).toBeNull();
    expect((await theirs.getUser()).error).toBeNull();
    expect(await replicaAnswer(await accessTokenOf(theirs))).toBe(200);
  });

  it('signs out the others, then everywhere, each refused at once by a second replica', async () => {
    await admin().createUser({
      email: 'everywhere@example.test',
      password: 'everywhere-pw-1',
      email_confirm: true,
    });
    const first = await signedIn('everywhere@example.test', 'everywhere-pw-1');
    const second = await signedIn('everywhere@example.test', 'everywhere-pw-1');
    const third = await signedIn('everywhere@example.test', 'everywhere-pw-1');
    const [firstToken, secondToken, thirdToken] = await Promise.all(
      [first, second, third].map(accessTokenOf),
    );
    // The replica has just answered for these tokens: whatever it remembers must not outlive them.
    for (const token of [firstToken, secondToken, thirdToken])
      expect(await replicaAnswer(token ?? '')).toBe(200);

    expect((await first.signOut({ scope: 'others' })).error).toBeNull();
    expect((await first.getSession()).data.session).not.toBeNull();
    expect(await replicaAnswer(firstToken ?? '')).toBe(200);
    expect(await replicaAnswer(secondToken ?? '')).toBe(403);
    expect((await third.getUser()).error?.name).toBe('AuthSessionMissingError');

    expect((await first.signOut()).error).toBeNull();
    expect(await replicaAnswer(firstToken ?? '')).toBe(403);
    expect((await first.getSession()).data.session).toBeNull();
  });

  it('drives the admin API', async () => {
    const api = admin();
    const created = await api.createUser({
      email: 'managed@example.test',
      password: 'managed-password-1',
      email_confirm: true,
      user_metadata: { tenantId: 'tenant-m' },
      app_metadata: { role: 'admin' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect((await api.getUserById(id)).data.user?.app_metadata.role).toBe('admin');
    const listed = await api.listUsers({ page: 1, perPage: 50 });
    expect(listed.data.users.map((u) => u.email)).toContain('managed@example.test');
    const updated = await api.updateUserById(id, {
      user_metadata: { entityId: 'entity-1' },
      ban_duration: '1h',
    });
    expect(updated.data.user?.user_metadata).toEqual({ tenantId: 'tenant-m', entityId: 'entity-1' });
    expect(updated.data.user?.banned_until).toBeTruthy();
    const banned = await client().signInWithPassword({
      email: 'managed@example.test',
      password: 'managed-password-1',
    });
    expect(banned.error?.code).toBe('user_banned');
    expect((await api.deleteUser(id)).error).toBeNull();
    const gone = await api.getUserById(id);
    expect(isAuthApiError(gone.error) && gone.error.status).toBe(404);
  });

  it('is refused by the admin API as an ordinary user, and admitted as the super-admin', async () => {
    const root = await signedIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const asRoot = new GoTrueAdminApi({
      url,
      headers: { Authorization: `Bearer ${await accessTokenOf(root)}` },
    });
    expect((await asRoot.listUsers()).error).toBeNull();
    const user = await signedIn('meta@example.test', 'meta-password-1');
    const asUser = new GoTrueAdminApi({
      url,
      headers: { Authorization: `Bearer ${await accessTokenOf(user)}` },
    });
    expect((await asUser.listUsers()).error?.status).toBe(403);
  });
});
