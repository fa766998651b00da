import { DomainError } from '@platform/kernel/errors';

export interface NewCustomer {
  readonly tenantId: string;
  readonly name: string;
  readonly email: string;
}

export interface NewSubscription {
  readonly tenantId: string;
  readonly customerId: string;
  /** The plan's id at the provider (`plans.provider_plan_id`). */
  readonly planId: string;
  readonly totalCount: number;
}

export interface ProviderSubscription {
  readonly id: string;
  readonly customerId: string;
  readonly status: string;
}

/**
 * A payment provider as signup, reminders and compensation use it. Every call either succeeds
 * or throws a DomainError (`SERVICE_UNAVAILABLE` when the provider is down or too slow,
 * `VALIDATION_ERROR` when it refuses the request).
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  createCustomer(customer: NewCustomer): Promise<{ id: string }>;
  /**
   * Undoes `createCustomer` as far as the provider allows: the sandbox deletes the row; Razorpay
   * has no delete, and a retried signup finds the same customer again (`fail_existing: 0`).
   */
  discardCustomer(id: string): Promise<void>;
  createSubscription(subscription: NewSubscription): Promise<ProviderSubscription>;
  /** Cancels at once; cancelling one already cancelled succeeds. */
  cancelSubscription(id: string): Promise<void>;
  /** The next billing date of a subscription, or null when it has none (not yet paid, ended). */
  renewalDate(subscriptionId: string): Promise<Date | null>;
}

export const providerUnavailable = (provider: string, why: string) =>
  new DomainError('SERVICE_UNAVAILABLE', `The payment provider (${provider}) is unavailable: ${why}`);
