import type { HttpApp } from '../http/index.js';
import { createTestHttpApp } from '../testing/http.js';
import {
  assertTenant,
  createTestIssuer,
  headerGrant,
  registerAuth,
  requireCaller,
  requireRole,
  type TestIssuer,
  tenantFromHeader,
} from './index.js';

async function buildApp(issuer: TestIssuer): Promise<HttpApp> {
  const app = await createTestHttpApp();
  registerAuth(app, issuer.verifier);
  app.get('/public', async (request) => ({ userId: request.caller?.userId ?? null }));
  app.get('/me', async (request) => {
    const caller = requireCaller(request);
    return { userId: caller.userId, role: caller.role, tenantId: caller.tenantId ?? null };
  });
  app.get('/records', async (request) => {
    const caller = requireCaller(request);
    return { adminView: headerGrant(request, caller, 'x-admin') };
  });
  app.get('/audit', async (request) => {
    const caller = requireCaller(request);
    return { auditView: headerGrant(request, caller, 'x-audit-access') };
  });
  app.get('/scoped', async (request) => {
    const caller = requireCaller(request);
    return { tenantId: tenantFromHeader(request, caller) ?? null };
  });
  app.get<{ Params: { tenantId: string } }>('/tenants/:tenantId', async (request) => {
    const caller = requireCaller(request);
    assertTenant(caller, request.params.tenantId);
    return { tenantId: request.params.tenantId };
  });
  app.post('/settings', async (request) => {
    requireRole(requireCaller(request), 'admin');
    return { saved: true };
  });
  app.get('/events', { config: { auth: { queryToken: true } } }, async (request) => ({
    userId: requireCaller(request).userId,
  }));
  app.get('/internal', { config: { auth: { skip: true } } }, async (request) => ({
    secret: request.headers.authorization === 'Bearer service-secret',
  }));
  await app.ready();
  return app;
}

describe('route guards', () => {
  let issuer: TestIssuer;
  let app: HttpApp;
  let userToken: string;
  let adminToken: string;
  let superToken: string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    issuer = await createTestIssuer();
    app = await buildApp(issuer);
    userToken = await issuer.mint({ sub: 'u-user', role: 'user', tenantId: 'tenant-a' });
    adminToken = await issuer.mint({ sub: 'u-admin', role: 'admin', tenantId: 'tenant-a' });
    superToken = await issuer.mint({ sub: 'u-super', role: 'super_admin' });
  });
  afterAll(() => app.close());

  it('leaves the caller null without a token, and 401 where one is required', async () => {
    const open = await app.inject({ method: 'GET', url: '/public' });
    expect(open.json()).toEqual({ userId: null });
    const closed = await app.inject({ method: 'GET', url: '/me' });
    expect(closed.statusCode).toBe(401);
    expect(closed.json()).toMatchObject({ code: 'UNAUTHORIZED', correlationId: expect.any(String) });
  });

  it('answers 401 to a bad token, even on a public route', async () => {
    for (const url of ['/me', '/public']) {
      const res = await app.inject({ method: 'GET', url, headers: bearer('not.a.token') });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', error: 'Invalid token' });
    }
    const empty = await app.inject({ method: 'GET', url: '/me', headers: { authorization: 'Bearer ' } });
    expect(empty.statusCode).toBe(401);
  });

  it('answers 401 to an expired token', async () => {
    const expired = await issuer.mint({ expiresIn: -60 });
    const res = await app.inject({ method: 'GET', url: '/me', headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
  });

  it('puts the verified caller on the request', async () => {
    const res = await app.inject({ method: 'GET', url: '/me', headers: bearer(adminToken) });
    expect(res.json()).toEqual({ userId: 'u-admin', role: 'admin', tenantId: 'tenant-a' });
  });

  it('refuses x-admin to a user, honours it for an admin and a super-admin', async () => {
    const asUser = await app.inject({
      method: 'GET',
      url: '/records',
      headers: { ...bearer(userToken), 'x-admin': 'true' },
    });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ code: 'FORBIDDEN' });
    for (const token of [adminToken, superToken]) {
      const res = await app.inject({
        method: 'GET',
        url: '/records',
        headers: { ...bearer(token), 'x-admin': 'true' },
      });
      expect(res.json()).toEqual({ adminView: true });
    }
    const plain = await app.inject({ method: 'GET', url: '/records', headers: bearer(userToken) });
    expect(plain.json()).toEqual({ adminView: false });
  });

  it('grants nothing on a header alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/records', headers: { 'x-admin': 'true' } });
    expect(res.statusCode).toBe(401);
  });

  it('treats x-audit-access like x-admin', async () => {
    const asUser = await app.inject({
      method: 'GET',
      url: '/audit',
      headers: { ...bearer(userToken), 'x-audit-access': 'true' },
    });
    expect(asUser.statusCode).toBe(403);
    const asAdmin = await app.inject({
      method: 'GET',
      url: '/audit',
      headers: { ...bearer(adminToken), 'x-audit-access': 'true' },
    });
    expect(asAdmin.json()).toEqual({ auditView: true });
  });

  it('scopes x-tenant-id to the caller unless super-admin', async () => {
    const own = await app.inject({ method: 'GET', url: '/scoped', headers: bearer(userToken) });
    expect(own.json()).toEqual({ tenantId: 'tenant-a' });
    const same = await app.inject({
      method: 'GET',
      url: '/scoped',
      headers: { ...bearer(adminToken), 'x-tenant-id': 'tenant-a' },
    });
    expect(same.json()).toEqual({ tenantId: 'tenant-a' });
    const other = await app.inject({
      method: 'GET',
      url: '/scoped',
      headers: { ...bearer(adminToken), 'x-tenant-id': 'tenant-b' },
    });
    expect(other.statusCode).toBe(403);
    const asSuper = await app.inject({
      method: 'GET',
      url: '/scoped',
      headers: { ...bearer(superToken), 'x-tenant-id': 'tenant-b' },
    });
    expect(asSuper.json()).toEqual({ tenantId: 'tenant-b' });
  });

  it('refuses another tenant in the path unless super-admin', async () => {
    const other = await app.inject({ method: 'GET', url: '/tenants/tenant-b', headers: bearer(adminToken) });
    expect(other.statusCode).toBe(403);
    const own = await app.inject({ method: 'GET', url: '/tenants/tenant-a', headers: bearer(userToken) });
    expect(own.statusCode).toBe(200);
    const asSuper = await app.inject({
      method: 'GET',
      url: '/tenants/tenant-b',
      headers: bearer(superToken),
    });
    expect(asSuper.statusCode).toBe(200);
  });

  it('checks roles, with a super-admin passing every admin check', async () => {
    const asUser = await app.inject({ method: 'POST', url: '/settings', headers: bearer(userToken) });
    expect(asUser.statusCode).toBe(403);
    for (const token of [adminToken, superToken]) {
      const res = await app.inject({ method: 'POST', url: '/settings', headers: bearer(token) });
      expect(res.json()).toEqual({ saved: true });
    }
  });

  it('accepts a query token only on routes that allow it', async () => {
    const streamed = await app.inject({ method: 'GET', url: `/events?access_token=${userToken}` });
    expect(streamed.json()).toEqual({ userId: 'u-user' });
    const elsewhere = await app.inject({ method: 'GET', url: `/me?access_token=${userToken}` });
    expect(elsewhere.statusCode).toBe(401);
    const bad = await app.inject({ method: 'GET', url: '/events?access_token=forged' });
    expect(bad.statusCode).toBe(401);
  });

  it('leaves a route that opts out to judge its own credentials', async () => {
    const res = await app.inject({ method: 'GET', url: '/internal', headers: bearer('service-secret') });
    expect(res.json()).toEqual({ secret: true });
  });
});
