/**
 * What the floor's pages compute in the browser as well as on the server: money as the floor
 * shows it, what a completion earns, and who may take a step. Kept free of imports beyond
 * `$lib/format`, so the pages' script stays small on a slow connection.
 */
import { formatMoney } from '$lib/format';

/** Rupees in Indian grouping; below zero with the minus sign (U+2212), as `formatMoney` writes it. */
export function money(value: number): string {
  return formatMoney(value);
}

/** A ledger amount with its sign: `+₹1,500.00`, `−₹2,000.00`. */
export function signedMoney(value: number): string {
  return value < 0 ? money(value) : `+${money(value)}`;
}

/**
 * What completing a step credits: the quantity times the article's rate for the step, in whole
 * paise, as the factory counts it (the rate has two decimals and the quantity is whole).
 */
export function creditOf(quantity: number, rate: number): number {
  return (quantity * Math.round(rate * 100)) / 100;
}

/**
 * Whether a worker may take a step, as the factory decides it: one with no skills listed (the
 * default worker `None` too) takes any step; one with skills takes the steps named among them,
 * in any case.
 */
export function canTake(skills: readonly string[], stepName: string): boolean {
  const step = stepName.trim().toLowerCase();
  return skills.length === 0 || skills.some((s) => s.trim().toLowerCase() === step);
}

/** The element id of a step on a job's page, for links and the answer after a form. */
export function stepAnchor(order: number): string {
  return `step-${order}`;
}
