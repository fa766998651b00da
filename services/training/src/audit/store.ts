import { one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import type { Actor } from '../shared/admin.js';
import type { Paged } from '../shared/schemas.js';

export interface AuditLogView {
  readonly id: string;
  readonly action: string;
  readonly entity_type: string;
  readonly entity_id: string | null;
  readonly actor: { readonly id: string; readonly email: string };
  readonly before: unknown;
  readonly after: unknown;
  readonly created_at: string;
}

/**
 * An audit entry's parts, each a value or an SQL expression over `from`, which yields one row
 * per entry: the write it records and its entry are then one statement, committed together.
 */
export interface AuditSource {
  readonly action: string;
  readonly entityType: string;
  readonly entityId: SqlQuery;
  /** The administrator; or, for a statement writing for several, expressions over `from`. */
  readonly actor: Actor | { readonly id: SqlQuery; readonly email: SqlQuery };
  /** jsonb images of the record before and after the write; `sql\`null\`` for a creation or deletion. */
  readonly before: SqlQuery;
  readonly after: SqlQuery;
  /** FROM clause (with ORDER BY when the entries' order matters), usually a CTE of the write. */
  readonly from: SqlQuery;
}

/**
 * The one writer of `audit_logs`: an INSERT to put in a CTE of the write it records, so every
 * administrator write logs the same columns the same way.
 */
export function auditInsert(entry: AuditSource): SqlQuery {
  return sql`insert into training.audit_logs (action, entity_type, entity_id, actor_id, actor_email, before, after)
    select ${entry.action}, ${entry.entityType}, ${entry.entityId}, ${entry.actor.id}, ${entry.actor.email},
           ${entry.before}, ${entry.after}
    from ${entry.from}`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface AuditFilter {
  readonly action?: string;
  readonly entityType?: string;
  readonly from?: string;
  readonly to?: string;
}

export function listAuditLogs(db: Queryable, filter: AuditFilter, page: Page): Promise<Paged<AuditLogView>> {
  const conditions: SqlQuery[] = [sql`true`];
  if (filter.action) conditions.push(sql`a.action = ${filter.action}`);
  if (filter.entityType) conditions.push(sql`a.entity_type = ${filter.entityType}`);
  if (filter.from) conditions.push(sql`a.created_at >= ${filter.from}::timestamptz`);
  // A bare date as `to` means the whole of that day.
  if (filter.to && DATE_ONLY.test(filter.to)) conditions.push(sql`a.created_at < ${filter.to}::date + 1`);
  else if (filter.to) conditions.push(sql`a.created_at <= ${filter.to}::timestamptz`);
  return one<Paged<AuditLogView>>(
    db,
    sql`with matched as (select * from training.audit_logs a where ${sql.join(conditions, sql` and `)}),
        page as (select * from matched order by seq desc limit ${page.limit} offset ${page.offset})
        select (select count(*)::int from matched) as total,
               coalesce((select json_agg(json_build_object(
                 'id', p.id, 'action', p.action, 'entity_type', p.entity_type, 'entity_id', p.entity_id,
                 'actor', json_build_object('id', p.actor_id, 'email', p.actor_email),
                 'before', p.before, 'after', p.after, 'created_at', p.created_at
               ) order by p.seq desc) from page p), '[]'::json) as rows`,
  );
}
