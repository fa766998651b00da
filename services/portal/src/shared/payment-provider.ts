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

export type CancelWhen = 'now' | 'cycle_end';

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
  /**
   * Whether a customer's cancellation of a running (paid) subscription waits for the end of the
   * cycle paid for: Razorpay's does, the sandbox's takes effect at once.
   */
  readonly cancelsAtCycleEnd: boolean;
  /**
   * Cancels at once (`now`, the default; cancelling one already cancelled succeeds), or at the
   * end of the current billing cycle (`cycle_end`), after which the provider reports it.
   */
  cancelSubscription(id: string, when?: CancelWhen): Promise<void>;
  /** The next billing date of a subscription, or null when it has none (not yet paid, ended). */
  renewalDate(subscriptionId: string): Promise<Date | null>;
}

export const providerUnavailable = (provider: string, why: string) =>
  new DomainError('SERVICE_UNAVAILABLE', `The payment provider (${provider}) is unavailable: ${why}`);
