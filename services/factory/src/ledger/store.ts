import { many, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';

export interface LedgerRow {
  readonly id: string;
  readonly type: string;
  readonly amount: string;
  readonly description: string | null;
  readonly job_id: string | null;
  readonly step_name: string | null;
  readonly transaction_id: string | null;
  readonly created_at: Date;
}

export interface Range {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

function inRange(range: Range): SqlQuery {
  const parts: SqlQuery[] = [sql`true`];
  if (range.from) parts.push(sql`created_at >= ${range.from}::date`);
  if (range.to) parts.push(sql`created_at < ${range.to}::date + 1`);
  return sql.join(parts, sql` and `);
}

export function ledgerOf(db: Queryable, workerId: string, range: Range): Promise<LedgerRow[]> {
  return many<LedgerRow>(
    db,
    sql`select id, type, amount::text as amount, description, job_id, step_name, transaction_id, created_at
        from factory.ledger_entries where worker_id = ${workerId}::uuid and ${inRange(range)}
        order by created_at, id limit 10000`,
  );
}

export async function totalsOf(db: Queryable, workerId: string, range: Range) {
  const byType = await many<{ type: string; total: string; entries: number }>(
    db,
    sql`select type, sum(amount)::text as total, count(*)::int as entries from factory.ledger_entries
        where worker_id = ${workerId}::uuid and ${inRange(range)} group by type order by type`,
  );
  const pending = await one<{ amount: string; jobs: number }>(
    db,
    sql`select coalesce(sum(earned_amount - paid_amount), 0)::text as amount, count(*)::int as jobs
        from factory.job_earnings where worker_id = ${workerId}::uuid and paid_amount < earned_amount`,
  );
  return { byType, pending };
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
        where worker_id = ${workerId}::uuid and created_at < ${day}::date`,
  );
  return row.total;
}

export interface EarningLine {
  readonly completed_at: Date;
  readonly job_id: string;
  readonly article: string;
  readonly step_name: string;
  readonly quantity: number;
  readonly rate: string;
  readonly amount: string;
}

/** The worker's completed steps within the dates, with the article's name, oldest first. */
export function earningsOf(db: Queryable, workerId: string, range: Range): Promise<EarningLine[]> {
  const parts: SqlQuery[] = [sql`c.worker_id = ${workerId}::uuid`];
  if (range.from) parts.push(sql`c.completed_at >= ${range.from}::date`);
  if (range.to) parts.push(sql`c.completed_at < ${range.to}::date + 1`);
  return many<EarningLine>(
    db,
    sql`select c.completed_at, c.job_id, a.name as article, c.step_name, c.quantity, c.rate::text as rate, c.amount::text as amount
        from factory.step_completions c join factory.articles a on a.id = c.article_id
        where ${sql.join(parts, sql` and `)} order by c.completed_at, c.id limit 10000`,
  );
}
