import { maybeOne, type Queryable, sql } from '@platform/kernel/db';
import { DomainError, notFound } from '@platform/kernel/errors';
import { type PlanLimits, planOf } from './catalogue.js';

/**
 * 403 FORBIDDEN with `details: {limit, max, current, plan}` (the limit's name, what the plan
 * allows, what the tenant has) when one more `limit` would exceed the
 * tenant's plan. The caller counts `current` in the same transaction, holding a lock on the
 * tenant row (`select 1 from compliance.tenants where id = $1 for update`), so that two
 * concurrent creations cannot both pass with one slot left.
 */
export async function assertWithinPlan(
  tx: Queryable,
  tenantId: string,
  limit: keyof PlanLimits,
  current: number,
): Promise<void> {
  const tenant = await maybeOne<{ subscription_plan: string }>(
    tx,
    sql`select subscription_plan from compliance.tenants where id = ${tenantId}::uuid`,
  );
  if (!tenant) throw notFound('Tenant');
  const plan = planOf(tenant.subscription_plan);
  const max = plan.limits[limit];
  if (current + 1 > max)
    throw new DomainError(
      'FORBIDDEN',
      `The ${plan.name} plan allows at most ${max} ${limit}; ${current} in use`,
      {
        limit,
        max,
        current,
        plan: plan.id,
      },
    );
}

/** Locks the tenant row for the rest of the transaction: creations counted against a plan queue here. */
export async function lockTenant(tx: Queryable, tenantId: string): Promise<boolean> {
  const row = await maybeOne(
    tx,
    sql`select 1 from compliance.tenants where id = ${tenantId}::uuid for update`,
  );
  return row !== undefined;
}
