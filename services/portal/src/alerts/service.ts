import type { Caller } from '@platform/kernel/auth';
import type { Page } from '@platform/kernel/http';
import { assertProductBought, isSuperAdmin } from '../shared/callers.js';
import type { PortalDeps } from '../shared/deps.js';
import { paginationOf } from '../shared/schemas.js';
import { findTenantApp } from '../shared/tenant-app.js';
import { listAlerts } from './store.js';

/**
 * A page of the alerts the caller may see: a super-admin every alert (of one tenant when it names
 * one), a tenant administrator its own tenant's alerts meant for tenants, when they hold the
 * grant of the product it bought; naming another tenant shows nothing of it.
 */
export async function alertsPage(
  caller: Caller,
  deps: Pick<PortalDeps, 'db'>,
  query: { readonly tenantId?: string | undefined; readonly type?: string | undefined },
  page: Page,
) {
  const superAdmin = isSuperAdmin(caller);
  if (!superAdmin)
    assertProductBought(caller, caller.tenantId ? await findTenantApp(deps.db, caller.tenantId) : undefined);
  const tenantId = superAdmin ? query.tenantId : caller.tenantId;
  const others = !superAdmin && query.tenantId && query.tenantId !== caller.tenantId;
  const { alerts, total } = others
    ? { alerts: [], total: 0 }
    : await listAlerts(deps.db, { tenantId, tenantAudienceOnly: !superAdmin, type: query.type }, page);
  return { alerts, pagination: paginationOf(page, total) };
}
