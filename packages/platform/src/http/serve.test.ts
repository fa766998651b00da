import type { AddressInfo } from 'node:net';
import { many, migrate, platformMigrations, sql } from '../db/index.js';
import type { Db } from '../db/types.js';
import { createInProcessBus, createOutbox, type EventBus, streamEvents } from '../events/index.js';
import { createWorkQueue } from '../jobs/index.js';
import { watchDatabase } from '../runtime/operations.js';
import { captureEvents } from '../testing/capture.js';
import { openTestDatabase } from '../testing/database.js';
import {
  createHttpApp,
  createLogger,
  type HttpApp,
  type Listener,
  serveUntilSignalled,
  trainingEnvelope,
} from './index.js';

const SCHEMA = 'drain_test';
const logger = createLogger('drain', 'silent');

function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Reads a response body to its end; resolves with the text, or rejects if the stream breaks. */
async function readToEnd(body: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of body) text += decoder.decode(chunk, { stream: true });
  return text;
}

describe('graceful shutdown', () => {
  let db: Db;
  let bus: EventBus;

  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db, SCHEMA, [platformMigrations]);
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(() => {
    bus = createInProcessBus();
  });
  afterEach(async () => {
    await bus.close();
  });

  it('turns readiness off, finishes the request in flight, ends event streams, stops runners after their item, flushes the outbox, then exits 0', async () => {
    const order: string[] = [];
    const slowStarted = gate();
    const releaseSlow = gate();
    const itemStarted = gate();
    const releaseItem = gate();
    const published = await captureEvents(bus, 'drain.#');

    const app: HttpApp = await createHttpApp({
      service: 'drain',
      envelope: trainingEnvelope,
      logger,
      bodyLimit: 4096,
      health: async () => ({ statusCode: 200, body: { status: 'healthy' } }),
    });
    app.get('/slow', async () => {
      slowStarted.open();
      await releaseSlow.opened;
      order.push('slow request answered');
      return { status: 'success', data: 'finished' };
    });
    app.get('/events', (request, reply) => streamEvents(request, reply, bus, { pattern: 'drain.#' }));

    // What a service runs beside its listener, stopped by its onClose hook as services do.
    const outbox = createOutbox({ db, schema: SCHEMA, bus, logger, pollMs: 60_000 });
    const queue = createWorkQueue({ db, schema: SCHEMA, logger });
    queue.work(
      'reports',
      async () => {
        itemStarted.open();
        await releaseItem.opened;
        order.push('work item finished');
      },
      { pollMs: 10 },
    );
    app.addHook('onClose', async () => {
      await queue.stop();
      order.push('job runners stopped');
      await outbox.stop();
      order.push('outbox stopped');
    });
    await app.ready();
    outbox.start();
    queue.start();

    const listener: Listener = { name: 'drain', app, port: 0 };
    const exits: number[] = [];
    const unwatch = watchDatabase([listener], db, 'drain-pool');
    const served = await serveUntilSignalled(
      [listener],
      '127.0.0.1',
      async () => {
        unwatch();
        order.push('backends closed');
      },
      { delayMs: 300, timeoutMs: 10_000, logger, exit: (code) => void exits.push(code) },
    );
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    expect((await fetch(`${base}/ready`)).status).toBe(200);
    const stream = await fetch(`${base}/events`);
    expect(stream.status).toBe(200);
    const streamText = readToEnd(stream.body as ReadableStream<Uint8Array>);
    const slow = fetch(`${base}/slow`);
    await slowStarted.opened;
    await queue.enqueue(db, 'reports', { month: '2026-10' });
    await itemStarted.opened;
    // Committed without waking the relay (its poll is a minute away): only the flush can send it.
    await db.transaction((tx) => outbox.add(tx, { routingKey: 'drain.committed', payload: { n: 1 } }));

    const stopping = served.stop('SIGTERM');

    // Draining: readiness is off, in the service's envelope, while requests are still served.
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'error',
      message: 'Service is shutting down',
      correlationId: expect.any(String),
    });
    expect((await fetch(`${base}/health`)).status).toBe(200);

    // After the delay the listener stops accepting, while the slow request is still in flight.
    await vi.waitFor(
      async () => {
        await expect(fetch(`${base}/health`, { signal: AbortSignal.timeout(500) })).rejects.toThrow();
      },
      { timeout: 5_000, interval: 50 },
    );
    // The event stream was ended cleanly (its body completes, no error).
    expect(await streamText).toContain(': connected');
    expect(order).toEqual([]);

    releaseSlow.open();
    const answered = await slow;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ status: 'success', data: 'finished' });

    // The runner is waited for: it finishes the item it holds before the process goes on.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['slow request answered']);
    releaseItem.open();

    expect(await stopping).toBe(0);
    expect(exits).toEqual([0]);
    expect(order).toEqual([
      'slow request answered',
      'work item finished',
      'job runners stopped',
      'outbox stopped',
      'backends closed',
    ]);
    const items = await many<{ status: string }>(
      db,
      sql`select status from ${sql.ident(SCHEMA, 'work_items')}`,
    );
    expect(items).toEqual([{ status: 'done' }]);
    await published.waitFor((m) => m.routingKey === 'drain.committed', 1000);
    const pending = await many(
      db,
      sql`select id from ${sql.ident(SCHEMA, 'outbox')} where published_at is null`,
    );
    expect(pending).toEqual([]);
    await published.stop();
  });

  it('stops what stands in front first, while the listeners still answer its calls', async () => {
    const app = await createHttpApp({
      service: 'behind',
      envelope: trainingEnvelope,
      logger,
      bodyLimit: 4096,
      health: async () => ({ statusCode: 200, body: { status: 'healthy' } }),
    });
    app.get('/ping', async () => ({ status: 'success', data: 'pong' }));
    const order: string[] = [];
    app.addHook('onClose', async () => void order.push('listener closed'));
    let base = '';
    const exits: number[] = [];
    const served = await serveUntilSignalled(
      [{ name: 'behind', app, port: 0 }],
      '127.0.0.1',
      async () => {},
      {
        logger,
        exit: (code) => void exits.push(code),
        // A front end finishing its last page: the page still calls the service behind it.
        closeFirst: async () => {
          const res = await fetch(`${base}/ping`);
          order.push(`front's last call answered ${res.status}`);
        },
      },
    );
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    expect(await served.stop('SIGTERM')).toBe(0);
    expect(order).toEqual(["front's last call answered 200", 'listener closed']);
    expect(exits).toEqual([0]);
  });

  it('exits 1 when draining outlasts the timeout', async () => {
    const app = await createHttpApp({
      service: 'stuck',
      envelope: trainingEnvelope,
      logger,
      bodyLimit: 4096,
      health: async () => ({ statusCode: 200, body: { status: 'healthy' } }),
    });
    const never = gate();
    app.addHook('onClose', () => never.opened);
    const exits: number[] = [];
    const served = await serveUntilSignalled([{ name: 'stuck', app, port: 0 }], '127.0.0.1', async () => {}, {
      timeoutMs: 1_000,
      logger,
      exit: (code) => void exits.push(code),
    });
    expect(await served.stop('SIGTERM')).toBe(1);
    expect(exits).toEqual([1]);
    never.open();
  });
});
