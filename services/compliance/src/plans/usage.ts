import { notFound } from '@platform/kernel/errors';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { type Plan, type PlanLimits, planOf } from './catalogue.js';
import { findUsage } from './store.js';

export interface LimitUsage {
  readonly used: number;
  readonly limit: number;
  /** What may still be created; 0 when the tenant is at (or, after a downgrade, over) the limit. */
  readonly remaining: number;
}

export interface TenantUsage {
  readonly tenantId: string;
  readonly plan: Plan;
  readonly usage: Record<keyof PlanLimits, LimitUsage>;
}

function limitUsage(used: number, limit: number): LimitUsage {
  return { used, limit, remaining: Math.max(0, limit - used) };
}

/** `GET /tenants/current/usage`: the tenant's plan and what it uses of each of its limits. */
export async function tenantUsage(
  { tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db'>,
): Promise<TenantUsage> {
  const row = await findUsage(deps.db, tenantId);
  if (!row) throw notFound('Tenant');
  const plan = planOf(row.subscription_plan);
  return {
    tenantId: row.tenant_id,
    plan,
    usage: {
      entities: limitUsage(row.entities, plan.limits.entities),
      users: limitUsage(row.users, plan.limits.users),
      workflows: limitUsage(row.workflows, plan.limits.workflows),
    },
  };
}
