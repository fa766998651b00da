import { sql } from '@platform/kernel/db';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  countRows,
  createTenant,
  type FactoryUnderTest,
  mintToken,
  SUPER_ADMIN_EMAIL,
  SUPER_ADMIN_PASSWORD,
  startFactory,
  superAdmin,
  TEST_JWT_SECRET,
  TEST_PASSWORD,
} from './harness.js';

let svc: FactoryUnderTest;
beforeAll(async () => {
  svc = await startFactory();
});
afterAll(() => svc.close());

function refreshCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === 'refreshToken');
}

async function login(username: string, password: string) {
  return svc.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { username, password } });
}

async function refreshWith(token: string) {
  return svc.app.inject({ method: 'GET', url: `${API}/auth/refresh`, cookies: { refreshToken: token } });
}

interface SessionBody {
  status: string;
  token: string;
  data: { user: { _id: string; name: string; email: string; role: string } };
}

describe('POST /auth/login', () => {
  it('signs the bootstrap super-admin in with SUPER_ADMIN_EMAIL as username', async () => {
    const res = await login(SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionBody>();
    expect(body.status).toBe('success');
    expect(body.data.user).toMatchObject({ email: SUPER_ADMIN_EMAIL, role: 'super-admin' });
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload).toMatchObject({ id: body.data.user._id, tenantId: null, role: 'super-admin' });
    expect(payload.exp - payload.iat).toBe(900);
  });

  it('returns {id, tenantId, role} in the JWT and sets an httpOnly refresh cookie', async () => {
    const tenant = await createTenant(svc);
    const res = await login(tenant.admin.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionBody>();
    expect(Object.keys(body.data.user).sort()).toEqual(['_id', 'email', 'name', 'role']);
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload).toMatchObject({ id: tenant.admin.id, tenantId: tenant.id, role: 'admin' });
    const cookie = refreshCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1/auth', sameSite: 'Lax' });
    expect(cookie?.secure).toBeFalsy();
    // The token works on a tenant route.
    const config = await svc.app.inject({
      method: 'GET',
      url: `${API}/tenant-config/${tenant.id}`,
      headers: bearer(body.token),
    });
    expect(config.statusCode).toBe(200);
  });

  it('answers 401 alike for a wrong password and an unknown username', async () => {
    const tenant = await createTenant(svc);
    const wrong = await login(tenant.admin.email, 'not-the-password');
    const unknown = await login('nobody@example.test', TEST_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ status: 'error', message: 'Incorrect username or password' });
  });

  it('refuses the users of a suspended tenant (403)', async () => {
    const tenant = await createTenant(svc, { status: 'suspended' });
    const res = await login(tenant.admin.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'error',
      message:
        "Your organisation's factory was suspended by the platform administrator; ask them to restore it",
      details: { reason: 'TENANT_SUSPENDED', tenantStatus: 'suspended', subscriptionStatus: null },
    });
  });

  it('sets a Secure cookie with the configured SameSite by default', async () => {
    const secure = await startFactory({ FACTORY_COOKIE_SECURE: 'true', FACTORY_COOKIE_SAMESITE: 'none' });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: `${API}/auth/login`,
        payload: { username: SUPER_ADMIN_EMAIL, password: SUPER_ADMIN_PASSWORD },
      });
      expect(refreshCookie(res)).toMatchObject({ secure: true, sameSite: 'None', httpOnly: true });
    } finally {
      await secure.close();
    }
  });
});

describe('GET /auth/refresh', () => {
  it('rotates the refresh token and returns a new access token', async () => {
    const tenant = await createTenant(svc);
    const first = refreshCookie(await login(tenant.admin.email, TEST_PASSWORD))?.value ?? '';
    const res = await refreshWith(first);
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionBody>();
    expect(body.data.user._id).toBe(tenant.admin.id);
    const second = refreshCookie(res)?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // Stored hashed: neither clear token is in the table.
    const { rows } = await svc.backends.db.query<{ token_hash: string }>(
      sql`select token_hash from factory.refresh_tokens where user_id = ${tenant.admin.id}`,
    );
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.token_hash)).not.toContain(first);
    expect((await refreshWith(second ?? '')).statusCode).toBe(200);
  });

  it('answers two refreshes racing with one cookie alike, and the session lives on', async () => {
    const tenant = await createTenant(svc);
    const first = refreshCookie(await login(tenant.admin.email, TEST_PASSWORD))?.value ?? '';
    const [a, b] = await Promise.all([refreshWith(first), refreshWith(first)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Both tabs get the family's one current token; nothing was rotated twice.
    const [tabA, tabB] = [refreshCookie(a)?.value ?? '', refreshCookie(b)?.value ?? ''];
    expect(tabA).not.toBe(first);
    expect(tabB).toBe(tabA);
    const { rows } = await svc.backends.db.query(
      sql`select 1 from factory.refresh_tokens where user_id = ${tenant.admin.id}`,
    );
    expect(rows).toHaveLength(2);
    for (const res of [a, b]) {
      const articles = await svc.app.inject({
        method: 'GET',
        url: `${API}/article`,
        headers: bearer(res.json<SessionBody>().token),
      });
      expect(articles.statusCode).toBe(200);
    }
    const further = await refreshWith(tabB);
    expect(further.statusCode).toBe(200);
    expect((await refreshWith(refreshCookie(further)?.value ?? '')).statusCode).toBe(200);
  });

  it('hands a late tab the current token even after further rotations, without rotating again', async () => {
    const tenant = await createTenant(svc);
    const first = refreshCookie(await login(tenant.admin.email, TEST_PASSWORD))?.value ?? '';
    const second = refreshCookie(await refreshWith(first))?.value ?? '';
    const third = refreshCookie(await refreshWith(second))?.value ?? '';
    const late = await refreshWith(first);
    expect(late.statusCode).toBe(200);
    expect(refreshCookie(late)?.value).toBe(third);
    expect((await refreshWith(third)).statusCode).toBe(200);
  });

  it('hands nothing back within the window once the session was ended', async () => {
    const tenant = await createTenant(svc);
    const first = refreshCookie(await login(tenant.admin.email, TEST_PASSWORD))?.value ?? '';
    const second = refreshCookie(await refreshWith(first))?.value ?? '';
    await svc.app.inject({ method: 'GET', url: `${API}/auth/logout`, cookies: { refreshToken: second } });
    expect((await refreshWith(first)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with an unknown one, and 403 once the tenant is suspended', async () => {
    expect((await svc.app.inject({ method: 'GET', url: `${API}/auth/refresh` })).statusCode).toBe(401);
    expect((await refreshWith('made-up')).statusCode).toBe(401);
    const tenant = await createTenant(svc);
    const token = refreshCookie(await login(tenant.admin.email, TEST_PASSWORD))?.value ?? '';
    const root = await superAdmin(svc);
    const suspended = await svc.app.inject({
      method: 'PATCH',
      url: `${API}/tenant/${tenant.id}/status`,
      headers: bearer(root.token),
      payload: { status: 'suspended' },
    });
    expect(suspended.statusCode).toBe(200);
    expect((await refreshWith(token)).statusCode).toBe(403);
  });
});

describe('GET /auth/refresh after the reuse window', () => {
  let strict: FactoryUnderTest;
  beforeAll(async () => {
    strict = await startFactory({ REFRESH_TOKEN_REUSE_INTERVAL: '1' });
  });
  afterAll(() => strict.close());
  const refreshAt = (token: string) =>
    strict.app.inject({ method: 'GET', url: `${API}/auth/refresh`, cookies: { refreshToken: token } });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const tenant = await createTenant(strict);
    const login = await strict.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { username: tenant.admin.email, password: TEST_PASSWORD },
    });
    const stolen = refreshCookie(login)?.value ?? '';
    const current = refreshCookie(await refreshAt(stolen))?.value ?? '';
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const reuse = await refreshAt(stolen);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toMatch(/reuse/);
    // The newest token of the family is dead too.
    expect((await refreshAt(current)).statusCode).toBe(401);
    // Another session of the same user is untouched.
    const other = await strict.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { username: tenant.admin.email, password: TEST_PASSWORD },
    });
    expect((await refreshAt(refreshCookie(other)?.value ?? '')).statusCode).toBe(200);
  });
});

describe('GET /auth/logout', () => {
  it('clears the cookie and ends the session', async () => {
    const tenant = await createTenant(svc);
    const token = refreshCookie(await login(tenant.admin.email, TEST_PASSWORD))?.value ?? '';
    const res = await svc.app.inject({
      method: 'GET',
      url: `${API}/auth/logout`,
      cookies: { refreshToken: token },
    });
    expect(res.statusCode).toBe(200);
    const cleared = refreshCookie(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await refreshWith(token)).statusCode).toBe(401);
    // Without a cookie it still answers 200.
    expect((await svc.app.inject({ method: 'GET', url: `${API}/auth/logout` })).statusCode).toBe(200);
  });
});

describe('POST /auth/signup', () => {
  const signup = (token: string, email: string, extra: Record<string, string> = {}) =>
    svc.app.inject({
      method: 'POST',
      url: `${API}/auth/signup`,
      headers: bearer(token),
      payload: {
        name: 'New Admin',
        email,
        password: 'password-123',
        passwordConfirm: 'password-123',
        ...extra,
      },
    });

  it('creates an administrator of the caller’s tenant who can sign in', async () => {
    const tenant = await createTenant(svc);
    const res = await signup(tenant.admin.token, `new-${tenant.slug}@example.test`);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ email: `new-${tenant.slug}@example.test`, role: 'admin' });
    const { rows } = await svc.backends.db.query<{ tenant_id: string }>(
      sql`select tenant_id from factory.users where id = ${res.json().data.user._id}`,
    );
    expect(rows[0]?.tenant_id).toBe(tenant.id);
    expect((await login(`new-${tenant.slug}@example.test`, 'password-123')).statusCode).toBe(200);
  });

  it('answers 403 at the plan’s maxUsers, counting the provisioned administrator', async () => {
    const tenant = await createTenant(svc, { plan: 'starter' });
    // createTenant wrote an admin and a user: 2 of 5.
    for (let i = 0; i < 3; i++)
      expect((await signup(tenant.admin.token, `u${i}-${tenant.slug}@example.test`)).statusCode).toBe(201);
    const over = await signup(tenant.admin.token, `u9-${tenant.slug}@example.test`);
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toMatch(/maxUsers/);
    const { rows } = await svc.backends.db.query<{ n: number }>(
      sql`select count(*)::int as n from factory.users where tenant_id = ${tenant.id}`,
    );
    expect(rows[0]?.n).toBe(5);
  });

  it('is refused to a plain user (403), without a token (401), and for a taken e-mail (409)', async () => {
    const tenant = await createTenant(svc);
    expect((await signup(tenant.user.token, `x-${tenant.slug}@example.test`)).statusCode).toBe(403);
    const anonymous = await svc.app.inject({ method: 'POST', url: `${API}/auth/signup`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await signup(tenant.admin.token, tenant.user.email)).statusCode).toBe(409);
    const mismatch = await signup(tenant.admin.token, `y-${tenant.slug}@example.test`, {
      passwordConfirm: 'other-123',
    });
    expect(mismatch.statusCode).toBe(400);
  });

  it('is refused to a suspended tenant (403)', async () => {
    const tenant = await createTenant(svc, { status: 'suspended' });
    const res = await signup(tenant.admin.token, `z-${tenant.slug}@example.test`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      "Your organisation's factory was suspended by the platform administrator; ask them to restore it",
    );
  });
});

describe('GET /auth/me', () => {
  const me = (headers: Record<string, string> = {}, url = `${API}/auth/me`) =>
    svc.app.inject({ method: 'GET', url, headers });

  it('answers the signed-in person and their tenant, as the factory holds them', async () => {
    const tenant = await createTenant(svc, { name: 'Me Garments' });
    const signedIn = await login(tenant.admin.email, TEST_PASSWORD);
    const res = await me(bearer(signedIn.json<SessionBody>().token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        user: {
          _id: tenant.admin.id,
          name: signedIn.json<SessionBody>().data.user.name,
          email: tenant.admin.email,
          role: 'admin',
        },
        tenant: {
          _id: tenant.id,
          name: 'Me Garments',
          slug: tenant.slug,
          status: 'active',
          plan: 'enterprise',
          subscriptionStatus: null,
          unitKind: 'other',
        },
      },
    });
    // A renamed tenant shows its new name at once: nothing is kept in the token.
    await svc.backends.db.query(
      sql`update factory.tenants set name = 'Me Garments Ltd' where id = ${tenant.id}`,
    );
    const member = await me(bearer(tenant.user.token));
    expect(member.json().data).toMatchObject({
      user: { _id: tenant.user.id, email: tenant.user.email, role: 'user' },
      tenant: { _id: tenant.id, name: 'Me Garments Ltd' },
    });
  });

  it('answers the super-admin with no tenant', async () => {
    const signedIn = await login(SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
    const res = await me(bearer(signedIn.json<SessionBody>().token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      user: {
        _id: (await superAdmin(svc)).id,
        name: expect.any(String),
        email: SUPER_ADMIN_EMAIL,
        role: 'super-admin',
      },
      tenant: null,
    });
  });

  it('answers 401 without a token, with an expired one, a forged one or garbage', async () => {
    const tenant = await createTenant(svc);
    const expired = await new SignJWT({ id: tenant.admin.id, tenantId: tenant.id, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('factory')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const forged = `${tenant.admin.token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    const answers = [
      [{}, 'Authentication required'],
      [bearer(expired), 'Token expired'],
      [bearer(forged), 'Invalid token'],
      [bearer('not-a-token'), 'Invalid token'],
      [{ authorization: 'Bearer ' }, 'Empty bearer token'],
    ] as const;
    for (const [headers, message] of answers) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', message });
    }
  });

  it('answers 401 to a valid token whose account is gone', async () => {
    const tenant = await createTenant(svc);
    await svc.backends.db.query(sql`delete from factory.users where id = ${tenant.user.id}`);
    const res = await me(bearer(tenant.user.token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: 'Your account no longer exists' });
  });

  it('never shows another tenant, whatever the request names', async () => {
    const own = await createTenant(svc);
    const other = await createTenant(svc);
    // Naming another tenant is refused, as on every tenant route.
    const header = await me({ ...bearer(own.admin.token), 'x-tenant-id': other.id });
    expect(header.statusCode).toBe(403);
    expect(JSON.stringify(header.json())).not.toContain(other.name);
    const named = await me(
      { ...bearer(own.admin.token), 'x-tenant-id': own.id },
      `${API}/auth/me?tenantId=${other.id}&userId=${other.admin.id}`,
    );
    expect(named.statusCode).toBe(200);
    expect(named.json().data.user._id).toBe(own.admin.id);
    expect(named.json().data.tenant).toEqual({
      _id: own.id,
      name: own.name,
      slug: own.slug,
      status: 'active',
      plan: own.plan,
      subscriptionStatus: null,
      unitKind: 'other',
    });
    // The tenant is the user's own, read from the account, not the one a token claims.
    const claimed = await mintToken({ id: own.user.id, tenantId: other.id, role: 'admin' });
    const res = await me(bearer(claimed));
    expect(res.json().data).toMatchObject({
      user: { _id: own.user.id, role: 'user' },
      tenant: { _id: own.id },
    });
    expect(JSON.stringify(res.json())).not.toContain(other.id);
  });

  it('refuses the people of a tenant that is not active, with the reason, as every other route does', async () => {
    const suspended = await createTenant(svc, { status: 'suspended' });
    const unpaid = await createTenant(svc, { status: 'pending_payment' });
    const cancelled = await createTenant(svc, { status: 'suspended' });
    await svc.backends.db.query(
      sql`update factory.tenants set subscription_status = 'cancelled' where id = ${cancelled.id}`,
    );
    for (const tenant of [suspended, unpaid, cancelled]) {
      const res = await me(bearer(tenant.admin.token));
      const plans = await svc.app.inject({
        method: 'GET',
        url: `${API}/plan`,
        headers: bearer(tenant.admin.token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(plans.json());
    }
    expect((await me(bearer(cancelled.user.token))).json().message).toMatch(/subscription was cancelled/);
    // The super-admin still reaches the platform, with no tenant of its own.
    expect((await me(bearer((await superAdmin(svc)).token))).statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) =>
    svc.app.inject({ method: 'POST', url: `${API}/auth/forgotPassword`, payload: { email } });

  async function mailedToken(to: string): Promise<string> {
    const mails = (await svc.mailbox()).filter((m) => m.to.includes(to));
    const last = mails.at(-1);
    const match = last?.text.match(/reset-password\/([\w-]+)/);
    if (!match?.[1]) throw new Error(`no reset link mailed to ${to}`);
    return match[1];
  }

  it('answers the same whether or not the address has an account, and mails only real accounts', async () => {
    const tenant = await createTenant(svc);
    const before = (await svc.mailbox()).length;
    const known = await forgot(tenant.admin.email);
    const unknown = await forgot('ghost@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = await svc.mailbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.to).toEqual([tenant.admin.email]);
    expect(mail?.text).toContain('http://app.factory.test/reset-password/');
    // The person's name in both parts; the HTML part carries the same link.
    const { rows } = await svc.backends.db.query<{ name: string }>(
      sql`select name from factory.users where id = ${tenant.admin.id}`,
    );
    const name = rows[0]?.name ?? '';
    expect(mail?.text.startsWith(`Hello ${name},`)).toBe(true);
    expect(mail?.html).toContain(`<p>Hello ${name},</p>`);
    const link = mail?.text.match(/http:\/\/app\.factory\.test\/reset-password\/[\w-]+/)?.[0] ?? '';
    expect(mail?.html).toContain(`<a href="${link}">`);
  });

  it('resets with the mailed token once, signs in, and ends the old sessions', async () => {
    const tenant = await createTenant(svc);
    const oldSession = refreshCookie(await login(tenant.admin.email, TEST_PASSWORD))?.value ?? '';
    await forgot(tenant.admin.email);
    const token = await mailedToken(tenant.admin.email);
    const reset = (password: string, confirm = password) =>
      svc.app.inject({
        method: 'PATCH',
        url: `${API}/auth/resetPassword/${token}`,
        payload: { password, passwordConfirm: confirm },
      });
    expect((await reset('new-password-1', 'different-1')).statusCode).toBe(400);
    expect((await reset('short')).statusCode).toBe(400);
    const done = await reset('new-password-1');
    expect(done.statusCode).toBe(200);
    expect(done.json<SessionBody>().data.user._id).toBe(tenant.admin.id);
    expect(refreshCookie(done)?.value).toBeTruthy();
    expect((await login(tenant.admin.email, 'new-password-1')).statusCode).toBe(200);
    expect((await login(tenant.admin.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await refreshWith(oldSession)).statusCode).toBe(401);
    // Single use.
    const again = await reset('another-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('logs the route pattern of a reset, never its token, and a refused attempt leaves the link usable', async () => {
    const tenant = await createTenant(svc);
    await forgot(tenant.admin.email);
    const token = await mailedToken(tenant.admin.email);
    const url = `${API}/auth/resetPassword/${token}`;
    const refused = await svc.app.inject({
      method: 'PATCH',
      url,
      payload: { password: 'new-password-1', passwordConfirm: 'other-password-1' },
    });
    expect(refused.statusCode).toBe(400);
    const lines = svc.logs
      .lines()
      .filter((l) => l.msg === 'request' && l.route === `${API}/auth/resetPassword/:token`);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatchObject({
      method: 'PATCH',
      statusCode: 400,
      path: `${API}/auth/resetPassword/:token`,
    });
    expect(svc.logs.text()).not.toContain(token);
    // The refusal happened before the link was looked at: its owner can still use it.
    const done = await svc.app.inject({
      method: 'PATCH',
      url,
      payload: { password: 'new-password-1', passwordConfirm: 'new-password-1' },
    });
    expect(done.statusCode).toBe(200);
    expect(svc.logs.text()).not.toContain(token);
    // Other routes keep their concrete path.
    await svc.app.inject({ method: 'GET', url: `${API}/plan/starter`, headers: bearer(tenant.admin.token) });
    expect(svc.logs.lines().some((l) => l.msg === 'request' && l.path === `${API}/plan/starter`)).toBe(true);
  });

  it('refuses an expired token', async () => {
    const tenant = await createTenant(svc);
    await forgot(tenant.admin.email);
    const token = await mailedToken(tenant.admin.email);
    await svc.backends.db.query(
      sql`update factory.password_tokens set expires_at = now() - interval '1 second' where user_id = ${tenant.admin.id}`,
    );
    const res = await svc.app.inject({
      method: 'PATCH',
      url: `${API}/auth/resetPassword/${token}`,
      payload: { password: 'new-password-1', passwordConfirm: 'new-password-1' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('stores reset tokens hashed, valid for 10 minutes', async () => {
    const tenant = await createTenant(svc);
    await forgot(tenant.admin.email);
    const token = await mailedToken(tenant.admin.email);
    const { rows } = await svc.backends.db.query<{ token_hash: string; minutes: number }>(
      sql`select token_hash, round(extract(epoch from expires_at - created_at) / 60)::int as minutes
          from factory.password_tokens where user_id = ${tenant.admin.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toBe(token);
    expect(rows[0]?.minutes).toBe(10);
  });
});

describe('roles and tokens', () => {
  it('answers 403 to a role that is not permitted and 401 to a forged or missing token', async () => {
    const tenant = await createTenant(svc);
    const asAdmin = await svc.app.inject({
      method: 'GET',
      url: `${API}/tenant`,
      headers: bearer(tenant.admin.token),
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual({ status: 'error', message: 'Your role is not permitted to do this' });
    expect((await svc.app.inject({ method: 'GET', url: `${API}/tenant` })).statusCode).toBe(401);
    const forged = await mintToken({ id: tenant.admin.id, tenantId: tenant.id, role: 'admin' });
    const tampered = `${forged.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    expect(
      (await svc.app.inject({ method: 'GET', url: `${API}/plan`, headers: bearer(tampered) })).statusCode,
    ).toBe(401);
    expect(await countRows(svc, 'users')).toBeGreaterThan(0);
  });
});
