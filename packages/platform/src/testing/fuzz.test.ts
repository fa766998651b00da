import { describe, expect, it } from 'vitest';
import { complianceEnvelope, Type } from '../http/index.js';
import { fuzzService } from './fuzz.js';
import { createTestHttpApp } from './http.js';

const Item = Type.Object({ name: Type.String({ maxLength: 50 }), count: Type.Integer({ minimum: 0 }) });

async function appWith(broken: boolean) {
  const app = await createTestHttpApp({ bodyLimit: 1024 * 1024 });
  app.post('/items', { schema: { body: Item } }, async (request) => {
    // The deliberate faults: an unhandled error on a large count, and a bare 400 of its own.
    if (broken && request.body.count > 1000) throw new Error('boom');
    return { data: request.body };
  });
  app.get(
    '/items/:id',
    { schema: { params: Type.Object({ id: Type.String({ maxLength: 100 }) }) } },
    async (request, reply) => {
      if (broken && request.params.id.includes('..')) return reply.status(400).send('bad id');
      return { data: { id: request.params.id } };
    },
  );
  await app.ready();
  return app;
}

describe('the fuzz check', () => {
  it('reports a 500 and an error outside the envelope, with the request that caused them', async () => {
    const app = await appWith(true);
    const report = await fuzzService({
      targets: [{ name: 'test', app }],
      envelope: complianceEnvelope,
      tokens: { forged: 'a.b.c' },
      perOperation: 1000,
    });
    await app.close();
    expect(report.operations).toBe(2);
    const reasons = new Set(report.failures.map((f) => `${f.method} ${f.reason}`));
    expect(reasons).toEqual(new Set(['POST status 500', 'GET error body is not JSON']));
    expect(report.failures.find((f) => f.statusCode === 500)).toMatchObject({
      url: '/items',
      caller: 'none',
    });
  });

  it('passes a service whose every answer is a success or an error in its envelope', async () => {
    const app = await appWith(false);
    const report = await fuzzService({
      targets: [{ name: 'test', app }],
      envelope: complianceEnvelope,
      tokens: { forged: 'a.b.c' },
    });
    await app.close();
    expect(report.failures).toEqual([]);
    expect(report.requests).toBeGreaterThan(50);
  });
});
