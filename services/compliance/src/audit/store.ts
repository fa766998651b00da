import { many, one, type Queryable, sql } from '@platform/kernel/db';
import type { FieldChange } from '../shared/audit-log.js';

export interface AuditRow {
  readonly id: string;
  readonly tenant_id: string | null;
  readonly action: string;
  readonly entity_type: string;
  readonly entity_id: string | null;
  readonly user_id: string | null;
  readonly user_name: string | null;
  readonly details: Record<string, unknown>;
  readonly changes: FieldChange[];
  readonly created_at: Date;
}

export interface AuditFilters {
  /** Null: every tenant (a super-administrator naming none). */
  readonly tenantId: string | null;
  /** The record the rows are about (any type: ids are UUIDs, unique across types). */
  readonly subjectId?: string | undefined;
  readonly entityType?: string | undefined;
  readonly action?: string | undefined;
  readonly userId?: string | undefined;
  /** Inclusive lower bound. */
  readonly from?: Date | undefined;
  /** Exclusive upper bound. */
  readonly until?: Date | undefined;
  readonly limit: number;
  readonly offset: number;
}

/** One page of the trail, newest first, with the total of rows matching the filters. */
export async function queryAudit(
  db: Queryable,
  f: AuditFilters,
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions = [
    f.tenantId === null ? sql`true` : sql`tenant_id = ${f.tenantId}::uuid`,
    ...(f.subjectId !== undefined ? [sql`entity_id = ${f.subjectId}`] : []),
    ...(f.entityType !== undefined ? [sql`entity_type = ${f.entityType}`] : []),
    ...(f.action !== undefined ? [sql`action = ${f.action}`] : []),
    ...(f.userId !== undefined ? [sql`user_id = ${f.userId}`] : []),
    ...(f.from !== undefined ? [sql`created_at >= ${f.from.toISOString()}::timestamptz`] : []),
    ...(f.until !== undefined ? [sql`created_at < ${f.until.toISOString()}::timestamptz`] : []),
  ];
  const where = sql.join(conditions, sql` and `);
  const [rows, count] = await Promise.all([
    many<AuditRow>(
      db,
      sql`select id, tenant_id, action, entity_type, entity_id, user_id, user_name, details, changes, created_at
          from compliance.audit_logs where ${where}
          order by created_at desc, id desc limit ${f.limit} offset ${f.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from compliance.audit_logs where ${where}`),
  ]);
  return { rows, total: count.n };
}
