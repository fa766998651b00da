/**
 * Why the factory is closed to a tenant's people, in words: from the factory's refusal (F4's
 * `details`) or from the short name the sign-in's address carries (`?ended=`).
 */
import type { TenantEnded } from '$lib/server/factory-session';

export type { TenantEnded };

export const TENANT_ENDED: readonly TenantEnded[] = ['cancelled', 'halted', 'pending_payment', 'suspended'];

export function isTenantEnded(value: unknown): value is TenantEnded {
  return TENANT_ENDED.some((ended) => ended === value);
}

interface Words {
  /** The heading: what happened. */
  readonly title: string;
  /** What it means and what to do. */
  readonly explanation: string;
}

export const ENDED_WORDS: Record<TenantEnded, Words> = {
  cancelled: {
    title: 'Your organisation’s subscription was cancelled',
    explanation:
      'The factory is closed to your organisation’s people since the cancellation took effect. Its workers, articles, jobs and ledger are kept. Your organisation’s administrator can see the subscription on the billing page.',
  },
  halted: {
    title: 'Your organisation’s payments failed',
    explanation:
      'The payment provider stopped the subscription after its payments failed, so the factory is closed until a payment goes through. Nothing is deleted. Your organisation’s administrator can see the payments on the billing page.',
  },
  pending_payment: {
    title: 'Your organisation’s subscription is awaiting payment',
    explanation:
      'The factory opens once the first payment is received. Your organisation’s administrator can pay, or see where the payment stands, on the billing page.',
  },
  suspended: {
    title: 'Your organisation is suspended',
    explanation:
      'The platform’s administrator suspended your organisation, so the factory is closed to its people for now. Nothing is deleted. Your organisation’s administrator can see its state on the billing page.',
  },
};
