import { requireServiceSecret } from '@platform/kernel/auth';
import { Email, type HttpApp, success, Type, text, Uuid } from '@platform/kernel/http';
import { UsageSchema } from '../limits/routes.js';
import { usageForPortal } from '../limits/service.js';
import { ok, Slug, UnitKindSchema } from '../shared/schemas.js';
import { sendProvisioned } from '../tenants/routes.js';
import { PartialSchema, ProvisionedSchema, TenantSchema } from '../tenants/schemas.js';
import { applyPortalStatus, type InternalDeps, provisionForPortal } from './service.js';

const ProvisionBody = Type.Object(
  {
    tenantId: Uuid,
    name: text(200),
    slug: Slug,
    plan: text(63),
    subdomain: Type.Optional(Slug),
    adminEmail: Email,
    adminName: Type.Optional(text(200)),
    unitKind: Type.Optional(UnitKindSchema),
  },
  { additionalProperties: false },
);

const StatusBody = Type.Object(
  {
    status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]),
    subscriptionStatus: Type.Union([
      Type.Literal('active'),
      Type.Literal('halted'),
      Type.Literal('cancelled'),
    ]),
    sequence: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  },
  { additionalProperties: false },
);

/** Routes other services call with `x-service-secret`; not for browsers. */
export function internalRoutes(deps: InternalDeps) {
  // The factory's 401 has always said this; its clients see the message.
  const serviceOnly = requireServiceSecret(deps.config.SERVICE_SECRET, { message: 'Invalid service secret' });
  return async (app: HttpApp) => {
    app.post(
      '/internal/tenants',
      {
        onRequest: serviceOnly,
        schema: {
          tags: ['internal'],
          summary:
            "Provision a paid tenant for the portal (x-service-secret), with its first production configuration from the template of its unitKind ('other' when left out); idempotent on tenantId: 201 created, 200 already there (nothing changed), 207 domain pending",
          headers: Type.Object({ 'x-service-secret': Type.Optional(Type.String()) }),
          body: ProvisionBody,
          response: { 200: ProvisionedSchema, 201: ProvisionedSchema, 207: PartialSchema },
        },
      },
      async (request, reply) => {
        const provisioned = await provisionForPortal(deps, request.body);
        return sendProvisioned(reply, provisioned, provisioned.created ? 201 : 200);
      },
    );

    app.get(
      '/internal/tenants/:tenantId/usage',
      {
        onRequest: serviceOnly,
        schema: {
          tags: ['internal'],
          summary:
            "How much of each plan limit a tenant uses now (x-service-secret), counted as the factory's limit checks count; 404 unknown tenant",
          headers: Type.Object({ 'x-service-secret': Type.Optional(Type.String()) }),
          params: Type.Object({ tenantId: Uuid }),
          response: { 200: success(UsageSchema) },
        },
      },
      async (request) => ok(await usageForPortal(deps, request.params.tenantId)),
    );

    app.put(
      '/internal/tenants/:tenantId/status',
      {
        onRequest: serviceOnly,
        schema: {
          tags: ['internal'],
          summary:
            "The portal's subscription status of a tenant (x-service-secret): suspended after a cancelled or halted subscription, active again after an activation; an older sequence than the last applied changes nothing (applied: false)",
          headers: Type.Object({ 'x-service-secret': Type.Optional(Type.String()) }),
          params: Type.Object({ tenantId: Uuid }),
          body: StatusBody,
          response: {
            200: Type.Object({
              status: Type.Literal('success'),
              data: Type.Object({ tenant: TenantSchema, applied: Type.Boolean() }),
            }),
          },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await applyPortalStatus(deps, request.params.tenantId, request.body),
      }),
    );
  };
}
