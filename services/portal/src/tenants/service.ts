import { assertTenant, type Caller } from '@platform/kernel/auth';
import { notFound } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import { recordAudit } from '../audit/store.js';
import { assertProductBought } from '../shared/callers.js';
import type { PortalDeps } from '../shared/deps.js';
import { paginationOf } from '../shared/schemas.js';
import { findTenantView, listTenantViews, setPlanOverrides, type TenantFilter } from './store.js';

/** Alerts shown with one tenant. */
const RECENT_ALERTS = 20;

/** A page of tenants within the filter (super-admin). */
export async function tenantsPage(deps: Pick<PortalDeps, 'db'>, filter: TenantFilter, page: Page) {
  const { tenants, total } = await listTenantViews(deps.db, filter, page);
  return { tenants, pagination: paginationOf(page, total) };
}

/**
 * One tenant with its recent alerts: a super-admin any, an administrator its own when they hold
 * the grant of the product it bought.
 */
export async function tenantOf(caller: Caller, deps: Pick<PortalDeps, 'db'>, id: string) {
  assertTenant(caller, id);
  const tenant = await findTenantView(deps.db, id, RECENT_ALERTS);
  if (!tenant) throw notFound('Tenant');
  assertProductBought(caller, tenant.app);
  return tenant;
}

/** Replaces a tenant's plan-limit overrides and records who did it, in one transaction. */
export async function replacePlanOverrides(
  caller: Caller,
  deps: Pick<PortalDeps, 'db'>,
  id: string,
  overrides: Record<string, unknown>,
) {
  const done = await deps.db.transaction(async (tx) => {
    const updated = await setPlanOverrides(tx, id, overrides);
    if (!updated) return false;
    await recordAudit(tx, {
      tenantId: id,
      action: 'tenant.plan_overrides_set',
      entityType: 'tenant',
      entityId: id,
      userId: caller.userId,
      userEmail: caller.email,
      source: 'portal',
      details: { planOverrides: overrides },
    });
    return true;
  });
  const tenant = done ? await findTenantView(deps.db, id, RECENT_ALERTS) : undefined;
  if (!tenant) throw notFound('Tenant');
  return tenant;
}
