import type { Queryable } from '@platform/kernel/db';
import { type Decimal, toAmount } from './money.js';
import { allocate, recordPayment } from './store.js';

/**
 * Settles a payment to a worker whose row the caller has locked, then records it: the worker's
 * advance and the payment cover pending jobs in FIFO order, jobs covered in full move to paid,
 * a surplus becomes the new advance (a negative balance), and the payment is a transaction
 * with its `debit` entry. Three statements in the caller's transaction: lock, allocate, record.
 */
export async function settlePayment(
  tx: Queryable,
  input: {
    readonly tenantId: string;
    readonly worker: { readonly id: string; readonly advance: string };
    readonly amount: Decimal;
    readonly date?: string | undefined;
    readonly note?: string | undefined;
  },
) {
  const pool = input.amount.plus(input.worker.advance);
  const { paid, pending, leftover } = await allocate(tx, input.worker.id, pool);
  const transaction = await recordPayment(tx, {
    tenantId: input.tenantId,
    workerId: input.worker.id,
    amount: input.amount,
    advance: leftover,
    date: input.date,
    note: input.note,
    jobsPaid: paid.map((j) => j.jobId),
  });
  const money = (list: typeof paid) =>
    list.map((j) => ({
      jobId: j.jobId,
      earnedAmount: toAmount(j.earnedAmount),
      paidAmount: toAmount(j.paidAmount),
    }));
  return {
    transaction,
    settlement: {
      jobsPaid: money(paid),
      jobsPendingPayment: money(pending),
      balance: toAmount(transaction.balance),
      advanceCredit: toAmount(leftover),
    },
  };
}
