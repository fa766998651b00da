import { one, type Queryable, sql } from '@platform/kernel/db';
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

export interface Earning {
  readonly jobId: string;
  readonly earnedAmount: number;
  readonly paidAmount: number;
}

/**
 * The settlement pass in one statement over the worker's pending earnings (the
 * caller holds the worker's row lock): the money available (the advance, then the payment)
 * covers pending jobs oldest first; a job covered in full is paid, one covered in part keeps
 * what it received. Answers the jobs this pass paid in full, those still pending, and the
 * money left over (the new advance).
 */
export async function allocate(
  tx: Queryable,
  workerId: string,
  pool: Decimal,
): Promise<{ paid: Earning[]; pending: Earning[]; leftover: Decimal }> {
  const row = await one<{ need: string; paid: Earning[] | null; pending: Earning[] | null }>(
    tx,
    sql`with pending as (
          select id, job_id, earned_amount, paid_amount, earned_at, earned_amount - paid_amount as need,
                 sum(earned_amount - paid_amount) over (order by earned_at, id) as running
          from factory.job_earnings where worker_id = ${workerId}::uuid and paid_amount < earned_amount
        ), share as (
          select p.*, least(p.need, greatest(0, ${pool.toFixed(2)}::numeric - (p.running - p.need))) as take from pending p
        ), paid as (
          update factory.job_earnings e
          set paid_amount = e.paid_amount + s.take,
              paid_at = case when s.take = s.need then now() else e.paid_at end
          from share s where e.id = s.id and s.take > 0
          returning e.id
        )
        select (select coalesce(sum(need), 0)::text from pending) as need,
               (select json_agg(json_build_object('jobId', job_id, 'earnedAmount', earned_amount, 'paidAmount', earned_amount)
                                order by earned_at, id)
                from share where take = need and take > 0 and id in (select id from paid)) as paid,
               (select json_agg(json_build_object('jobId', job_id, 'earnedAmount', earned_amount, 'paidAmount', paid_amount + take)
                                order by earned_at, id)
                from share where take < need) as pending`,
  );
  return {
    paid: row.paid ?? [],
    pending: row.pending ?? [],
    leftover: Decimal.max(0, pool.minus(row.need)),
  };
}

/**
 * A payment as written: its transaction, its `debit` entry, and the worker's balance and new
 * advance, in one statement. Answers the transaction and the balance after it.
 */
export async function recordPayment(
  tx: Queryable,
  p: {
    tenantId: string;
    workerId: string;
    amount: Decimal;
    advance: Decimal;
    date?: string | undefined;
    note?: string | undefined;
    jobsPaid: readonly string[];
  },
) {
  return one<{
    id: string;
    worker_id: string;
    kind: 'payment';
    amount: string;
    date: string;
    note: string | null;
    settlement: Record<string, unknown>;
    created_at: Date;
    updated_at: Date;
    balance: string;
  }>(
    tx,
    sql`with t as (
          insert into factory.transactions (tenant_id, worker_id, kind, amount, date, note, settlement)
          values (${p.tenantId}, ${p.workerId}::uuid, 'payment', ${p.amount.toFixed(2)}::numeric,
                  coalesce(${p.date ?? null}::date, current_date), ${p.note ?? null},
                  ${JSON.stringify({ jobsPaid: p.jobsPaid, advanceCredit: p.advance.toNumber() })}::jsonb)
          returning *
        ), entry as (
          insert into factory.ledger_entries (tenant_id, worker_id, type, amount, description, transaction_id)
          select ${p.tenantId}, ${p.workerId}::uuid, 'debit', -${p.amount.toFixed(2)}::numeric, 'Payment', t.id from t
        ), w as (
          update factory.workers set balance = balance - ${p.amount.toFixed(2)}::numeric,
                 advance = ${p.advance.toFixed(2)}::numeric, updated_at = now()
          where id = ${p.workerId}::uuid returning balance
        )
        select t.id, t.worker_id, t.kind, t.amount::text as amount, t.date::text as date, t.note, t.settlement,
               t.created_at, t.updated_at, (select balance::text from w) as balance
        from t`,
  );
}
