import { BEARER_SECURITY, type HttpApp, success, Type } from '@platform/kernel/http';
import type { Uses } from '../shared/deps.js';
import { Limit, ok } from '../shared/schemas.js';
import { tenantOf } from '../shared/tenant-scope.js';
import { tenantLimits } from './service.js';

const Count = Type.Integer({ minimum: 0 });

export const UsageSchema = Type.Object({
  users: Count,
  workers: Type.Integer({
    minimum: 0,
    description: "the tenant's workers but its default worker, as maxWorkers counts them",
  }),
  jobSteps: Count,
  articleAttributes: Count,
});

const TenantLimitsSchema = Type.Object({
  plan: Type.String({ description: "slug of the tenant's plan" }),
  limits: Type.Object(
    { maxUsers: Limit, maxWorkers: Limit, maxJobSteps: Limit, maxArticleAttributes: Limit },
    { description: '-1 is unlimited' },
  ),
  used: UsageSchema,
});

/** `GET /tenant/limits`: inside the tenant scope, any role of the tenant (the super-admin names one in x-tenant-id). */
export function limitRoutes(deps: Uses<'db' | 'planLimits'>) {
  return async (app: HttpApp) => {
    app.get(
      '/tenant/limits',
      {
        schema: {
          tags: ['plans'],
          security: BEARER_SECURITY,
          summary:
            "The plan limits of the caller's tenant, as every write is checked against them, and how much of each it uses; the super-admin names the tenant in x-tenant-id (400 without)",
          response: { 200: success(TenantLimitsSchema) },
        },
      },
      async (request) => ok(await tenantLimits(tenantOf(request), deps)),
    );
  };
}
