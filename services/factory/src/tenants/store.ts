import { many, maybeOne, PG_UNIQUE_VIOLATION, pgErrorCode, type Queryable, sql } from '@platform/kernel/db';
import type { ProviderOutcome } from '../shared/domain-providers.js';
import type { UnitKind } from '../shared/schemas.js';

export type TenantStatus = 'pending_payment' | 'active' | 'suspended';
export const TENANT_STATUSES: readonly TenantStatus[] = ['pending_payment', 'active', 'suspended'];

export interface Tenant {
  readonly _id: string;
  readonly name: string;
  readonly slug: string;
  readonly plan: string;
  /** Id of the administrator created with the tenant. */
  readonly owner: string | null;
  readonly settings: Record<string, unknown>;
  readonly domain: string;
  readonly domainStatus: 'pending' | 'active';
  readonly status: TenantStatus;
  readonly unitKind: UnitKind;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The subdomain and one outcome per provider, keyed by the provider's name. */
export type ProvisioningResult = { readonly subdomain: string } & {
  readonly [provider: string]: ProviderOutcome | string;
};

const TENANT = sql.raw(`id as "_id", name, slug, plan, owner_id as owner, settings, domain,
  domain_status as "domainStatus", status, unit_kind as "unitKind",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`);

export function listTenants(db: Queryable, status?: TenantStatus): Promise<Tenant[]> {
  return many<Tenant>(
    db,
    sql`select ${TENANT} from factory.tenants
        ${status ? sql`where status = ${status}` : sql``}
        order by created_at desc, id`,
  );
}

export function findTenant(db: Queryable, id: string): Promise<Tenant | undefined> {
  return maybeOne<Tenant>(db, sql`select ${TENANT} from factory.tenants where id = ${id}`);
}

export interface ActivePlan {
  readonly slug: string;
  readonly maxUsers: number;
  readonly maxWorkers: number;
}

/** An active plan by slug, share-locked so it cannot be deleted while a tenant is put on it. */
export function findActivePlan(db: Queryable, slug: string): Promise<ActivePlan | undefined> {
  return maybeOne<ActivePlan>(
    db,
    sql`select slug, max_users as "maxUsers", max_workers as "maxWorkers"
        from factory.plans where slug = ${slug} and is_active for share`,
  );
}

export interface NewTenant {
  readonly id?: string | undefined;
  readonly name: string;
  readonly slug: string;
  readonly plan: ActivePlan;
  readonly domain: string;
  readonly status: TenantStatus;
  readonly unitKind?: UnitKind | undefined;
}

/** `duplicate` when the slug (or, with `id` given, the id) is taken. */
export async function insertTenant(db: Queryable, tenant: NewTenant): Promise<Tenant | 'duplicate'> {
  try {
    const created = await maybeOne<Tenant>(
      db,
      sql`insert into factory.tenants (id, name, slug, plan, settings, domain, status, unit_kind)
          values (coalesce(${tenant.id ?? null}::uuid, gen_random_uuid()), ${tenant.name}, ${tenant.slug},
                  ${tenant.plan.slug},
                  ${JSON.stringify({ maxUsers: tenant.plan.maxUsers, maxWorkers: tenant.plan.maxWorkers })}::jsonb,
                  ${tenant.domain}, ${tenant.status}, ${tenant.unitKind ?? 'other'})
          returning ${TENANT}`,
    );
    if (!created) throw new Error('insert returned no tenant');
    return created;
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) return 'duplicate';
    throw err;
  }
}

export async function setOwner(db: Queryable, tenantId: string, ownerId: string): Promise<Tenant> {
  const row = await maybeOne<Tenant>(
    db,
    sql`update factory.tenants set owner_id = ${ownerId}, updated_at = now() where id = ${tenantId} returning ${TENANT}`,
  );
  if (!row) throw new Error('tenant vanished while its owner was set');
  return row;
}

export function recordProvisioning(
  db: Queryable,
  tenantId: string,
  result: ProvisioningResult,
  domainActive: boolean,
): Promise<Tenant | undefined> {
  return maybeOne<Tenant>(
    db,
    sql`update factory.tenants
        set provisioning = ${JSON.stringify(result)}::jsonb,
            domain_status = case when ${domainActive} then 'active' else domain_status end,
            updated_at = now()
        where id = ${tenantId}
        returning ${TENANT}`,
  );
}

export function updateTenant(
  db: Queryable,
  id: string,
  changes: { name: string; plan: string; settings: Record<string, unknown> },
): Promise<Tenant | undefined> {
  return maybeOne<Tenant>(
    db,
    sql`update factory.tenants set name = ${changes.name}, plan = ${changes.plan},
          settings = ${JSON.stringify(changes.settings)}::jsonb, updated_at = now()
        where id = ${id} returning ${TENANT}`,
  );
}

export function updateTenantStatus(
  db: Queryable,
  id: string,
  status: TenantStatus,
): Promise<Tenant | undefined> {
  return maybeOne<Tenant>(
    db,
    sql`update factory.tenants set status = ${status}, updated_at = now() where id = ${id} returning ${TENANT}`,
  );
}

export type SubscriptionStatus = 'active' | 'halted' | 'cancelled';

/**
 * The portal's status of a tenant, applied only when its sequence number is newer than the last
 * one applied; undefined when the tenant does not exist or the status is older.
 */
export function applySubscriptionStatus(
  db: Queryable,
  id: string,
  change: { status: 'active' | 'suspended'; subscriptionStatus: SubscriptionStatus; sequence: number },
): Promise<Tenant | undefined> {
  return maybeOne<Tenant>(
    db,
    sql`update factory.tenants
        set status = ${change.status}, subscription_status = ${change.subscriptionStatus},
            subscription_seq = ${change.sequence}, updated_at = now()
        where id = ${id} and (subscription_seq is null or subscription_seq < ${change.sequence})
        returning ${TENANT}`,
  );
}

/** Everything of the tenant goes with it (its tables reference it `on delete cascade`). */
export function deleteTenant(db: Queryable, id: string): Promise<Tenant | undefined> {
  return maybeOne<Tenant>(db, sql`delete from factory.tenants where id = ${id} returning ${TENANT}`);
}

export async function countByStatus(db: Queryable): Promise<Record<string, number>> {
  const rows = await many<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from factory.tenants group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
