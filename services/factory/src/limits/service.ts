import { notFound } from '@platform/kernel/errors';
import { countTenantUsers } from '../auth/store.js';
import { productionConfigOf } from '../production-config/store.js';
import type { Uses } from '../shared/deps.js';
import type { PlanLimits } from '../shared/plan-limits.js';
import type { TenantScope } from '../shared/tenant-scope.js';
import { countWorkers } from '../workers/store.js';
import { tenantExists } from './store.js';

/** How much of each plan limit a tenant uses now. */
export interface Usage {
  readonly users: number;
  readonly workers: number;
  readonly jobSteps: number;
  readonly articleAttributes: number;
}

export interface TenantLimits {
  readonly plan: string;
  readonly limits: PlanLimits;
  readonly used: Usage;
}

/**
 * What the tenant uses, counted by the very functions the limit checks count with (every user
 * of the tenant; its workers but the default worker; the steps and attributes of its stored
 * configuration), so the figures agree with what a refusal says.
 */
async function usageOf(deps: Uses<'db'>, tenantId: string): Promise<Usage> {
  const [users, workers, config] = await Promise.all([
    countTenantUsers(deps.db, tenantId),
    countWorkers(deps.db, tenantId),
    productionConfigOf(deps.db, tenantId),
  ]);
  return {
    users,
    workers,
    jobSteps: config.jobSteps.length,
    articleAttributes: config.articleAttributes.length,
  };
}

/** The limits that apply to the request's tenant (as the checks read them) and what it uses of each. */
export async function tenantLimits(
  scope: TenantScope,
  deps: Uses<'db' | 'planLimits'>,
): Promise<TenantLimits> {
  const effective = await deps.planLimits.limitsOf(scope.tenantId);
  if (!effective) throw notFound('Tenant');
  return { plan: effective.plan, limits: effective.limits, used: await usageOf(deps, scope.tenantId) };
}

/** The portal's view of a tenant's usage, for its billing page; 404 for a tenant the factory does not have. */
export async function usageForPortal(deps: Uses<'db'>, tenantId: string): Promise<Usage> {
  if (!(await tenantExists(deps.db, tenantId))) throw notFound('Tenant');
  return usageOf(deps, tenantId);
}
