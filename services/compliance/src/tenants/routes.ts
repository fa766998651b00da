import {
  BEARER_SECURITY,
  Email,
  type HttpApp,
  PageQuery,
  pageOf,
  Timestamp,
  Type,
  Uuid,
} from '@platform/kernel/http';
import { authenticated, onlyRoles, requireTenantCaller, visitor } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import {
  EntityTypeSchema,
  Gstin,
  Name,
  Pan,
  Phone,
  PlanSchema,
  pagedResponse,
  paginationOf,
  SortQuery,
} from '../shared/schemas.js';
import { createTenant, listVisibleTenants, signup } from './service.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const TenantSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  entityType: Type.String(),
  contactEmail: Nullable(Type.String()),
  contactPhone: Nullable(Type.String()),
  gstin: Nullable(Type.String()),
  pan: Nullable(Type.String()),
  registrationNumber: Nullable(Type.String()),
  subscriptionPlan: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

const SignupBody = Type.Object(
  {
    organizationName: Name,
    entityType: EntityTypeSchema,
    email: Email,
    password: Type.String({ minLength: 8, maxLength: 1024 }),
    phone: Type.Optional(Phone),
    gstin: Type.Optional(Gstin),
    pan: Type.Optional(Pan),
  },
  { additionalProperties: false },
);

const SignupResponse = Type.Object({
  data: Type.Object({
    tenant: TenantSchema,
    user: Type.Object({ id: Type.String(), email: Type.String() }),
  }),
});

const CreateTenantBody = Type.Object(
  {
    name: Name,
    entityType: EntityTypeSchema,
    contactEmail: Type.Optional(Email),
    contactPhone: Type.Optional(Phone),
    gstin: Type.Optional(Gstin),
    pan: Type.Optional(Pan),
    registrationNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    subscriptionPlan: Type.Optional(PlanSchema),
  },
  { additionalProperties: false },
);

const ListQuery = Type.Object({ ...PageQuery, sort: Type.Optional(SortQuery) });

export function tenantRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    const tags = ['tenants'];

    app.post(
      '/tenants/signup',
      {
        schema: {
          tags,
          summary: 'Self-signup: the organisation, and its administrator who can sign in at once',
          body: SignupBody,
          response: { 201: SignupResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await signup(visitor(request), deps, request.body) }),
    );

    app.post(
      '/tenants',
      {
        onRequest: onlyRoles('super_admin'),
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Create a tenant (super-administrator)',
          body: CreateTenantBody,
          response: { 201: Type.Object({ data: TenantSchema }) },
        },
      },
      async (request, reply) => {
        const tenant = await createTenant(requireTenantCaller(request), deps, request.body);
        return reply.status(201).send({ data: tenant });
      },
    );

    app.get(
      '/tenants',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Tenants: all of them for a super-administrator, otherwise the caller’s own',
          querystring: ListQuery,
          response: { 200: pagedResponse(TenantSchema) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { tenants, total } = await listVisibleTenants(
          requireTenantCaller(request),
          deps,
          request.query.sort,
          page,
        );
        return { data: tenants, pagination: paginationOf(page, total) };
      },
    );
  };
}
