import { maybeOne, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import { type AlertView, alertJson } from '../alerts/store.js';

export interface TenantView {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly status: 'pending_payment' | 'active' | 'suspended';
  readonly plan: string;
  readonly app: string;
  readonly adminEmail: string;
  readonly subscription: {
    readonly provider: string;
    readonly customerId: string | null;
    readonly id: string | null;
    readonly status: string;
  };
  readonly planOverrides: Record<string, unknown>;
  readonly activatedAt: string | null;
  readonly suspendedAt: string | null;
  readonly provisionedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

const ts = (column: string) =>
  sql.raw(`to_char(t.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const tenantJson = sql`json_build_object('id', t.id, 'name', t.name, 'slug', t.slug, 'status', t.status,
  'plan', t.plan, 'app', t.app, 'adminEmail', t.admin_email,
  'subscription', json_build_object('provider', t.payment_provider, 'customerId', t.provider_customer_id,
                                    'id', t.provider_subscription_id, 'status', t.subscription_status),
  'planOverrides', t.plan_overrides, 'activatedAt', ${ts('activated_at')}, 'suspendedAt', ${ts('suspended_at')},
  'provisionedAt', ${ts('provisioned_at')}, 'createdAt', ${ts('created_at')}, 'updatedAt', ${ts('updated_at')})`;

export async function findTenantView(
  q: Queryable,
  id: string,
  alertsShown: number,
): Promise<(TenantView & { alerts: AlertView[] }) | undefined> {
  const row = await maybeOne<{ tenant: TenantView; alerts: AlertView[] | null }>(
    q,
    sql`select ${tenantJson} as tenant,
               (select json_agg(x.e) from (select ${alertJson} as e from portal.alerts a where a.tenant_id = t.id
                                           order by a.created_at desc, a.id desc limit ${alertsShown}) x) as alerts
        from portal.tenants t where t.id = ${id}::uuid`,
  );
  return row ? { ...row.tenant, alerts: row.alerts ?? [] } : undefined;
}

export interface TenantFilter {
  readonly status?: string | undefined;
  readonly plan?: string | undefined;
  readonly search?: string | undefined;
}

export async function listTenantViews(
  q: Queryable,
  filter: TenantFilter,
  page: Page,
): Promise<{ tenants: TenantView[]; total: number }> {
  const conditions: SqlQuery[] = [sql`true`];
  if (filter.status) conditions.push(sql`t.status = ${filter.status}`);
  if (filter.plan) conditions.push(sql`t.plan = ${filter.plan}`);
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(t.name ilike ${like} or t.slug ilike ${like} or t.admin_email ilike ${like})`);
  }
  const where = sql.join(conditions, sql` and `);
  const { rows } = await q.query<{ tenants: TenantView[] | null; total: number }>(sql`
    select (select json_agg(page.e order by page.n) from (
              select ${tenantJson} as e, row_number() over (order by t.created_at desc, t.id desc) as n
              from portal.tenants t where ${where}
              order by t.created_at desc, t.id desc limit ${page.limit} offset ${page.offset}) page) as tenants,
           (select count(*)::int from portal.tenants t where ${where}) as total`);
  return { tenants: rows[0]?.tenants ?? [], total: rows[0]?.total ?? 0 };
}

export async function setPlanOverrides(q: Queryable, id: string, overrides: Record<string, unknown>) {
  return maybeOne<{ id: string }>(
    q,
    sql`update portal.tenants set plan_overrides = ${JSON.stringify(overrides)}::jsonb, updated_at = now()
        where id = ${id}::uuid returning id`,
  );
}

/** The product a tenant bought, or undefined for a tenant the portal does not know. */
