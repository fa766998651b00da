import { Writable } from 'node:stream';
import { sql } from '../db/sql.js';
import type { Db } from '../db/types.js';
import { openTestDatabase } from '../testing/database.js';
import {
  createHttpApp,
  createLogger,
  type Envelope,
  type HttpApp,
  PageQuery,
  pageOf,
  statusEnvelope,
  Type,
  trainingEnvelope,
} from './index.js';

/** Every line the service's logger writes, as text. */
function logSink(): { stream: Writable; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

const HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$W9yUcMNqmH3ybnl1iHuf0h0w9Ub4hfLaoRaIYxkgUXY';

async function buildApp(db: Db, envelope: Envelope, log: Writable, origins: string[] = []): Promise<HttpApp> {
  const app = await createHttpApp({
    service: 'hostile',
    envelope,
    logger: createLogger('hostile', 'info', log),
    bodyLimit: 64 * 1024,
    trustProxy: true,
    cors: { origins },
    health: async () => ({ statusCode: 200, body: { status: 'healthy' } }),
  });
  app.get(
    '/things',
    {
      schema: {
        querystring: Type.Object({
          search: Type.Optional(Type.String({ maxLength: 200 })),
          from: Type.Optional(Type.String({ format: 'date-time' })),
          on: Type.Optional(Type.String({ format: 'date' })),
          ...PageQuery,
        }),
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows } = await db.query<{ found: string | null; since: string | null }>(
        sql`select ${request.query.search ?? null}::text as found,
                   ${request.query.from ?? null}::timestamptz::text as since
            offset ${page.offset} limit ${page.limit}`,
      );
      return { data: rows };
    },
  );
  app.get('/things/:id', { schema: { params: Type.Object({ id: Type.String() }) } }, async (request) => {
    const { rows } = await db.query(sql`select ${request.params.id}::text as id`);
    return { data: rows[0] };
  });
  app.post(
    '/things',
    {
      schema: {
        body: Type.Object({
          name: Type.String(),
          data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        }),
      },
    },
    async (request, reply) => {
      const { rows } = await db.query(
        sql`select ${request.body.name}::text as name, ${JSON.stringify(request.body.data ?? {})}::jsonb as data`,
      );
      return reply.status(201).send({ data: rows[0] });
    },
  );
  // What the schemas cannot catch: a value the database itself refuses (here an unchecked cast).
  app.get('/cast', async (request) => {
    const { day } = request.query as { day?: string };
    await db.query(sql`select ${day ?? ''}::date as day`);
    return { data: 'ok' };
  });
  // A failing statement whose parameters hold a password hash.
  app.post('/users', async () => {
    await db.query(sql`insert into hostile_users (email, password_hash) values (${'a@b.test'}, ${HASH})`);
    return { data: 'never' };
  });
  await app.ready();
  return app;
}

describe('hostile input, in the kernel', () => {
  let db: Db;
  let app: HttpApp;
  const log = logSink();

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.exec(
      `create table hostile_users (email text primary key, password_hash text not null check (email <> 'a@b.test'))`,
    );
    app = await buildApp(db, trainingEnvelope, log.stream, ['https://app.example.test']);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const expectRefused = (
    res: { statusCode: number; json: () => Record<string, unknown>; headers: Record<string, unknown> },
    field?: string,
  ) => {
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', correlationId: res.headers['x-correlation-id'] });
    if (field) expect(body.message).toContain(field);
  };

  it('refuses a NUL in the query, the path and the body, naming the field', async () => {
    expectRefused(await app.inject({ method: 'GET', url: '/things?search=a%00b' }), 'querystring.search');
    expectRefused(await app.inject({ method: 'GET', url: '/things/a%00' }), 'params.id');
    expectRefused(
      await app.inject({ method: 'POST', url: '/things', payload: { name: 'a\u0000b' } }),
      'body.name',
    );
  });

  it('refuses a NUL or a lone surrogate inside free-form JSON, in values and in keys', async () => {
    expectRefused(
      await app.inject({ method: 'POST', url: '/things', payload: { name: 'x', data: { x: 'a\u0000b' } } }),
      'body.data.x',
    );
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/things',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":"x","data":{"deep":[{"y":"\\ud800"}]}}',
      }),
      'body.data.deep[0].y',
    );
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/things',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":"x","data":{"k\\u0000":"v"}}',
      }),
      'key',
    );
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/things',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":"a\\ud800b"}',
      }),
      'body.name',
    );
  });

  it('keeps well-formed text, emoji and other scripts as they are', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: 'नमस्ते 😀 ₹', data: { ключ: '✓' } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { name: 'नमस्ते 😀 ₹', data: { ключ: '✓' } } });
  });

  it('bounds pagination', async () => {
    expectRefused(await app.inject({ method: 'GET', url: '/things?page=1e21' }), 'querystring.page');
    expectRefused(await app.inject({ method: 'GET', url: '/things?page=10001' }), 'querystring.page');
    expectRefused(await app.inject({ method: 'GET', url: '/things?limit=101' }), 'querystring.limit');
    expect((await app.inject({ method: 'GET', url: '/things?page=10000&limit=100' })).statusCode).toBe(200);
  });

  it('accepts only dates PostgreSQL stores', async () => {
    expectRefused(await app.inject({ method: 'GET', url: '/things?on=0000-01-01' }), 'querystring.on');
    expectRefused(await app.inject({ method: 'GET', url: '/things?on=2023-02-29' }), 'querystring.on');
    expectRefused(
      await app.inject({
        method: 'GET',
        url: `/things?from=${encodeURIComponent('9999-12-31T23:59:59-23:59')}`,
      }),
      'querystring.from',
    );
    expectRefused(
      await app.inject({ method: 'GET', url: '/things?from=0000-01-01T00:00:00Z' }),
      'querystring.from',
    );
    expect((await app.inject({ method: 'GET', url: '/things?on=2024-02-29' })).statusCode).toBe(200);
    const ok = await app.inject({
      method: 'GET',
      url: `/things?from=${encodeURIComponent('9999-12-31T23:59:59+14:00')}`,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers a data exception of the database with 400 in words, the SQLSTATE in the log only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/cast?day=0000-01-01',
      headers: { 'x-correlation-id': 'cast-1' },
    });
    expectRefused(res);
    expect(res.json().message).toMatch(/date or time in the request/);
    expect(res.body).not.toMatch(/sqlstate|22008|22007/i);
    const line = log
      .text()
      .split('\n')
      .find((l) => l.includes('"cast-1"') && l.includes('request rejected'));
    expect(line).toMatch(/"sqlstate":"2200[78]"/);
  });

  it('answers a malformed percent-encoding in the path in the envelope, with a correlation id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/things/%ZZ',
      headers: { 'x-correlation-id': 'bad-url-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-correlation-id']).toBe('bad-url-1');
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Malformed request path',
      correlationId: 'bad-url-1',
    });
  });

  it('logs a failing statement by its text and SQLSTATE, never its parameters', async () => {
    const res = await app.inject({ method: 'POST', url: '/users' });
    expect(res.statusCode).toBe(500);
    const written = log.text();
    expect(written).toContain('23514');
    expect(written).toContain('insert into hostile_users');
    expect(written).not.toContain(HASH);
    expect(written).not.toContain('c29tZXNhbHRzb21lc2FsdA');
    expect(written).not.toContain('a@b.test');
  });

  it('sends security headers and no-store on every response, HSTS only over TLS', async () => {
    for (const url of ['/things', '/things/x', '/health', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const tls = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('keeps the docs page working', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const script = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });

  it('answers a preflight from an allowed origin, and gives another origin no CORS headers', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/things',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight('https://app.example.test');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.test');
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const other = await preflight('https://evil.example.test');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-methods']).toBeUndefined();
    const simple = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://app.example.test' },
    });
    expect(simple.headers['access-control-allow-origin']).toBe('https://app.example.test');
    expect(simple.headers['access-control-expose-headers']).toContain('x-correlation-id');
  });
});

describe('hostile input, other envelopes', () => {
  it('factory and portal errors keep their envelope for refused text', async () => {
    const db = await openTestDatabase();
    const app = await buildApp(db, statusEnvelope, logSink().stream);
    const res = await app.inject({ method: 'GET', url: '/things?search=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      message: expect.stringContaining('querystring.search'),
    });
    await app.close();
    await db.close();
  });
});
