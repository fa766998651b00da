import { many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import { ledgerWrite } from '../ledger/store.js';
import { earningsPaid, type Share, workerAsRead } from '../settlement/store.js';
import { todayInIndia } from '../shared/days.js';
import type { Decimal } from '../shared/money.js';
import { isoTime, money } from '../shared/views.js';

export type TransactionKind = 'payment' | 'credit' | 'debit';

export interface TransactionView {
  readonly _id: string;
  readonly workerId: string;
  /** The worker's name, read with the transaction. */
  readonly workerName: string | null;
  readonly type: TransactionKind;
  readonly amount: number;
  readonly date: string;
  readonly note: string | null;
  /** A payment's: the jobs it paid and the advance it left; absent on a credit or debit. */
  readonly settlement?: Record<string, unknown>;
  readonly createdAt: string;
  readonly updatedAt: string;
}

const TRANSACTION = sql`id as "_id", worker_id as "workerId",
  (select w.name from factory.workers w where w.id = worker_id) as "workerName", kind as type, ${money(sql`amount`)} as amount,
  date::text as date, note, settlement, ${isoTime(sql`created_at`)} as "createdAt", ${isoTime(sql`updated_at`)} as "updatedAt"`;

type TransactionRow = Omit<TransactionView, 'settlement'> & {
  readonly settlement: Record<string, unknown> | null;
};

/** The API leaves `settlement` out of a credit or debit rather than writing null. */
function view({ settlement, ...rest }: TransactionRow): TransactionView {
  return settlement === null ? rest : { ...rest, settlement };
}

export async function insertTransaction(
  tx: Queryable,
  tenantId: string,
  t: {
    workerId: string;
    kind: TransactionKind;
    amount: string;
    date?: string | undefined;
    note?: string | undefined;
  },
): Promise<TransactionView> {
  return view(
    await one<TransactionRow>(
      tx,
      sql`insert into factory.transactions (tenant_id, worker_id, kind, amount, date, note)
          values (${tenantId}, ${t.workerId}::uuid, ${t.kind}, ${t.amount}::numeric,
                  coalesce(${t.date ?? null}::date, ${todayInIndia}), ${t.note ?? null})
          returning ${TRANSACTION}`,
    ),
  );
}

export interface PaymentRecord {
  readonly tenantId: string;
  readonly workerId: string;
  readonly amount: Decimal;
  /** The worker's advance after the settlement pass, exact. */
  readonly advance: string;
  readonly date?: string | undefined;
  readonly note?: string | undefined;
  readonly jobsPaid: readonly string[];
  /** What the payment gives each job it reaches. */
  readonly shares: readonly Share[];
  /** The worker row's version the settlement pass read (`workerEarnings`). */
  readonly version: string;
}

/**
 * A payment as written, in one statement: the jobs' shares, its transaction with what the
 * settlement pass did, its `debit` entry, and the worker's balance and new advance. Answers the
 * transaction and the balance after it, or nothing, having written nothing, when the worker has
 * changed since the settlement pass read it.
 */
export async function insertPayment(
  db: Queryable,
  p: PaymentRecord,
): Promise<{ transaction: TransactionView; balance: number } | undefined> {
  const settlement = { jobsPaid: p.jobsPaid, advanceCredit: Number(p.advance) };
  const row = await maybeOne<TransactionRow & { balance: number }>(
    db,
    sql`with ${workerAsRead(p.workerId, p.version)}, ${earningsPaid(p.shares)}, t as (
          insert into factory.transactions (tenant_id, worker_id, kind, amount, date, note, settlement)
          select ${p.tenantId}, w.id, 'payment', ${p.amount.toFixed(2)}::numeric,
                 coalesce(${p.date ?? null}::date, ${todayInIndia}), ${p.note ?? null}, ${JSON.stringify(settlement)}::jsonb
          from worker_as_read w
          returning *
        ), ${ledgerWrite(
          {
            tenantId: p.tenantId,
            workerId: p.workerId,
            type: 'debit',
            amount: p.amount.negated(),
            description: 'Payment',
            transactionId: sql`t.id`,
            from: sql`t`,
          },
          { advance: p.advance },
        )}
        select ${TRANSACTION}, (select ${money(sql`balance`)} from ledger_balance) as balance from t`,
  );
  if (!row) return undefined;
  const { balance, ...transaction } = row;
  return { transaction: view(transaction), balance };
}

export async function findTransaction(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<TransactionView | undefined> {
  const row = await maybeOne<TransactionRow>(
    db,
    sql`select ${TRANSACTION} from factory.transactions where tenant_id = ${tenantId} and id = ${id}::uuid`,
  );
  return row && view(row);
}

/** Locks a transaction for its deletion: what the rule reads of it. */
export function lockTransaction(
  tx: Queryable,
  tenantId: string,
  id: string,
): Promise<{ readonly id: string; readonly workerId: string; readonly kind: TransactionKind } | undefined> {
  return maybeOne(
    tx,
    sql`select id, worker_id as "workerId", kind from factory.transactions
        where tenant_id = ${tenantId} and id = ${id}::uuid for update`,
  );
}

export async function deleteTransactionRow(tx: Queryable, id: string): Promise<void> {
  await tx.query(sql`delete from factory.transactions where id = ${id}::uuid`);
}

export async function updateTransaction(
  db: Queryable,
  tenantId: string,
  id: string,
  t: { date?: string | undefined; note?: string | undefined },
): Promise<TransactionView | undefined> {
  const row = await maybeOne<TransactionRow>(
    db,
    sql`update factory.transactions set date = coalesce(${t.date ?? null}::date, date), note = coalesce(${t.note ?? null}, note), updated_at = now()
        where tenant_id = ${tenantId} and id = ${id}::uuid returning ${TRANSACTION}`,
  );
  return row && view(row);
}

export interface TransactionFilters {
  readonly workerId?: string | undefined;
  readonly kind?: TransactionKind | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export async function listTransactions(
  db: Queryable,
  tenantId: string,
  f: TransactionFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: TransactionView[]; total: number }> {
  const parts: SqlQuery[] = [sql`tenant_id = ${tenantId}`];
  if (f.workerId) parts.push(sql`worker_id = ${f.workerId}::uuid`);
  if (f.kind) parts.push(sql`kind = ${f.kind}`);
  if (f.from) parts.push(sql`date >= ${f.from}::date`);
  if (f.to) parts.push(sql`date <= ${f.to}::date`);
  const where = sql.join(parts, sql` and `);
  const [rows, count] = await Promise.all([
    many<TransactionRow>(
      db,
      sql`select ${TRANSACTION} from factory.transactions where ${where} order by date desc, created_at desc, id limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from factory.transactions where ${where}`),
  ]);
  return { rows: rows.map(view), total: count.n };
}
