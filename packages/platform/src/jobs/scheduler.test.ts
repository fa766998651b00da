import { type Db, many, migrate, openPostgres, platformMigrations, sql } from '../db/index.js';
import { createLogger } from '../http/logger.js';
import { createScratchDatabase, openTestDatabase } from '../testing/database.js';
import { createScheduler, type JobOutcome, type Scheduler } from './index.js';

const SCHEMA = 'jobs_test';
const logger = createLogger('t', 'silent');

interface JobRunRow {
  ok: boolean | null;
  error: string | null;
  finished_at: Date | null;
}

function runsOf(db: Db, name: string): Promise<JobRunRow[]> {
  return many<JobRunRow>(
    db,
    sql`select ok, error, finished_at from ${sql.ident(SCHEMA, 'job_runs')} where name = ${name} order by id`,
  );
}

/** A promise the test settles by hand, to hold a job mid-run. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('scheduler', () => {
  let db: Db;
  const schedulers: Scheduler[] = [];
  const schedulerOn = (on: Db) => {
    const scheduler = createScheduler({ db: on, schema: SCHEMA, logger });
    schedulers.push(scheduler);
    return scheduler;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db, SCHEMA, [platformMigrations]);
  });
  afterEach(async () => {
    await Promise.all(schedulers.splice(0).map((s) => s.stop()));
  });
  afterAll(() => db.close());

  it('runs a job on its interval and records every run', async () => {
    const scheduler = schedulerOn(db);
    let runs = 0;
    scheduler.every('tick', 10, async () => {
      runs++;
    });
    scheduler.start();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3));
    await scheduler.stop();
    const recorded = await runsOf(db, 'tick');
    expect(recorded).toHaveLength(runs);
    for (const run of recorded)
      expect(run).toMatchObject({ ok: true, error: null, finished_at: expect.any(Date) });
  });

  it('records a failing run and tries again on the next tick', async () => {
    const scheduler = schedulerOn(db);
    let runs = 0;
    scheduler.every('flaky', 10, async () => {
      runs++;
      if (runs === 1) throw new Error('upstream unavailable');
    });
    scheduler.start();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2));
    await scheduler.stop();
    const [first, second] = await runsOf(db, 'flaky');
    expect(first).toMatchObject({ ok: false, error: 'Error: upstream unavailable' });
    expect(second).toMatchObject({ ok: true, error: null });
  });

  it('skips a run while the previous one still holds the lock', async () => {
    const scheduler = schedulerOn(db);
    const held = gate();
    let started = 0;
    scheduler.every('slow', 60_000, async () => {
      started++;
      await held.opened;
    });
    const first = scheduler.runNow('slow');
    await vi.waitFor(() => expect(started).toBe(1));
    expect(await scheduler.runNow('slow')).toBe<JobOutcome>('skipped');
    held.open();
    expect(await first).toBe<JobOutcome>('ok');
    expect(started).toBe(1);
  });

  it('waits for a run under way when stopped', async () => {
    const scheduler = schedulerOn(db);
    let finished = false;
    scheduler.every('draining', 5, async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      finished = true;
    });
    scheduler.start();
    await vi.waitFor(async () => expect((await runsOf(db, 'draining')).length).toBeGreaterThan(0));
    await scheduler.stop();
    expect(finished).toBe(true);
    for (const run of await runsOf(db, 'draining')) expect(run.ok).toBe(true);
  });

  it('keeps only recent history', async () => {
    const runs = sql.ident(SCHEMA, 'job_runs');
    await db.query(
      sql`insert into ${runs} (name, started_at, finished_at, ok) values ('pruned', now() - interval '8 days', now() - interval '8 days', true)`,
    );
    const scheduler = schedulerOn(db);
    scheduler.every('pruned', 60_000, async () => {});
    expect(await scheduler.runNow('pruned')).toBe<JobOutcome>('ok');
    const left = await many<{ age: string }>(
      db,
      sql`select (now() - started_at < interval '1 day')::text as age from ${runs} where name = 'pruned'`,
    );
    expect(left).toEqual([{ age: 'true' }]);
  });

  it('refuses an unknown job', async () => {
    await expect(schedulerOn(db).runNow('nothing')).rejects.toThrow(/no job named/);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('scheduler across replicas (PostgreSQL)', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let replicaA: Db;
  let replicaB: Db;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
    replicaA = openPostgres(scratch.url, 3, 'replica-a');
    replicaB = openPostgres(scratch.url, 3, 'replica-b');
    await migrate(replicaA, SCHEMA, [platformMigrations]);
  });
  afterAll(async () => {
    await replicaA?.close();
    await replicaB?.close();
    await scratch?.drop();
  });

  it('lets only one replica run a job while it is running', async () => {
    const held = gate();
    let running = 0;
    const job = async () => {
      running++;
      await held.opened;
      running--;
    };
    const a = createScheduler({ db: replicaA, schema: SCHEMA, logger });
    const b = createScheduler({ db: replicaB, schema: SCHEMA, logger });
    a.every('report', 60_000, job);
    b.every('report', 60_000, job);
    const onA = a.runNow('report');
    await vi.waitFor(() => expect(running).toBe(1));
    expect(await b.runNow('report')).toBe<JobOutcome>('skipped');
    held.open();
    expect(await onA).toBe<JobOutcome>('ok');
    expect(await b.runNow('report')).toBe<JobOutcome>('ok');
    expect(await runsOf(replicaA, 'report')).toHaveLength(2);
  });

  it('never overlaps runs when both replicas tick', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const job = async () => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running--;
      runs++;
    };
    const a = createScheduler({ db: replicaA, schema: SCHEMA, logger });
    const b = createScheduler({ db: replicaB, schema: SCHEMA, logger });
    a.every('sweep', 5, job);
    b.every('sweep', 5, job);
    a.start();
    b.start();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(6), { timeout: 5000 });
    await Promise.all([a.stop(), b.stop()]);
    expect(mostAtOnce).toBe(1);
    expect(await runsOf(replicaA, 'sweep')).toHaveLength(runs);
  });
});
