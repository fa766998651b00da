import { type HttpApp, success, Type } from '@platform/kernel/http';
import type { PortalDeps } from '../shared/deps.js';
import { signupApps, signupPlans } from './service.js';

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
      async () => ({ status: 'success' as const, data: { apps: await signupApps(deps) } }),
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
        data: { plans: await signupPlans(deps) },
      }),
    );
  };
}
