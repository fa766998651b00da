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
import { requireAdministrator } from '../shared/callers.js';
import type { PortalDeps } from '../shared/deps.js';
import { Pagination } from '../shared/schemas.js';
import { alertsPage } from './service.js';

export const Alert = Type.Object({
  id: Uuid,
  tenantId: Type.Union([Uuid, Type.Null()]),
  audience: Type.Union([Type.Literal('super_admin'), Type.Literal('tenant')]),
  type: Type.String(),
  severity: Type.Union([Type.Literal('info'), Type.Literal('warning'), Type.Literal('critical')]),
  message: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Timestamp,
});

export function alertRoutes(deps: Pick<PortalDeps, 'db'>) {
  return async (app: HttpApp) => {
    app.get(
      '/alerts',
      {
        onRequest: requireAdministrator,
        schema: {
          tags: ['alerts'],
          summary:
            "Payment alerts, newest first: every tenant's for a super-admin, its own for a tenant administrator",
          security: BEARER_SECURITY,
          querystring: Type.Object({
            ...PageQuery,
            tenantId: Type.Optional(Uuid),
            type: Type.Optional(Type.String({ maxLength: 100 })),
          }),
          response: { 200: success(Type.Object({ alerts: Type.Array(Alert), pagination: Pagination })) },
        },
      },
      async (request) => {
        const data = await alertsPage(requireCaller(request), deps, request.query, pageOf(request.query));
        return { status: 'success' as const, data };
      },
    );
  };
}
