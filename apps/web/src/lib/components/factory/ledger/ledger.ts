/**
 * How a worker's ledger is written on its pages, in the browser as on the server: money with
 * its sign, a line in words, a job by its number.
 */
import { formatMoney, formatNumber } from '$lib/format';

/** A job as a page names it: its number within the tenant and its article. */
export interface JobName {
  readonly jobNumber: number | null;
  readonly articleName: string | null;
}

/** `#12 · Kurta K-12`; a job no longer there is "a removed job". */
export function jobLabel(job: JobName): string {
  if (job.jobNumber === null) return job.articleName ?? 'a removed job';
  return job.articleName ? `#${job.jobNumber} · ${job.articleName}` : `#${job.jobNumber}`;
}

/** A ledger amount with its sign: `+₹1,500.00`, `−₹2,000.00` (U+2212). */
export function signedMoney(value: number): string {
  return value > 0 ? `+${formatMoney(value)}` : formatMoney(value);
}

export type LineKind = 'job' | 'payment' | 'transaction' | 'adjustment';

/** What a line is, in a few words: its kind and, for a credit or debit, which. */
export function kindLabel(kind: LineKind, type: string): string {
  if (kind === 'job') return 'Wage';
  if (kind === 'payment') return 'Payment';
  if (type === 'credit') return kind === 'adjustment' ? 'Adjustment (credit)' : 'Credit';
  if (type === 'debit') return kind === 'adjustment' ? 'Adjustment (debit)' : 'Debit';
  // A ledger type of the tenant's own (a bonus, a canteen deduction) is named as the tenant named it.
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** `120 × ₹12.50`. */
export function quantityAtRate(quantity: number, rate: number): string {
  return `${formatNumber(quantity)} × ${formatMoney(rate)}`;
}
