import { requireServiceSecret } from '@platform/kernel/auth';
import { type HttpApp, SERVICE_SECRET_SECURITY, success, Type, Uuid } from '@platform/kernel/http';
import { Limits, RateLimits } from '../catalogue/routes.js';
import type { PortalDeps } from '../shared/deps.js';
import { planLimitsOf } from './service.js';

const PlanLimitsBody = Type.Object({
  tenantId: Uuid,
  plan: Type.String(),
  limits: Limits,
  rateLimits: RateLimits,
});

/** Plan limits for downstream services (the factory), behind the shared service secret. */
export function planLimitRoutes(deps: Pick<PortalDeps, 'db' | 'config'>) {
  return async (app: HttpApp) => {
    app.get(
      '/internal/tenants/:tenantId/plan-limits',
      {
        onRequest: requireServiceSecret(deps.config.SERVICE_SECRET),
        config: { auth: { skip: true } },
        schema: {
          tags: ['internal'],
          security: SERVICE_SECRET_SECURITY,
          summary: "A tenant's plan limits: plan defaults merged with its overrides (x-service-secret)",
          headers: Type.Object({ 'x-service-secret': Type.Optional(Type.String()) }),
          params: Type.Object({ tenantId: Uuid }),
          response: { 200: success(PlanLimitsBody) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await planLimitsOf(deps.db, request.params.tenantId),
      }),
    );
  };
}
