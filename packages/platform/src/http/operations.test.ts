import type { AddressInfo } from 'node:net';
import { registerAuth } from '../auth/request-auth.js';
import { createTestIssuer } from '../auth/test-issuer.js';
import { createInProcessBus, streamEvents } from '../events/index.js';
import { sampleValue } from '../metrics/exposition.js';
import { captureLogs } from '../testing/capture.js';
import {
  addReadinessCheck,
  complianceEnvelope,
  createHttpApp,
  createLogger,
  type Envelope,
  gotrueEnvelope,
  type HttpApp,
  startDraining,
  statusEnvelope,
  Type,
  trainingEnvelope,
} from './index.js';

async function buildApp(service: string, envelope: Envelope = complianceEnvelope): Promise<HttpApp> {
  const app = await createHttpApp({
    service,
    envelope,
    logger: createLogger(service, 'silent'),
    bodyLimit: 4096,
    health: async () => ({ statusCode: 200, body: { service, status: 'healthy' } }),
  });
  app.get(
    '/things/:id',
    { schema: { params: Type.Object({ id: Type.String({ maxLength: 10 }) }) } },
    async (request) => ({ data: { id: request.params.id } }),
  );
  app.get('/boom', async () => {
    throw new Error('internal');
  });
  await app.ready();
  return app;
}

async function scrape(app: HttpApp): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

describe('GET /metrics', () => {
  let app: HttpApp;
  beforeAll(async () => {
    app = await buildApp('metrics-demo');
  });
  afterAll(() => app.close());

  it('counts requests, latency and server errors per route pattern, not per URL', async () => {
    const route = { service: 'metrics-demo', method: 'GET', route: '/things/:id' };
    const before = await scrape(app);
    expect(sampleValue(before, 'http_requests_total', { ...route, status_code: '200' })).toBeUndefined();

    for (const id of ['a', 'b', 'c']) await app.inject({ method: 'GET', url: `/things/${id}` });
    await app.inject({ method: 'GET', url: '/things/far-too-long-for-the-schema' });
    await app.inject({ method: 'GET', url: '/boom' });
    await app.inject({ method: 'GET', url: '/nowhere/at/all' });

    const after = await scrape(app);
    expect(sampleValue(after, 'http_requests_total', { ...route, status_code: '200' })).toBe(3);
    expect(sampleValue(after, 'http_requests_total', { ...route, status_code: '400' })).toBe(1);
    expect(sampleValue(after, 'http_request_duration_seconds_count', { ...route, status_code: '200' })).toBe(
      3,
    );
    expect(
      sampleValue(after, 'http_request_duration_seconds_bucket', {
        ...route,
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(3);
    const boom = { service: 'metrics-demo', method: 'GET', route: '/boom', status_code: '500' };
    expect(sampleValue(after, 'http_request_errors_total', boom)).toBe(1);
    expect(sampleValue(after, 'http_request_errors_total', { ...route, status_code: '400' })).toBeUndefined();
    expect(
      sampleValue(after, 'http_requests_total', {
        service: 'metrics-demo',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBe(1);
    // No raw URL becomes a label.
    expect(after).not.toContain('/things/a"');
    expect(sampleValue(after, 'http_requests_in_flight', { service: 'metrics-demo' })).toBe(1);
  });

  it("includes the process's event-loop lag and the listener's readiness", async () => {
    const text = await scrape(app);
    expect(sampleValue(text, 'nodejs_eventloop_lag_seconds')).toEqual(expect.any(Number));
    expect(sampleValue(text, 'nodejs_eventloop_lag_p99_seconds')).toEqual(expect.any(Number));
    expect(sampleValue(text, 'http_listener_ready', { service: 'metrics-demo' })).toBe(1);
  });

  it('is served by every listener of the process from one registry', async () => {
    const other = await buildApp('metrics-other');
    try {
      await other.inject({ method: 'GET', url: '/things/x' });
      const seenByFirst = await scrape(app);
      expect(
        sampleValue(seenByFirst, 'http_requests_total', {
          service: 'metrics-other',
          route: '/things/:id',
          status_code: '200',
        }),
      ).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('stays out of the OpenAPI document, like /health', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect(Object.keys(doc.paths)).not.toContain('/ready');
  });
});

describe('GET /ready', () => {
  it('is 200 while every check passes, and 503 in the envelope when the database is unreachable', async () => {
    const app = await buildApp('ready-demo');
    let databaseUp = true;
    addReadinessCheck(app, 'database', async () => {
      if (!databaseUp) throw new Error('connection refused');
    });
    try {
      const ok = await app.inject({ method: 'GET', url: '/ready' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ service: 'ready-demo', status: 'ready' });

      databaseUp = false;
      const down = await app.inject({ method: 'GET', url: '/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        error: 'Service cannot reach database',
        code: 'SERVICE_UNAVAILABLE',
        details: { reason: 'unreachable', checks: ['database'] },
        correlationId: down.headers['x-correlation-id'],
      });
      // The liveness check stays cheap and does not follow the database.
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

      databaseUp = true;
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts a check that hangs as failed', async () => {
    const app = await buildApp('ready-hang');
    addReadinessCheck(app, 'database', () => new Promise<void>(() => {}));
    try {
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().details).toEqual({ reason: 'unreachable', checks: ['database'] });
    } finally {
      await app.close();
    }
  }, 10_000);

  it.each([
    ['training', trainingEnvelope],
    ['status', statusEnvelope],
    ['gotrue', gotrueEnvelope],
  ] as const)('answers 503 in the %s envelope while draining', async (_name, envelope) => {
    const app = await buildApp(`drain-${envelope.name}`, envelope);
    try {
      startDraining(app);
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(envelope.isError(res.json())).toBe(true);
      const text = await scrape(app);
      expect(sampleValue(text, 'http_listener_ready', { service: `drain-${envelope.name}` })).toBe(0);
      // Requests are still served while the load balancer takes the replica out.
      expect((await app.inject({ method: 'GET', url: '/things/x' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('request logs', () => {
  const secrets = {
    bearer: '',
    password: 'correct-horse-battery-staple',
    refreshToken: 'rt-7f3a9c1e5b2d4f6a8c0e',
    hash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
    cookie: 'sb-session=cookie-value-91b2c3d4',
    queryToken: 'query-token-55aa66bb77cc',
    serviceSecret: 'service-secret-0123456789abcdef',
    resetToken: 'reset-token-a1b2c3d4e5',
  };
  const logs = captureLogs();
  let app: HttpApp;
  const tenantId = '7d0f4c8e-55b1-4c5e-a0a8-3f4f1e2d9c10';

  beforeAll(async () => {
    const issuer = await createTestIssuer();
    secrets.bearer = await issuer.mint({ tenantId, email: 'asha@example.test' });
    app = await createHttpApp({
      service: 'logs-demo',
      envelope: complianceEnvelope,
      logger: createLogger('logs-demo', 'info', logs.destination),
      bodyLimit: 4096,
      health: async () => ({ statusCode: 200, body: { status: 'healthy' } }),
    });
    registerAuth(app, issuer.verifier);
    app.get('/things/:id', async (request) => ({ data: { id: (request.params as { id: string }).id } }));
    // A careless handler that logs what it was sent, and one whose error carries a request's config.
    app.post('/sessions', async (request) => {
      request.log.info({ body: request.body }, 'sign-in attempt');
      return { data: { ok: true } };
    });
    app.get('/upstream', async () => {
      const err = new Error('upstream refused') as Error & Record<string, unknown>;
      err.config = {
        headers: { Authorization: `Bearer ${secrets.bearer}`, 'X-Service-Secret': secrets.serviceSecret },
      };
      err.response = {
        data: { user: { encrypted_password: secrets.hash, recovery_token: secrets.resetToken } },
      };
      throw err;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes one JSON line per request with correlation id, tenant, route, status and duration', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/things/42?sort=name',
      headers: { authorization: `Bearer ${secrets.bearer}`, 'x-correlation-id': 'corr-log-1' },
    });
    expect(res.statusCode).toBe(200);
    const lines = logs.lines().filter((l) => l.correlationId === 'corr-log-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      service: 'logs-demo',
      correlationId: 'corr-log-1',
      tenant: tenantId,
      method: 'GET',
      route: '/things/:id',
      path: '/things/42',
      statusCode: 200,
      durationMs: expect.any(Number),
    });

    await app.inject({ method: 'GET', url: '/nowhere', headers: { 'x-correlation-id': 'corr-log-2' } });
    const unmatched = logs.lines().filter((l) => l.correlationId === 'corr-log-2' && l.msg === 'request');
    expect(unmatched).toEqual([
      expect.objectContaining({ route: 'unmatched', statusCode: 404, tenant: null }),
    ]);
  });

  it('never writes a credential, however it reaches the log', async () => {
    await app.inject({
      method: 'POST',
      url: `/sessions?access_token=${secrets.queryToken}`,
      headers: {
        authorization: `Bearer ${secrets.bearer}`,
        cookie: secrets.cookie,
        'x-service-secret': secrets.serviceSecret,
      },
      payload: {
        email: 'asha@example.test',
        password: secrets.password,
        refresh_token: secrets.refreshToken,
        profile: { account: { credentials: { password_hash: secrets.hash, token: secrets.resetToken } } },
      },
    });
    const failed = await app.inject({
      method: 'GET',
      url: `/upstream?token=${secrets.queryToken}`,
      headers: { authorization: `Bearer ${secrets.bearer}`, cookie: secrets.cookie },
    });
    expect(failed.statusCode).toBe(500);

    const text = logs.text();
    // The lines were written: the careless handler's and the failure's.
    expect(text).toContain('sign-in attempt');
    expect(text).toContain('upstream refused');
    expect(text).toContain('asha@example.test');
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(8);
      expect(text, `${name} reached the log`).not.toContain(value);
    }
    // Nor any piece of the token (its signature alone would let no one in, but its payload names the user).
    for (const part of secrets.bearer.split('.')) expect(text).not.toContain(part);
  });
});

describe('an event stream the client closes', () => {
  it('is logged and counted once, as it was answered, and leaves no request in flight', async () => {
    const logs = captureLogs();
    const bus = createInProcessBus();
    const app = await createHttpApp({
      service: 'stream-demo',
      envelope: trainingEnvelope,
      logger: createLogger('stream-demo', 'info', logs.destination),
      bodyLimit: 1024,
      health: async () => ({ statusCode: 200, body: { status: 'healthy' } }),
    });
    app.get('/events', (request, reply) => streamEvents(request, reply, bus, { pattern: 'demo.#' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const client = new AbortController();
      const stream = await fetch(`${base}/events`, {
        signal: client.signal,
        headers: { 'x-correlation-id': 'stream-1' },
      });
      await stream.body?.getReader().read();
      const open = await (await fetch(`${base}/metrics`)).text();
      // The stream, and the scrape itself.
      expect(sampleValue(open, 'http_requests_in_flight', { service: 'stream-demo' })).toBe(2);
      client.abort();
      await vi.waitFor(() =>
        expect(logs.lines().filter((l) => l.correlationId === 'stream-1')).toEqual([
          expect.objectContaining({ msg: 'request', route: '/events', statusCode: 200, aborted: true }),
        ]),
      );
      const closed = await (await fetch(`${base}/metrics`)).text();
      expect(sampleValue(closed, 'http_requests_in_flight', { service: 'stream-demo' })).toBe(1);
      expect(
        sampleValue(closed, 'http_requests_total', {
          service: 'stream-demo',
          route: '/events',
          status_code: '200',
        }),
      ).toBe(1);
    } finally {
      await app.close();
      await bus.close();
    }
  });
});
