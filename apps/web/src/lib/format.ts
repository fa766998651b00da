/**
 * Numbers, dates and money as people in India write them: 12,34,567 (lakh grouping),
 * 25 Nov 2026, ₹1,234.50. Dates given as `YYYY-MM-DD` are calendar days and are never
 * shifted by a time zone; instants are shown in India Standard Time.
 */
const TIME_ZONE = 'Asia/Kolkata';

const number = new Intl.NumberFormat('en-IN');
const money = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});
const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayAndMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const instant = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** India keeps one offset all year (UTC+5:30, no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * Today in India, as `YYYY-MM-DD`: sessions, deadlines and financial years are calendar days
 * there. Plain arithmetic rather than a time-zone formatter built on every call, which cost a
 * tenth of a catalogue page's render.
 */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function formatNumber(value: number): string {
  return number.format(value);
}

/**
 * Rupees from a number or the decimal string the services send; below zero with the minus sign
 * (U+2212) before the ₹, as the factory's wage slip writes it, not the hyphen Intl gives.
 */
export function formatMoney(value: number | string): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  const text = money.format(Math.abs(amount));
  return amount < 0 ? `\u2212${text}` : text;
}

function calendarDay(value: string): Date {
  return new Date(`${value.slice(0, 10)}T00:00:00Z`);
}

/** `2026-12-01` → `1 Dec 2026`. */
export function formatDate(value: string): string {
  return day.format(calendarDay(value));
}

/** `2026-12-01` → `Tue, 1 December 2026`. */
export function formatLongDate(value: string): string {
  return longDay.format(calendarDay(value));
}

/** A date range of calendar days, the year said once when it is shared. */
export function formatDateRange(start: string, end: string): string {
  if (start === end) return formatDate(start);
  const [from, to] = [calendarDay(start), calendarDay(end)];
  if (from.getUTCFullYear() === to.getUTCFullYear()) {
    return `${dayAndMonth.format(from)} – ${day.format(to)}`;
  }
  return `${day.format(from)} – ${day.format(to)}`;
}

/** An instant (ISO date-time) in IST: `25 Nov 2026, 7:05 pm`. */
export function formatDateTime(value: string): string {
  return instant.format(new Date(value));
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
