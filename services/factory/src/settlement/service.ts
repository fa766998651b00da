import type { Queryable } from '@platform/kernel/db';
import { writeLedgerEntry } from '../ledger/store.js';
import { Decimal } from '../shared/money.js';
import {
  addJobEarning,
  insertStepCompletion,
  type PendingEarnings,
  type Share,
  type StepCompletion,
  workerEarnings,
} from './store.js';

/** A step just completed, and whether its step pays a wage. */
export interface CompletedStep extends Omit<StepCompletion, 'amount'> {
  readonly paid: boolean;
}

/**
 * A completed step, in the caller's transaction (which holds the worker's row lock): its row
 * for the reports and, for a paid step, the wage (rate × quantity) as a `credit` ledger entry,
 * added to the job's pending earnings of the worker. Answers the wage.
 */
export async function creditCompletedStep(tx: Queryable, step: CompletedStep): Promise<Decimal> {
  const amount = step.paid ? step.rate.times(step.quantity) : new Decimal(0);
  await insertStepCompletion(tx, { ...step, amount });
  if (amount.isZero()) return amount;
  await writeLedgerEntry(tx, {
    tenantId: step.tenantId,
    workerId: step.workerId,
    type: 'credit',
    amount,
    description: `${step.stepName} × ${step.quantity} at ${step.rate.toFixed(2)}`,
    jobId: step.jobId,
    stepName: step.stepName,
  });
  await addJobEarning(tx, { ...step, amount });
  return amount;
}

/** A job's wages of a worker as a payment's answer lists them. */
export interface Earning {
  readonly jobId: string;
  readonly earnedAmount: number;
  readonly paidAmount: number;
}

export interface Settlement {
  /** What the payment gives each job it reaches, to be added to what the job has received. */
  readonly shares: Share[];
  /** Jobs this payment pays in full, oldest first. */
  readonly jobsPaid: Earning[];
  /** Jobs still pending, oldest first, with what each has received so far. */
  readonly jobsPendingPayment: Earning[];
  /** What is left once every pending job is paid: the worker's new advance. */
  readonly advance: Decimal;
}

/**
 * Money in paise, whole numbers, for the allocation's arithmetic: an amount of two decimals
 * times 100, rounded, is exact below 2^53 paise, far above the 999,999,999,999.99 a column holds.
 */
const paise = (rupees: number): number => Math.round(rupees * 100);

/**
 * The settlement pass itself: the worker's advance and the payment cover its pending jobs oldest
 * first; a job covered in full is paid, the one covered in part keeps what it received, and what
 * is left becomes the new advance.
 */
export function allocate(amount: Decimal, advance: Decimal.Value, pending: PendingEarnings): Settlement {
  let left = amount.plus(advance).times(100).toNumber();
  const jobsPaid: Earning[] = [];
  const jobsPendingPayment: Earning[] = [];
  const shares: Share[] = [];
  pending.jobIds.forEach((jobId, i) => {
    const earnedAmount = pending.earned[i] ?? 0;
    const before = pending.paid[i] ?? 0;
    const need = paise(earnedAmount) - paise(before);
    const take = Math.min(need, left);
    left -= take;
    if (take > 0) shares.push({ jobId, amount: new Decimal(take).dividedBy(100).toFixed(2) });
    if (take === need) jobsPaid.push({ jobId, earnedAmount, paidAmount: earnedAmount });
    // The nearest number to the new amount, as the API writes every amount (`Number('12.34')`).
    else
      jobsPendingPayment.push({
        jobId,
        earnedAmount,
        paidAmount: take === 0 ? before : (paise(before) + take) / 100,
      });
  });
  return { shares, jobsPaid, jobsPendingPayment, advance: new Decimal(left).dividedBy(100) };
}

/** The settlement pass over a worker's money as read, and the row version it was read at. */
export interface SettlementRead extends Settlement {
  readonly version: string;
}

/**
 * The settlement pass of a payment to the tenant's worker, over its pending jobs as they are
 * now (undefined: no such worker). The caller records the shares with the payment
 * (`earningsPaid`), in one statement that checks the worker is still at `version`.
 */
export async function settle(
  db: Queryable,
  tenantId: string,
  workerId: string,
  amount: Decimal,
): Promise<SettlementRead | undefined> {
  const earnings = await workerEarnings(db, tenantId, workerId);
  return earnings && { ...allocate(amount, earnings.advance, earnings), version: earnings.version };
}
