import { type Db, many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';

export interface WorkerRow {
  readonly id: string;
  readonly tenant_id: string;
  readonly name: string;
  readonly phone: string | null;
  readonly skills: string[];
  readonly is_default: boolean;
  readonly balance: string;
  readonly advance: string;
  readonly created_at: Date;
  readonly updated_at: Date;
}

const COLUMNS = sql`id, tenant_id, name, phone, skills, is_default, balance::text as balance, advance::text as advance, created_at, updated_at`;

export function insertWorker(
  tx: Queryable,
  tenantId: string,
  w: {
    name: string;
    phone?: string | undefined;
    skills?: readonly string[] | undefined;
    isDefault?: boolean;
  },
): Promise<WorkerRow | undefined> {
  return maybeOne<WorkerRow>(
    tx,
    sql`insert into factory.workers (tenant_id, name, phone, skills, is_default)
        values (${tenantId}, ${w.name}, ${w.phone ?? null}, ${[...(w.skills ?? [])]}::text[], ${w.isDefault ?? false})
        on conflict (tenant_id) where is_default do nothing
        returning ${COLUMNS}`,
  );
}

export async function countWorkers(tx: Queryable, tenantId: string): Promise<number> {
  const row = await one<{ n: number }>(
    tx,
    sql`select count(*)::int as n from factory.workers where tenant_id = ${tenantId} and not is_default`,
  );
  return row.n;
}

export function findWorker(
  db: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<WorkerRow | undefined> {
  return maybeOne<WorkerRow>(
    db,
    sql`select ${COLUMNS} from factory.workers where tenant_id = ${tenantId} and id = ${id}::uuid ${lock ? sql`for update` : sql``}`,
  );
}

export function findDefaultWorker(db: Queryable, tenantId: string): Promise<WorkerRow | undefined> {
  return maybeOne<WorkerRow>(
    db,
    sql`select ${COLUMNS} from factory.workers where tenant_id = ${tenantId} and is_default`,
  );
}

export async function listWorkers(
  db: Queryable,
  tenantId: string,
  skill: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: WorkerRow[]; total: number }> {
  const where: SqlQuery = skill
    ? sql`tenant_id = ${tenantId} and skills @> array[${skill}]::text[]`
    : sql`tenant_id = ${tenantId}`;
  const [rows, count] = await Promise.all([
    many<WorkerRow>(
      db,
      sql`select ${COLUMNS} from factory.workers where ${where} order by created_at, id limit ${page.limit} offset ${page.offset}`,
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
): Promise<WorkerRow | undefined> {
  return maybeOne<WorkerRow>(
    db,
    sql`update factory.workers set
          name = coalesce(${w.name ?? null}, name),
          phone = coalesce(${w.phone ?? null}, phone),
          skills = coalesce(${w.skills ? [...w.skills] : null}::text[], skills),
          updated_at = now()
        where tenant_id = ${tenantId} and id = ${id}::uuid returning ${COLUMNS}`,
  );
}

/** Deletes a worker with no money history; 'history' when ledger entries exist, undefined when not found. */
export async function deleteWorker(
  db: Db,
  tenantId: string,
  id: string,
): Promise<'deleted' | 'history' | undefined> {
  return db.transaction(async (tx) => {
    const worker = await findWorker(tx, tenantId, id, true);
    if (!worker) return undefined;
    const used = await maybeOne(
      tx,
      sql`select 1 from factory.ledger_entries where worker_id = ${id}::uuid
          union all select 1 from factory.jobs where tenant_id = ${tenantId} and steps @> ${JSON.stringify([{ workerId: id }])}::jsonb
          limit 1`,
    );
    if (used) return 'history';
    await tx.query(sql`delete from factory.workers where id = ${id}::uuid`);
    return 'deleted';
  });
}

/** Creations counted against a plan queue on the tenant's row until the transaction ends. */
export async function lockTenantRow(tx: Queryable, tenantId: string): Promise<void> {
  await tx.query(sql`select 1 from factory.tenants where id = ${tenantId} for update`);
}
