import { type Queryable, type SqlQuery, sql } from '@platform/kernel/db';

export interface FieldChange {
  readonly field: string;
  readonly oldValue: unknown;
  readonly newValue: unknown;
}

/**
 * An audit row's columns as SQL expressions over the rows the insert reads, so that a write
 * which must stay one statement (the entity PATCH) computes them inside that statement.
 */
export interface AuditColumns {
  readonly tenantId: SqlQuery;
  readonly action: SqlQuery;
  readonly entityType: SqlQuery;
  readonly entityId: SqlQuery;
  readonly userId: SqlQuery;
  readonly userName: SqlQuery;
  readonly details: SqlQuery;
  readonly changes: SqlQuery;
  /** The bus message id when the row records an event (or the write that published it), else null. */
  readonly eventId: SqlQuery;
}

/**
 * The one statement that appends to the audit trail, so that a change of its columns is made
 * here only. `from` is the rest of the SELECT the rows come from (FROM, joins, ORDER BY); it
 * may be empty for a single row of values. An event id already in the trail (a redelivery, or
 * an event its own write recorded) adds nothing.
 */
export function auditInsert(columns: AuditColumns, from: SqlQuery = sql``): SqlQuery {
  const c = columns;
  return sql`
    insert into compliance.audit_logs
      (tenant_id, action, entity_type, entity_id, user_id, user_name, details, changes, event_id)
    select ${c.tenantId}, ${c.action}, ${c.entityType}, ${c.entityId}, ${c.userId}, ${c.userName},
           ${c.details}, ${c.changes}, ${c.eventId}
    ${from}
    on conflict (event_id) where event_id is not null do nothing`;
}

export interface AuditEntryInput {
  readonly tenantId: string | null;
  /** What happened, e.g. `ENTITY_PROFILE_UPDATED`. */
  readonly action: string;
  /** The kind of record it happened to: `entity`, `tenant`, `workflow_instance`, `document`, ... */
  readonly entityType: string;
  readonly entityId: string | null;
  readonly userId: string | null;
  readonly userName?: string | null;
  readonly details?: Record<string, unknown>;
  readonly changes?: readonly FieldChange[];
}

/** JSON text for a jsonb parameter; `undefined` values (absent fields) become null. */
function json(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v === undefined ? null : v));
}

/** Appends one row to the audit trail, in the caller's transaction: it exists only if the write commits. */
export async function recordAudit(tx: Queryable, entry: AuditEntryInput): Promise<void> {
  await tx.query(
    auditInsert({
      tenantId: sql`${entry.tenantId}::uuid`,
      action: sql`${entry.action}`,
      entityType: sql`${entry.entityType}`,
      entityId: sql`${entry.entityId}::text`,
      userId: sql`${entry.userId}::text`,
      userName: sql`${entry.userName ?? null}::text`,
      details: sql`${json(entry.details ?? {})}::jsonb`,
      changes: sql`${json(entry.changes ?? [])}::jsonb`,
      eventId: sql`null::uuid`,
    }),
  );
}
