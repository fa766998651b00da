import type { Queryable } from '@platform/kernel/db';
import { writeLedgerEntry } from '../ledger/store.js';
import { Decimal } from '../shared/money.js';
import { type Allocation, addJobEarning, allocate, insertStepCompletion } from './store.js';

export interface CompletedStep {
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

/**
 * Settles a payment to a worker whose row the caller has locked: the worker's advance and the
 * payment cover pending jobs oldest first, jobs covered in full move to paid, and what is left
 * becomes the new advance.
 */
export function settle(
  tx: Queryable,
  worker: { readonly id: string; readonly advance: string },
  amount: Decimal,
): Promise<Allocation> {
  return allocate(tx, worker.id, amount.plus(worker.advance));
}
