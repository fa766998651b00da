import { type Db, sql } from '@platform/kernel/db';
import { conflict, notFound } from '@platform/kernel/errors';
import { Decimal, moneyOf, toAmount } from '../settlement/money.js';
import { settlePayment } from '../settlement/service.js';
import { writeLedger } from '../settlement/store.js';
import { findWorker } from '../workers/store.js';
import { findTransaction, insertTransaction, type TransactionRow } from './store.js';

export const transactionView = (row: TransactionRow) => ({
  _id: row.id,
  workerId: row.worker_id,
  type: row.kind,
  amount: toAmount(row.amount),
  date: row.date,
  note: row.note,
  ...(row.settlement ? { settlement: row.settlement } : {}),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export interface PaymentInput {
  readonly workerId: string;
  readonly amount: number;
  readonly date?: string | undefined;
  readonly note?: string | undefined;
}

/**
 * A payment to a worker: under the worker's row lock (so two payments never spend the same
 * pending job), the settlement pass runs and the payment is recorded as a transaction and a
 * `debit` ledger entry, all in one transaction.
 */
export async function makePayment(db: Db, tenantId: string, input: PaymentInput) {
  const amount = moneyOf(input.amount, 'amount');
  return db.transaction(async (tx) => {
    const worker = await findWorker(tx, tenantId, input.workerId, true);
    if (!worker) throw notFound('Worker');
    const { transaction, settlement } = await settlePayment(tx, {
      tenantId,
      worker,
      amount,
      date: input.date,
      note: input.note,
    });
    return { transaction: transactionView(transaction), settlement };
  });
}

export interface EntryInput {
  readonly workerId: string;
  readonly type: 'credit' | 'debit';
  readonly amount: number;
  readonly date?: string | undefined;
  readonly note?: string | undefined;
}

/** A credit or debit outside the wage cycle (a bonus, a deduction): its transaction and ledger entry, no settlement. */
export async function createEntryTransaction(db: Db, tenantId: string, input: EntryInput) {
  const amount = moneyOf(input.amount, 'amount');
  return db.transaction(async (tx) => {
    const worker = await findWorker(tx, tenantId, input.workerId, true);
    if (!worker) throw notFound('Worker');
    const row = await insertTransaction(tx, tenantId, {
      ...input,
      kind: input.type,
      amount: amount.toFixed(2),
    });
    await writeLedger(tx, {
      tenantId,
      workerId: worker.id,
      type: input.type,
      amount: input.type === 'credit' ? amount : amount.negated(),
      description: input.note ?? `Transaction ${input.type}`,
      transactionId: row.id,
    });
    return transactionView(row);
  });
}

/**
 * Deletes a credit or debit transaction and takes its ledger entry back out of the balance. A
 * settled payment cannot be deleted (409): jobs were marked paid with it.
 */
export async function deleteTransaction(db: Db, tenantId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findTransaction(tx, tenantId, id, true);
    if (!row) throw notFound('Transaction');
    if (row.kind === 'payment')
      throw conflict('A settled payment cannot be deleted; record a credit or debit instead');
    await findWorker(tx, tenantId, row.worker_id, true);
    const signed = row.kind === 'credit' ? new Decimal(row.amount) : new Decimal(row.amount).negated();
    await tx.query(
      sql`update factory.workers set balance = balance - ${signed.toFixed(2)}::numeric, updated_at = now() where id = ${row.worker_id}::uuid`,
    );
    await tx.query(sql`delete from factory.transactions where id = ${id}::uuid`);
  });
}
