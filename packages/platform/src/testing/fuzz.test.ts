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

const Order = Type.Object({
  amount: Type.Number({ exclusiveMinimum: 0 }),
  urgent: Type.Optional(Type.Boolean()),
  tags: Type.Array(Type.String()),
  rates: Type.Optional(Type.Record(Type.String(), Type.Number())),
  lines: Type.Optional(Type.Array(Type.Object({ qty: Type.Integer() }))),
  note: Type.Optional(Type.Union([Type.Number(), Type.String()])),
});

/** One route whose validator lets any body through (the fault), one validated as the kernel does. */
async function ordersApp() {
  const app = await createTestHttpApp({ bodyLimit: 1024 * 1024 });
  app.post('/lax', { schema: { body: Order }, validatorCompiler: () => () => true }, async () => ({
    data: 'ok',
  }));
  app.post('/strict', { schema: { body: Order } }, async () => ({ data: 'ok' }));
  await app.ready();
  return app;
}

describe('the fuzz check', () => {
  it('reports a body accepted with a field of the wrong JSON type, on every typed field, nested ones included', async () => {
    const app = await ordersApp();
    const report = await fuzzService({
      targets: [{ name: 'test', app }],
      envelope: complianceEnvelope,
      tokens: {},
      perOperation: 5,
    });
    await app.close();
    const accepted = report.failures.map((f) => `${f.url} ${f.reason.replace(/: a value.*$/, '')}`);
    expect(new Set(accepted)).toEqual(
      new Set([
        '/lax accepted body.amount given the string "12"',
        '/lax accepted body.amount given true',
        '/lax accepted body.urgent given the number 1',
        '/lax accepted body.urgent given the string "true"',
        '/lax accepted body.tags given one item, "x", without its list',
        '/lax accepted body.rates.* given the string "12"',
        '/lax accepted body.rates.* given true',
        '/lax accepted body.lines given one item, {"qty":1}, without its list',
        '/lax accepted body.lines[].qty given the string "12"',
        '/lax accepted body.lines[].qty given true',
        // `note` takes a number or a string: "12" is one of them, and `true` is neither.
        '/lax accepted body.note given true',
      ]),
    );
    expect(report.failures.every((f) => f.statusCode === 200)).toBe(true);
  });

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
