/**
 * Calendar dates as `YYYY-MM-DD` strings, computed in UTC so that a deadline never moves with
 * the server's time zone. Statutory deadlines are whole days; no time of day is involved.
 */

const DAY_MS = 86_400_000;

function toDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDay: string, days: number): string {
  return isoDate(new Date(toDate(isoDay).getTime() + days * DAY_MS));
}

export function yearOf(isoDay: string): number {
  return Number(isoDay.slice(0, 4));
}

/** The last day of a month (`month` 1-12), leap years included. */
export function monthEnd(year: number, month: number): string {
  return isoDate(new Date(Date.UTC(year, month, 0)));
}

/** Today in UTC. */
export function today(now: Date = new Date()): string {
  return isoDate(now);
}

/**
 * `MM-DD` in a given year. 29 February falls back to 28 February in a common year, as a
 * statutory "29 February" deadline does.
 */
export function inYear(year: number, monthDay: string): string {
  const month = Number(monthDay.slice(0, 2));
  const day = Number(monthDay.slice(3, 5));
  const last = Number(monthEnd(year, month).slice(8, 10));
  return `${String(year).padStart(4, '0')}-${monthDay.slice(0, 2)}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
const FULL_DATE = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

export function isMonthDay(text: string): boolean {
  if (!MONTH_DAY.test(text)) return false;
  const day = Number(text.slice(3, 5));
  return day <= Number(monthEnd(2024, Number(text.slice(0, 2))).slice(8, 10));
}

export function isFullDate(text: string): boolean {
  return FULL_DATE.test(text) && isoDate(toDate(text)) === text;
}
