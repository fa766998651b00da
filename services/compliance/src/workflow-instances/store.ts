import { many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import type { InstancePhase, InstanceStatus } from './tasks.js';

export interface InstanceRow {
  readonly id: string;
  readonly tenant_id: string;
  readonly template_id: string;
  readonly entity_id: string;
  readonly status: InstanceStatus;
  readonly financial_year: string | null;
  readonly custom_label: string | null;
  readonly current_data: { phases: InstancePhase[] };
  /** `YYYY-MM-DD` (read as text: a date has no time zone). */
  readonly due_date: string | null;
  readonly triggered_by: string | null;
  readonly certificate_key: string | null;
  readonly completed_at: Date | null;
  readonly created_at: Date;
  readonly updated_at: Date;
}

const COLUMNS = sql`id, tenant_id, template_id, entity_id, status, financial_year, custom_label, current_data,
  due_date::text as due_date, triggered_by, certificate_key, completed_at, created_at, updated_at`;

const scoped = (tenantId: string | null): SqlQuery =>
  tenantId === null ? sql`true` : sql`tenant_id = ${tenantId}::uuid`;

export interface NewInstance {
  readonly tenantId: string;
  readonly templateId: string;
  readonly entityId: string;
  readonly financialYear: string | null;
  readonly customLabel: string | null;
  readonly phases: readonly InstancePhase[];
  readonly dueDate: string | null;
  readonly triggeredBy?: string | undefined;
}

/** The new row, or undefined when the chain created it already (same template and triggering instance). */
export function insertInstance(tx: Queryable, i: NewInstance): Promise<InstanceRow | undefined> {
  return maybeOne<InstanceRow>(
    tx,
    sql`insert into compliance.workflow_instances
          (tenant_id, template_id, entity_id, status, financial_year, custom_label, current_data, due_date, triggered_by)
        values (${i.tenantId}::uuid, ${i.templateId}::uuid, ${i.entityId}::uuid, 'IN_PROGRESS', ${i.financialYear},
                ${i.customLabel}, ${JSON.stringify({ phases: i.phases })}::jsonb, ${i.dueDate}::date,
                ${i.triggeredBy ?? null}::uuid)
        on conflict (template_id, triggered_by) where triggered_by is not null do nothing
        returning ${COLUMNS}`,
  );
}

/** Instances that count against the plan's `workflows`: the open ones. */
export async function countOpenInstances(tx: Queryable, tenantId: string): Promise<number> {
  const row = await one<{ n: number }>(
    tx,
    sql`select coalesce(sum(n), 0)::int as n from compliance.workflow_instance_counts
        where tenant_id = ${tenantId}::uuid and status <> 'COMPLETED'`,
  );
  return row.n;
}

export function findInstance(
  db: Queryable,
  id: string,
  tenantId: string | null,
): Promise<InstanceRow | undefined> {
  return maybeOne<InstanceRow>(
    db,
    sql`select ${COLUMNS} from compliance.workflow_instances where id = ${id}::uuid and ${scoped(tenantId)}`,
  );
}

/** The row locked until the transaction ends: concurrent task toggles on one instance queue here. */
export function lockInstance(
  tx: Queryable,
  id: string,
  tenantId: string | null,
): Promise<InstanceRow | undefined> {
  return maybeOne<InstanceRow>(
    tx,
    sql`select ${COLUMNS} from compliance.workflow_instances where id = ${id}::uuid and ${scoped(tenantId)} for update`,
  );
}

export function saveProgress(
  tx: Queryable,
  id: string,
  phases: readonly InstancePhase[],
  status: InstanceStatus,
): Promise<InstanceRow> {
  return one<InstanceRow>(
    tx,
    sql`update compliance.workflow_instances
        set current_data = jsonb_set(current_data, '{phases}', ${JSON.stringify(phases)}::jsonb),
            status = ${status},
            completed_at = case when ${status} = 'COMPLETED' then coalesce(completed_at, now()) end,
            updated_at = now()
        where id = ${id}::uuid returning ${COLUMNS}`,
  );
}

/** The stored certificate's key, or null when it is withdrawn (the instance reopened). */
export async function setCertificate(db: Queryable, id: string, key: string | null): Promise<void> {
  await db.query(
    sql`update compliance.workflow_instances set certificate_key = ${key}, updated_at = now() where id = ${id}::uuid`,
  );
}

export interface InstanceFilters {
  readonly tenantId: string;
  readonly status?: InstanceStatus | undefined;
  readonly entityId?: string | undefined;
  readonly templateId?: string | undefined;
  /** `YYYY-MM-DD`, inclusive. */
  readonly dueFrom?: string | undefined;
  /** `YYYY-MM-DD`, inclusive. */
  readonly dueTo?: string | undefined;
  /** true: only overdue instances; false: only the others. */
  readonly overdue?: boolean | undefined;
}

/**
 * Sortable fields of the list, as columns of its table `i`: qualified, so that `dueDate` sorts
 * by the date column (which an index serves) and not by the text the list selects under that name.
 */
export const INSTANCE_SORT: Readonly<Record<string, SqlQuery>> = {
  createdAt: sql`i.created_at`,
  updatedAt: sql`i.updated_at`,
  dueDate: sql`i.due_date`,
  status: sql`i.status`,
};

/** A row of the list: the instance, the names of its entity and template, and whether it is overdue. */
export interface InstanceListRow extends InstanceRow {
  readonly entity_name: string;
  readonly workflow_name: string;
  readonly overdue: boolean;
}

/** Overdue on `today`: not completed and due before that day (never without a due date). */
const overdueOn = (today: string): SqlQuery =>
  sql`(i.status <> 'COMPLETED' and i.due_date is not null and i.due_date < ${today}::date)`;

/**
 * A page of a tenant's instances, filtered, sorted and paged by PostgreSQL. The total of a
 * tenant (or a tenant and a status) is read from the counts the table's triggers keep, one row
 * instead of a count over every instance; other filters count the matching rows. The names
 * are read for the page's rows only (one table in FROM, so the sort's column names stay plain).
 */
export async function listInstances(
  db: Queryable,
  f: InstanceFilters,
  today: string,
  order: SqlQuery,
  page: Page,
): Promise<{ rows: InstanceListRow[]; total: number }> {
  const parts: SqlQuery[] = [sql`i.tenant_id = ${f.tenantId}::uuid`];
  if (f.status !== undefined) parts.push(sql`i.status = ${f.status}`);
  if (f.entityId !== undefined) parts.push(sql`i.entity_id = ${f.entityId}::uuid`);
  if (f.templateId !== undefined) parts.push(sql`i.template_id = ${f.templateId}::uuid`);
  if (f.dueFrom !== undefined) parts.push(sql`i.due_date >= ${f.dueFrom}::date`);
  if (f.dueTo !== undefined) parts.push(sql`i.due_date <= ${f.dueTo}::date`);
  if (f.overdue !== undefined) parts.push(f.overdue ? overdueOn(today) : sql`not ${overdueOn(today)}`);
  const where = sql.join(parts, sql` and `);
  const onlyStatus =
    f.entityId === undefined &&
    f.templateId === undefined &&
    f.dueFrom === undefined &&
    f.dueTo === undefined &&
    f.overdue === undefined;
  const counted = onlyStatus
    ? sql`select coalesce(sum(n), 0)::int as n from compliance.workflow_instance_counts where tenant_id = ${f.tenantId}::uuid
            ${f.status === undefined ? sql`` : sql`and status = ${f.status}`}`
    : sql`select count(*)::int as n from compliance.workflow_instances i where ${where}`;
  const [rows, count] = await Promise.all([
    many<InstanceListRow>(
      db,
      sql`select ${COLUMNS},
            (select e.name from compliance.entities e where e.id = i.entity_id) as entity_name,
            (select t.workflow_name from compliance.workflow_templates t where t.id = i.template_id) as workflow_name,
            ${overdueOn(today)} as overdue
          from compliance.workflow_instances i where ${where}
          order by ${order} limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, counted),
  ]);
  return { rows, total: count.n };
}

/** The last time the tenant's entity completed an instance of the template (the recurrence's gap rule). */
export async function lastCompletion(
  db: Queryable,
  entityId: string,
  templateId: string,
): Promise<string | undefined> {
  const row = await maybeOne<{ day: string }>(
    db,
    sql`select completed_at::date::text as day from compliance.workflow_instances
        where entity_id = ${entityId}::uuid and template_id = ${templateId}::uuid and completed_at is not null
        order by completed_at desc limit 1`,
  );
  return row?.day;
}

/** Display names of users, by id: the name on record, else the e-mail. */
export async function userNames(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await many<{ id: string; label: string }>(
    db,
    sql`select id::text as id, coalesce(nullif(name, ''), email) as label from compliance.users
        where id::text = any(${ids}::text[])`,
  );
  return new Map(rows.map((r) => [r.id, r.label]));
}
