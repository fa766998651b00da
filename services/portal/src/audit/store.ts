import { many, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';

export interface NewAuditEntry {
  readonly tenantId: string;
  readonly action: string;
  readonly entityType?: string | null | undefined;
  readonly entityId?: string | null | undefined;
  readonly userId?: string | null | undefined;
  readonly userEmail?: string | null | undefined;
  /** Which service wrote it: `portal`, or the caller of the internal endpoint (`factory`). */
  readonly source: string;
  readonly details?: Record<string, unknown> | undefined;
}

export interface AuditEntry {
  readonly id: string;
  readonly tenantId: string;
  readonly action: string;
  readonly entityType: string | null;
  readonly entityId: string | null;
  readonly userId: string | null;
  readonly userEmail: string | null;
  readonly source: string;
  readonly details: Record<string, unknown>;
  readonly createdAt: string;
}

const entryJson = sql`json_build_object('id', a.id, 'tenantId', a.tenant_id, 'action', a.action,
  'entityType', a.entity_type, 'entityId', a.entity_id, 'userId', a.user_id, 'userEmail', a.user_email,
  'source', a.source, 'details', a.details,
  'createdAt', to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

export async function recordAudit(q: Queryable, entry: NewAuditEntry): Promise<AuditEntry> {
  const [written] = await recordAuditEntries(q, [entry]);
  if (!written) throw new Error('the audit entry was not written');
  return written;
}

/**
 * The one writer of the log's rows: several entries in one statement, all or none, each stamped
 * with the time it is written. Answers the entries as written.
 */
export async function recordAuditEntries(
  q: Queryable,
  entries: readonly NewAuditEntry[],
): Promise<AuditEntry[]> {
  const rows = entries.map((e) => ({
    tenant_id: e.tenantId,
    action: e.action,
    entity_type: e.entityType ?? null,
    entity_id: e.entityId ?? null,
    user_id: e.userId ?? null,
    user_email: e.userEmail ?? null,
    source: e.source,
    details: e.details ?? {},
  }));
  const written = await many<{ entry: AuditEntry }>(
    q,
    sql`with a as (
          insert into portal.audit_logs (tenant_id, action, entity_type, entity_id, user_id, user_email, source, details)
          select tenant_id, action, entity_type, entity_id, user_id, user_email, source, details
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(
            tenant_id uuid, action text, entity_type text, entity_id text, user_id text, user_email text,
            source text, details jsonb)
          returning *
        )
        select ${entryJson} as entry from a`,
  );
  return written.map((row) => row.entry);
}

export interface AuditFilter {
  readonly tenantId: string;
  readonly action?: string | undefined;
  readonly entityType?: string | undefined;
  readonly entityId?: string | undefined;
  readonly userId?: string | undefined;
  readonly source?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** One tenant's entries, newest first, with the total of the filter. */
export async function listAudit(
  q: Queryable,
  filter: AuditFilter,
  page: Page,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const conditions: SqlQuery[] = [sql`a.tenant_id = ${filter.tenantId}::uuid`];
  if (filter.action) conditions.push(sql`a.action = ${filter.action}`);
  if (filter.entityType) conditions.push(sql`a.entity_type = ${filter.entityType}`);
  if (filter.entityId) conditions.push(sql`a.entity_id = ${filter.entityId}`);
  if (filter.userId) conditions.push(sql`a.user_id = ${filter.userId}`);
  if (filter.source) conditions.push(sql`a.source = ${filter.source}`);
  if (filter.from)
    conditions.push(
      /^\d{4}-\d{2}-\d{2}$/.test(filter.from)
        ? sql`a.created_at >= ${filter.from}::date::timestamp at time zone 'UTC'`
        : sql`a.created_at >= ${filter.from}::timestamptz`,
    );
  if (filter.to)
    conditions.push(
      /^\d{4}-\d{2}-\d{2}$/.test(filter.to)
        ? sql`a.created_at < (${filter.to}::date + 1)::timestamp at time zone 'UTC'`
        : sql`a.created_at <= ${filter.to}::timestamptz`,
    );
  const where = sql.join(conditions, sql` and `);
  const { rows } = await q.query<{ entries: AuditEntry[] | null; total: number }>(sql`
    select (select json_agg(page.e order by page.n) from (
              select ${entryJson} as e, row_number() over (order by a.created_at desc, a.id desc) as n
              from portal.audit_logs a where ${where}
              order by a.created_at desc, a.id desc limit ${page.limit} offset ${page.offset}) page) as entries,
           (select count(*)::int from portal.audit_logs a where ${where}) as total`);
  return { entries: rows[0]?.entries ?? [], total: rows[0]?.total ?? 0 };
}
