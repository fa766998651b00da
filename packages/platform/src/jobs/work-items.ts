import { sql } from '../db/sql.js';
import { maybeOne, type Queryable } from '../db/types.js';

export interface EnqueueOptions {
  /** Not before this time; now by default. */
  readonly runAt?: Date;
  /** Enqueuing the same key on the same queue again returns the first item instead of adding one. */
  readonly dedupeKey?: string;
  /** Tries before the item is given up as `failed`. Default 5. */
  readonly maxAttempts?: number;
}

export interface Enqueued {
  readonly id: string;
  readonly duplicate: boolean;
}

export interface WorkItem {
  readonly id: string;
  readonly queue: string;
  /** The JSON enqueued, unvalidated: a handler checks it (it may predate the current code). */
  readonly payload: unknown;
  /** 1 on the first try. */
  readonly attempt: number;
  readonly maxAttempts: number;
  readonly createdAt: Date;
}

export type WorkItemStatus = 'pending' | 'running' | 'done' | 'failed';

const interval = (ms: number) => `${Math.max(0, Math.round(ms))} milliseconds`;

/** The rows of these items' current attempts: a condition on `id` and `attempts`. */
const attemptsOf = (items: readonly WorkItem[]) =>
  sql`(id, attempts) in (select * from unnest(${items.map((i) => i.id)}::uuid[], ${items.map((i) => i.attempt)}::int[]))`;

/** The SQL of the work queue, for one schema's `work_items`. */
export function workItemsIn(schema: string) {
  const table = sql.ident(schema, 'work_items');

  return {
    async insert(q: Queryable, queue: string, payload: unknown, options: EnqueueOptions): Promise<Enqueued> {
      const dedupeKey = options.dedupeKey ?? null;
      const inserted = await maybeOne<Enqueued>(
        q,
        sql`
        with inserted as (
          insert into ${table} (queue, payload, run_at, max_attempts, dedupe_key)
          values (${queue}, ${JSON.stringify(payload ?? null)}::jsonb, coalesce(${options.runAt ?? null}::timestamptz, now()),
                  ${options.maxAttempts ?? 5}, ${dedupeKey})
          on conflict (queue, dedupe_key) where dedupe_key is not null do nothing
          returning id
        )
        select id, false as duplicate from inserted
        union all
        select id, true as duplicate from ${table}
        where queue = ${queue} and dedupe_key = ${dedupeKey} and not exists (select 1 from inserted)`,
      );
      if (inserted) return inserted;
      // The first item committed after this statement's snapshot was taken: look again.
      const first = await maybeOne<{ id: string }>(
        q,
        sql`select id from ${table} where queue = ${queue} and dedupe_key = ${dedupeKey}`,
      );
      if (!first) throw new Error(`could not enqueue on ${queue}`);
      return { id: first.id, duplicate: true };
    },

    /**
     * Takes up to `limit` due items: pending ones whose time has come, oldest first, then running
     * ones whose worker let the lease run out, and answers them in that order. SKIP LOCKED lets
     * replicas claim side by side.
     * Each kind is read from its own index in order, so a claim reads `limit` rows however many
     * are due: matching both kinds at once had PostgreSQL sort every due row on each claim,
     * which grows with the backlog while a receiver is away.
     */
    async claim(q: Queryable, queue: string, limit: number, leaseMs: number): Promise<WorkItem[]> {
      const { rows } = await q.query<WorkItem>(sql`
        with due as (
          select id from ${table}
          where queue = ${queue} and status = 'pending' and run_at <= now()
          order by run_at
          limit ${limit}
          for update skip locked
        ), lapsed as (
          select id from ${table}
          where queue = ${queue} and status = 'running' and locked_until < now() and attempts < max_attempts
          order by locked_until
          limit ${limit}
          for update skip locked
        ), claimable as (
          select id, rank from (select id, 0 as rank from due union all select id, 1 from lapsed) c
          order by rank
          limit ${limit}
        ), claimed as (
          update ${table} w
          set status = 'running', attempts = w.attempts + 1, locked_until = now() + ${interval(leaseMs)}::interval
          from claimable c
          where w.id = c.id
          returning w.id, w.queue, w.payload, w.attempts as attempt, w.max_attempts as "maxAttempts",
                    w.created_at as "createdAt", c.rank, w.run_at
        )
        select id, queue, payload, attempt, "maxAttempts", "createdAt" from claimed order by rank, run_at, id`);
      return rows;
    },

    /**
     * Every write that follows a claim names the attempt it belongs to, so a worker whose lease
     * ran out (and whose item another worker took) cannot overwrite the newer attempt's state.
     * Each takes the items a handler was given together, in one statement.
     */
    async extendLease(q: Queryable, items: readonly WorkItem[], leaseMs: number): Promise<void> {
      await q.query(sql`
        update ${table} set locked_until = now() + ${interval(leaseMs)}::interval
        where ${attemptsOf(items)} and status = 'running'`);
    },

    async markDone(q: Queryable, items: readonly WorkItem[]): Promise<void> {
      await q.query(sql`
        update ${table} set status = 'done', finished_at = now(), locked_until = null
        where ${attemptsOf(items)} and status = 'running'`);
    },

    /**
     * Back to `pending` after the item's `retryInMs`, or `failed` when no attempt is left.
     * Answers the status each item was given; an item whose attempt had been overtaken is absent.
     */
    async markAttemptFailed(
      q: Queryable,
      items: readonly WorkItem[],
      error: string,
      retryInMs: (item: WorkItem) => number,
    ): Promise<Map<string, WorkItemStatus>> {
      const { rows } = await q.query<{ id: string; status: WorkItemStatus }>(sql`
        update ${table} w
        set status = case when w.attempts >= w.max_attempts then 'failed' else 'pending' end,
            run_at = case when w.attempts >= w.max_attempts then w.run_at
                          else now() + r.retry_ms * interval '1 millisecond' end,
            finished_at = case when w.attempts >= w.max_attempts then now() end,
            locked_until = null,
            last_error = ${error}
        from unnest(${items.map((i) => i.id)}::uuid[], ${items.map((i) => i.attempt)}::int[],
                    ${items.map((i) => Math.max(0, Math.round(retryInMs(i))))}::int8[]) as r(id, attempt, retry_ms)
        where w.id = r.id and w.attempts = r.attempt and w.status = 'running'
        returning w.id, w.status`);
      return new Map(rows.map((row) => [row.id, row.status]));
    },

    /** Items whose last attempt's worker vanished: nothing is left to try. */
    async failAbandoned(q: Queryable, queue: string): Promise<number> {
      const { rowCount } = await q.query(sql`
        update ${table}
        set status = 'failed', finished_at = now(), locked_until = null,
            last_error = coalesce(last_error || '; ', '') || 'worker stopped before finishing the last attempt'
        where queue = ${queue} and status = 'running' and locked_until < now() and attempts >= max_attempts`);
      return rowCount;
    },

    async pruneDone(q: Queryable, queue: string, olderThanMs: number): Promise<number> {
      const { rowCount } = await q.query(sql`
        delete from ${table}
        where queue = ${queue} and status = 'done' and finished_at < now() - ${interval(olderThanMs)}::interval`);
      return rowCount;
    },
  };
}

export type WorkItemStore = ReturnType<typeof workItemsIn>;
