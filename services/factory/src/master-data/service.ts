import type { Uses } from '../shared/deps.js';
import type { TenantScope } from '../shared/tenant-scope.js';
import { masterDataOf, upsertMasterData } from './store.js';

/** Every attribute value list of the tenant. */
export function tenantMasterData(scope: TenantScope, deps: Uses<'db'>) {
  return masterDataOf(deps.db, scope.tenantId);
}

/** Creates or replaces the value list of one attribute; `created` says which. */
export function putMasterData(
  scope: TenantScope,
  deps: Uses<'db'>,
  attributeName: string,
  values: readonly string[],
) {
  return upsertMasterData(deps.db, scope.tenantId, attributeName, values);
}
