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
