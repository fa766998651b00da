import { many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';

export interface TransactionRow {
  readonly id: string;
  readonly worker_id: string;
  readonly kind: 'payment' | 'credit' | 'debit';
  readonly amount: string;
  readonly date: string;
  readonly note: string | null;
  readonly settlement: Record<string, unknown> | null;
  readonly created_at: Date;
  readonly updated_at: Date;
}

const COLUMNS = sql`id, worker_id, kind, amount::text as amount, date::text as date, note, settlement, created_at, updated_at`;

export function insertTransaction(
  tx: Queryable,
  tenantId: string,
  t: {
    workerId: string;
    kind: TransactionRow['kind'];
    amount: string;
    date?: string | undefined;
    note?: string | undefined;
  },
): Promise<TransactionRow> {
  return one<TransactionRow>(
    tx,
    sql`insert into factory.transactions (tenant_id, worker_id, kind, amount, date, note)
        values (${tenantId}, ${t.workerId}::uuid, ${t.kind}, ${t.amount}::numeric, coalesce(${t.date ?? null}::date, current_date), ${t.note ?? null})
        returning ${COLUMNS}`,
  );
}

export function findTransaction(
  db: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<TransactionRow | undefined> {
  return maybeOne<TransactionRow>(
    db,
    sql`select ${COLUMNS} from factory.transactions where tenant_id = ${tenantId} and id = ${id}::uuid ${lock ? sql`for update` : sql``}`,
  );
}

export function updateTransaction(
  db: Queryable,
  tenantId: string,
  id: string,
  t: { date?: string | undefined; note?: string | undefined },
): Promise<TransactionRow | undefined> {
  return maybeOne<TransactionRow>(
    db,
    sql`update factory.transactions set date = coalesce(${t.date ?? null}::date, date), note = coalesce(${t.note ?? null}, note), updated_at = now()
        where tenant_id = ${tenantId} and id = ${id}::uuid returning ${COLUMNS}`,
  );
}

export interface TransactionFilters {
  readonly workerId?: string | undefined;
  readonly kind?: TransactionRow['kind'] | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export async function listTransactions(
  db: Queryable,
  tenantId: string,
  f: TransactionFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: TransactionRow[]; total: number }> {
  const parts: SqlQuery[] = [sql`tenant_id = ${tenantId}`];
  if (f.workerId) parts.push(sql`worker_id = ${f.workerId}::uuid`);
  if (f.kind) parts.push(sql`kind = ${f.kind}`);
  if (f.from) parts.push(sql`date >= ${f.from}::date`);
  if (f.to) parts.push(sql`date <= ${f.to}::date`);
  const where = sql.join(parts, sql` and `);
  const [rows, count] = await Promise.all([
    many<TransactionRow>(
      db,
      sql`select ${COLUMNS} from factory.transactions where ${where} order by date desc, created_at desc, id limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from factory.transactions where ${where}`),
  ]);
  return { rows, total: count.n };
}
