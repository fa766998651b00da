import { many, maybeOne, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';

/**
 * When a reminder goes out: an open instance with a due date is reminded `d` days before it for
 * each whole number `d` of its template's `timelineLogic.reminderDaysBefore`, on the day
 * `due_date - d` (UTC). The daily job (`remindersDueOn`) and the list of scheduled reminders
 * (`scheduledReminders`) both read the offsets through this one expression.
 */
const REMINDER_OFFSETS = sql`lateral (
  select (v.value)::int as days_before
  from jsonb_array_elements(
    case when jsonb_typeof(t.timeline_logic -> 'reminderDaysBefore') = 'array'
         then t.timeline_logic -> 'reminderDaysBefore' else '[]'::jsonb end) as v(value)
  -- Whole, non-negative numbers only (the template schema allows 1 to 365); the case keeps the
  -- casts away from anything else.
  where case when jsonb_typeof(v.value) = 'number'
             then (v.value)::numeric >= 0 and (v.value)::numeric = trunc((v.value)::numeric)
             else false end) as o`;

export interface DueReminder {
  readonly instance_id: string;
  readonly tenant_id: string;
  readonly due_date: string;
  readonly days_before: number;
  readonly workflow_name: string;
  readonly legal_reference: string | null;
  readonly penalty: string | null;
  readonly entity_name: string;
}

/** Open instances whose due date is one of their template's reminder offsets away from `day`. */
export function remindersDueOn(db: Queryable, day: string): Promise<DueReminder[]> {
  return many<DueReminder>(
    db,
    sql`select i.id as instance_id, i.tenant_id, i.due_date::text as due_date,
               o.days_before, t.workflow_name, t.legal_reference,
               t.timeline_logic ->> 'penaltyDescription' as penalty, e.name as entity_name
        from compliance.workflow_instances i
        join compliance.workflow_templates t on t.id = i.template_id
        join compliance.entities e on e.id = i.entity_id
        cross join ${REMINDER_OFFSETS}
        where i.status <> 'COMPLETED' and i.due_date >= ${day}::date
          and i.due_date - o.days_before = ${day}::date
        order by i.due_date, i.id, days_before desc`,
  );
}

/** E-mail addresses of the tenant's administrators, whom reminders go to. */
export async function administratorsOf(db: Queryable, tenantId: string): Promise<string[]> {
  const rows = await many<{ email: string }>(
    db,
    sql`select u.email from compliance.users u join compliance.roles r on r.id = u.role_id
        where u.tenant_id = ${tenantId}::uuid and r.name = 'admin' order by u.email`,
  );
  return rows.map((r) => r.email);
}

export interface SentRecord {
  readonly instanceId: string;
  readonly tenantId: string;
  readonly dueDate: string;
  readonly daysBefore: number;
  readonly recipients: readonly string[];
  readonly subject: string;
}

/**
 * Claims one reminder and records it as sent, in the caller's transaction (the one that sends
 * its mail): false when another run has it already, so that it is sent once.
 */
export async function claimReminder(tx: Queryable, r: SentRecord): Promise<boolean> {
  const claimed = await maybeOne(
    tx,
    sql`insert into compliance.workflow_reminders
          (instance_id, due_date, days_before, tenant_id, recipients, subject)
        values (${r.instanceId}::uuid, ${r.dueDate}::date, ${r.daysBefore}, ${r.tenantId}::uuid,
                ${[...r.recipients]}::text[], ${r.subject})
        on conflict do nothing returning instance_id`,
  );
  return claimed !== undefined;
}

export interface ReminderFilters {
  readonly tenantId: string;
  readonly entityId?: string | undefined;
  readonly instanceId?: string | undefined;
}

function instanceFilters(f: ReminderFilters): SqlQuery {
  const parts: SqlQuery[] = [sql`i.tenant_id = ${f.tenantId}::uuid`];
  if (f.entityId !== undefined) parts.push(sql`i.entity_id = ${f.entityId}::uuid`);
  if (f.instanceId !== undefined) parts.push(sql`i.id = ${f.instanceId}::uuid`);
  return sql.join(parts, sql` and `);
}

export interface SentReminderRow {
  readonly instance_id: string;
  readonly entity_id: string;
  readonly entity_name: string;
  readonly template_id: string;
  readonly workflow_name: string;
  readonly due_date: string;
  readonly days_before: number;
  readonly sent_at: Date;
  readonly recipients: string[] | null;
  readonly subject: string | null;
}

/** Reminders sent for the tenant's instances, the latest first. */
export function sentReminders(db: Queryable, f: ReminderFilters, limit: number): Promise<SentReminderRow[]> {
  return many<SentReminderRow>(
    db,
    sql`select r.instance_id, i.entity_id, e.name as entity_name, i.template_id, t.workflow_name,
               r.due_date::text as due_date, r.days_before, r.sent_at, r.recipients, r.subject
        from compliance.workflow_reminders r
        join compliance.workflow_instances i on i.id = r.instance_id
        join compliance.workflow_templates t on t.id = i.template_id
        join compliance.entities e on e.id = i.entity_id
        where r.tenant_id = ${f.tenantId}::uuid and ${instanceFilters(f)}
        order by r.sent_at desc, r.instance_id, r.days_before
        limit ${limit}`,
  );
}

export interface ScheduledReminderRow {
  readonly instance_id: string;
  readonly entity_id: string;
  readonly entity_name: string;
  readonly template_id: string;
  readonly workflow_name: string;
  readonly due_date: string;
  readonly days_before: number;
  readonly send_on: string;
}

/**
 * Reminders still to go out for the tenant's open instances: every offset whose day is `today`
 * or later and that has not been sent, the soonest first. A day already past is not listed: the
 * job sends on the day itself only.
 */
export function scheduledReminders(
  db: Queryable,
  f: ReminderFilters,
  today: string,
  limit: number,
): Promise<ScheduledReminderRow[]> {
  return many<ScheduledReminderRow>(
    db,
    sql`select i.id as instance_id, i.entity_id, e.name as entity_name, i.template_id, t.workflow_name,
               i.due_date::text as due_date, o.days_before,
               (i.due_date - o.days_before)::text as send_on
        from compliance.workflow_instances i
        join compliance.workflow_templates t on t.id = i.template_id
        join compliance.entities e on e.id = i.entity_id
        cross join ${REMINDER_OFFSETS}
        where ${instanceFilters(f)} and i.status <> 'COMPLETED' and i.due_date is not null
          and i.due_date - o.days_before >= ${today}::date
          and not exists (
            select 1 from compliance.workflow_reminders r
            where r.instance_id = i.id and r.due_date = i.due_date and r.days_before = o.days_before)
        order by send_on, i.due_date, i.id
        limit ${limit}`,
  );
}

/** Whether the tenant has this entity; another tenant's is as unknown as a missing one. */
export async function tenantHasEntity(db: Queryable, tenantId: string, entityId: string): Promise<boolean> {
  const row = await maybeOne(
    db,
    sql`select 1 as found from compliance.entities where id = ${entityId}::uuid and tenant_id = ${tenantId}::uuid`,
  );
  return row !== undefined;
}

/** Whether the tenant has this workflow instance. */
export async function tenantHasInstance(
  db: Queryable,
  tenantId: string,
  instanceId: string,
): Promise<boolean> {
  const row = await maybeOne(
    db,
    sql`select 1 as found from compliance.workflow_instances
        where id = ${instanceId}::uuid and tenant_id = ${tenantId}::uuid`,
  );
  return row !== undefined;
}
