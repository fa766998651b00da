import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect as connectTcp, createServer, type Server, type Socket } from 'node:net';
import { type ChannelModel, connect as connectAmqp } from 'amqplib';
import { type Db, migrate, one, platformMigrations, sql } from '../db/index.js';
import { openTestDatabase } from '../testing/database.js';
import { openBus } from './open.js';
import { createOutbox } from './outbox.js';
import { connectRabbitBus } from './rabbit-bus.js';
import type { BusMessage, EventBus } from './types.js';

const AMQP_URL = process.env.AMQP_URL ?? '';
const silent = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

async function eventually(check: () => void | Promise<void>, ms = 8000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** A TCP relay in front of the broker that the test can cut and restore, on a fixed port. */
async function startProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connectTcp(Number(target.port || 5672), target.hostname);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', drop);
          socket.on('close', drop);
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  await listen();
  const url = new URL(target);
  url.port = String(port);
  return { url: url.toString(), cut, restore: listen };
}

describe.skipIf(!AMQP_URL)('RabbitMQ bus', () => {
  const suffix = randomBytes(4).toString('hex');
  // A per-run exchange and queues: parallel runs and other suites never see each other's messages.
  const exchange = `platform.events.test.${suffix}`;
  const queueName = (name: string) => `evt-test.${suffix}.${name}`;
  const usedQueues: string[] = [];
  const buses: EventBus[] = [];
  let admin: ChannelModel;

  async function openTestBus(url = AMQP_URL, redeliveryDelayMs = 50): Promise<EventBus> {
    const bus = await connectRabbitBus(url, {
      exchange,
      logger: silent,
      redeliveryDelayMs,
      reconnect: { initialDelayMs: 50, maxDelayMs: 300 },
    });
    buses.push(bus);
    return bus;
  }
  function queue(name: string): string {
    const q = queueName(name);
    usedQueues.push(q);
    return q;
  }

  beforeAll(async () => {
    admin = await connectAmqp(AMQP_URL);
  });
  afterAll(async () => {
    await Promise.allSettled(buses.map((b) => b.close()));
    const channel = await admin.createChannel();
    for (const q of usedQueues) await channel.deleteQueue(q);
    await channel.deleteExchange(exchange);
    await admin.close();
  });

  it('is what openBus picks when AMQP_URL is set, on the durable topic exchange platform.events', async () => {
    const bus = await openBus({ AMQP_URL }, silent);
    try {
      const channel = await admin.createChannel();
      await expect(channel.checkExchange('platform.events')).resolves.toBeDefined();
      await channel.close();
    } finally {
      await bus.close();
    }
  });

  it('fails to start when the broker cannot be reached', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => resolve(port));
      });
    });
    await expect(
      connectRabbitBus(`amqp://guest:guest@127.0.0.1:${closedPort}`, {
        logger: silent,
        reconnect: { initialDelayMs: 10, maxDelayMs: 20, initialRetries: 2 },
      }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });

  it('routes `profile.updated.*` to one word and `#` to everything', async () => {
    const bus = await openTestBus();
    const one: BusMessage[] = [];
    const all: string[] = [];
    await bus.subscribe('profile.updated.*', async (m) => void one.push(m), { queue: queue('one') });
    await bus.subscribe('#', async (m) => void all.push(m.routingKey), { queue: queue('all') });

    await bus.publish(
      'profile.updated.e1',
      { eventType: 'ProfileUpdated', id: 'e1' },
      {
        messageId: 'm-e1',
        headers: { 'x-correlation-id': 'c-1' },
      },
    );
    await bus.publish('profile.updated.e1.x', { id: 'x' });
    await bus.publish('order.created', { id: 'o1' });

    await eventually(() =>
      expect(all.sort()).toEqual(['order.created', 'profile.updated.e1', 'profile.updated.e1.x']),
    );
    expect(one.map((m) => m.routingKey)).toEqual(['profile.updated.e1']);
    expect(one[0]?.id).toBe('m-e1');
    expect(one[0]?.payload).toEqual({ eventType: 'ProfileUpdated', id: 'e1' });
    expect(one[0]?.headers).toEqual({ 'x-correlation-id': 'c-1' });
    expect(one[0]?.publishedAt).toBeInstanceOf(Date);
  });

  it('gives each message of a shared queue to one consumer, and redelivers what a handler threw on', async () => {
    const first = await openTestBus();
    const second = await openTestBus();
    const shared = queue('shared');
    const seen = new Map<string, number>();
    let failures = 0;
    const handler = async (m: BusMessage) => {
      if (m.id === 'job-3' && failures < 2) {
        failures++;
        throw new Error('transient failure');
      }
      seen.set(m.id, (seen.get(m.id) ?? 0) + 1);
    };
    await first.subscribe('job.*', handler, { queue: shared, prefetch: 2 });
    await second.subscribe('job.*', handler, { queue: shared, prefetch: 2 });

    const ids = Array.from({ length: 20 }, (_, i) => `job-${i}`);
    await Promise.all(ids.map((id) => first.publish('job.run', { id }, { messageId: id })));

    await eventually(() => expect(seen.size).toBe(20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const id of ids) expect(seen.get(id)).toBe(1);
    expect(failures).toBe(2);
  });

  it('gives a subscription without a queue its own, removed when it ends', async () => {
    const bus = await openTestBus();
    const received: unknown[] = [];
    const sub = await bus.subscribe('sse.*', async (m) => void received.push(m.payload));
    expect(sub.queue).toMatch(/^amq\.gen-/);
    await bus.publish('sse.tick', { n: 1 });
    await eventually(() => expect(received).toEqual([{ n: 1 }]));

    await sub.unsubscribe();
    const probe = await admin.createChannel();
    probe.on('error', () => {});
    await expect(probe.checkQueue(sub.queue)).rejects.toThrow(/NOT_FOUND/);
  });

  describe('broker outage', () => {
    let db: Db;
    beforeAll(async () => {
      db = await openTestDatabase();
      await migrate(db, 'evt_rabbit', [platformMigrations]);
    });
    afterAll(async () => {
      await db.close();
    });

    it('delivers an event written while the broker is unreachable once it is back', async () => {
      const proxy = await startProxy(new URL(AMQP_URL));
      const publisher = await openTestBus(proxy.url);
      const consumer = await openTestBus(proxy.url);
      const received: BusMessage[] = [];
      await consumer.subscribe('account.*', async (m) => void received.push(m), { queue: queue('outage') });
      const outbox = createOutbox({
        db,
        schema: 'evt_rabbit',
        bus: publisher,
        logger: silent,
        pollMs: 100,
        retry: { baseMs: 100, maxMs: 300 },
      });
      outbox.start();
      try {
        await outbox.transaction((tx) => outbox.add(tx, { routingKey: 'account.opened', payload: { n: 1 } }));
        await eventually(() => expect(received.map((m) => m.payload)).toEqual([{ n: 1 }]));

        await proxy.cut();
        await eventually(() =>
          expect(publisher.publish('probe.only', {})).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' }),
        );

        const id = await outbox.transaction((tx) =>
          outbox.add(tx, { routingKey: 'account.closed', payload: { n: 2 } }),
        );
        const row = () =>
          one<{ attempts: number; published_at: Date | null; last_error: string | null }>(
            db,
            sql`select attempts, published_at, last_error from evt_rabbit.outbox where id = ${id}::uuid`,
          );
        await eventually(async () => expect((await row()).attempts).toBeGreaterThanOrEqual(2));
        expect((await row()).published_at).toBeNull();
        expect((await row()).last_error).toMatch(/unreachable/);
        expect(received).toHaveLength(1);

        await proxy.restore();
        await eventually(() => expect(received.map((m) => m.id)).toContain(id));
        expect(received.filter((m) => m.id === id)).toHaveLength(1);
        expect(received.at(-1)?.payload).toEqual({ n: 2 });
        await eventually(async () => expect((await row()).published_at).toBeInstanceOf(Date));
      } finally {
        await outbox.stop();
        await proxy.cut();
      }
    });
  });
});
