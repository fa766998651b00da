import { many, migrate, platformMigrations, sql } from '../db/index.js';
import type { Db } from '../db/types.js';
import { createInProcessBus, createOutbox, type EventBus, type Outbox } from '../events/index.js';
import { createHttpApp, createLogger, type HttpApp, statusEnvelope } from '../http/index.js';
import { createScheduler, createWorkQueue, type WorkQueue } from '../jobs/index.js';
import { watchDatabase } from '../runtime/operations.js';
import { openTestDatabase } from '../testing/database.js';
import { sampleValue } from './exposition.js';

const SCHEMA = 'metrics_test';
const logger = createLogger('metrics', 'silent');

function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('metrics read from the database and the runners', () => {
  let db: Db;
  let app: HttpApp;
  let unwatch: () => void;

  const scrape = async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db, SCHEMA, [platformMigrations]);
    app = await createHttpApp({
      service: 'metrics-db',
      envelope: statusEnvelope,
      logger,
      bodyLimit: 4096,
      health: async () => ({ statusCode: 200, body: { status: 'healthy' } }),
    });
    await app.ready();
    unwatch = watchDatabase([{ name: 'metrics-db', app, port: 0 }], db, 'metrics-pool');
  });
  afterAll(async () => {
    unwatch();
    await app.close();
    await db.close();
  });

  it('reports the database pool in use and waiting', async () => {
    const pool = { pool: 'metrics-pool' };
    const idle = await scrape();
    expect(sampleValue(idle, 'db_pool_connections', { ...pool, state: 'in_use' })).toBe(0);
    expect(sampleValue(idle, 'db_pool_waiting', pool)).toBe(0);

    // One transaction holds a connection; on PGlite (one session) a second statement waits for it.
    const held = gate();
    const entered = gate();
    const transaction = db.transaction(async (tx) => {
      await tx.query(sql`select 1`);
      entered.open();
      await held.opened;
    });
    await entered.opened;
    const second = db.query(sql`select 1`);
    const busy = await scrape();
    expect(sampleValue(busy, 'db_pool_connections', { ...pool, state: 'in_use' })).toBeGreaterThanOrEqual(1);
    if (db.kind === 'pglite') expect(sampleValue(busy, 'db_pool_waiting', pool)).toBe(1);
    held.open();
    await Promise.all([transaction, second]);
    expect(sampleValue(await scrape(), 'db_pool_waiting', pool)).toBe(0);
  });

  describe('outbox', () => {
    let bus: EventBus;
    let outbox: Outbox;
    let brokerDown = true;

    beforeAll(() => {
      const inner = createInProcessBus();
      bus = {
        publish: (key, payload, options) =>
          brokerDown ? Promise.reject(new Error('broker unreachable')) : inner.publish(key, payload, options),
        subscribe: (pattern, handler, options) => inner.subscribe(pattern, handler, options),
        close: () => inner.close(),
      };
      outbox = createOutbox({
        db,
        schema: SCHEMA,
        bus,
        logger,
        pollMs: 20,
        retry: { baseMs: 10, maxMs: 20 },
      });
    });
    afterAll(async () => {
      await outbox.stop();
      await bus.close();
    });

    it('reports the backlog and the relay lag while the broker is down, and the publications after', async () => {
      const schema = { schema: SCHEMA };
      outbox.start();
      await outbox.transaction(async (tx) => {
        await outbox.add(tx, { routingKey: 'metrics.a', payload: { n: 1 } });
        await outbox.add(tx, { routingKey: 'metrics.b', payload: { n: 2 } });
      });
      await vi.waitFor(async () =>
        expect(sampleValue(await scrape(), 'outbox_publish_failures_total', schema)).toBeGreaterThanOrEqual(
          2,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const backlog = await scrape();
      expect(sampleValue(backlog, 'outbox_pending_events', schema)).toBe(2);
      expect(sampleValue(backlog, 'outbox_relay_lag_seconds', schema)).toBeGreaterThanOrEqual(0.1);
      expect(sampleValue(backlog, 'outbox_published_events_total', schema) ?? 0).toBe(0);

      brokerDown = false;
      await vi.waitFor(async () =>
        expect(sampleValue(await scrape(), 'outbox_pending_events', schema)).toBe(0),
      );
      const relayed = await scrape();
      expect(sampleValue(relayed, 'outbox_relay_lag_seconds', schema)).toBe(0);
      expect(sampleValue(relayed, 'outbox_published_events_total', schema)).toBe(2);
      expect(sampleValue(relayed, 'outbox_publish_delay_seconds_count', schema)).toBe(2);
      expect(sampleValue(relayed, 'outbox_publish_delay_seconds_bucket', { ...schema, le: '0.05' })).toBe(0);
    });
  });

  describe('work queue and scheduler', () => {
    let queue: WorkQueue;

    afterAll(async () => {
      await queue.stop();
    });

    it('reports the depth of each queue and the failed attempts', async () => {
      queue = createWorkQueue({ db, schema: SCHEMA, logger });
      queue.work(
        'invoices',
        async (item) => {
          if ((item.payload as { fail?: boolean }).fail) throw new Error('printer jammed');
        },
        { pollMs: 10, retryDelayMs: () => 60_000 },
      );
      const later = new Date(Date.now() + 3_600_000);
      await queue.enqueue(db, 'invoices', { n: 1 }, { runAt: later });
      await queue.enqueue(db, 'invoices', { n: 2 }, { runAt: later });
      await queue.enqueue(db, 'invoices', { n: 3 }, { runAt: later });
      queue.start();
      const invoices = { schema: SCHEMA, queue: 'invoices' };
      const waiting = await scrape();
      expect(sampleValue(waiting, 'work_queue_items', { ...invoices, status: 'pending' })).toBe(3);
      expect(sampleValue(waiting, 'work_queue_items', { ...invoices, status: 'running' })).toBe(0);

      await queue.enqueue(db, 'invoices', { fail: true }, { maxAttempts: 1 });
      await queue.enqueue(db, 'invoices', { fail: true }, { maxAttempts: 2 });
      await queue.enqueue(db, 'invoices', { ok: true });
      await vi.waitFor(async () => {
        const text = await scrape();
        expect(sampleValue(text, 'work_items_failed_total', { ...invoices, outcome: 'failed' })).toBe(1);
        expect(sampleValue(text, 'work_items_failed_total', { ...invoices, outcome: 'retry' })).toBe(1);
        expect(sampleValue(text, 'work_items_done_total', invoices)).toBe(1);
      });
      // The retried one waits again beside the three scheduled for later.
      expect(sampleValue(await scrape(), 'work_queue_items', { ...invoices, status: 'pending' })).toBe(4);
      const failed = await many(
        db,
        sql`select id from ${sql.ident(SCHEMA, 'work_items')} where status = 'failed'`,
      );
      expect(failed).toHaveLength(1);
    });

    it('counts scheduled runs by outcome', async () => {
      const scheduler = createScheduler({ db, schema: SCHEMA, logger });
      let calls = 0;
      scheduler.every('nightly-report', 60_000, async () => {
        calls++;
        if (calls === 2) throw new Error('report source offline');
      });
      await scheduler.runNow('nightly-report');
      await scheduler.runNow('nightly-report');
      const text = await scrape();
      const job = { schema: SCHEMA, job: 'nightly-report' };
      expect(sampleValue(text, 'scheduled_job_runs_total', { ...job, outcome: 'ok' })).toBe(1);
      expect(sampleValue(text, 'scheduled_job_runs_total', { ...job, outcome: 'failed' })).toBe(1);
    });
  });
});
