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
import { authenticated, onlyRoles, requireTenantCaller, tenantScopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { Name, pagedResponse, paginationOf } from '../shared/schemas.js';
import { addUser, listUsers, userContext } from './service.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const UserContextSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  tenant: Nullable(Type.Object({ id: Uuid, name: Type.String(), subscriptionPlan: Type.String() })),
  entity: Nullable(Type.Object({ id: Uuid, name: Type.String() })),
  role: Type.Object({
    id: Uuid,
    name: Type.String(),
    permissions: Type.Object({}, { additionalProperties: true }),
  }),
});

const UserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  role: Type.String(),
  tenantId: Uuid,
  createdAt: Timestamp,
});

const NewUserBody = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 8, maxLength: 1024 }),
    name: Name,
    role: Type.Optional(Type.Union([Type.Literal('admin'), Type.Literal('user')])),
    tenantId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);

export function userRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    const tags = ['users'];

    app.get(
      '/me',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'The context of a user: tenant, entity, role and its permissions',
          querystring: Type.Object({ email: Email }),
          response: { 200: Type.Object({ data: UserContextSchema }) },
        },
      },
      async (request) => ({
        data: await userContext(requireTenantCaller(request), deps, request.query.email),
      }),
    );

    app.post(
      '/users',
      {
        onRequest: onlyRoles('admin'),
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Add a user to the tenant (administrator), within the plan’s user limit',
          body: NewUserBody,
          response: { 201: Type.Object({ data: UserSchema }) },
        },
      },
      async (request, reply) => {
        const user = await addUser(tenantScopeOf(request), deps, {
          email: request.body.email,
          password: request.body.password,
          name: request.body.name,
          role: request.body.role ?? 'user',
        });
        return reply.status(201).send({ data: user });
      },
    );

    app.get(
      '/users',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Users of the tenant',
          querystring: Type.Object({ ...PageQuery, tenantId: Type.Optional(Uuid) }),
          response: { 200: pagedResponse(UserSchema) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { users, total } = await listUsers(tenantScopeOf(request), deps, page);
        return { data: users, pagination: paginationOf(page, total) };
      },
    );
  };
}
