import {
  many,
  maybeOne,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  type Queryable,
  sql,
} from '@platform/kernel/db';
import type { PlanLimits, PlanRateLimits } from '../shared/plan-limits.js';

export interface Plan {
  readonly _id: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly limits: PlanLimits;
  readonly rateLimits: PlanRateLimits;
  readonly isActive: boolean;
}

export interface PlanInput {
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly limits: PlanLimits;
  readonly rateLimits: PlanRateLimits;
  readonly isActive: boolean;
}

const PLAN = sql.raw(`id as "_id", name, slug, description,
  json_build_object('maxUsers', max_users, 'maxWorkers', max_workers, 'maxJobSteps', max_job_steps,
                    'maxArticleAttributes', max_article_attributes) as limits,
  json_build_object('maxRequests', rate_limit_max, 'windowMs', rate_limit_window_ms) as "rateLimits",
  is_active as "isActive"`);

export function listPlans(db: Queryable): Promise<Plan[]> {
  return many<Plan>(db, sql`select ${PLAN} from factory.plans order by created_at, slug`);
}

export function findPlan(db: Queryable, slug: string): Promise<Plan | undefined> {
  return maybeOne<Plan>(db, sql`select ${PLAN} from factory.plans where slug = ${slug}`);
}

export async function insertPlan(db: Queryable, plan: PlanInput): Promise<Plan | 'duplicate'> {
  try {
    const created = await maybeOne<Plan>(
      db,
      sql`insert into factory.plans (slug, name, description, max_users, max_workers, max_job_steps,
                                      max_article_attributes, rate_limit_max, rate_limit_window_ms, is_active)
          values (${plan.slug}, ${plan.name}, ${plan.description}, ${plan.limits.maxUsers}, ${plan.limits.maxWorkers},
                  ${plan.limits.maxJobSteps}, ${plan.limits.maxArticleAttributes}, ${plan.rateLimits.maxRequests},
                  ${plan.rateLimits.windowMs}, ${plan.isActive})
          returning ${PLAN}`,
    );
    if (!created) throw new Error('insert returned no plan');
    return created;
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) return 'duplicate';
    throw err;
  }
}

export function updatePlan(
  db: Queryable,
  slug: string,
  plan: Omit<PlanInput, 'slug'>,
): Promise<Plan | undefined> {
  return maybeOne<Plan>(
    db,
    sql`update factory.plans set name = ${plan.name}, description = ${plan.description},
          max_users = ${plan.limits.maxUsers}, max_workers = ${plan.limits.maxWorkers},
          max_job_steps = ${plan.limits.maxJobSteps}, max_article_attributes = ${plan.limits.maxArticleAttributes},
          rate_limit_max = ${plan.rateLimits.maxRequests}, rate_limit_window_ms = ${plan.rateLimits.windowMs},
          is_active = ${plan.isActive}, updated_at = now()
        where slug = ${slug}
        returning ${PLAN}`,
  );
}

/** `in_use` while a tenant is on the plan (the foreign key refuses the delete). */
export async function deletePlan(db: Queryable, slug: string): Promise<Plan | 'missing' | 'in_use'> {
  try {
    const deleted = await maybeOne<Plan>(
      db,
      sql`delete from factory.plans where slug = ${slug} returning ${PLAN}`,
    );
    return deleted ?? 'missing';
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === PG_RESTRICT_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION) return 'in_use';
    throw err;
  }
}
