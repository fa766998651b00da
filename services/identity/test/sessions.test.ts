import type { Db } from '@platform/kernel/db';
import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import {
  bearer,
  createUser,
  type Identity,
  ISSUER,
  openTestDatabase,
  refresh,
  type SessionBody,
  SUPER_ADMIN,
  sessionOf,
  signIn,
  startIdentity,
} from './harness.js';

describe('sessions', () => {
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

  it('signs the bootstrap super-admin in with a GoTrue session', async () => {
    const res = await signIn(identity.app, SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionBody>();
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: SUPER_ADMIN.email, app_metadata: { role: 'super_admin' } },
    });
    expect(body.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(body.refresh_token).toMatch(/^[\w-]{40,}$/);
  });

  it('issues access tokens that verify against the served JWKS and carry the claims', async () => {
    const session = await sessionOf(identity.app, SUPER_ADMIN.email.toUpperCase(), SUPER_ADMIN.password);
    const jwksRes = await identity.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' });
    expect(jwksRes.statusCode).toBe(200);
    const jwks = jwksRes.json<JSONWebKeySet>();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');

    const { payload, protectedHeader } = await jwtVerify(session.access_token, createLocalJWKSet(jwks), {
      issuer: ISSUER,
      audience: 'authenticated',
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: jwks.keys[0]?.kid });
    expect(payload).toMatchObject({
      sub: session.user.id,
      email: SUPER_ADMIN.email,
      role: 'authenticated',
      aud: 'authenticated',
      iss: ISSUER,
      app_metadata: { role: 'super_admin' },
      user_metadata: {},
    });
    expect(typeof payload.session_id).toBe('string');
    expect(payload.exp).toBe((payload.iat ?? 0) + 3600);
    expect(decodeProtectedHeader(session.access_token).typ).toBe('JWT');
  });

  it('answers GET /user for a bearer token', async () => {
    const session = await sessionOf(identity.app, SUPER_ADMIN.email, SUPER_ADMIN.password);
    const res = await identity.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(session.access_token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: session.user.id, email: SUPER_ADMIN.email, aud: 'authenticated' });
    expect(res.json()).not.toHaveProperty('password_hash');
  });

  it('refuses GET /user without a token or with a forged one', async () => {
    const none = await identity.app.inject({ method: 'GET', url: '/auth/v1/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: 'no_authorization', code: 401 });
    const forged = await identity.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer('a.b.c'),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: 'bad_jwt' });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrongPassword = await signIn(identity.app, SUPER_ADMIN.email, 'not-the-password');
    const unknownEmail = await signIn(identity.app, 'nobody@example.test', SUPER_ADMIN.password);
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_grant',
        error_code: 'invalid_grant',
        error_description: 'Invalid login credentials',
        code: 400,
        msg: 'Invalid login credentials',
      });
    }
  });

  it('rotates the refresh token on every use', async () => {
    const first = await sessionOf(identity.app, SUPER_ADMIN.email, SUPER_ADMIN.password);
    const rotated = await refresh(identity.app, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<SessionBody>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.email).toBe(SUPER_ADMIN.email);
    const third = await refresh(identity.app, second.refresh_token);
    expect(third.statusCode).toBe(200);
    expect(third.json<SessionBody>().refresh_token).not.toBe(second.refresh_token);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await refresh(identity.app, 'never-issued');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('signs out every session of the user', async () => {
    await createUser(identity.app, { email: 'leaver@example.test', password: 'leaver-password' });
    const a = await sessionOf(identity.app, 'leaver@example.test', 'leaver-password');
    const b = await sessionOf(identity.app, 'leaver@example.test', 'leaver-password');
    const out = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/logout',
      headers: bearer(a.access_token),
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    for (const session of [a, b]) {
      expect((await refresh(identity.app, session.refresh_token)).json()).toMatchObject({
        error: 'invalid_grant',
      });
    }
    const user = await identity.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(b.access_token),
    });
    expect(user.statusCode).toBe(403);
    // A new sign-in works as before.
    expect((await signIn(identity.app, 'leaver@example.test', 'leaver-password')).statusCode).toBe(200);
  });

  it('signs out only the current session with scope=local', async () => {
    await createUser(identity.app, { email: 'two-devices@example.test', password: 'two-devices-pw' });
    const phone = await sessionOf(identity.app, 'two-devices@example.test', 'two-devices-pw');
    const laptop = await sessionOf(identity.app, 'two-devices@example.test', 'two-devices-pw');
    const out = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: bearer(phone.access_token),
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(identity.app, phone.refresh_token)).statusCode).toBe(400);
    expect((await refresh(identity.app, laptop.refresh_token)).statusCode).toBe(200);
  });

  it('refuses logout without a token', async () => {
    const res = await identity.app.inject({ method: 'POST', url: '/auth/v1/logout' });
    expect(res.statusCode).toBe(401);
  });

  it('names unsupported grants and missing fields', async () => {
    const grant = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=client_credentials',
      payload: {},
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const missing = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: SUPER_ADMIN.email },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    const noGrant = await identity.app.inject({ method: 'POST', url: '/auth/v1/token', payload: {} });
    expect(noGrant.statusCode).toBe(400);
  });
});
