import { one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import type { Actor } from '../shared/admin.js';
import type { Paged } from '../shared/schemas.js';

export interface AuditEntry {
  readonly action: string;
  readonly entityType: string;
  readonly entityId: string;
  readonly before: unknown;
  readonly after: unknown;
}

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

/** Inside the transaction of the write it records. */
export async function insertAudit(db: Queryable, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.query(
    sql`insert into training.audit_logs (action, entity_type, entity_id, actor_id, actor_email, before, after)
        values (${entry.action}, ${entry.entityType}, ${entry.entityId}, ${actor.id}, ${actor.email},
                ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb)`,
  );
}

function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface AuditFilter {
  readonly action?: string;
  readonly entityType?: string;
  readonly from?: string;
  readonly to?: string;
}

export async function listAuditLogs(
  db: Queryable,
  filter: AuditFilter,
  page: Page,
): Promise<Paged<AuditLogView>> {
  const conditions: SqlQuery[] = [sql`true`];
  if (filter.action) conditions.push(sql`a.action = ${filter.action}`);
  if (filter.entityType) conditions.push(sql`a.entity_type = ${filter.entityType}`);
  if (filter.from) conditions.push(sql`a.created_at >= ${filter.from}::timestamptz`);
  // A bare date as `to` means the whole of that day.
  if (filter.to && DATE_ONLY.test(filter.to)) conditions.push(sql`a.created_at < ${filter.to}::date + 1`);
  else if (filter.to) conditions.push(sql`a.created_at <= ${filter.to}::timestamptz`);
  const result = await one<{ total: number; rows: AuditLogView[] }>(
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
  return { total: result.total, rows: result.rows };
}
