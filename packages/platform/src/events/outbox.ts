import { randomUUID } from 'node:crypto';
import { type SqlQuery, sql } from '../db/sql.js';
import type { Db, Queryable } from '../db/types.js';
import { backgroundWorkMayStart } from '../jobs/startup-gate.js';
import { addScrapeProbe, platformMetrics } from '../metrics/registry.js';
import { type BusLogger, type EventBus, encodePayload } from './types.js';

export interface OutboxEvent {
  readonly routingKey: string;
  /** JSON-serialisable. */
  readonly payload: unknown;
  readonly headers?: Record<string, string>;
}

export interface OutboxOptions {
  readonly db: Db;
  /** The service's schema, where `migrate` created the `outbox` table. */
  readonly schema: string;
  readonly bus: EventBus;
  readonly logger: BusLogger;
  /** Fallback poll for rows whose relay wake-up was missed (another replica, a crash). */
  readonly pollMs?: number;
  readonly batchSize?: number;
  /** Backoff after a failed publish: `baseMs * 2^(attempts-1)`, at most `maxMs`. */
  readonly retry?: { readonly baseMs?: number; readonly maxMs?: number };
  /**
   * A claimed row is hidden from other relays this long; if its relay dies mid-way the row
   * becomes due again afterwards. Longer than the bus's confirm timeout.
   */
  readonly leaseMs?: number;
  /** Published rows older than this are deleted. */
  readonly retainPublishedMs?: number;
}

export interface Outbox {
  /** Inserts the event in the caller's transaction: it exists only if that transaction commits. */
  add(tx: Queryable, event: OutboxEvent): Promise<string>;
  /** `db.transaction`, then wakes the relay so that events go out right after the commit. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Wakes the relay, for events committed without `transaction`: a single statement that
   * writes its outbox rows itself (a data-modifying CTE) commits on its own.
   */
  wake(): void;
  start(): void;
  /**
   * Stops the relay: waits for the batch under way, then publishes once more what is due, so
   * that events committed before a shutdown leave with this replica rather than with the next.
   */
  stop(): Promise<void>;
  /** Publishes every row due now; resolves with the number published. */
  flush(): Promise<number>;
}

/**
 * An outbox row's columns as SQL expressions over the rows the insert reads, for a write that
 * must stay one statement and so cannot call `add`.
 */
export interface OutboxColumns {
  /** uuid; becomes the message id, on which consumers deduplicate. */
  readonly id: SqlQuery;
  /** text. */
  readonly routingKey: SqlQuery;
  /** jsonb. */
  readonly payload: SqlQuery;
  /** jsonb; no headers when left out. */
  readonly headers?: SqlQuery;
}

/**
 * The one insert into a service's outbox (the table `migrate` creates in `schema`). `add` runs it
 * for one event; a write that must stay one statement places it in a CTE of that statement, so
 * that the change and its events commit together, and calls `wake` after it. `from` is the rest
 * of the SELECT the rows come from (FROM, joins, ORDER BY: the order the relay publishes them
 * in); empty for one row of values.
 */
export function outboxInsert(schema: string, columns: OutboxColumns, from: SqlQuery = sql``): SqlQuery {
  return sql`
    insert into ${sql.ident(schema, 'outbox')} (id, routing_key, payload, headers)
    select ${columns.id}, ${columns.routingKey}, ${columns.payload}, ${columns.headers ?? sql`'{}'::jsonb`}
    ${from}`;
}

interface ClaimedRow {
  readonly id: string;
  readonly routing_key: string;
  readonly payload: unknown;
  readonly headers: Record<string, string> | null;
  /** Seconds since the row was written, by the database's clock. */
  readonly age_seconds: number;
}

const HOUR_MS = 3_600_000;
const MAX_ERROR_LENGTH = 2000;
/** First key of the relay's advisory lock (the second is the schema's hash): "outb". */
const RELAY_LOCK_SPACE = 0x6f757462;
/** How soon a relay that found another relaying looks again. */
const BUSY_RETRY_MS = 25;

/**
 * Transactional outbox and its relay. One relay publishes at a time across replicas (an advisory
 * lock per batch), in commit order, so an aggregate's events arrive in the order they were
 * written; the others wait for the lock's release. A row is marked published only after the bus
 * confirmed it, so a crash in between publishes it again (at least once: consumers deduplicate
 * on the message id, the row id).
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, bus, logger } = options;
  const table = sql.ident(options.schema, 'outbox');
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 100;
  const retryBaseMs = options.retry?.baseMs ?? 1000;
  const retryMaxMs = options.retry?.maxMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const retainPublishedMs = options.retainPublishedMs ?? 7 * 24 * HOUR_MS;

  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let lastPrunedAt = 0;
  let unprobe: (() => void) | undefined;
  const metrics = platformMetrics();
  const labels = { schema: options.schema };

  async function claim(tx: Queryable): Promise<ClaimedRow[]> {
    const { rows } = await tx.query<ClaimedRow>(sql`
      with due as (
        select id from ${table}
        where published_at is null and next_attempt_at <= now()
        order by created_at, seq
        limit ${batchSize}
        for update skip locked
      ), claimed as (
        update ${table} as o
        set next_attempt_at = now() + ${leaseMs}::double precision * interval '1 millisecond'
        from due where o.id = due.id
        returning o.id, o.routing_key, o.payload, o.headers, o.created_at, o.seq
      )
      select id, routing_key, payload, headers,
             extract(epoch from (clock_timestamp() - created_at))::float8 as age_seconds
      from claimed order by created_at, seq`);
    return rows;
  }

  async function markPublished(tx: Queryable, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.query(sql`
      update ${table} set published_at = now(), attempts = attempts + 1
      where id in (${sql.join(ids.map((id) => sql`${id}::uuid`))})`);
  }

  async function markFailed(tx: Queryable, id: string, err: unknown): Promise<void> {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
    // `attempts` on the right is the count before this one; the exponent is capped to stay finite.
    await tx.query(sql`
      update ${table}
      set attempts = attempts + 1,
          last_error = ${message},
          next_attempt_at = now() + least(
            ${retryMaxMs}::double precision,
            ${retryBaseMs}::double precision * power(2, least(attempts, 30))
          ) * interval '1 millisecond'
      where id = ${id}::uuid`);
  }

  /**
   * One batch, by one relay at a time across every replica: a transaction-scoped advisory lock
   * on the table keeps relays from publishing side by side, which would interleave an
   * aggregate's events (one replica publishing version 4 while another still sends version 3).
   * A relay that finds the lock taken reports `busy` and looks again shortly.
   */
  async function relayBatch(): Promise<{ claimed: number; published: number; busy: boolean }> {
    // Most polls find nothing: one read of the partial index answers them, without the
    // transaction and the lock.
    const { rows: due } = await db.query<{ due: boolean }>(sql`
      select exists (select 1 from ${table} where published_at is null and next_attempt_at <= now()) as due`);
    if (!due[0]?.due) return { claimed: 0, published: 0, busy: false };
    return db.transaction(async (tx) => {
      const { rows: lock } = await tx.query<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${RELAY_LOCK_SPACE}, hashtext(${options.schema})) as locked`,
      );
      if (!lock[0]?.locked) return { claimed: 0, published: 0, busy: true };
      const rows = await claim(tx);
      const claimedAt = performance.now();
      // Started together so that the broker pipelines them; a channel keeps their order.
      const results = await Promise.allSettled(
        rows.map((row) =>
          bus.publish(row.routing_key, row.payload, { messageId: row.id, headers: row.headers ?? {} }),
        ),
      );
      const published: string[] = [];
      const failed: [string, unknown][] = [];
      results.forEach((result, i) => {
        const row = rows[i];
        if (!row) return;
        if (result.status === 'fulfilled') {
          published.push(row.id);
        } else {
          logger.warn(
            { err: result.reason, eventId: row.id, routingKey: row.routing_key },
            'event publish failed; will retry',
          );
          failed.push([row.id, result.reason]);
        }
      });
      await markPublished(tx, published);
      for (const [id, reason] of failed) await markFailed(tx, id, reason);
      const sinceClaimSeconds = (performance.now() - claimedAt) / 1000;
      results.forEach((result, i) => {
        const row = rows[i];
        if (row && result.status === 'fulfilled')
          metrics.outboxDelay.observe(labels, Math.max(0, row.age_seconds + sinceClaimSeconds));
      });
      metrics.outboxPublished.inc(labels, published.length);
      if (failed.length > 0) metrics.outboxPublishFailures.inc(labels, failed.length);
      return { claimed: rows.length, published: published.length, busy: false };
    });
  }

  /** Publishes what is due; `busy` when another replica's relay held the lock. */
  async function drain(): Promise<{ total: number; busy: boolean }> {
    let total = 0;
    for (;;) {
      const { claimed, published, busy } = await relayBatch();
      total += published;
      if (busy) return { total, busy };
      // A batch that failed entirely means the bus is down: wait for the next poll.
      if (claimed < batchSize || published === 0) break;
    }
    return { total, busy: false };
  }

  async function pruneIfDue(): Promise<void> {
    if (Date.now() - lastPrunedAt < HOUR_MS) return;
    lastPrunedAt = Date.now();
    await db.query(sql`
      delete from ${table}
      where published_at < now() - ${retainPublishedMs}::double precision * interval '1 millisecond'`);
  }

  // One run at a time in this process; other processes are kept apart by the row locks.
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void tick();
    }, delayMs);
  }

  async function tick(): Promise<void> {
    let busy = false;
    try {
      await exclusive(async () => {
        busy = (await drain()).busy;
        await pruneIfDue();
      });
    } catch (err) {
      logger.error({ err }, 'outbox relay failed; retrying at the next poll');
    }
    // A wake-up that arrived meanwhile has set its own timer; keep it. Rows this replica wrote
    // while another relayed may have been committed after that relay's last claim: look again soon.
    if (started && timer === undefined) schedule(busy ? BUSY_RETRY_MS : pollMs);
  }

  function wake(): void {
    if (started) schedule(0);
  }

  return {
    async add(tx: Queryable, event: OutboxEvent): Promise<string> {
      if (event.routingKey === '') throw new TypeError('an event needs a routing key');
      const id = randomUUID();
      await tx.query(
        outboxInsert(options.schema, {
          id: sql`${id}::uuid`,
          routingKey: sql`${event.routingKey}::text`,
          payload: sql`${encodePayload(event.payload)}::jsonb`,
          headers: sql`${JSON.stringify(event.headers ?? {})}::jsonb`,
        }),
      );
      return id;
    },

    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const value = await db.transaction(work);
      wake();
      return value;
    },

    wake,

    start(): void {
      if (started) return;
      started = true;
      unprobe = addScrapeProbe(`outbox:${options.schema}`, async () => {
        const { rows } = await db.query<{ pending: number; lag: number }>(sql`
          select count(*)::int as pending,
                 coalesce(extract(epoch from (clock_timestamp() - min(created_at))), 0)::float8 as lag
          from ${table} where published_at is null`);
        metrics.outboxPending.set(labels, rows[0]?.pending ?? 0);
        metrics.outboxLag.set(labels, rows[0]?.lag ?? 0);
      });
      void backgroundWorkMayStart().then(() => {
        if (started) schedule(0);
      });
    },

    async stop(): Promise<void> {
      if (!started) {
        await queue;
        return;
      }
      started = false;
      unprobe?.();
      unprobe = undefined;
      clearTimeout(timer);
      timer = undefined;
      await queue;
      try {
        await exclusive(drain);
      } catch (err) {
        logger.warn({ err }, 'outbox flush at stop failed; the next relay publishes the rest');
      }
    },

    async flush(): Promise<number> {
      return (await exclusive(drain)).total;
    },
  };
}
