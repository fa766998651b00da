import { conflict, notFound } from '@platform/kernel/errors';
import type { Uses } from '../shared/deps.js';
import { lockTenantRow } from '../shared/tenant-rows.js';
import type { TenantScope } from '../shared/tenant-scope.js';
import { countAdmins, deleteUser, findTenantUser, listUsers, type TenantUserView } from './store.js';

export function listTenantUsers(scope: TenantScope, deps: Uses<'db'>): Promise<TenantUserView[]> {
  return listUsers(deps.db, scope.tenantId);
}

/**
 * Removes a user of the tenant and with it every session it has (its refresh tokens). Nobody
 * removes themselves, and the tenant keeps at least one administrator (409): the count is taken
 * under the tenant's row lock, so two administrators removing each other cannot both succeed.
 */
export async function removeTenantUser(scope: TenantScope, deps: Uses<'db'>, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockTenantRow(tx, scope.tenantId);
    const user = await findTenantUser(tx, scope.tenantId, id);
    if (!user) throw notFound('User');
    if (user._id === scope.userId) throw conflict('You cannot remove yourself; ask another administrator');
    if (user.role === 'admin' && (await countAdmins(tx, scope.tenantId)) <= 1)
      throw conflict('The last administrator of the tenant cannot be removed');
    await deleteUser(tx, user._id);
  });
}
