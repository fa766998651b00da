import {
  BEARER_SECURITY,
  Email,
  type HttpApp,
  IdParams,
  PageQuery,
  pageOf,
  Timestamp,
  Type,
  Uuid,
} from '@platform/kernel/http';
import { authenticated, onlyRoles, requireTenantCaller, tenantScopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { Name, pagedResponse, paginationOf } from '../shared/schemas.js';
import { addUser, changeUserRole, listUsers, removeUser, userContext } from './service.js';

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
  invited: Type.Optional(
    Type.Boolean({ description: 'on the answer to POST /users only: true when an invitation was mailed' }),
  ),
});

const TenantRole = Type.Union([Type.Literal('admin'), Type.Literal('user')]);

const NewUserBody = Type.Object(
  {
    email: Email,
    password: Type.Optional(
      Type.String({
        minLength: 8,
        maxLength: 1024,
        description:
          'the user can sign in with it at once; without one the user is mailed an invitation whose link lets them choose their password',
      }),
    ),
    name: Name,
    role: Type.Optional(TenantRole),
    tenantId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);

const RoleChangeBody = Type.Object(
  { role: TenantRole, tenantId: Type.Optional(Uuid) },
  { additionalProperties: false },
);

const TenantQuery = Type.Object({ tenantId: Type.Optional(Uuid) });

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

    app.patch(
      '/users/:id',
      {
        onRequest: onlyRoles('admin'),
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary:
            'Give a user of the tenant another role (administrator); the last administrator keeps it (409 LAST_ADMINISTRATOR)',
          params: IdParams,
          querystring: TenantQuery,
          body: RoleChangeBody,
          response: { 200: Type.Object({ data: UserSchema }) },
        },
      },
      async (request) => ({
        data: await changeUserRole(tenantScopeOf(request), deps, request.params.id, request.body.role),
      }),
    );

    app.delete(
      '/users/:id',
      {
        onRequest: onlyRoles('admin'),
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary:
            'Remove a user from the tenant (administrator): their access ends and their seat is free; the last administrator stays (409 LAST_ADMINISTRATOR)',
          params: IdParams,
          querystring: TenantQuery,
          response: { 200: Type.Object({ message: Type.String(), data: UserSchema }) },
        },
      },
      async (request) => ({
        message: 'User removed',
        data: await removeUser(tenantScopeOf(request), deps, request.params.id),
      }),
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
