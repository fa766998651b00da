import { type Db, migrate, one, platformMigrations, sql } from '../db/index.js';
import { openTestDatabase } from '../testing/database.js';
import { createInProcessBus } from './in-process-bus.js';
import { createOutbox, type Outbox, outboxInsert } from './outbox.js';
import type { BusMessage, EventBus, PublishOptions } from './types.js';

const silent = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

async function eventually(check: () => void | Promise<void>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

interface OutboxRow {
  routing_key: string;
  payload: unknown;
  headers: unknown;
  published_at: Date | null;
  attempts: number;
  last_error: string | null;
  retry_in_ms: number;
}

describe('transactional outbox', () => {
  let db: Db;
  let bus: EventBus;
  let received: BusMessage[];
  let outbox: Outbox | undefined;

  const rowOf = (id: string) =>
    one<OutboxRow>(
      db,
      sql`select routing_key, payload, headers, published_at, attempts, last_error,
                 (extract(epoch from next_attempt_at - now()) * 1000)::float8 as retry_in_ms
          from evt_test.outbox where id = ${id}::uuid`,
    );
  const count = async () =>
    (await one<{ n: number }>(db, sql`select count(*)::int as n from evt_test.outbox`)).n;

  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db, 'evt_test', [platformMigrations]);
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.query(sql`delete from evt_test.outbox`);
    bus = createInProcessBus({ redeliveryDelayMs: 20 });
    received = [];
    await bus.subscribe('#', async (m) => void received.push(m));
  });
  afterEach(async () => {
    await outbox?.stop();
    outbox = undefined;
    await bus.close();
  });

  it('commits the row with its transaction and publishes it right after the commit', async () => {
    // A long poll: only the wake-up after commit can deliver within the test.
    outbox = createOutbox({ db, schema: 'evt_test', bus, logger: silent, pollMs: 60_000 });
    const box = outbox;
    outbox.start();
    await eventually(() => expect(received).toHaveLength(0));

    let idInsideTransaction: string | undefined;
    let seenBeforeCommit: number | undefined;
    await box.transaction(async (tx) => {
      await tx.query(sql`create table if not exists evt_test.profile (id text primary key, name text)`);
      await tx.query(sql`insert into evt_test.profile values ('e1', 'Asha')`);
      idInsideTransaction = await box.add(tx, {
        routingKey: 'profile.updated.e1',
        payload: { eventType: 'ProfileUpdated', id: 'e1', name: 'Asha' },
        headers: { 'x-correlation-id': 'c-42' },
      });
      seenBeforeCommit = received.length;
    });
    expect(seenBeforeCommit).toBe(0);

    await eventually(() => expect(received).toHaveLength(1));
    const [message] = received;
    expect(message?.id).toBe(idInsideTransaction);
    expect(message?.routingKey).toBe('profile.updated.e1');
    expect(message?.payload).toEqual({ eventType: 'ProfileUpdated', id: 'e1', name: 'Asha' });
    expect(message?.headers).toEqual({ 'x-correlation-id': 'c-42' });
    await eventually(async () =>
      expect((await rowOf(idInsideTransaction ?? '')).published_at).toBeInstanceOf(Date),
    );
    const row = await rowOf(idInsideTransaction ?? '');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBeNull();
  });

  it('relays the rows one statement writes through its insert fragment, in the order of its rows', async () => {
    outbox = createOutbox({ db, schema: 'evt_test', bus, logger: silent, pollMs: 60_000 });
    const box = outbox;
    outbox.start();
    await db.query(sql`create table if not exists evt_test.names (id text primary key, name text)`);
    // One statement, committed on its own: the change and its events, then the wake-up.
    const { rows } = await db.query<{ id: string; event_id: string }>(sql`
      with changed as (
        insert into evt_test.names values ('n1', 'Ravi'), ('n2', 'Uma') returning id, name
      ), numbered as (
        select id, name, gen_random_uuid() as event_id from changed
      ), event as (${outboxInsert(
        'evt_test',
        {
          id: sql`n.event_id`,
          routingKey: sql`'name.created.' || n.id`,
          payload: sql`jsonb_build_object('id', n.id, 'name', n.name)`,
        },
        sql`from numbered n order by n.id`,
      )})
      select id, event_id from numbered order by id`);
    box.wake();

    await eventually(() => expect(received).toHaveLength(2));
    expect(received.map((m) => [m.id, m.routingKey, m.payload])).toEqual([
      [rows[0]?.event_id, 'name.created.n1', { id: 'n1', name: 'Ravi' }],
      [rows[1]?.event_id, 'name.created.n2', { id: 'n2', name: 'Uma' }],
    ]);
    expect((await rowOf(rows[0]?.event_id ?? '')).headers).toEqual({});
  });

  it('leaves no row and no event when the transaction rolls back', async () => {
    outbox = createOutbox({ db, schema: 'evt_test', bus, logger: silent, pollMs: 20 });
    const box = outbox;
    outbox.start();
    await expect(
      box.transaction(async (tx) => {
        await box.add(tx, { routingKey: 'profile.updated.e2', payload: { id: 'e2' } });
        throw new Error('validation failed after the insert');
      }),
    ).rejects.toThrow('validation failed');

    expect(await count()).toBe(0);
    expect(await box.flush()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(0);
  });

  it('keeps the row when publishing fails, backs off, and delivers on a later flush', async () => {
    let brokerDown = true;
    const flaky: EventBus = {
      publish: async (routingKey: string, payload: unknown, options?: PublishOptions) => {
        if (brokerDown) throw new Error('connect ECONNREFUSED 127.0.0.1:5672');
        await bus.publish(routingKey, payload, options);
      },
      subscribe: (pattern, handler, options) => bus.subscribe(pattern, handler, options),
      close: async () => {},
    };
    outbox = createOutbox({
      db,
      schema: 'evt_test',
      bus: flaky,
      logger: silent,
      retry: { baseMs: 200, maxMs: 400 },
    });
    const box = outbox;
    const id = await box.transaction((tx) => box.add(tx, { routingKey: 'doc.uploaded', payload: { n: 1 } }));

    expect(await box.flush()).toBe(0);
    let row = await rowOf(id);
    expect(row.published_at).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('ECONNREFUSED');
    expect(row.retry_in_ms).toBeGreaterThan(100);
    expect(row.retry_in_ms).toBeLessThanOrEqual(200);

    // Not due yet: a flush now leaves it alone.
    expect(await box.flush()).toBe(0);
    expect((await rowOf(id)).attempts).toBe(1);

    // The second failure doubles the wait, up to the cap.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await box.flush()).toBe(0);
    row = await rowOf(id);
    expect(row.attempts).toBe(2);
    expect(row.retry_in_ms).toBeGreaterThan(300);
    expect(row.retry_in_ms).toBeLessThanOrEqual(400);

    brokerDown = false;
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await box.flush()).toBe(1);
    row = await rowOf(id);
    expect(row.published_at).toBeInstanceOf(Date);
    expect(row.attempts).toBe(3);
    await eventually(() => expect(received.map((m) => m.id)).toEqual([id]));
  });

  it('publishes in commit order, several events of one transaction included', async () => {
    outbox = createOutbox({ db, schema: 'evt_test', bus, logger: silent, batchSize: 3 });
    const box = outbox;
    await box.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await box.add(tx, { routingKey: 'seq.event', payload: { i } });
    });
    await box.transaction((tx) => box.add(tx, { routingKey: 'seq.event', payload: { i: 5 } }));

    expect(await box.flush()).toBe(6);
    await eventually(() =>
      expect(received.map((m) => m.payload)).toEqual([0, 1, 2, 3, 4, 5].map((i) => ({ i }))),
    );
  });

  it('lets two relays drain one table without publishing a row twice', async () => {
    const first = createOutbox({ db, schema: 'evt_test', bus, logger: silent, batchSize: 5 });
    const second = createOutbox({ db, schema: 'evt_test', bus, logger: silent, batchSize: 5 });
    await first.transaction(async (tx) => {
      for (let i = 0; i < 40; i++) await first.add(tx, { routingKey: 'bulk.event', payload: { i } });
    });

    const [a, b] = await Promise.all([first.flush(), second.flush()]);
    expect(a + b).toBe(40);
    await eventually(() => expect(received).toHaveLength(40));
    expect(new Set(received.map((m) => m.id)).size).toBe(40);
    const unpublished = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from evt_test.outbox where published_at is null`,
    );
    expect(unpublished.n).toBe(0);
  });

  it('picks up rows committed without the wake-up at the next poll', async () => {
    outbox = createOutbox({ db, schema: 'evt_test', bus, logger: silent, pollMs: 50 });
    const box = outbox;
    outbox.start();
    // A plain transaction (no wake-up), as a service may write through its own store.
    await db.transaction((tx) => box.add(tx, { routingKey: 'late.event', payload: { ok: true } }));
    await eventually(() => expect(received.map((m) => m.routingKey)).toEqual(['late.event']));
  });

  it('refuses an event that cannot be stored', async () => {
    const box = createOutbox({ db, schema: 'evt_test', bus, logger: silent });
    await expect(db.transaction((tx) => box.add(tx, { routingKey: '', payload: {} }))).rejects.toThrow(
      /routing key/,
    );
    await expect(
      db.transaction((tx) => box.add(tx, { routingKey: 'a', payload: undefined })),
    ).rejects.toThrow(/JSON/);
    expect(await count()).toBe(0);
  });
});
