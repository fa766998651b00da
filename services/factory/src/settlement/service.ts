import type { Queryable } from '@platform/kernel/db';
import { findWorker } from '../workers/store.js';
import { type Decimal, toAmount } from './money.js';
import { allocate, type EarningRow, pendingEarnings, setAdvance, writeLedger } from './store.js';

const earningView = (r: EarningRow) => ({
  jobId: r.job_id,
  earnedAmount: toAmount(r.earned_amount),
  paidAmount: toAmount(r.paid_amount),
  earnedAt: r.earned_at.toISOString(),
});

/**
 * Settles a payment to a worker whose row the caller has locked, then records it: the worker's
 * advance and the payment cover pending jobs in FIFO order, jobs covered in full move to paid,
 * a surplus becomes the new advance (a negative balance), and the payment is a `debit` entry.
 */
export async function settlePayment(
  tx: Queryable,
  tenantId: string,
  worker: { readonly id: string; readonly advance: string },
  amount: Decimal,
  transactionId: string,
) {
  const pool = amount.plus(worker.advance);
  const { paid, leftover } = await allocate(tx, worker.id, pool);
  await setAdvance(tx, worker.id, leftover);
  await writeLedger(tx, {
    tenantId,
    workerId: worker.id,
    type: 'debit',
    amount: amount.negated(),
    description: 'Payment',
    transactionId,
  });
  const after = await findWorker(tx, tenantId, worker.id);
  return {
    jobsPaid: paid.map(earningView),
    jobsPendingPayment: (await pendingEarnings(tx, worker.id)).map(earningView),
    balance: toAmount(after?.balance ?? 0),
    advanceCredit: toAmount(leftover),
  };
}

export type Settlement = Awaited<ReturnType<typeof settlePayment>>;
export { earningView };
