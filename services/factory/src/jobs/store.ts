import { many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { JobStep } from './steps.js';

export interface JobRow {
  readonly id: string;
  readonly article_id: string;
  readonly quantity: number;
  readonly attributes: Record<string, string | number>;
  readonly steps: JobStep[];
  readonly is_active: boolean;
  readonly created_at: Date;
  readonly updated_at: Date;
}

const COLUMNS = sql`id, article_id, quantity, attributes, steps, is_active, created_at, updated_at`;

export function insertJob(
  db: Queryable,
  tenantId: string,
  j: { articleId: string; quantity: number; attributes: object; steps: readonly JobStep[] },
): Promise<JobRow> {
  return one<JobRow>(
    db,
    sql`insert into factory.jobs (tenant_id, article_id, quantity, attributes, steps)
        values (${tenantId}, ${j.articleId}::uuid, ${j.quantity}, ${JSON.stringify(j.attributes)}::jsonb, ${JSON.stringify(j.steps)}::jsonb)
        returning ${COLUMNS}`,
  );
}

export function findJob(
  db: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<JobRow | undefined> {
  return maybeOne<JobRow>(
    db,
    sql`select ${COLUMNS} from factory.jobs where tenant_id = ${tenantId} and id = ${id}::uuid ${lock ? sql`for update` : sql``}`,
  );
}

export function saveSteps(db: Queryable, id: string, steps: readonly JobStep[]): Promise<JobRow> {
  return one<JobRow>(
    db,
    sql`update factory.jobs set steps = ${JSON.stringify(steps)}::jsonb,
          is_active = ${steps.some((s) => s.status !== 'Completed')}, updated_at = now()
        where id = ${id}::uuid returning ${COLUMNS}`,
  );
}

export async function deleteJob(db: Queryable, tenantId: string, id: string): Promise<void> {
  await db.query(sql`delete from factory.jobs where tenant_id = ${tenantId} and id = ${id}::uuid`);
}

export interface JobFilters {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly status?: 'active' | 'completed' | undefined;
  readonly workerId?: string | undefined;
  readonly articleId?: string | undefined;
}

/** Active jobs are listed whatever the dates: work in progress never drops off the board. */
export async function listJobs(
  db: Queryable,
  tenantId: string,
  f: JobFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const parts: SqlQuery[] = [sql`tenant_id = ${tenantId}`];
  if (f.status === 'active') parts.push(sql`is_active`);
  if (f.status === 'completed') parts.push(sql`not is_active`);
  if (f.articleId) parts.push(sql`article_id = ${f.articleId}::uuid`);
  if (f.workerId) parts.push(sql`steps @> ${JSON.stringify([{ workerId: f.workerId }])}::jsonb`);
  const dated: SqlQuery[] = [];
  if (f.from) dated.push(sql`created_at >= ${f.from}::date`);
  if (f.to) dated.push(sql`created_at < ${f.to}::date + 1`);
  if (dated.length > 0) parts.push(sql`(is_active or (${sql.join(dated, sql` and `)}))`);
  const where = sql.join(parts, sql` and `);
  const [rows, count] = await Promise.all([
    many<JobRow>(
      db,
      sql`select ${COLUMNS} from factory.jobs where ${where} order by created_at desc, id limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from factory.jobs where ${where}`),
  ]);
  return { rows, total: count.n };
}
