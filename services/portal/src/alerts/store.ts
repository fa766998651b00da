import { type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';

export type AlertAudience = 'super_admin' | 'tenant';
export type AlertSeverity = 'info' | 'warning' | 'critical';

export interface NewAlert {
  readonly tenantId: string;
  /** `tenant`: the tenant's administrators and super-admins see it; `super_admin`: only super-admins. */
  readonly audience: AlertAudience;
  readonly type: string;
  readonly severity: AlertSeverity;
  readonly message: string;
  readonly details?: Record<string, unknown>;
}

export interface AlertView {
  readonly id: string;
  readonly tenantId: string | null;
  readonly audience: AlertAudience;
  readonly type: string;
  readonly severity: AlertSeverity;
  readonly message: string;
  readonly details: Record<string, unknown>;
  readonly createdAt: string;
}

export const alertJson = sql`json_build_object('id', a.id, 'tenantId', a.tenant_id, 'audience', a.audience,
  'type', a.type, 'severity', a.severity, 'message', a.message, 'details', a.details,
  'createdAt', to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

export async function insertAlerts(q: Queryable, alerts: readonly NewAlert[]): Promise<void> {
  if (alerts.length === 0) return;
  const rows = alerts.map(
    (a) =>
      sql`(${a.tenantId}::uuid, ${a.audience}, ${a.type}, ${a.severity}, ${a.message}, ${JSON.stringify(a.details ?? {})}::jsonb)`,
  );
  await q.query(sql`
    insert into portal.alerts (tenant_id, audience, type, severity, message, details) values ${sql.join(rows)}`);
}

export interface AlertFilter {
  /** Only this tenant's alerts. */
  readonly tenantId?: string | undefined;
  /** Leave out alerts meant for super-admins only (what a tenant administrator sees). */
  readonly tenantAudienceOnly: boolean;
  readonly type?: string | undefined;
}

/** Alerts newest first, with the total of the filter. */
export async function listAlerts(
  q: Queryable,
  filter: AlertFilter,
  page: Page,
): Promise<{ alerts: AlertView[]; total: number }> {
  const conditions: SqlQuery[] = [sql`true`];
  if (filter.tenantId) conditions.push(sql`a.tenant_id = ${filter.tenantId}::uuid`);
  if (filter.tenantAudienceOnly) conditions.push(sql`a.audience = 'tenant'`);
  if (filter.type) conditions.push(sql`a.type = ${filter.type}`);
  const where = sql.join(conditions, sql` and `);
  const { rows } = await q.query<{ alerts: AlertView[] | null; total: number }>(sql`
    select (select json_agg(page.e order by page.n) from (
              select ${alertJson} as e, row_number() over (order by a.created_at desc, a.id desc) as n
              from portal.alerts a where ${where}
              order by a.created_at desc, a.id desc limit ${page.limit} offset ${page.offset}) page) as alerts,
           (select count(*)::int from portal.alerts a where ${where}) as total`);
  return { alerts: rows[0]?.alerts ?? [], total: rows[0]?.total ?? 0 };
}
