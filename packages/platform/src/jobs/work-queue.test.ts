import { type Db, many, migrate, one, platformMigrations, sql } from '../db/index.js';
import { createLogger } from '../http/logger.js';
import { openTestDatabase } from '../testing/database.js';
import { createWorkQueue, type WorkItem, type WorkQueue } from './index.js';
import { holdBackgroundWork } from './startup-gate.js';
import { workItemsIn } from './work-items.js';

const SCHEMA = 'jobs_test';
const items = sql.ident(SCHEMA, 'work_items');
const logger = createLogger('t', 'silent');

interface ItemRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  finished_at: Date | null;
  payload: unknown;
  due_in_ms: number;
}

function rowsOf(db: Db, queue: string): Promise<ItemRow[]> {
  return many<ItemRow>(
    db,
    sql`select id, status, attempts, last_error, finished_at, payload,
               (extract(epoch from run_at - now()) * 1000)::float8 as due_in_ms
        from ${items} where queue = ${queue} order by created_at, id`,
  );
}

describe('work queue', () => {
  let db: Db;
  const queues: WorkQueue[] = [];
  const queueOn = (options: { leaseMs?: number } = {}) => {
    const queue = createWorkQueue({ db, schema: SCHEMA, logger, ...options });
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db, SCHEMA, [platformMigrations]);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });
  afterAll(() => db.close());

  it('makes its first claim only once a start holding background work opens it', async () => {
    const open = holdBackgroundWork();
    const queue = queueOn();
    const handled: unknown[] = [];
    queue.work('held', async (item) => void handled.push(item.payload), { pollMs: 20 });
    await db.transaction((tx) => queue.enqueue(tx, 'held', { n: 1 }));
    queue.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(handled).toEqual([]);
    expect((await rowsOf(db, 'held')).map((r) => r.status)).toEqual(['pending']);
    open();
    const until = Date.now() + 5_000;
    while (handled.length === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handled).toEqual([{ n: 1 }]);
  });

  it('handles an item at once when woken, not at the next poll', async () => {
    const queue = queueOn();
    const handled: unknown[] = [];
    queue.work('woken', async (item) => void handled.push(item.payload), { pollMs: 60_000 });
    queue.start();
    // Let the worker's first (empty) claim pass: it now waits a minute for the next poll.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await db.transaction((tx) => queue.enqueue(tx, 'woken', { n: 1 }));
    queue.wake('woken');
    const until = Date.now() + 5_000;
    while (handled.length === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handled).toEqual([{ n: 1 }]);
  });

  it('enqueues with the caller transaction: a rollback leaves nothing', async () => {
    const queue = queueOn();
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue(tx, 'rollback', { invoice: 1 });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await rowsOf(db, 'rollback')).toEqual([]);

    await db.transaction((tx) => queue.enqueue(tx, 'rollback', { invoice: 2 }));
    expect((await rowsOf(db, 'rollback')).map((r) => r.payload)).toEqual([{ invoice: 2 }]);
  });

  it('hands each due item to its handler once and marks it done', async () => {
    const queue = queueOn();
    const seen: WorkItem[] = [];
    queue.work('mail', async (item) => {
      seen.push(item);
    });
    const { id } = await queue.enqueue(db, 'mail', { to: 'a@example.test' });
    await queue.drain('mail');
    expect(seen).toEqual([
      {
        id,
        queue: 'mail',
        payload: { to: 'a@example.test' },
        attempt: 1,
        maxAttempts: 5,
        createdAt: expect.any(Date),
      },
    ]);
    expect(await rowsOf(db, 'mail')).toMatchObject([
      { id, status: 'done', attempts: 1, finished_at: expect.any(Date) },
    ]);
    await queue.drain('mail');
    expect(seen).toHaveLength(1);
  });

  it('hands due items in batches of at most batchSize, oldest first, and marks each done', async () => {
    const queue = queueOn();
    const batches: unknown[][] = [];
    queue.workBatch(
      'digest',
      async (batch) => {
        batches.push(batch.map((item) => item.payload));
      },
      { batchSize: 3, concurrency: 1 },
    );
    for (let n = 1; n <= 5; n++)
      await queue.enqueue(db, 'digest', { n }, { runAt: new Date(Date.now() - (10 - n) * 1000) });
    await queue.drain('digest');
    expect(batches).toEqual([
      [{ n: 1 }, { n: 2 }, { n: 3 }],
      [{ n: 4 }, { n: 5 }],
    ]);
    const rows = await rowsOf(db, 'digest');
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(Array(5).fill(['done', 1]));
  });

  it('retries every item of a failed batch, each after its own attempt, and fails the spent ones', async () => {
    const queue = queueOn();
    let calls = 0;
    queue.workBatch(
      'digest-down',
      async () => {
        calls++;
        throw new Error('receiver away');
      },
      { batchSize: 10, retryDelayMs: (attempt) => attempt * 60_000 },
    );
    const last = await queue.enqueue(db, 'digest-down', { n: 1 }, { maxAttempts: 1 });
    const more = await queue.enqueue(db, 'digest-down', { n: 2 }, { maxAttempts: 3 });
    await queue.drain('digest-down');
    expect(calls).toBe(1);
    const rows = await rowsOf(db, 'digest-down');
    expect(rows.find((r) => r.id === last.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Error: receiver away',
    });
    const retried = rows.find((r) => r.id === more.id);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Error: receiver away' });
    expect(retried?.due_in_ms).toBeGreaterThan(50_000);
    expect(retried?.due_in_ms).toBeLessThanOrEqual(60_000);
  });

  it('returns the first item for a repeated dedupe key', async () => {
    const queue = queueOn();
    const first = await queue.enqueue(db, 'intake', { n: 1 }, { dedupeKey: 'erp-42' });
    const again = await db.transaction((tx) =>
      queue.enqueue(tx, 'intake', { n: 2 }, { dedupeKey: 'erp-42' }),
    );
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ id: first.id, duplicate: true });
    const elsewhere = await queue.enqueue(db, 'other-intake', { n: 3 }, { dedupeKey: 'erp-42' });
    expect(elsewhere.duplicate).toBe(false);
    const unkeyed = [
      await queue.enqueue(db, 'intake', { n: 4 }),
      await queue.enqueue(db, 'intake', { n: 4 }),
    ];
    expect(unkeyed.map((e) => e.duplicate)).toEqual([false, false]);
    expect((await rowsOf(db, 'intake')).map((r) => r.payload)).toEqual([{ n: 1 }, { n: 4 }, { n: 4 }]);
  });

  it('returns the first item when the same key is enqueued by two transactions at once', async () => {
    const queue = queueOn();
    let commitFirst = () => {};
    const firstMayCommit = new Promise<void>((resolve) => {
      commitFirst = resolve;
    });
    let firstEnqueued = () => {};
    const firstHasEnqueued = new Promise<void>((resolve) => {
      firstEnqueued = resolve;
    });
    const first = db.transaction(async (tx) => {
      const enqueued = await queue.enqueue(tx, 'racing', { from: 'first' }, { dedupeKey: 'k' });
      firstEnqueued();
      await firstMayCommit;
      return enqueued;
    });
    await firstHasEnqueued;
    const second = db.transaction((tx) =>
      queue.enqueue(tx, 'racing', { from: 'second' }, { dedupeKey: 'k' }),
    );
    setTimeout(commitFirst, 100);
    const [a, b] = await Promise.all([first, second]);
    expect(a.duplicate).toBe(false);
    expect(b).toEqual({ id: a.id, duplicate: true });
    expect((await rowsOf(db, 'racing')).map((r) => r.payload)).toEqual([{ from: 'first' }]);
  });

  it('gives each item to one of several workers sharing the database', async () => {
    const handledBy = new Map<string, string[]>();
    const replicas = ['a', 'b', 'c'].map((name) => {
      const queue = queueOn();
      queue.work(
        'shared',
        async (item) => {
          handledBy.set(item.id, [...(handledBy.get(item.id) ?? []), name]);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
        { concurrency: 3 },
      );
      return queue;
    });
    const producer = queueOn();
    for (let n = 0; n < 30; n++) await producer.enqueue(db, 'shared', { n });
    await Promise.all(replicas.map((queue) => queue.drain('shared')));
    expect(handledBy.size).toBe(30);
    expect([...handledBy.values()].every((workers) => workers.length === 1)).toBe(true);
  });

  it('retries a failing handler, then marks the item failed with the last error', async () => {
    const queue = queueOn();
    const attempts: number[] = [];
    queue.work(
      'flaky',
      async (item) => {
        attempts.push(item.attempt);
        throw new Error(`provider refused (try ${item.attempt})`);
      },
      { retryDelayMs: () => 0 },
    );
    await queue.enqueue(db, 'flaky', {}, { maxAttempts: 3 });
    await queue.drain('flaky');
    expect(attempts).toEqual([1, 2, 3]);
    expect(await rowsOf(db, 'flaky')).toMatchObject([
      {
        status: 'failed',
        attempts: 3,
        last_error: 'Error: provider refused (try 3)',
        finished_at: expect.any(Date),
      },
    ]);
  });

  it('waits longer after each failure', async () => {
    const queue = queueOn();
    queue.work('backoff', async () => {
      throw new Error('not yet');
    });
    await queue.enqueue(db, 'backoff', {});
    await queue.drain('backoff');
    const [afterFirst] = await rowsOf(db, 'backoff');
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Error: not yet' });
    expect(afterFirst?.due_in_ms).toBeGreaterThan(8_000);

    await db.query(sql`update ${items} set run_at = now() where queue = 'backoff'`);
    await queue.drain('backoff');
    const [afterSecond] = await rowsOf(db, 'backoff');
    expect(afterSecond?.attempts).toBe(2);
    expect(afterSecond?.due_in_ms).toBeGreaterThan(18_000);
  });

  it('leaves an item alone until its time', async () => {
    const queue = queueOn();
    let handled = 0;
    queue.work('later', async () => {
      handled++;
    });
    await queue.enqueue(db, 'later', {}, { runAt: new Date(Date.now() + 60_000) });
    await queue.drain('later');
    expect(handled).toBe(0);
    await db.query(sql`update ${items} set run_at = now() - interval '1 second' where queue = 'later'`);
    await queue.drain('later');
    expect(handled).toBe(1);
  });

  it('claims again an item whose worker let the lease run out, not one still leased', async () => {
    const queue = queueOn();
    const handled: string[] = [];
    queue.work('abandoned', async (item) => {
      handled.push(item.id);
    });
    const dead = await queue.enqueue(db, 'abandoned', { worker: 'died' });
    const alive = await queue.enqueue(db, 'abandoned', { worker: 'still busy' });
    await db.query(
      sql`update ${items} set status = 'running', attempts = 1, locked_until = now() - interval '1 second' where id = ${dead.id}`,
    );
    await db.query(
      sql`update ${items} set status = 'running', attempts = 1, locked_until = now() + interval '1 minute' where id = ${alive.id}`,
    );
    await queue.drain('abandoned');
    expect(handled).toEqual([dead.id]);
    const rows = await rowsOf(db, 'abandoned');
    expect(rows.find((r) => r.id === dead.id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(rows.find((r) => r.id === alive.id)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('claims due items oldest first, then lapsed leases, no more than asked', async () => {
    const store = workItemsIn(SCHEMA);
    const queue = 'backlog';
    const ids: string[] = [];
    for (const minutesAgo of [1, 5, 3, 2]) {
      const runAt = new Date(Date.now() - minutesAgo * 60_000);
      ids.push((await store.insert(db, queue, { minutesAgo }, { runAt })).id);
    }
    const lapsed = (await store.insert(db, queue, { lapsed: true }, {})).id;
    await db.query(
      sql`update ${items} set status = 'running', attempts = 1, locked_until = now() - interval '1 second' where id = ${lapsed}`,
    );
    await store.insert(db, queue, { later: true }, { runAt: new Date(Date.now() + 60_000) });

    const first = await store.claim(db, queue, 3, 60_000);
    expect(first.map((i) => i.id).sort()).toEqual([ids[1], ids[2], ids[3]].sort());
    const second = await store.claim(db, queue, 3, 60_000);
    expect(second.map((i) => i.id).sort()).toEqual([ids[0], lapsed].sort());
    expect(second.find((i) => i.id === lapsed)?.attempt).toBe(2);
    expect(await store.claim(db, queue, 3, 60_000)).toEqual([]);
  });

  it('fails an item abandoned on its last attempt instead of running it again', async () => {
    const queue = queueOn();
    let handled = 0;
    queue.work('poison', async () => {
      handled++;
    });
    const { id } = await queue.enqueue(db, 'poison', {}, { maxAttempts: 1 });
    await db.query(
      sql`update ${items} set status = 'running', attempts = 1, locked_until = now() - interval '1 second' where id = ${id}`,
    );
    await queue.drain('poison');
    expect(handled).toBe(0);
    const [row] = await rowsOf(db, 'poison');
    expect(row).toMatchObject({ status: 'failed', last_error: expect.stringMatching(/worker stopped/) });
  });

  it('ignores the late outcome of an attempt whose item was claimed again', async () => {
    const store = workItemsIn(SCHEMA);
    const queue = queueOn();
    await queue.enqueue(db, 'fenced', {});
    const [stale] = await store.claim(db, 'fenced', 1, 1);
    expect(stale?.attempt).toBe(1);
    await db.query(
      sql`update ${items} set locked_until = now() - interval '1 second' where queue = 'fenced'`,
    );
    const [current] = await store.claim(db, 'fenced', 1, 60_000);
    expect(current?.attempt).toBe(2);
    if (!stale || !current) throw new Error('expected both claims');

    await store.markDone(db, [stale]);
    expect((await rowsOf(db, 'fenced'))[0]?.status).toBe('running');
    await store.markDone(db, [current]);
    expect((await rowsOf(db, 'fenced'))[0]?.status).toBe('done');
  });

  it('renews the lease while a handler runs', async () => {
    const queue = queueOn({ leaseMs: 300 });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.work('long', async () => held);
    await queue.enqueue(db, 'long', {});
    const draining = queue.drain('long');
    await new Promise((resolve) => setTimeout(resolve, 700));
    const { leased } = await one<{ leased: boolean }>(
      db,
      sql`select locked_until > now() as leased from ${items} where queue = 'long'`,
    );
    expect(leased).toBe(true);
    release();
    await draining;
    expect((await rowsOf(db, 'long'))[0]?.status).toBe('done');
  });

  it('works through a queue in the background within its concurrency', async () => {
    const queue = queueOn();
    let running = 0;
    let mostAtOnce = 0;
    const done: number[] = [];
    queue.work(
      'background',
      async (item) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
        done.push((item.payload as { n: number }).n);
      },
      { concurrency: 2, pollMs: 20 },
    );
    for (let n = 1; n <= 6; n++) await queue.enqueue(db, 'background', { n });
    queue.start();
    await queue.enqueue(db, 'background', { n: 7 });
    await vi.waitFor(() => expect(done).toHaveLength(7), { timeout: 5000 });
    await queue.stop();
    expect([...done].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(mostAtOnce).toBe(2);
    expect((await rowsOf(db, 'background')).every((r) => r.status === 'done')).toBe(true);
  });

  it('refuses to drain a queue without a handler', async () => {
    await expect(queueOn().drain('unknown')).rejects.toThrow(/no handler/);
  });
});
