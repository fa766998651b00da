import { type HttpApp, success, Type } from '@platform/kernel/http';
import type { PortalDeps } from '../shared/deps.js';
import { type AppRow, activeApps, activePlans, type PlanRow } from './store.js';

export const Limits = Type.Object({
  maxUsers: Type.Integer({ description: '-1 means unlimited' }),
  maxWorkers: Type.Integer(),
  maxJobSteps: Type.Integer(),
  maxArticleAttributes: Type.Integer(),
});
export const RateLimits = Type.Object({ maxRequests: Type.Integer(), windowMs: Type.Integer() });

const App = Type.Object({ slug: Type.String(), name: Type.String(), description: Type.String() });
const Plan = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  displayName: Type.String(),
  priceMonthly: Type.Integer({ description: 'whole units of `currency` a month' }),
  priceYearly: Type.Integer({ description: 'whole units of `currency` a year' }),
  currency: Type.String(),
  features: Type.Unknown(),
  limits: Limits,
  rateLimits: RateLimits,
});

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

/** The public catalogue a signup form is built from. */
export function catalogueRoutes(deps: Pick<PortalDeps, 'db'>) {
  return async (app: HttpApp) => {
    const tags = ['signup'];
    app.get(
      '/tenants/signup/apps',
      {
        schema: {
          tags,
          summary: 'Apps available for self-signup (public)',
          response: { 200: success(Type.Object({ apps: Type.Array(App) })) },
        },
      },
      async () => ({ status: 'success' as const, data: { apps: (await activeApps(deps.db)).map(appView) } }),
    );
    app.get(
      '/tenants/signup/plans',
      {
        schema: {
          tags,
          summary: 'Active plans with pricing and limits (public)',
          response: { 200: success(Type.Object({ plans: Type.Array(Plan) })) },
        },
      },
      async () => ({
        status: 'success' as const,
        data: { plans: (await activePlans(deps.db)).map(planView) },
      }),
    );
  };
}
