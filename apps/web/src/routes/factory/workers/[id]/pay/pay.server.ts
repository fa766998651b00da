/**
 * Paying a worker: the amount as typed, what the factory says it would settle (its preview, the
 * same settlement pass the payment runs), and the payment itself made once per confirmation.
 *
 * The factory's payment takes no idempotency key, so this app guards a confirmation sent twice
 * (a double click, a form sent again after a lost answer) in two ways:
 * - each confirmation form carries a key of its own; the payment runs once per key in this
 *   process (`singleFlight`), and a repeat is answered with the first payment;
 * - the form carries the preview's fingerprint; the preview is asked again just before paying,
 *   and a worker whose money changed since (this payment made already by another process, a
 *   wage credited meanwhile) is not paid: the page shows the new preview instead.
 */
import { createHash } from 'node:crypto';
import type { JobName } from '$lib/components/factory/ledger/ledger';
import { singleFlight } from '$lib/server/single-flight';
import type { FactoryApi } from '../../../factory.server';
import { jobNames } from '../ledger.server';

/** The largest payment the factory takes. */
const MOST = 1e12;

/** An amount as people type it: `1500`, `1,500.50`, `₹ 1,500`; two decimals at most. */
export function readAmount(typed: string): { amount: number } | { error: string } {
  const plain = typed.replace(/[₹,\s]/g, '');
  if (!plain) return { error: 'Enter the amount to pay' };
  if (!/^\d+(\.\d{1,2})?$/.test(plain))
    return { error: 'An amount is rupees with at most two decimals, such as 1500 or 1,500.50' };
  const amount = Number(plain);
  if (amount <= 0) return { error: 'The amount is more than ₹0.00' };
  if (amount > MOST) return { error: 'The amount is at most ₹10,00,00,00,00,000.00' };
  return { amount };
}

export interface Earning {
  readonly jobId: string;
  readonly earnedAmount: number;
  readonly paidAmount: number;
}

export interface Settlement {
  readonly jobsPaid: readonly Earning[];
  readonly jobsPendingPayment: readonly Earning[];
  readonly balance: number;
  readonly advanceCredit: number;
}

/** A job the payment reaches, as the page lists it. */
export interface SettledJob extends JobName {
  readonly jobId: string;
  readonly earned: number;
  /** What the job will have received once paid. */
  readonly paid: number;
  readonly left: number;
}

export interface Preview {
  readonly amount: number;
  /** Oldest first: the jobs paid in full. */
  readonly paidInFull: SettledJob[];
  /** The job paid in part (at most one: the money runs out on it), with what it still lacks. */
  readonly paidInPart: SettledJob[];
  /** Jobs the payment does not reach, and what they are still owed together. */
  readonly untouched: { readonly count: number; readonly owed: number };
  readonly advance: number;
  readonly balanceAfter: number;
  /** What the payment is confirmed against: the settlement as previewed. */
  readonly fingerprint: string;
}

export function fingerprintOf(settlement: Settlement): string {
  const summary = JSON.stringify([
    settlement.jobsPaid.map((j) => [j.jobId, j.paidAmount]),
    settlement.jobsPendingPayment.map((j) => [j.jobId, j.paidAmount]),
    settlement.balance,
    settlement.advanceCredit,
  ]);
  return createHash('sha256').update(summary).digest('base64url').slice(0, 22);
}

const paise = (rupees: number) => Math.round(rupees * 100);

/** The factory's settlement, put as the page says it: in full, in part, not reached. */
export async function previewOf(api: FactoryApi, amount: number, settlement: Settlement): Promise<Preview> {
  // A pending job that has received something is paid in part; jobs after it are not reached.
  const partial = settlement.jobsPendingPayment.filter((j) => j.paidAmount > 0);
  const rest = settlement.jobsPendingPayment.filter((j) => j.paidAmount <= 0);
  const names = await jobNames(
    api,
    [...settlement.jobsPaid, ...partial].map((j) => j.jobId),
  );
  const named = (j: Earning): SettledJob => ({
    jobId: j.jobId,
    ...(names.get(j.jobId) ?? { jobNumber: null, articleName: null }),
    earned: j.earnedAmount,
    paid: j.paidAmount,
    left: (paise(j.earnedAmount) - paise(j.paidAmount)) / 100,
  });
  return {
    amount,
    paidInFull: settlement.jobsPaid.map(named),
    paidInPart: partial.map(named),
    untouched: {
      count: rest.length,
      owed: rest.reduce((sum, j) => sum + paise(j.earnedAmount) - paise(j.paidAmount), 0) / 100,
    },
    advance: settlement.advanceCredit,
    balanceAfter: settlement.balance,
    fingerprint: fingerprintOf(settlement),
  };
}

/** What a confirmation came to: the payment made, or why not (the form's answer). */
export type PaymentOutcome =
  | { readonly kind: 'paid'; readonly transactionId: string }
  | {
      readonly kind: 'refused';
      readonly body: unknown;
      readonly status: number;
      readonly retryAfter: string | null;
    }
  | { readonly kind: 'changed' };

/** Payments by confirmation key: one per key, a repeat answered with the first for a day. */
export const payments = singleFlight<PaymentOutcome>({
  keepMs: 24 * 3600_000,
  maxEntries: 10_000,
  keep: (outcome) => outcome.kind === 'paid',
});
