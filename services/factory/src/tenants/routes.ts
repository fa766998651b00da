import { BEARER_SECURITY, Email, type HttpApp, IdParams, success, Type, text } from '@platform/kernel/http';
import type { FastifyReply } from 'fastify';
import { superAdminOnly } from '../shared/caller.js';
import { Limit, ok, Slug, TenantStatusSchema } from '../shared/schemas.js';
import { PartialSchema, ProvisionedSchema, TenantSchema } from './schemas.js';
import {
  changeTenant,
  getTenant,
  listTenants,
  type Provisioned,
  provisionTenant,
  removeTenant,
  retryDomain,
  setTenantStatus,
  type TenantDeps,
  tenantStats,
} from './service.js';

const ProvisionBody = Type.Object(
  {
    name: text(200),
    slug: Slug,
    plan: text(63),
    adminName: text(200),
    adminEmail: Email,
    adminPassword: Type.String({ minLength: 1, maxLength: 256 }),
    adminConfirmPassword: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);
const PatchBody = Type.Object(
  {
    name: Type.Optional(text(200)),
    slug: Type.Optional(Type.String({ maxLength: 63 })),
    plan: Type.Optional(text(63)),
    settings: Type.Optional(
      Type.Object(
        { maxUsers: Type.Optional(Limit), maxWorkers: Type.Optional(Limit) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
const StatsSchema = Type.Object({
  total: Type.Integer(),
  byStatus: Type.Object({
    pending_payment: Type.Integer(),
    active: Type.Integer(),
    suspended: Type.Integer(),
  }),
});

/**
 * 201 (200 for a retry) when both providers set the domain up; 207 `{status: 'partial'}` with
 * both outcomes when either failed: the tenant exists fully, only its domain is pending.
 */
export function sendProvisioned(reply: FastifyReply, provisioned: Provisioned, successStatus: 200 | 201) {
  const data = { tenant: provisioned.tenant };
  if (provisioned.complete)
    return reply
      .status(successStatus)
      .send({ status: 'success' as const, data, provisioningResult: provisioned.provisioningResult });
  return reply.status(207).send({
    status: 'partial' as const,
    message: 'The tenant is created; its subdomain could not be set up at every provider (retry-domain)',
    data,
    provisioningResult: provisioned.provisioningResult,
  });
}

/** `/tenant`: super-admin only. */
export function tenantRoutes(deps: TenantDeps) {
  return async (app: HttpApp) => {
    const tags = ['tenants'];
    const security = BEARER_SECURITY;
    const guard = { onRequest: superAdminOnly };

    app.get(
      '/tenant',
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'Every tenant, newest first; ?status= filters',
          querystring: Type.Object({ status: Type.Optional(TenantStatusSchema) }),
          response: { 200: success(Type.Array(TenantSchema)) },
        },
      },
      async (request) => ok(await listTenants(deps.db, request.query.status)),
    );

    app.post(
      '/tenant',
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'Provision a tenant and its administrator atomically, then its subdomain',
          body: ProvisionBody,
          response: { 201: ProvisionedSchema, 207: PartialSchema },
        },
      },
      async (request, reply) => sendProvisioned(reply, await provisionTenant(deps, request.body), 201),
    );

    app.get(
      '/tenant/stats',
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'Tenant counts by status',
          response: { 200: success(StatsSchema) },
        },
      },
      async () => ok(await tenantStats(deps.db)),
    );

    app.get(
      '/tenant/:id',
      {
        ...guard,
        schema: {
          tags,
          security,
          params: IdParams,
          response: { 200: success(Type.Object({ tenant: TenantSchema })) },
        },
      },
      async (request) => ok({ tenant: await getTenant(deps.db, request.params.id) }),
    );

    app.patch(
      '/tenant/:id',
      {
        ...guard,
        schema: {
          tags,
          security,
          summary:
            'Name, plan (its limits are copied into the settings again) and settings; the slug is fixed',
          params: IdParams,
          body: PatchBody,
          response: { 200: success(Type.Object({ tenant: TenantSchema })) },
        },
      },
      async (request) => ok({ tenant: await changeTenant(deps, request.params.id, request.body) }),
    );

    app.patch(
      '/tenant/:id/status',
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: "Suspend or reactivate: a suspended tenant's users get 403 on every tenant route",
          params: IdParams,
          body: Type.Object(
            { status: Type.Union([Type.Literal('suspended'), Type.Literal('active')]) },
            { additionalProperties: false },
          ),
          response: { 200: success(Type.Object({ tenant: TenantSchema })) },
        },
      },
      async (request) =>
        ok({ tenant: await setTenantStatus(deps.db, request.params.id, request.body.status) }),
    );

    app.post(
      '/tenant/:id/retry-domain',
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'Retry subdomain provisioning; 400 when the domain is already active',
          params: IdParams,
          response: { 200: ProvisionedSchema, 207: PartialSchema },
        },
      },
      async (request, reply) => sendProvisioned(reply, await retryDomain(deps, request.params.id), 200),
    );

    app.delete(
      '/tenant/:id',
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'Delete a tenant and everything it owns',
          params: IdParams,
          response: { 200: success(Type.Object({ tenant: TenantSchema })) },
        },
      },
      async (request) => ok({ tenant: await removeTenant(deps, request.params.id) }),
    );
  };
}
