import { DomainError } from '../errors/index.js';
import {
  complianceEnvelope,
  createHttpApp,
  createLogger,
  type Envelope,
  type HttpApp,
  statusEnvelope,
  Type,
  trainingEnvelope,
} from './index.js';

async function buildApp(envelope: Envelope, healthy = true): Promise<HttpApp> {
  const app = await createHttpApp({
    service: 'demo',
    envelope,
    logger: createLogger('demo', 'silent'),
    bodyLimit: 2048,
    health: async () =>
      healthy
        ? { statusCode: 200, body: { service: 'demo', status: 'healthy' } }
        : { statusCode: 500, body: { status: 'unhealthy', error: 'database unreachable' } },
  });
  app.post(
    '/things',
    {
      schema: {
        body: Type.Object({ name: Type.String({ minLength: 2 }), count: Type.Integer({ minimum: 0 }) }),
        response: { 201: Type.Object({ data: Type.Object({ name: Type.String() }) }) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: { name: request.body.name } }),
  );
  app.get('/conflict', async () => {
    throw new DomainError('VERSION_CONFLICT', 'stale version', { currentVersion: 3 });
  });
  app.get('/boom', async () => {
    throw new Error('secret internal detail');
  });
  await app.ready();
  return app;
}

describe('http app', () => {
  let app: HttpApp;
  beforeAll(async () => {
    app = await buildApp(complianceEnvelope);
  });
  afterAll(() => app.close());

  it('echoes a given correlation id and invents one otherwise', async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-correlation-id': 'abc-123' },
    });
    expect(given.headers['x-correlation-id']).toBe('abc-123');
    const made = await app.inject({ method: 'GET', url: '/health' });
    expect(made.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.json()).toEqual({ service: 'demo', status: 'healthy' });
  });

  it('maps validation failures to the envelope with field details', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', payload: { name: 'x', count: -1 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.correlationId).toBe(res.headers['x-correlation-id']);
    const fields = (body.details.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['body.count', 'body.name']);
  });

  it('names a missing property', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', payload: { name: 'xy' } });
    expect(res.json().details.fields).toEqual([{ field: 'body.count', message: expect.any(String) }]);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    // compliance's envelope: one code for every 400.
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Malformed JSON body' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5000), count: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unknown route with 404 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Route GET /nowhere not found' });
  });

  it('maps domain errors through the catalogue', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'VERSION_CONFLICT', details: { currentVersion: 3 } });
  });

  it('hides internal errors', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
    expect(res.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
  });

  it('serves the OpenAPI document and a docs page', async () => {
    const doc = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(doc.json().paths['/things'].post).toBeDefined();
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('envelopes', () => {
  it('training errors carry status, message and correlationId', async () => {
    const app = await buildApp(trainingEnvelope);
    const res = await app.inject({ method: 'GET', url: '/missing', headers: { 'x-correlation-id': 'c1' } });
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Route GET /missing not found',
      correlationId: 'c1',
    });
    await app.close();
  });

  it('factory and portal errors carry status and message', async () => {
    const app = await buildApp(statusEnvelope);
    const res = await app.inject({ method: 'GET', url: '/missing' });
    expect(res.json()).toEqual({ status: 'error', message: 'Route GET /missing not found' });
    await app.close();
  });

  it('an unhealthy service answers 500', async () => {
    const app = await buildApp(complianceEnvelope, false);
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'unhealthy', error: 'database unreachable' });
    await app.close();
  });
});
