import { many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import { dayStart, withinDays } from '../shared/days.js';
import type { Decimal } from '../shared/money.js';
import { isoTime, money } from '../shared/views.js';

/** A ledger entry to write: what moves a worker's balance. */
export interface LedgerEntry {
  readonly tenantId: string;
  readonly workerId: string;
  readonly type: string;
  /** Signed effect on the balance: credits positive, debits negative. */
  readonly amount: Decimal;
  readonly description: string;
  readonly jobId?: string | undefined;
  readonly stepName?: string | undefined;
  /** The transaction the entry records: its id, or a column of `from` (the row a payment has just inserted). */
  readonly transactionId?: string | SqlQuery | undefined;
  /** The CTE of one row the entry follows from, when `transactionId` names one of its columns. */
  readonly from?: SqlQuery | undefined;
}

/**
 * The one statement part that changes workers' balances: each worker's by the sum of its rows
 * in `moves` (`worker_id, amount`), the ledger rows just written or taken out. A payment sets
 * the worker's advance in the same update (`advance`), since one statement updates a row once.
 */
function balanceMoved(moves: SqlQuery, advance?: string): SqlQuery {
  return sql`ledger_balance as (
      update factory.workers w
      set balance = w.balance + m.amount, ${advance === undefined ? sql`` : sql`advance = ${advance}::numeric,`}
          updated_at = now()
      from (select worker_id, sum(amount) as amount from ${moves} group by worker_id) m
      where w.id = m.worker_id
      returning w.balance)`;
}

/**
 * The one writer of ledger rows, as two CTEs for a statement's `with` list: `ledger_entry`, the
 * row, and `ledger_balance`, the worker's balance moved by it (`returning balance`), so that a
 * write and its entry commit in one statement. The caller holds the worker's row lock, or the
 * statement joins `worker_as_read` (a payment).
 */
export function ledgerWrite(entry: LedgerEntry, worker: { readonly advance?: string } = {}): SqlQuery {
  const transactionId =
    typeof entry.transactionId === 'string' ? sql`${entry.transactionId}::uuid` : entry.transactionId;
  return sql`ledger_entry as (
      insert into factory.ledger_entries (tenant_id, worker_id, type, amount, description, job_id, step_name, transaction_id)
      select ${entry.tenantId}::uuid, ${entry.workerId}::uuid, ${entry.type}::text, ${entry.amount.toFixed(2)}::numeric,
             ${entry.description}::text, ${entry.jobId ?? null}::uuid, ${entry.stepName ?? null}::text,
             ${transactionId ?? sql`null::uuid`}
      ${entry.from ? sql`from ${entry.from}` : sql``}
      returning worker_id, amount
    ), ${balanceMoved(sql`ledger_entry`, worker.advance)}`;
}

/** One entry and the balance it moves, in the caller's transaction: the balance after it. */
export async function writeLedgerEntry(tx: Queryable, entry: LedgerEntry): Promise<number> {
  const row = await one<{ balance: number }>(
    tx,
    sql`with ${ledgerWrite(entry)} select ${money(sql`balance`)} as balance from ledger_balance`,
  );
  return row.balance;
}

/** Takes a transaction's entries out of the ledger and their amounts out of the balance, in one statement. */
export async function removeTransactionEntries(tx: Queryable, transactionId: string): Promise<void> {
  await tx.query(
    sql`with ledger_removed as (
          delete from factory.ledger_entries where transaction_id = ${transactionId}::uuid
          returning worker_id, -amount as amount
        ), ${balanceMoved(sql`ledger_removed`)}
        select count(*) from ledger_balance`,
  );
}

export interface Range {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export interface LedgerEntryView {
  readonly _id: string;
  readonly workerId: string;
  readonly type: string;
  readonly amount: number;
  readonly signedAmount: number;
  readonly description: string | null;
  readonly jobId: string | null;
  readonly jobNumber: number | null;
  readonly stepName: string | null;
  readonly transactionId: string | null;
  readonly createdAt: string;
}

/** A worker's entries within the dates, oldest first. */
export function ledgerEntries(db: Queryable, workerId: string, range: Range): Promise<LedgerEntryView[]> {
  return many<LedgerEntryView>(
    db,
    sql`select id as "_id", worker_id as "workerId", type, ${money(sql`abs(amount)`)} as amount,
               ${money(sql`amount`)} as "signedAmount", description, job_id as "jobId",
               (select j.job_number from factory.jobs j where j.id = job_id) as "jobNumber", step_name as "stepName",
               transaction_id as "transactionId", ${isoTime(sql`created_at`)} as "createdAt"
        from factory.ledger_entries where worker_id = ${workerId}::uuid and ${withinDays(sql`created_at`, range)}
        order by created_at, id limit 10000`,
  );
}

export interface LedgerSummary {
  readonly workerId: string;
  readonly totalCredits: number;
  readonly totalDebits: number;
  readonly byType: Record<string, { readonly total: number; readonly entries: number }>;
  readonly balance: number;
  readonly advanceCredit: number;
  readonly pendingAmount: number;
  readonly jobsPendingPayment: number;
}

/**
 * A worker's totals by type within the dates, its balance and advance now, and what is pending
 * payment; undefined when the tenant has no such worker.
 */
export function ledgerSummary(
  db: Queryable,
  tenantId: string,
  workerId: string,
  range: Range,
): Promise<LedgerSummary | undefined> {
  return maybeOne<LedgerSummary>(
    db,
    sql`with by_type as (
          select type, sum(amount) as total, count(*)::int as entries from factory.ledger_entries
          where worker_id = ${workerId}::uuid and ${withinDays(sql`created_at`, range)} group by type
        ), pending as (
          select coalesce(sum(earned_amount - paid_amount), 0) as amount, count(*)::int as jobs
          from factory.job_earnings where worker_id = ${workerId}::uuid and paid_amount < earned_amount
        )
        select w.id as "workerId",
               ${money(sql`coalesce((select sum(total) from by_type where type = 'credit'), 0)`)} as "totalCredits",
               ${money(sql`abs(coalesce((select sum(total) from by_type where type = 'debit'), 0))`)} as "totalDebits",
               coalesce((select json_object_agg(type, json_build_object('total', total, 'entries', entries) order by type)
                         from by_type), '{}') as "byType",
               ${money(sql`w.balance`)} as balance, ${money(sql`w.advance`)} as "advanceCredit",
               ${money(sql`p.amount`)} as "pendingAmount", p.jobs as "jobsPendingPayment"
        from factory.workers w, pending p where w.tenant_id = ${tenantId} and w.id = ${workerId}::uuid`,
  );
}

/** The balance before a day: what the worker was owed (or had in advance) when the period began. */
export async function balanceBefore(
  db: Queryable,
  workerId: string,
  day: string | undefined,
): Promise<string> {
  if (!day) return '0';
  const row = await one<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from factory.ledger_entries
        where worker_id = ${workerId}::uuid and created_at < ${dayStart(day)}`,
  );
  return row.total;
}

export async function tenantName(db: Queryable, tenantId: string): Promise<string> {
  const row = await maybeOne<{ name: string }>(
    db,
    sql`select name from factory.tenants where id = ${tenantId}`,
  );
  return row?.name ?? '';
}

/** A line of a worker's ledger for a period, with the balance after it (amounts exact, as text). */
export interface LedgerLineRow {
  readonly id: string;
  readonly created_at: string;
  readonly type: string;
  /** `job` (a completed step's wage), `payment`, `transaction` (a credit or debit) or `adjustment`. */
  readonly kind: 'job' | 'payment' | 'transaction' | 'adjustment';
  readonly amount: string;
  /** The sum of the period's lines up to and with this one. */
  readonly running: string;
  readonly description: string | null;
  readonly job_id: string | null;
  readonly job_number: number | null;
  readonly article_name: string | null;
  readonly step_name: string | null;
  readonly quantity: number | null;
  readonly rate: string | null;
  readonly transaction_id: string | null;
}

/**
 * One page of a worker's lines within the dates, oldest first, each with the running sum of the
 * period up to it (a window over the whole period, so a later page carries on from the earlier
 * ones), the count and the sum of the period. A wage's line is joined to its completed step and
 * article in the same statement.
 */
export async function ledgerLines(
  db: Queryable,
  workerId: string,
  range: Range,
  page: { limit: number; offset: number },
): Promise<{ rows: LedgerLineRow[]; total: number; sum: string }> {
  const [rows, totals] = await Promise.all([
    many<LedgerLineRow>(
      db,
      sql`select e.id, ${isoTime(sql`e.created_at`)} as created_at, e.type,
                 case when e.job_id is not null and c.id is not null then 'job'
                      when t.kind = 'payment' then 'payment'
                      when t.id is not null then 'transaction'
                      else 'adjustment' end as kind,
                 e.amount::text as amount,
                 (sum(e.amount) over (order by e.created_at, e.id))::text as running,
                 e.description, e.job_id, j.job_number, a.name as article_name, e.step_name, c.quantity, c.rate::text as rate,
                 e.transaction_id
          from factory.ledger_entries e
          left join factory.step_completions c
            on e.type = 'credit' and c.job_id = e.job_id and c.step_name = e.step_name and c.worker_id = e.worker_id
          left join factory.articles a on a.id = c.article_id
          left join factory.jobs j on j.id = e.job_id
          left join factory.transactions t on t.id = e.transaction_id
          where e.worker_id = ${workerId}::uuid and ${withinDays(sql`e.created_at`, range)}
          order by e.created_at, e.id limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number; sum: string }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as sum from factory.ledger_entries
          where worker_id = ${workerId}::uuid and ${withinDays(sql`created_at`, range)}`,
    ),
  ]);
  return { rows, total: totals.n, sum: totals.sum };
}
