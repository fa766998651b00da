/** A production report's rows and totals, as the reports page and its chart read them. */
import { formatDate } from '$lib/format';

export const GROUPINGS = ['worker', 'article', 'step', 'day'] as const;
export type Grouping = (typeof GROUPINGS)[number];

export const GROUPING_LABELS: Record<Grouping, { tab: string; column: string }> = {
  worker: { tab: 'By worker', column: 'Worker' },
  article: { tab: 'By article', column: 'Article' },
  step: { tab: 'By step', column: 'Step' },
  day: { tab: 'By day', column: 'Day' },
};

export interface ReportRow {
  readonly key: string;
  readonly name: string;
  readonly quantity: number;
  readonly amount: number;
  readonly steps: number;
}

/** The rows' sums; money in whole paise, so that the total is the rows' exactly. */
export function totalsOf(rows: readonly ReportRow[]): { quantity: number; amount: number; steps: number } {
  let paise = 0;
  let quantity = 0;
  let steps = 0;
  for (const r of rows) {
    paise += Math.round(r.amount * 100);
    quantity += r.quantity;
    steps += r.steps;
  }
  return { quantity, amount: paise / 100, steps };
}

/** A row's name as the page shows it: a day written the Indian way. */
export function rowLabel(by: Grouping, row: ReportRow): string {
  return by === 'day' ? formatDate(row.name) : row.name;
}

/** The bars a chart draws at most; the rest are in the table. */
export const MOST_BARS = 12;

/** The bars of a chart of wages: the largest first (days in their order), at most `MOST_BARS`. */
export function barsOf(by: Grouping, rows: readonly ReportRow[]): { label: string; value: number }[] {
  const ordered = by === 'day' ? [...rows] : [...rows].sort((a, b) => b.amount - a.amount);
  return ordered.slice(0, MOST_BARS).map((r) => ({ label: rowLabel(by, r), value: r.amount }));
}
