import { many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import { dayStart } from '../shared/days.js';
import { isoTime } from '../shared/views.js';
import type { JobStep } from './steps.js';

/** A step as answered: its worker's name beside its id, read with the job. */
export type JobStepView = JobStep & { readonly workerName: string | null };

export interface JobView {
  readonly _id: string;
  /** The job's number within its tenant: 1, 2, 3 ... in the order jobs were created. */
  readonly jobNumber: number;
  readonly articleId: string;
  /** The article's name, read with the job. */
  readonly articleName: string | null;
  readonly quantity: number;
  readonly attributes: Record<string, string | number>;
  readonly steps: JobStepView[];
  /** `active` while a step is not Completed. */
  readonly status: 'active' | 'completed';
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * A job's columns with the names its rows show: the article's, and each step's worker's, looked
 * up by primary key in the statement that reads the jobs (also in `returning`), never a query
 * per row. The steps keep their stored order.
 */
const JOB = sql`id as "_id", job_number as "jobNumber", article_id as "articleId",
  (select a.name from factory.articles a where a.id = article_id) as "articleName", quantity, attributes,
  (select coalesce(jsonb_agg(s.step || jsonb_build_object('workerName', w.name) order by s.n), '[]'::jsonb)
     from jsonb_array_elements(steps) with ordinality as s (step, n)
     left join factory.workers w on w.id = (s.step ->> 'workerId')::uuid) as steps,
  case when is_active then 'active' else 'completed' end as status,
  ${isoTime(sql`created_at`)} as "createdAt", ${isoTime(sql`updated_at`)} as "updatedAt"`;

/** The stored step: what a job's `steps` column holds, without the names its answers add. */
const stored = (s: JobStep): JobStep => ({
  stepName: s.stepName,
  order: s.order,
  isPaid: s.isPaid,
  workerId: s.workerId,
  status: s.status,
  quantity: s.quantity,
  completedAt: s.completedAt,
});

export function insertJob(
  db: Queryable,
  tenantId: string,
  j: { articleId: string; quantity: number; attributes: object; steps: readonly JobStep[] },
): Promise<JobView> {
  // The counter's upsert locks the tenant's row until the insert commits: a job created at the
  // same time waits for it and takes the number after.
  return one<JobView>(
    db,
    sql`with numbered as (
          insert into factory.job_counters (tenant_id, last_number) values (${tenantId}, 1)
          on conflict (tenant_id) do update set last_number = factory.job_counters.last_number + 1
          returning last_number
        )
        insert into factory.jobs (tenant_id, job_number, article_id, quantity, attributes, steps)
        select ${tenantId}, numbered.last_number, ${j.articleId}::uuid, ${j.quantity},
               ${JSON.stringify(j.attributes)}::jsonb, ${JSON.stringify(j.steps.map(stored))}::jsonb
        from numbered
        returning ${JOB}`,
  );
}

export function findJob(
  db: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<JobView | undefined> {
  return maybeOne<JobView>(
    db,
    sql`select ${JOB} from factory.jobs where tenant_id = ${tenantId} and id = ${id}::uuid ${lock ? sql`for update` : sql``}`,
  );
}

export function saveSteps(db: Queryable, id: string, steps: readonly JobStep[]): Promise<JobView> {
  return one<JobView>(
    db,
    sql`update factory.jobs set steps = ${JSON.stringify(steps.map(stored))}::jsonb,
          is_active = ${steps.some((s) => s.status !== 'Completed')}, updated_at = now()
        where id = ${id}::uuid returning ${JOB}`,
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
  /** A job number (digits, `#` before them allowed) or part of the article's name. */
  readonly search?: string | undefined;
  /** Only these jobs. */
  readonly ids?: readonly string[] | undefined;
}

/** The largest job number a column holds; a longer number matches no job. */
const MAX_JOB_NUMBER = 2_147_483_647;

/**
 * What `search` matches: digits are a job number, matched exactly; any other text is part of
 * the article's name, in any case (`%`, `_` and `\\` in it match themselves).
 */
function searched(search: string): SqlQuery {
  const text = search.trim();
  const digits = /^#?\s*(\d+)$/.exec(text)?.[1];
  if (digits !== undefined) {
    const n = Number(digits);
    return n <= MAX_JOB_NUMBER ? sql`job_number = ${n}` : sql`false`;
  }
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`exists (select 1 from factory.articles a where a.id = article_id and a.name ilike ${pattern})`;
}

/** Active jobs are listed whatever the dates: work in progress never drops off the board. */
export async function listJobs(
  db: Queryable,
  tenantId: string,
  f: JobFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: JobView[]; total: number }> {
  const parts: SqlQuery[] = [sql`tenant_id = ${tenantId}`];
  if (f.status === 'active') parts.push(sql`is_active`);
  if (f.status === 'completed') parts.push(sql`not is_active`);
  if (f.articleId) parts.push(sql`article_id = ${f.articleId}::uuid`);
  if (f.search !== undefined) parts.push(searched(f.search));
  if (f.ids !== undefined) parts.push(sql`id = any(${[...f.ids]}::uuid[])`);
  if (f.workerId) parts.push(sql`steps @> ${JSON.stringify([{ workerId: f.workerId }])}::jsonb`);
  const dated: SqlQuery[] = [];
  if (f.from) dated.push(sql`created_at >= ${dayStart(f.from)}`);
  if (f.to) dated.push(sql`created_at < ${dayStart(f.to, 1)}`);
  if (dated.length > 0) parts.push(sql`(is_active or (${sql.join(dated, sql` and `)}))`);
  const where = sql.join(parts, sql` and `);
  const [rows, count] = await Promise.all([
    many<JobView>(
      db,
      sql`select ${JOB} from factory.jobs where ${where} order by created_at desc, id limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from factory.jobs where ${where}`),
  ]);
  return { rows, total: count.n };
}

/**
 * Serialises the requests of one Idempotency-Key of one tenant for the rest of the transaction:
 * a repeat sent while the first is running waits for its answer instead of crediting again.
 */
export async function lockStepKey(tx: Queryable, tenantId: string, key: string): Promise<void> {
  await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`factory-step-key:${tenantId}:${key}`}))`);
}

/** The answer stored under a key within its time to live. */
export function findStepKey(
  tx: Queryable,
  tenantId: string,
  key: string,
  ttlMs: number,
): Promise<{ fingerprint: string; response: unknown } | undefined> {
  return maybeOne(
    tx,
    sql`select fingerprint, response from factory.step_update_keys
        where tenant_id = ${tenantId} and key = ${key}
          and created_at > now() - ${`${ttlMs} milliseconds`}::interval`,
  );
}

/** Stores a key's answer; an expired use of the same key is replaced. */
export async function saveStepKey(
  tx: Queryable,
  tenantId: string,
  key: string,
  fingerprint: string,
  response: unknown,
): Promise<void> {
  await tx.query(
    sql`insert into factory.step_update_keys (tenant_id, key, fingerprint, response)
        values (${tenantId}, ${key}, ${fingerprint}, ${JSON.stringify(response)}::jsonb)
        on conflict (tenant_id, key) do update
          set fingerprint = excluded.fingerprint, response = excluded.response, created_at = now()`,
  );
}
