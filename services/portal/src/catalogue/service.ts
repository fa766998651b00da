import type { PortalDeps } from '../shared/deps.js';
import { type AppRow, activeApps, activePlans, type PlanRow } from './store.js';

/** A plan's limits as the API names them (the columns keep their stored names). */
export function limitsOf(plan: PlanRow) {
  return {
    limits: {
      maxUsers: plan.max_users,
      maxWorkers: plan.max_workers,
      maxJobSteps: plan.max_job_steps,
      maxArticleAttributes: plan.max_article_attrs,
    },
    rateLimits: { maxRequests: plan.rate_limit_max, windowMs: plan.rate_limit_window },
  };
}

/** The views of this public catalogue are built here: the plan's limits are shared with plan-limits. */
const appView = (app: AppRow) => ({ slug: app.slug, name: app.name, description: app.description });
const planView = (plan: PlanRow) => ({
  slug: plan.slug,
  name: plan.name,
  displayName: plan.display_name ?? plan.name,
  priceMonthly: plan.price_monthly,
  priceYearly: plan.price_yearly,
  currency: plan.currency,
  features: plan.features,
  ...limitsOf(plan),
});

/** Apps open to self-signup. */
export async function signupApps(deps: Pick<PortalDeps, 'db'>) {
  return (await activeApps(deps.db)).map(appView);
}

/** Active plans with their prices and limits. */
export async function signupPlans(deps: Pick<PortalDeps, 'db'>) {
  return (await activePlans(deps.db)).map(planView);
}
