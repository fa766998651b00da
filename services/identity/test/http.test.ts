import type { Db, SqlQuery } from '@platform/kernel/db';
import {
  bearer,
  type Identity,
  openTestDatabase,
  SERVICE_SECRET,
  SUPER_ADMIN,
  signIn,
  startIdentity,
} from './harness.js';

let db: Db;
let databaseDown = false;
let identity: Identity;
beforeAll(async () => {
  db = await openTestDatabase();
  const flaky: Db = {
    ...db,
    query: <R>(query: SqlQuery) =>
      databaseDown ? Promise.reject(new Error('connection lost')) : db.query<R>(query),
  };
  identity = await startIdentity(flaky, {
    TOKEN_RATE_LIMIT_MAX: '3',
    TOKEN_RATE_LIMIT_WINDOW_MS: '60000',
    BODY_LIMIT_BYTES: '2048',
  });
});
afterAll(async () => {
  await identity.app.close();
  await db.close();
});

describe('failures in the GoTrue envelope', () => {
  const createUser = (payload: string) =>
    identity.app.inject({
      method: 'POST',
      url: '/auth/v1/admin/users',
      headers: { ...bearer(SERVICE_SECRET), 'content-type': 'application/json' },
      payload,
    });

  it('answers malformed JSON with 400', async () => {
    const res = await createUser('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'bad_request',
      error_code: 'bad_request',
      error_description: 'Malformed JSON body',
      code: 400,
      msg: 'Malformed JSON body',
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await createUser(JSON.stringify({ email: 'big@example.test', password: 'x'.repeat(4096) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large', code: 413 });
  });

  it('answers an unknown route with 404 and the correlation id', async () => {
    const res = await identity.app.inject({
      method: 'GET',
      url: '/auth/v1/nothing-here?x=1',
      headers: { 'x-correlation-id': 'corr-42' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-correlation-id']).toBe('corr-42');
    expect(res.json()).toMatchObject({
      error: 'not_found',
      code: 404,
      msg: 'Route GET /auth/v1/nothing-here not found',
    });
  });
});

describe('health and docs', () => {
  it('reports a reachable database', async () => {
    const res = await identity.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ service: 'identity', status: 'healthy', database: 'connected' });
  });

  it('reports an unreachable database as 500', async () => {
    databaseDown = true;
    try {
      const res = await identity.app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 'unhealthy', error: 'database unreachable' });
    } finally {
      databaseDown = false;
    }
  });

  it('serves the OpenAPI document with every endpoint', async () => {
    const doc = (await identity.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/auth/v1/.well-known/jwks.json',
      '/auth/v1/admin/users',
      '/auth/v1/admin/users/{id}',
      '/auth/v1/invite',
      '/auth/v1/logout',
      '/auth/v1/recover',
      '/auth/v1/resend',
      '/auth/v1/settings',
      '/auth/v1/signup',
      '/auth/v1/token',
      '/auth/v1/user',
      '/auth/v1/verify',
    ]);
    expect(Object.keys(doc.paths['/auth/v1/user'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/auth/v1/verify'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/auth/v1/admin/users/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
  });
});

describe('rate limit on POST /token', () => {
  it('counts down per client address, then answers 429 with Retry-After', async () => {
    const from = (remoteAddress: string) =>
      identity.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email: SUPER_ADMIN.email, password: 'wrong-password' },
        remoteAddress,
      });
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await from('203.0.113.7');
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      remaining.push(String(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.json()).toMatchObject({ error: 'rate_limited', code: 429 });

    expect((await from('203.0.113.8')).statusCode).toBe(400);
  });

  it('does not count other routes against the budget', async () => {
    const session = await signIn(identity.app, SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect(session.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await identity.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' });
      expect(res.statusCode).toBe(200);
    }
  });
});
