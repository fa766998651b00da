import type { Db } from '@platform/kernel/db';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import {
  bearer,
  createUser,
  type Identity,
  ISSUER,
  openTestDatabase,
  refresh,
  SERVICE_SECRET,
  type SessionBody,
  SUPER_ADMIN,
  sessionOf,
  signIn,
  startIdentity,
} from './harness.js';

let db: Db;
let identity: Identity;
beforeAll(async () => {
  db = await openTestDatabase();
  identity = await startIdentity(db);
});
afterAll(async () => {
  await identity.app.close();
  await db.close();
});

const signUp = (payload: Record<string, unknown>) =>
  identity.app.inject({ method: 'POST', url: '/auth/v1/signup', payload });

describe('POST /signup', () => {
  it('registers a user and answers with a session', async () => {
    const res = await signUp({
      email: 'New.Person@Example.TEST',
      password: 'new-person-pw',
      data: { name: 'N' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionBody>();
    expect(body).toMatchObject({
      token_type: 'bearer',
      user: {
        email: 'new.person@example.test',
        user_metadata: { name: 'N' },
        app_metadata: { role: 'user', provider: 'email' },
      },
    });
    expect((await signIn(identity.app, 'new.person@example.test', 'new-person-pw')).statusCode).toBe(200);
  });

  it('cannot set tenantId or entityId', async () => {
    const res = await signUp({
      email: 'sneaky@example.test',
      password: 'sneaky-password',
      data: { tenantId: 'someone-elses-tenant', entityId: 'their-entity', team: 'blue' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionBody>();
    expect(body.user.user_metadata).toEqual({ team: 'blue' });
    const claims = decodeJwt(body.access_token);
    expect(claims.user_metadata).toEqual({ team: 'blue' });
    expect(claims.app_metadata).toMatchObject({ role: 'user' });
  });

  it('refuses a duplicate e-mail, whatever its case', async () => {
    await signUp({ email: 'twice@example.test', password: 'twice-password' });
    const res = await signUp({ email: 'TWICE@example.test', password: 'twice-password' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'user_already_exists', code: 422 });
  });

  it('refuses a short password as weak_password', async () => {
    const res = await signUp({ email: 'weak@example.test', password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'weak_password', code: 422 });
    expect((await signIn(identity.app, 'weak@example.test', 'short')).statusCode).toBe(400);
  });

  it('refuses a malformed e-mail and a missing password', async () => {
    for (const payload of [
      { email: 'not-an-address', password: 'long-enough-pw' },
      { email: 'x@example.test' },
    ]) {
      const res = await signUp(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error' });
    }
  });
});

describe('admin API authorisation', () => {
  const list = (headers: Record<string, string> = {}) =>
    identity.app.inject({ method: 'GET', url: '/auth/v1/admin/users', headers });

  it('refuses a caller without a token', async () => {
    const res = await list();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'no_authorization' });
  });

  it('refuses a wrong secret and a token signed by another key', async () => {
    expect((await list(bearer('not-the-service-secret'))).statusCode).toBe(401);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({
      role: 'authenticated',
      app_metadata: { role: 'super_admin' },
      session_id: 'x',
    })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setAudience('authenticated')
      .setIssuer(ISSUER)
      .setExpirationTime('1h')
      .sign(privateKey);
    const res = await list(bearer(forged));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'bad_jwt' });
  });

  it('refuses an ordinary user, and an admin that is not super_admin', async () => {
    await createUser(identity.app, { email: 'plain@example.test', password: 'plain-password' });
    await createUser(identity.app, {
      email: 'tenant-admin@example.test',
      password: 'tenant-admin-pw',
      app_metadata: { role: 'admin' },
    });
    for (const [email, password] of [
      ['plain@example.test', 'plain-password'],
      ['tenant-admin@example.test', 'tenant-admin-pw'],
    ] as const) {
      const session = await sessionOf(identity.app, email, password);
      const res = await list(bearer(session.access_token));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'not_admin' });
    }
  });

  it('refuses before reading the body', async () => {
    const res = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/admin/users',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
  });

  it('admits the service secret and a super-admin token', async () => {
    expect((await list(bearer(SERVICE_SECRET))).statusCode).toBe(200);
    const root = await sessionOf(identity.app, SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect((await list(bearer(root.access_token))).statusCode).toBe(200);
  });

  it('stops admitting a super-admin who is demoted, at once', async () => {
    const boss = await createUser(identity.app, {
      email: 'former-boss@example.test',
      password: 'former-boss-pw',
      app_metadata: { role: 'super_admin' },
    });
    const session = await sessionOf(identity.app, 'former-boss@example.test', 'former-boss-pw');
    expect((await list(bearer(session.access_token))).statusCode).toBe(200);
    await identity.app.inject({
      method: 'PUT',
      url: `/auth/v1/admin/users/${boss.id}`,
      headers: bearer(SERVICE_SECRET),
      payload: { app_metadata: { role: 'user' } },
    });
    expect((await list(bearer(session.access_token))).statusCode).toBe(403);
  });
});

describe('admin API', () => {
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    identity.app.inject({
      method,
      url: `/auth/v1/admin/users${url}`,
      headers: bearer(SERVICE_SECRET),
      ...(payload ? { payload } : {}),
    });

  it('creates a user with tenantId, who signs in with the claim in the token', async () => {
    const res = await admin('POST', '', {
      email: 'Clerk@Tenant-A.test',
      password: 'clerk-password',
      email_confirm: true,
      user_metadata: { tenantId: 'tenant-a', entityId: 'entity-1' },
      app_metadata: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'clerk@tenant-a.test',
      email_confirmed_at: expect.any(String),
      user_metadata: { tenantId: 'tenant-a', entityId: 'entity-1' },
      app_metadata: { role: 'admin', provider: 'email', providers: ['email'] },
    });
    const session = await sessionOf(identity.app, 'clerk@tenant-a.test', 'clerk-password');
    const claims = decodeJwt(session.access_token);
    expect(claims.user_metadata).toEqual({ tenantId: 'tenant-a', entityId: 'entity-1' });
    expect(claims.app_metadata).toMatchObject({ role: 'admin' });
  });

  it('refuses a duplicate e-mail, a weak password, an unknown role and a non-string tenantId', async () => {
    await admin('POST', '', { email: 'dup@example.test', password: 'dup-password' });
    const dup = await admin('POST', '', { email: 'DUP@example.test', password: 'dup-password' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({ error: 'user_already_exists' });
    const weak = await admin('POST', '', { email: 'weak2@example.test', password: '1234567' });
    expect(weak.json()).toMatchObject({ error: 'weak_password' });
    const role = await admin('POST', '', {
      email: 'r@example.test',
      password: 'r-password',
      app_metadata: { role: 'god' },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ error: 'validation_failed' });
    const tenant = await admin('POST', '', {
      email: 't@example.test',
      password: 't-password',
      user_metadata: { tenantId: 7 },
    });
    expect(tenant.statusCode).toBe(400);
  });

  it('reads one user, and answers 404 for an unknown id and 400 for a malformed one', async () => {
    const created = await createUser(identity.app, {
      email: 'reader@example.test',
      password: 'reader-password',
    });
    const res = await admin('GET', `/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, email: 'reader@example.test' });
    const unknown = await admin('GET', '/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'user_not_found' });
    expect((await admin('GET', '/not-a-uuid')).statusCode).toBe(400);
  });

  it('lists users a page at a time with GoTrue pagination headers', async () => {
    for (const n of [1, 2, 3]) {
      await createUser(identity.app, { email: `paged-${n}@list.test`, password: 'paged-password' });
    }
    const first = await admin('GET', '?page=1&per_page=2&filter=@list.test');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.headers.link).toContain('page=2&per_page=2>; rel="next"');
    const body = first.json<{ users: { email: string }[]; aud: string }>();
    expect(body.aud).toBe('authenticated');
    expect(body.users.map((u) => u.email)).toEqual(['paged-3@list.test', 'paged-2@list.test']);
    const second = await admin('GET', '?page=2&per_page=2&filter=@list.test');
    expect(second.json<{ users: { email: string }[] }>().users.map((u) => u.email)).toEqual([
      'paged-1@list.test',
    ]);
    expect(second.headers.link).not.toContain('rel="next"');
    expect((await admin('GET', '?per_page=0')).statusCode).toBe(400);
  });

  it('merges metadata on update; null removes a key', async () => {
    const user = await createUser(identity.app, {
      email: 'merge@example.test',
      password: 'merge-password',
      user_metadata: { tenantId: 'tenant-a', entityId: 'entity-1', theme: 'dark' },
    });
    const res = await admin('PUT', `/${user.id}`, {
      email: 'Merged@Example.test',
      user_metadata: { entityId: null, tenantId: 'tenant-b' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'merged@example.test',
      user_metadata: { tenantId: 'tenant-b', theme: 'dark' },
    });
    expect(res.json().user_metadata).not.toHaveProperty('entityId');
  });

  it('confirms an address on request, and never unconfirms it', async () => {
    const user = await createUser(identity.app, {
      email: 'unconfirmed@example.test',
      password: 'unconfirmed-pw',
    });
    expect(user).toMatchObject({ email_confirmed_at: null });
    const confirmed = await admin('PUT', `/${user.id}`, { email_confirm: true });
    const confirmedAt = confirmed.json().email_confirmed_at;
    expect(confirmedAt).toEqual(expect.any(String));
    const again = await admin('PUT', `/${user.id}`, { email_confirm: false });
    expect(again.json().email_confirmed_at).toBe(confirmedAt);
  });

  it('refuses to move a user onto a taken e-mail', async () => {
    const user = await createUser(identity.app, { email: 'mover@example.test', password: 'mover-password' });
    const res = await admin('PUT', `/${user.id}`, { email: SUPER_ADMIN.email });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'email_exists' });
    expect(
      (await admin('PUT', '/00000000-0000-4000-8000-000000000000', { email: 'x@y.test' })).statusCode,
    ).toBe(404);
  });

  it('ends sessions on a new password; the old one stops working', async () => {
    const user = await createUser(identity.app, {
      email: 'rotated@example.test',
      password: 'first-password',
    });
    const session = await sessionOf(identity.app, 'rotated@example.test', 'first-password');
    const res = await admin('PUT', `/${user.id}`, { password: 'second-password' });
    expect(res.statusCode).toBe(200);
    expect((await refresh(identity.app, session.refresh_token)).statusCode).toBe(400);
    expect((await signIn(identity.app, 'rotated@example.test', 'first-password')).statusCode).toBe(400);
    expect((await signIn(identity.app, 'rotated@example.test', 'second-password')).statusCode).toBe(200);
  });

  it('bans and unbans', async () => {
    const user = await createUser(identity.app, {
      email: 'banned@example.test',
      password: 'banned-password',
    });
    const session = await sessionOf(identity.app, 'banned@example.test', 'banned-password');
    const banned = await admin('PUT', `/${user.id}`, { ban_duration: '24h' });
    expect(banned.json().banned_until).toEqual(expect.any(String));
    expect((await refresh(identity.app, session.refresh_token)).statusCode).toBe(400);
    const refused = await signIn(identity.app, 'banned@example.test', 'banned-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'user_banned' });
    // A wrong password says nothing about the ban.
    expect((await signIn(identity.app, 'banned@example.test', 'wrong-password')).json()).toMatchObject({
      error: 'invalid_grant',
    });
    const lifted = await admin('PUT', `/${user.id}`, { ban_duration: 'none' });
    expect(lifted.json()).not.toHaveProperty('banned_until');
    expect((await signIn(identity.app, 'banned@example.test', 'banned-password')).statusCode).toBe(200);
    expect((await admin('PUT', `/${user.id}`, { ban_duration: 'forever' })).statusCode).toBe(400);
  });

  it('deletes a user, whose tokens then stop working', async () => {
    const user = await createUser(identity.app, { email: 'gone@example.test', password: 'gone-password' });
    const session = await sessionOf(identity.app, 'gone@example.test', 'gone-password');
    const res = await admin('DELETE', `/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect((await admin('GET', `/${user.id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/${user.id}`)).statusCode).toBe(404);
    expect((await refresh(identity.app, session.refresh_token)).statusCode).toBe(400);
    const me = await identity.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(session.access_token),
    });
    expect(me.statusCode).toBe(403);
  });
});
