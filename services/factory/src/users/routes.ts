import { type HttpApp, IdParams, success, Timestamp, Type, Uuid } from '@platform/kernel/http';
import type { FactoryDeps } from '../shared/deps.js';
import { Message, ok } from '../shared/schemas.js';
import { tenantOf } from '../shared/tenant-scope.js';
import { listTenantUsers, removeTenantUser } from './service.js';

const TenantUser = Type.Object({
  _id: Uuid,
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('user')]),
  hasPassword: Type.Boolean({ description: 'false until a provisioned administrator sets a password' }),
  isOwner: Type.Boolean(),
  createdAt: Timestamp,
});

/** The tenant's users: registered in the administrators' tenant scope. */
export function userRoutes(deps: Pick<FactoryDeps, 'db'>) {
  return async (app: HttpApp) => {
    const tags = ['users'];
    app.get(
      '/users',
      {
        schema: {
          tags,
          summary: 'The users of the tenant, oldest first',
          operationId: 'listTenantUsers',
          response: { 200: success(Type.Array(TenantUser)) },
        },
      },
      async (request) => ok(await listTenantUsers(tenantOf(request), deps)),
    );
    app.delete(
      '/users/:id',
      {
        schema: {
          tags,
          summary:
            'Remove a user of the tenant and end its sessions; not yourself, not the last administrator (409)',
          operationId: 'removeTenantUser',
          params: IdParams,
          response: { 200: Message },
        },
      },
      async (request) => {
        await removeTenantUser(tenantOf(request), deps, request.params.id);
        return { status: 'success' as const, message: 'User removed' };
      },
    );
  };
}
