import { many, one, type Queryable, sql } from '@platform/kernel/db';
import { Decimal } from './money.js';

export interface LedgerWrite {
  readonly tenantId: string;
  readonly workerId: string;
  readonly type: string;
  /** Signed effect on the balance. */
  readonly amount: Decimal;
  readonly description?: string | null | undefined;
  readonly jobId?: string | undefined;
  readonly stepName?: string | undefined;
  readonly transactionId?: string | undefined;
}

/** A ledger entry and the worker's balance moved by it, in the caller's transaction. */
export async function writeLedger(tx: Queryable, w: LedgerWrite): Promise<void> {
  await tx.query(sql`
    with entry as (
      insert into factory.ledger_entries (tenant_id, worker_id, type, amount, description, job_id, step_name, transaction_id)
      values (${w.tenantId}, ${w.workerId}::uuid, ${w.type}, ${w.amount.toFixed(2)}::numeric, ${w.description ?? null},
              ${w.jobId ?? null}::uuid, ${w.stepName ?? null}, ${w.transactionId ?? null}::uuid)
      returning amount
    )
    update factory.workers set balance = balance + (select amount from entry), updated_at = now()
    where id = ${w.workerId}::uuid`);
}

export interface StepCredit {
  readonly tenantId: string;
  readonly jobId: string;
  readonly articleId: string;
  readonly workerId: string;
  readonly stepName: string;
  readonly quantity: number;
  readonly rate: Decimal;
  readonly paid: boolean;
}

/**
 * A completed step: its row for the reports and, for a paid step, the wage (rate × quantity) as
 * a `credit` ledger entry, added to the job's pending earnings of the worker.
 */
export async function recordStepCompletion(tx: Queryable, c: StepCredit): Promise<Decimal> {
  const amount = c.paid ? c.rate.times(c.quantity) : new Decimal(0);
  await tx.query(sql`
    insert into factory.step_completions (tenant_id, job_id, article_id, worker_id, step_name, quantity, rate, amount)
    values (${c.tenantId}, ${c.jobId}::uuid, ${c.articleId}::uuid, ${c.workerId}::uuid, ${c.stepName}, ${c.quantity},
            ${c.rate.toFixed(2)}::numeric, ${amount.toFixed(2)}::numeric)`);
  if (amount.isZero()) return amount;
  await writeLedger(tx, {
    tenantId: c.tenantId,
    workerId: c.workerId,
    type: 'credit',
    amount,
    description: `${c.stepName} × ${c.quantity} at ${c.rate.toFixed(2)}`,
    jobId: c.jobId,
    stepName: c.stepName,
  });
  await tx.query(sql`
    insert into factory.job_earnings (tenant_id, worker_id, job_id, earned_amount)
    values (${c.tenantId}, ${c.workerId}::uuid, ${c.jobId}::uuid, ${amount.toFixed(2)}::numeric)
    on conflict (worker_id, job_id) do update
      set earned_amount = factory.job_earnings.earned_amount + excluded.earned_amount, paid_at = null`);
  return amount;
}

export interface EarningRow {
  readonly job_id: string;
  readonly earned_amount: string;
  readonly paid_amount: string;
  readonly earned_at: Date;
}

/**
 * The settlement pass of the contract, in one statement over the worker's pending earnings
 * (the worker's row is locked by the caller): the money available, the advance first and then
 * the payment, covers pending jobs oldest first; a job covered in full is paid, one covered in
 * part keeps what it received. Returns the jobs paid in full by this pass and what is left.
 */
export async function allocate(
  tx: Queryable,
  workerId: string,
  pool: Decimal,
): Promise<{ paid: EarningRow[]; leftover: Decimal }> {
  const { need } = await one<{ need: string }>(
    tx,
    sql`select coalesce(sum(earned_amount - paid_amount), 0)::text as need from factory.job_earnings
        where worker_id = ${workerId}::uuid and paid_amount < earned_amount`,
  );
  const paid = await many<EarningRow>(
    tx,
    sql`with pending as (
          select id, earned_amount - paid_amount as need,
                 sum(earned_amount - paid_amount) over (order by earned_at, id) as running
          from factory.job_earnings where worker_id = ${workerId}::uuid and paid_amount < earned_amount
        ), share as (
          select id, least(need, greatest(0, ${pool.toFixed(2)}::numeric - (running - need))) as take from pending
        )
        update factory.job_earnings e
        set paid_amount = e.paid_amount + s.take,
            paid_at = case when e.paid_amount + s.take = e.earned_amount then now() else e.paid_at end
        from share s where e.id = s.id and s.take > 0
        returning e.job_id, e.earned_amount::text as earned_amount, e.paid_amount::text as paid_amount, e.earned_at`,
  );
  const leftover = Decimal.max(0, pool.minus(need));
  return { paid: paid.filter((r) => r.earned_amount === r.paid_amount), leftover };
}

export function pendingEarnings(db: Queryable, workerId: string): Promise<EarningRow[]> {
  return many<EarningRow>(
    db,
    sql`select job_id, earned_amount::text as earned_amount, paid_amount::text as paid_amount, earned_at
        from factory.job_earnings where worker_id = ${workerId}::uuid and paid_amount < earned_amount
        order by earned_at, job_id`,
  );
}

export async function setAdvance(tx: Queryable, workerId: string, advance: Decimal): Promise<void> {
  await tx.query(
    sql`update factory.workers set advance = ${advance.toFixed(2)}::numeric where id = ${workerId}::uuid`,
  );
}
