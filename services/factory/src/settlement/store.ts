import { one, type Queryable, sql } from '@platform/kernel/db';
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

/** A job's wages of a worker as a payment's answer lists them. */
export interface Earning {
  readonly jobId: string;
  readonly earnedAmount: number;
  readonly paidAmount: number;
}

export interface Allocation {
  /** Jobs this pass paid in full, oldest first. */
  readonly jobsPaid: Earning[];
  /** Jobs still pending, oldest first, with what they have received so far. */
  readonly jobsPendingPayment: Earning[];
  /** What is left of the money once every pending job is paid: the worker's new advance, exact. */
  readonly advance: string;
}

/**
 * The settlement pass in one statement over the worker's pending earnings (the caller holds the
 * worker's row lock): `pool` covers pending jobs oldest first (a running sum gives each its
 * share); a job covered in full is paid, one covered in part keeps what it received.
 */
export function allocate(tx: Queryable, workerId: string, pool: Decimal): Promise<Allocation> {
  const money = pool.toFixed(2);
  return one<Allocation>(
    tx,
    sql`with pending as (
          select id, job_id, earned_amount, paid_amount, earned_at, earned_amount - paid_amount as need,
                 sum(earned_amount - paid_amount) over (order by earned_at, id rows unbounded preceding) as running
          from factory.job_earnings where worker_id = ${workerId}::uuid and paid_amount < earned_amount
        ), share as (
          select *, least(need, greatest(0, ${money}::numeric - (running - need))) as take from pending
        ), paid as (
          update factory.job_earnings e
          set paid_amount = e.paid_amount + s.take,
              paid_at = case when s.take = s.need then now() else e.paid_at end
          from share s where e.id = s.id and s.take > 0
        )
        select coalesce(json_agg(json_build_object('jobId', job_id, 'earnedAmount', earned_amount, 'paidAmount', earned_amount)
                                 order by earned_at, id) filter (where take = need), '[]') as "jobsPaid",
               coalesce(json_agg(json_build_object('jobId', job_id, 'earnedAmount', earned_amount, 'paidAmount', paid_amount + take)
                                 order by earned_at, id) filter (where take < need), '[]') as "jobsPendingPayment",
               greatest(0, ${money}::numeric - coalesce(sum(need), 0))::text as advance
        from share`,
  );
}
