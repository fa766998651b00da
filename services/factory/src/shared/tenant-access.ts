import { DomainError } from '@platform/kernel/errors';

/** What a tenant's row says about its users' access: its status, and the portal's subscription status. */
export interface TenantAccess {
  readonly status: string;
  readonly subscriptionStatus: string | null;
}

/** Why a tenant's people are refused, for programs: `details.reason` of the 403. */
export type ClosedReason = 'TENANT_SUSPENDED' | 'TENANT_PENDING_PAYMENT';

/** `details` of every 403 that refuses the people of a tenant that is not active. */
export interface ClosedTenantDetails {
  readonly reason: ClosedReason;
  readonly tenantStatus: 'suspended' | 'pending_payment';
  readonly subscriptionStatus: 'active' | 'halted' | 'cancelled' | null;
}

const SUBSCRIPTION_STATUSES = ['active', 'halted', 'cancelled'] as const;

function subscriptionOf(value: string | null): ClosedTenantDetails['subscriptionStatus'] {
  return SUBSCRIPTION_STATUSES.find((s) => s === value) ?? null;
}

function closed(message: string, details: ClosedTenantDetails): DomainError {
  return new DomainError('FORBIDDEN', message, { ...details });
}

/**
 * Why a tenant's people are refused, in words they can act on and as `details` a client can
 * branch on; undefined while the tenant is active. The same answer (403) at login, at refresh,
 * at `GET /auth/me` and on every route of its people.
 */
export function closedTenantError(tenant: TenantAccess): DomainError | undefined {
  if (tenant.status === 'active') return undefined;
  const subscriptionStatus = subscriptionOf(tenant.subscriptionStatus);
  if (tenant.status === 'pending_payment')
    return closed(
      "Your organisation's subscription is awaiting payment; the factory opens as soon as the first payment is received",
      { reason: 'TENANT_PENDING_PAYMENT', tenantStatus: 'pending_payment', subscriptionStatus },
    );
  if (tenant.status !== 'suspended') return new DomainError('FORBIDDEN', 'Your tenant is not active');
  const details: ClosedTenantDetails = {
    reason: 'TENANT_SUSPENDED',
    tenantStatus: 'suspended',
    subscriptionStatus,
  };
  switch (subscriptionStatus) {
    case 'cancelled':
      return closed(
        "Your organisation's subscription was cancelled, so its factory is suspended. Its records are kept; a cancelled subscription cannot be renewed, so to use the factory again, ask the platform's support",
        details,
      );
    case 'halted':
      return closed(
        "Your organisation's subscription payments failed, so its factory is suspended. Settle them at the portal to use the factory again",
        details,
      );
    default:
      return closed(
        "Your organisation's factory was suspended by the platform administrator; ask them to restore it",
        details,
      );
  }
}
