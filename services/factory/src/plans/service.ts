import type { Db } from '@platform/kernel/db';
import { badRequest, conflict, notFound } from '@platform/kernel/errors';
import type { PlanLimits, PlanRateLimits } from '../shared/plan-limits.js';
import {
  deletePlan,
  findPlan,
  insertPlan,
  listPlans,
  type Plan,
  type PlanInput,
  updatePlan,
} from './store.js';

export const DEFAULT_RATE_LIMITS: PlanRateLimits = { maxRequests: 1000, windowMs: 60_000 };

export { listPlans };

export async function getPlan(db: Db, slug: string): Promise<Plan> {
  const plan = await findPlan(db, slug);
  if (!plan) throw notFound('Plan');
  return plan;
}

export async function createPlan(
  db: Db,
  input: Omit<PlanInput, 'description' | 'rateLimits' | 'isActive'> & Partial<PlanInput>,
): Promise<Plan> {
  const created = await insertPlan(db, {
    name: input.name,
    slug: input.slug,
    description: input.description ?? '',
    limits: input.limits,
    rateLimits: input.rateLimits ?? DEFAULT_RATE_LIMITS,
    isActive: input.isActive ?? true,
  });
  if (created === 'duplicate') throw conflict(`A plan with the slug ${input.slug} already exists`);
  return created;
}

export interface PlanChanges {
  readonly name?: string | undefined;
  readonly slug?: string | undefined;
  readonly description?: string | undefined;
  readonly limits?: Partial<PlanLimits> | undefined;
  readonly rateLimits?: Partial<PlanRateLimits> | undefined;
  readonly isActive?: boolean | undefined;
}

/** The slug names the plan in every tenant and in the portal: it never changes (400). */
export async function changePlan(db: Db, slug: string, changes: PlanChanges): Promise<Plan> {
  if (changes.slug !== undefined && changes.slug !== slug)
    throw badRequest('The slug of a plan cannot change');
  return db.transaction(async (tx) => {
    const current = await findPlan(tx, slug);
    if (!current) throw notFound('Plan');
    const updated = await updatePlan(tx, slug, {
      name: changes.name ?? current.name,
      description: changes.description ?? current.description,
      limits: { ...current.limits, ...changes.limits },
      rateLimits: { ...current.rateLimits, ...changes.rateLimits },
      isActive: changes.isActive ?? current.isActive,
    });
    if (!updated) throw notFound('Plan');
    return updated;
  });
}

export async function removePlan(db: Db, slug: string): Promise<Plan> {
  const outcome = await deletePlan(db, slug);
  if (outcome === 'missing') throw notFound('Plan');
  if (outcome === 'in_use') throw conflict('The plan is in use by tenants; move them to another plan first');
  return outcome;
}
