import { type Caller, grantsProduct, isProduct, type Product, requireCaller } from '@platform/kernel/auth';
import { forbidden } from '@platform/kernel/errors';
import type { FastifyRequest } from 'fastify';

/** `onRequest` hook: 401 without a token, 403 unless the caller is an administrator (tenant admin or super-admin). */
export async function requireAdministrator(request: FastifyRequest): Promise<void> {
  const caller = requireCaller(request);
  if (caller.role !== 'super_admin' && (caller.role !== 'admin' || !caller.tenantId))
    throw forbidden('Only administrators may see this');
}

/** `onRequest` hook: 401 without a token, 403 unless the caller is a super-admin. */
export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  if (requireCaller(request).role !== 'super_admin')
    throw forbidden('Only a super-administrator may do this');
}

export const isSuperAdmin = (caller: Caller) => caller.role === 'super_admin';

/**
 * 403 unless the caller holds the grant of the product their tenant bought (`app`), or the
 * portal's own, or is a super-admin. The listener already refused tokens granting none of the
 * products the portal sells; this keeps one product's customers out of a tenant that bought
 * another. `app` undefined (a tenant the portal does not know) has no product to grant.
 */
export function assertProductBought(caller: Caller, app: string | undefined): void {
  const accepted: Product[] = ['portal'];
  if (isProduct(app)) accepted.push(app);
  if (!grantsProduct(caller, accepted))
    throw forbidden('This account has no access to the product this tenant bought');
}
