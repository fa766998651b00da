import { type DomainError, forbidden } from '@platform/kernel/errors';

/** What a tenant's row says about its users' access: its status, and the portal's subscription status. */
export interface TenantAccess {
  readonly status: string;
  readonly subscriptionStatus: string | null;
}

/**
 * Why a tenant's users are refused, in words they can act on; undefined while the tenant is
 * active. The same answer (403) at login, at refresh and on every authenticated request.
 */
export function closedTenantError(tenant: TenantAccess): DomainError | undefined {
  if (tenant.status === 'active') return undefined;
  if (tenant.status === 'pending_payment')
    return forbidden('Your organisation has not paid its subscription yet; the factory opens once it has');
  if (tenant.status !== 'suspended') return forbidden('Your tenant is not active');
  switch (tenant.subscriptionStatus) {
    case 'cancelled':
      return forbidden(
        'Your tenant is suspended: its subscription was cancelled. Renew it at the portal to use the factory again',
      );
    case 'halted':
      return forbidden(
        "Your tenant is suspended: its subscription's payments failed. Settle them at the portal to use the factory again",
      );
    default:
      return forbidden('Your tenant is suspended; ask the platform administrator to restore it');
  }
}
