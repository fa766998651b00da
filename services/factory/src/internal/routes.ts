import { type HttpApp, Type } from '@platform/kernel/http';
import { Slug, text, Uuid } from '../shared/schemas.js';
import { requireServiceSecret } from '../shared/service-secret.js';
import { sendProvisioned } from '../tenants/routes.js';
import { PartialSchema, ProvisionedSchema } from '../tenants/schemas.js';
import { type InternalDeps, provisionForPortal } from './service.js';

const ProvisionBody = Type.Object(
  {
    tenantId: Uuid,
    name: text(200),
    slug: Slug,
    plan: text(63),
    subdomain: Type.Optional(Slug),
    adminEmail: Type.String({ format: 'email', maxLength: 320 }),
    adminName: Type.Optional(text(200)),
  },
  { additionalProperties: false },
);

/** Routes other services call with `x-service-secret`; not for browsers. */
export function internalRoutes(deps: InternalDeps) {
  return async (app: HttpApp) => {
    app.post(
      '/internal/tenants',
      {
        onRequest: requireServiceSecret(deps.config.SERVICE_SECRET),
        schema: {
          tags: ['internal'],
          summary:
            'Provision a paid tenant for the portal (x-service-secret); idempotent on tenantId: 201 created, 200 already there, 207 domain pending',
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
  };
}
