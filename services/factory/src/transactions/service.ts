import type { Queryable } from '@platform/kernel/db';
import { badRequest, conflict, notFound } from '@platform/kernel/errors';
import { removeTransactionEntries, writeLedgerEntry } from '../ledger/store.js';
import { productionConfigOf } from '../production-config/store.js';
import { settle } from '../settlement/service.js';
import type { Uses } from '../shared/deps.js';
import { Decimal, moneyOf, toAmount } from '../shared/money.js';
import { type PageAsked, tenantPage } from '../shared/paging.js';
import type { TenantScope } from '../shared/tenant-scope.js';
import { findWorker, lockWorker } from '../workers/store.js';
import {
  deleteTransactionRow,
  findTransaction,
  insertPayment,
  insertTransaction,
  listTransactions,
  lockTransaction,
  type TransactionKind,
  type TransactionView,
  updateTransaction,
} from './store.js';

export interface TransactionQuery extends PageAsked {
  readonly workerId?: string | undefined;
  readonly type?: TransactionKind | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** A page of the tenant's transactions, newest first, within the filters. */
export async function listTenantTransactions(scope: TenantScope, deps: Uses<'db'>, query: TransactionQuery) {
  const { type, ...filters } = query;
  if (filters.from && filters.to && filters.from > filters.to) throw badRequest('from must not be after to');
  const config = await productionConfigOf(deps.db, scope.tenantId);
  const page = tenantPage(config.pagination, query);
  const { rows, total } = await listTransactions(deps.db, scope.tenantId, { ...filters, kind: type }, page);
  return { page, rows, total };
}

export async function getTransaction(
  scope: TenantScope,
  deps: Uses<'db'>,
  id: string,
): Promise<TransactionView> {
  const transaction = await findTransaction(deps.db, scope.tenantId, id);
  if (!transaction) throw notFound('Transaction');
  return transaction;
}

/** The date and the note of a transaction may change; its amount never does. */
export async function changeTransaction(
  scope: TenantScope,
  deps: Uses<'db'>,
  id: string,
  input: { readonly date?: string | undefined; readonly note?: string | undefined },
): Promise<TransactionView> {
  const transaction = await updateTransaction(deps.db, scope.tenantId, id, input);
  if (!transaction) throw notFound('Transaction');
  return transaction;
}

export interface PaymentInput {
  readonly workerId: string;
  readonly amount: number;
  readonly date?: string | undefined;
  readonly note?: string | undefined;
}

type Payment = NonNullable<Awaited<ReturnType<typeof payIfUnchanged>>>;

/**
 * A payment to a worker: the settlement pass reads its pending jobs and shares the money out,
 * then one statement records it all (the jobs' shares, the transaction, its `debit` entry, the
 * balance and the advance) if the worker has not changed since the read. Two statements and no
 * transaction held open between them; a payment that lost a race with another write to the
 * worker is made again under the worker's row lock, where it cannot lose.
 */
export async function makePayment(
  scope: TenantScope,
  deps: Uses<'db'>,
  input: PaymentInput,
): Promise<Payment> {
  const amount = moneyOf(input.amount, 'amount');
  const paid =
    (await payIfUnchanged(deps.db, scope, input, amount)) ??
    (await deps.db.transaction(async (tx) => {
      await lockWorker(tx, scope.tenantId, input.workerId);
      return payIfUnchanged(tx, scope, input, amount);
    }));
  if (!paid) throw conflict('The worker changed during the payment; nothing was paid, try again');
  return paid;
}

async function payIfUnchanged(db: Queryable, scope: TenantScope, input: PaymentInput, amount: Decimal) {
  const pass = await settle(db, scope.tenantId, input.workerId, amount);
  if (!pass) throw notFound('Worker');
  const { shares, jobsPaid, jobsPendingPayment, advance, version } = pass;
  const recorded = await insertPayment(db, {
    tenantId: scope.tenantId,
    workerId: input.workerId,
    amount,
    advance: advance.toFixed(2),
    date: input.date,
    note: input.note,
    jobsPaid: jobsPaid.map((j) => j.jobId),
    shares,
    version,
  });
  return (
    recorded && {
      transaction: recorded.transaction,
      settlement: {
        jobsPaid,
        jobsPendingPayment,
        balance: recorded.balance,
        advanceCredit: toAmount(advance),
      },
    }
  );
}

/**
 * What a payment of `amount` to the worker would settle now, written nowhere: the same
 * settlement pass (`settle`) a payment runs, over the worker as it is, and the balance the
 * payment would leave. The read is one snapshot, so the balance and the jobs agree.
 */
export async function previewPayment(
  scope: TenantScope,
  deps: Uses<'db'>,
  input: Pick<PaymentInput, 'workerId' | 'amount'>,
) {
  const amount = moneyOf(input.amount, 'amount');
  return deps.db.transaction(async (tx) => {
    const worker = await findWorker(tx, scope.tenantId, input.workerId);
    const pass = worker && (await settle(tx, scope.tenantId, worker._id, amount));
    if (!worker || !pass) throw notFound('Worker');
    return {
      workerId: worker._id,
      workerName: worker.name,
      amount: toAmount(amount),
      settlement: {
        jobsPaid: pass.jobsPaid,
        jobsPendingPayment: pass.jobsPendingPayment,
        balance: toAmount(new Decimal(worker.balance).minus(amount)),
        advanceCredit: toAmount(pass.advance),
      },
    };
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
export async function createEntryTransaction(
  scope: TenantScope,
  deps: Uses<'db'>,
  input: EntryInput,
): Promise<TransactionView> {
  const amount = moneyOf(input.amount, 'amount');
  return deps.db.transaction(async (tx) => {
    const worker = await lockWorker(tx, scope.tenantId, input.workerId);
    if (!worker) throw notFound('Worker');
    const transaction = await insertTransaction(tx, scope.tenantId, {
      ...input,
      kind: input.type,
      amount: amount.toFixed(2),
    });
    await writeLedgerEntry(tx, {
      tenantId: scope.tenantId,
      workerId: worker.id,
      type: input.type,
      amount: input.type === 'credit' ? amount : amount.negated(),
      description: input.note ?? `Transaction ${input.type}`,
      transactionId: transaction._id,
    });
    return transaction;
  });
}

/**
 * Deletes a credit or debit transaction and takes its ledger entry back out of the balance. A
 * settled payment cannot be deleted (409): jobs were marked paid with it.
 */
export async function deleteTransaction(scope: TenantScope, deps: Uses<'db'>, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const transaction = await lockTransaction(tx, scope.tenantId, id);
    if (!transaction) throw notFound('Transaction');
    if (transaction.kind === 'payment')
      throw conflict('A settled payment cannot be deleted; record a credit or debit instead');
    await lockWorker(tx, scope.tenantId, transaction.workerId);
    await removeTransactionEntries(tx, transaction.id);
    await deleteTransactionRow(tx, transaction.id);
  });
}
