/**
 * The period a ledger, a wage slip or a report covers: two calendar days (`YYYY-MM-DD`) read
 * from the address, this month in India when none is given. The factory reads the days as it
 * stores them; a day is never shifted by a time zone here.
 */
import { todayInIndia } from '$lib/format';

export interface Period {
  readonly from: string;
  readonly to: string;
}

export interface PeriodRead extends Period {
  /** Beside their field: a day that is not one, or a period that ends before it starts. */
  readonly errors: { from?: string; to?: string };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real calendar day (`2026-02-30` is not). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The first and last day of the month of `today` (India's today unless given). */
export function thisMonth(today = todayInIndia()): Period {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** `day` moved by a number of days, as calendar days. */
function shift(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** Monday to Sunday, the week `day` falls in. */
export function weekOf(day: string): Period {
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = shift(day, -sinceMonday);
  return { from, to: shift(from, 6) };
}

/** Whether two periods are the same days. */
export const samePeriod = (a: Period, b: Period) => a.from === b.from && a.to === b.to;

/** A period offered as one link: its words, and its days. */
export interface NamedPeriod extends Period {
  readonly label: string;
}

/**
 * The periods a wage ledger is read by, most often: a unit paying by the piece settles weekly or
 * monthly. Any other period is chosen by its two days.
 */
export function commonPeriods(today = todayInIndia()): NamedPeriod[] {
  const week = weekOf(today);
  const month = thisMonth(today);
  return [
    { label: 'This week', ...week },
    { label: 'Last week', ...weekOf(shift(week.from, -7)) },
    { label: 'This month', ...month },
    { label: 'Last month', ...thisMonth(shift(month.from, -1)) },
  ];
}

/**
 * `?from=&to=` as typed; either missing is this month's. A day that is not one, or a `to`
 * before `from`, is said beside its field and the whole period falls back to this month, so
 * the page still shows something true.
 */
export function readPeriod(url: URL, today = todayInIndia()): PeriodRead {
  const month = thisMonth(today);
  const from = url.searchParams.get('from')?.trim() || month.from;
  const to = url.searchParams.get('to')?.trim() || month.to;
  const errors: { from?: string; to?: string } = {};
  if (!isDay(from)) errors.from = 'Enter a day, such as 2026-11-01';
  if (!isDay(to)) errors.to = 'Enter a day, such as 2026-11-30';
  else if (!errors.from && to < from) errors.to = 'The period ends on or after the day it starts';
  if (errors.from || errors.to) return { ...month, errors };
  return { from, to, errors };
}

/** The period's parameters for an address, with others kept. */
export function periodQuery(period: Period, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ from: period.from, to: period.to, ...extra }).toString();
}

/** A file name's part for a period: `2026-11-01_2026-11-30`. */
export function periodSlug(period: Period): string {
  return `${period.from}_${period.to}`;
}
