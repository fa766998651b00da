import { many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import { isoTime, money } from '../shared/views.js';

export interface WorkerView {
  readonly _id: string;
  readonly name: string;
  readonly phone: string | null;
  readonly skills: string[];
  readonly isDefault: boolean;
  /** What the worker is owed; negative when paid in advance. */
  readonly balance: number;
  readonly advanceCredit: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

const WORKER = sql`id as "_id", name, phone, skills, is_default as "isDefault", ${money(sql`balance`)} as balance,
  ${money(sql`advance`)} as "advanceCredit", ${isoTime(sql`created_at`)} as "createdAt", ${isoTime(sql`updated_at`)} as "updatedAt"`;

export function insertWorker(
  tx: Queryable,
  tenantId: string,
  w: {
    name: string;
    phone?: string | undefined;
    skills?: readonly string[] | undefined;
    isDefault?: boolean;
  },
): Promise<WorkerView | undefined> {
  return maybeOne<WorkerView>(
    tx,
    sql`insert into factory.workers (tenant_id, name, phone, skills, is_default)
        values (${tenantId}, ${w.name}, ${w.phone ?? null}, ${[...(w.skills ?? [])]}::text[], ${w.isDefault ?? false})
        on conflict (tenant_id) where is_default do nothing
        returning ${WORKER}`,
  );
}

export async function countWorkers(tx: Queryable, tenantId: string): Promise<number> {
  const row = await one<{ n: number }>(
    tx,
    sql`select count(*)::int as n from factory.workers where tenant_id = ${tenantId} and not is_default`,
  );
  return row.n;
}

export function findWorker(db: Queryable, tenantId: string, id: string): Promise<WorkerView | undefined> {
  return maybeOne<WorkerView>(
    db,
    sql`select ${WORKER} from factory.workers where tenant_id = ${tenantId} and id = ${id}::uuid`,
  );
}

/** The tenant's worker, locked: that it exists. */
export interface LockedWorker {
  readonly id: string;
}

/**
 * Locks the tenant's worker for the rest of the transaction: every write that moves its balance
 * (a credit, an entry, a payment that lost a race) takes it first, so balances and settlements
 * never interleave. A payment's first try checks the row's version instead (`workerAsRead`).
 */
export function lockWorker(tx: Queryable, tenantId: string, id: string): Promise<LockedWorker | undefined> {
  return maybeOne<LockedWorker>(
    tx,
    sql`select id from factory.workers where tenant_id = ${tenantId} and id = ${id}::uuid for update`,
  );
}

export function findDefaultWorker(db: Queryable, tenantId: string): Promise<WorkerView | undefined> {
  return maybeOne<WorkerView>(
    db,
    sql`select ${WORKER} from factory.workers where tenant_id = ${tenantId} and is_default`,
  );
}

export async function listWorkers(
  db: Queryable,
  tenantId: string,
  skill: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: WorkerView[]; total: number }> {
  const where: SqlQuery = skill
    ? sql`tenant_id = ${tenantId} and skills @> array[${skill}]::text[]`
    : sql`tenant_id = ${tenantId}`;
  const [rows, count] = await Promise.all([
    many<WorkerView>(
      db,
      sql`select ${WORKER} from factory.workers where ${where} order by created_at, id limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from factory.workers where ${where}`),
  ]);
  return { rows, total: count.n };
}

export function updateWorker(
  db: Queryable,
  tenantId: string,
  id: string,
  w: { name?: string | undefined; phone?: string | undefined; skills?: readonly string[] | undefined },
): Promise<WorkerView | undefined> {
  return maybeOne<WorkerView>(
    db,
    sql`update factory.workers set
          name = coalesce(${w.name ?? null}, name),
          phone = coalesce(${w.phone ?? null}, phone),
          skills = coalesce(${w.skills ? [...w.skills] : null}::text[], skills),
          updated_at = now()
        where tenant_id = ${tenantId} and id = ${id}::uuid returning ${WORKER}`,
  );
}

/** Whether the worker has ledger entries or jobs: a history that is kept. */
export async function workerHasHistory(db: Queryable, tenantId: string, id: string): Promise<boolean> {
  const used = await maybeOne(
    db,
    sql`select 1 from factory.ledger_entries where worker_id = ${id}::uuid
        union all select 1 from factory.jobs where tenant_id = ${tenantId} and steps @> ${JSON.stringify([{ workerId: id }])}::jsonb
        limit 1`,
  );
  return used !== undefined;
}

export async function deleteWorker(db: Queryable, id: string): Promise<void> {
  await db.query(sql`delete from factory.workers where id = ${id}::uuid`);
}
