import { maybeOne, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Decimal } from '../shared/money.js';

export interface StepCompletion {
  readonly tenantId: string;
  readonly jobId: string;
  readonly articleId: string;
  readonly workerId: string;
  readonly stepName: string;
  readonly quantity: number;
  readonly rate: Decimal;
  /** The wage earned: rate × quantity for a paid step, 0 otherwise. */
  readonly amount: Decimal;
}

/** A completed step's row, what the reports add up. */
export async function insertStepCompletion(tx: Queryable, c: StepCompletion): Promise<void> {
  await tx.query(sql`
    insert into factory.step_completions (tenant_id, job_id, article_id, worker_id, step_name, quantity, rate, amount)
    values (${c.tenantId}, ${c.jobId}::uuid, ${c.articleId}::uuid, ${c.workerId}::uuid, ${c.stepName}, ${c.quantity},
            ${c.rate.toFixed(2)}::numeric, ${c.amount.toFixed(2)}::numeric)`);
}

/** Adds a wage to the job's pending earnings of the worker: what the next payment covers. */
export async function addJobEarning(
  tx: Queryable,
  e: {
    readonly tenantId: string;
    readonly workerId: string;
    readonly jobId: string;
    readonly amount: Decimal;
  },
): Promise<void> {
  await tx.query(sql`
    insert into factory.job_earnings (tenant_id, worker_id, job_id, earned_amount)
    values (${e.tenantId}, ${e.workerId}::uuid, ${e.jobId}::uuid, ${e.amount.toFixed(2)}::numeric)
    on conflict (worker_id, job_id) do update
      set earned_amount = factory.job_earnings.earned_amount + excluded.earned_amount, paid_at = null`);
}

/** A worker's pending earnings, oldest first, as three lists of one length. */
export interface PendingEarnings {
  readonly jobIds: string[];
  /** What each job earned the worker, in rupees. */
  readonly earned: number[];
  /** What each job has received of it so far, in rupees. */
  readonly paid: number[];
}

/** A worker's money as a payment reads it, in one snapshot. */
export interface WorkerEarnings extends PendingEarnings {
  readonly workerId: string;
  /** Money paid and not yet allocated to a job, exact. */
  readonly advance: string;
  /** The worker row's version as read (`xmin`): the payment's write checks it is unchanged. */
  readonly version: string;
}

/**
 * The tenant's worker and what it is owed job by job, oldest first, read together. Three lists
 * rather than one list of objects: for a worker with a thousand pending jobs, PostgreSQL builds
 * the objects in twice the time it takes to read the rows. The lists aggregate rows already in
 * order (an index-only scan of `job_earnings_pending_idx`) rather than each sorting them again:
 * PostgreSQL aggregates a sorted subquery's rows in its order when nothing else is joined or
 * grouped, and an `order by` inside each aggregate would sort the thousand rows three times.
 * Every write of a worker's earnings also writes its row (the ledger entry moves its balance),
 * so the row's version stands for both.
 */
export function workerEarnings(
  db: Queryable,
  tenantId: string,
  workerId: string,
): Promise<WorkerEarnings | undefined> {
  return maybeOne<WorkerEarnings>(
    db,
    sql`select w.id as "workerId", w.advance::text as advance, w.xmin::text as version, p."jobIds", p.earned, p.paid
        from factory.workers w cross join lateral (
          select coalesce(json_agg(job_id), '[]') as "jobIds",
                 coalesce(json_agg(earned_amount), '[]') as earned,
                 coalesce(json_agg(paid_amount), '[]') as paid
          from (select job_id, earned_amount, paid_amount from factory.job_earnings
                where worker_id = w.id and paid_amount < earned_amount
                order by earned_at, id) pending) p
        where w.tenant_id = ${tenantId} and w.id = ${workerId}::uuid`,
  );
}

/** What a payment gives one job: an exact amount of rupees. */
export interface Share {
  readonly jobId: string;
  readonly amount: string;
}

/**
 * The worker's row as a payment read it, locked, and no row when it has changed since: a CTE
 * (`worker_as_read`) that every part of the payment's statement joins, so that a payment
 * computed from a stale read writes nothing. A change committed meanwhile has a new `xmin`;
 * one still running is waited for, then its row is checked again.
 */
export function workerAsRead(workerId: string, version: string): SqlQuery {
  return sql`worker_as_read as (
      select id from factory.workers where id = ${workerId}::uuid and xmin = ${version}::xid for update)`;
}

/**
 * Adds what a payment gave each job to what it has received, a job received in full being paid:
 * a CTE (`earnings_paid`) for the statement that records the payment, after `worker_as_read`,
 * so that the jobs' shares and the payment commit together or not at all.
 */
export function earningsPaid(shares: readonly Share[]): SqlQuery {
  return sql`earnings_paid as (
      update factory.job_earnings e
      set paid_amount = e.paid_amount + s.amount,
          paid_at = case when e.paid_amount + s.amount = e.earned_amount then now() else e.paid_at end
      from unnest(${shares.map((s) => s.jobId)}::uuid[], ${shares.map((s) => s.amount)}::numeric[]) as s (job_id, amount),
           worker_as_read w
      where e.worker_id = w.id and e.job_id = s.job_id)`;
}
