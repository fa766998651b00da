import { createHttpApp, createLogger, type HttpApp, statusEnvelope, Type } from './index.js';

const Item = Type.Object({ name: Type.String(), qty: Type.Integer() });

/** One route of each kind: a body with every JSON type, and a query string and path that carry text. */
async function buildApp(received: unknown[]): Promise<HttpApp> {
  const app = await createHttpApp({
    service: 'types',
    envelope: statusEnvelope,
    logger: createLogger('types', 'silent'),
    bodyLimit: 64 * 1024,
    health: async () => ({ statusCode: 200, body: { status: 'healthy' } }),
  });
  app.addSchema({ $id: 'Money', type: 'number', exclusiveMinimum: 0 });
  app.post(
    '/orders',
    {
      schema: {
        body: Type.Object({
          amount: Type.Number({ exclusiveMinimum: 0 }),
          fee: Type.Optional(Type.Ref('Money')),
          count: Type.Integer({ minimum: 0 }),
          urgent: Type.Boolean(),
          note: Type.Optional(Type.String()),
          tags: Type.Array(Type.String()),
          rates: Type.Optional(Type.Record(Type.String(), Type.Number())),
          items: Type.Optional(Type.Array(Item)),
          status: Type.Optional(Type.String({ default: 'open' })),
        }),
      },
    },
    async (request, reply) => {
      received.push(request.body);
      return reply.status(201).send({ ok: true });
    },
  );
  app.get(
    '/orders/:id',
    {
      schema: {
        params: Type.Object({ id: Type.Integer() }),
        querystring: Type.Object({
          full: Type.Optional(Type.Boolean()),
          tag: Type.Optional(Type.Array(Type.String())),
        }),
      },
    },
    async (request) => ({
      id: request.params.id,
      full: request.query.full ?? false,
      tag: request.query.tag ?? [],
    }),
  );
  await app.ready();
  return app;
}

const valid = { amount: 12.5, count: 2, urgent: false, tags: ['a'] };

describe('JSON body types', () => {
  const received: unknown[] = [];
  let app: HttpApp;
  beforeAll(async () => {
    app = await buildApp(received);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    received.length = 0;
  });

  it('accepts a body whose values have the declared types, and fills defaults', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/orders',
      payload: { ...valid, fee: 1, rates: { cut: 3 } },
    });
    expect(res.statusCode).toBe(201);
    expect(received).toEqual([{ ...valid, fee: 1, rates: { cut: 3 }, status: 'open' }]);
  });

  it.each([
    ['a boolean for a number', { amount: true }, 'body.amount'],
    ['a numeric string for a number', { amount: '1e3' }, 'body.amount'],
    ['a numeric string for a shared schema', { fee: '12' }, 'body.fee'],
    ['a numeric string for an integer', { count: '2' }, 'body.count'],
    ['a boolean for an integer', { count: true }, 'body.count'],
    ['a string for a boolean', { urgent: 'true' }, 'body.urgent'],
    ['a number for a boolean', { urgent: 1 }, 'body.urgent'],
    ['a number for a string', { note: 12 }, 'body.note'],
    ['null for a string', { note: null }, 'body.note'],
    ['null for a number', { amount: null }, 'body.amount'],
    ['a scalar for an array', { tags: 'red' }, 'body.tags'],
    ['a numeric string in a map of numbers', { rates: { cut: '12' } }, 'body.rates.cut'],
    ['a numeric string inside an array of objects', { items: [{ name: 'x', qty: '3' }] }, 'body.items.0.qty'],
    ['an object for an array', { tags: { 0: 'a' } }, 'body.tags'],
  ])('refuses %s (400 naming the field) and the handler never runs', async (_case, change, field) => {
    const res = await app.inject({ method: 'POST', url: '/orders', payload: { ...valid, ...change } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
    expect(received).toEqual([]);
  });

  it('still reads numbers, booleans and lists from the query string and path', async () => {
    const one = await app.inject({ method: 'GET', url: '/orders/42?full=true&tag=a' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ id: 42, full: true, tag: ['a'] });
    const two = await app.inject({ method: 'GET', url: '/orders/7?tag=a&tag=b' });
    expect(two.json()).toEqual({ id: 7, full: false, tag: ['a', 'b'] });
    const bad = await app.inject({ method: 'GET', url: '/orders/seven' });
    expect(bad.statusCode).toBe(400);
  });
});
