import { requireCaller } from '@platform/kernel/auth';
import {
  BEARER_SECURITY,
  type HttpApp,
  PageQuery,
  pageOf,
  success,
  Timestamp,
  Type,
  Uuid,
} from '@platform/kernel/http';
import { Alert } from '../alerts/routes.js';
import { requireAdministrator, requireSuperAdmin } from '../shared/callers.js';
import type { PortalDeps } from '../shared/deps.js';
import { NullableTimestamp, Pagination } from '../shared/schemas.js';
import { replacePlanOverrides, tenantOf, tenantsPage } from './service.js';

const TenantStatus = Type.Union([
  Type.Literal('pending_payment'),
  Type.Literal('active'),
  Type.Literal('suspended'),
]);

const Limit = Type.Integer({ minimum: -1, maximum: 1_000_000_000, description: '-1 means unlimited' });
const PlanOverrides = Type.Object(
  {
    maxUsers: Type.Optional(Limit),
    maxWorkers: Type.Optional(Limit),
    maxJobSteps: Type.Optional(Limit),
    maxArticleAttributes: Type.Optional(Limit),
    rateLimits: Type.Optional(
      Type.Object(
        {
          maxRequests: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
          windowMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 86_400_000 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const Tenant = Type.Object({
  id: Uuid,
  name: Type.String(),
  slug: Type.String(),
  status: TenantStatus,
  plan: Type.String(),
  app: Type.String(),
  adminEmail: Type.String(),
  subscription: Type.Object({
    provider: Type.String(),
    customerId: Type.Union([Type.String(), Type.Null()]),
    id: Type.Union([Type.String(), Type.Null()]),
    status: Type.String(),
  }),
  planOverrides: Type.Record(Type.String(), Type.Unknown()),
  activatedAt: NullableTimestamp,
  suspendedAt: NullableTimestamp,
  provisionedAt: NullableTimestamp,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
const TenantWithAlerts = Type.Object({ ...Tenant.properties, alerts: Type.Array(Alert) });

export function tenantAdminRoutes(deps: Pick<PortalDeps, 'db'>) {
  return async (app: HttpApp) => {
    const tags = ['tenants'];
    app.get(
      '/admin/tenants',
      {
        onRequest: requireSuperAdmin,
        schema: {
          tags,
          summary: 'Tenants, newest first, with status, plan and subscription (super-admin)',
          security: BEARER_SECURITY,
          querystring: Type.Object({
            ...PageQuery,
            status: Type.Optional(TenantStatus),
            plan: Type.Optional(Type.String({ maxLength: 100 })),
            search: Type.Optional(
              Type.String({ maxLength: 200, description: 'part of the name, slug or admin e-mail' }),
            ),
          }),
          response: { 200: success(Type.Object({ tenants: Type.Array(Tenant), pagination: Pagination })) },
        },
      },
      async (request) => {
        return {
          status: 'success' as const,
          data: await tenantsPage(deps, request.query, pageOf(request.query)),
        };
      },
    );

    app.get(
      '/admin/tenants/:id',
      {
        onRequest: requireAdministrator,
        schema: {
          tags,
          summary:
            'One tenant with status, provider ids and recent alerts (super-admin, or that tenant’s admin)',
          security: BEARER_SECURITY,
          params: Type.Object({ id: Uuid }),
          response: { 200: success(Type.Object({ tenant: TenantWithAlerts })) },
        },
      },
      async (request) => {
        const tenant = await tenantOf(requireCaller(request), deps, request.params.id);
        return { status: 'success' as const, data: { tenant } };
      },
    );

    app.put(
      '/admin/tenants/:id/plan-overrides',
      {
        onRequest: requireSuperAdmin,
        schema: {
          tags,
          summary:
            "Replace a tenant's plan-limit overrides (super-admin); keys left out take the plan's default",
          security: BEARER_SECURITY,
          params: Type.Object({ id: Uuid }),
          body: PlanOverrides,
          response: { 200: success(Type.Object({ tenant: TenantWithAlerts })) },
        },
      },
      async (request) => {
        const tenant = await replacePlanOverrides(
          requireCaller(request),
          deps,
          request.params.id,
          request.body,
        );
        return { status: 'success' as const, data: { tenant } };
      },
    );
  };
}
