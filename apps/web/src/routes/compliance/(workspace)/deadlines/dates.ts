/**
 * Calendar days of the deadlines page, as `YYYY-MM-DD` strings computed in UTC so that no time
 * zone shifts a day. "Today" is India's: a deadline is overdue from the day after it in India.
 * Weeks start on Monday.
 */
const DAY_MS = 86_400_000;

/** What the page shows of an open workflow instance. */
export interface Deadline {
  id: string;
  dueDate: string;
  workflowName: string;
  entityId: string;
  entityName: string;
  /** The instance's own label, or its financial year. */
  label: string | null;
}

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return asDay(new Date(asDate(day).getTime() + days * DAY_MS));
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayOf(day: string): number {
  return (asDate(day).getUTCDay() + 6) % 7;
}

/** The Sunday that ends the week of `day`. */
export function endOfWeek(day: string): string {
  return addDays(day, 6 - weekdayOf(day));
}

/** The last day of the month of `day`. */
export function endOfMonth(day: string): string {
  const d = asDate(day);
  return asDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `?month=2026-12` when it is a month between 2000 and 2100, else the month of `today`. */
export function monthOf(value: string | null, today: string): string {
  const match = value ? MONTH.exec(value) : null;
  const year = match ? Number(match[1]) : 0;
  return match && year >= 2000 && year <= 2100 ? (value as string) : today.slice(0, 7);
}

/** The month `steps` months after `month` (`2026-12`, 1 → `2027-01`). */
export function shiftMonth(month: string, steps: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return asDay(new Date(Date.UTC(year, m - 1 + steps, 1))).slice(0, 7);
}

/** `2026-12` → `December 2026`. */
export function monthLabel(month: string): string {
  return monthName.format(asDate(`${month}-01`));
}

export interface GridDay {
  /** `YYYY-MM-DD`, or null for a cell before the first or after the last day of the month. */
  day: string | null;
}

/**
 * The cells of a month's grid, Monday to Sunday, week by week: the days of the month, with
 * empty cells before the 1st and after the last day so that every week has seven.
 */
export function monthGrid(month: string): GridDay[] {
  const first = `${month}-01`;
  const last = endOfMonth(first);
  const lead = weekdayOf(first);
  const cells: GridDay[] = Array.from({ length: lead }, () => ({ day: null }));
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push({ day });
  while (cells.length % 7 !== 0) cells.push({ day: null });
  return cells;
}

export interface Groups<T> {
  overdue: T[];
  thisWeek: T[];
  thisMonth: T[];
  later: T[];
}

/**
 * Open deadlines by when they fall: before today, by Sunday, by the end of the month, after it.
 * A week that runs into the next month keeps its days in "this week".
 */
export function groupByDue<T extends { dueDate: string | null }>(
  rows: readonly T[],
  today: string,
): Groups<T> {
  const weekEnd = endOfWeek(today);
  const monthEnd = endOfMonth(today);
  const groups: Groups<T> = { overdue: [], thisWeek: [], thisMonth: [], later: [] };
  for (const row of rows) {
    const due = row.dueDate;
    if (!due) continue;
    if (due < today) groups.overdue.push(row);
    else if (due <= weekEnd) groups.thisWeek.push(row);
    else if (due <= monthEnd) groups.thisMonth.push(row);
    else groups.later.push(row);
  }
  return groups;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((asDate(to).getTime() - asDate(from).getTime()) / DAY_MS);
}
