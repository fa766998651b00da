import { maybeOne, type Queryable, sql } from '@platform/kernel/db';

export interface UsageRow {
  readonly tenant_id: string;
  readonly subscription_plan: string;
  readonly entities: number;
  readonly users: number;
  readonly workflows: number;
}

/**
 * What a tenant uses of each plan limit, counted as the creations check it: every entity, every
 * user row, and the workflow instances that are not COMPLETED (from the per-status counts the
 * instances table keeps). `undefined` for an unknown tenant.
 */
export function findUsage(db: Queryable, tenantId: string): Promise<UsageRow | undefined> {
  return maybeOne<UsageRow>(
    db,
    sql`select t.id as tenant_id, t.subscription_plan,
          (select count(*)::int from compliance.entities e where e.tenant_id = t.id) as entities,
          (select count(*)::int from compliance.users u where u.tenant_id = t.id) as users,
          (select coalesce(sum(c.n), 0)::int from compliance.workflow_instance_counts c
            where c.tenant_id = t.id and c.status <> 'COMPLETED') as workflows
        from compliance.tenants t where t.id = ${tenantId}::uuid`,
  );
}
