/// <reference types="vite/client" />
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

/**
 * Whole numbers grouped here on the server (`12,34,567`), the rest by Intl: a dashboard writes a
 * dozen counts on every render, and Intl's `format` costs a couple of microseconds a call where
 * this costs a tenth of that. The same text as Intl's (the hyphen-minus of its en-IN negative numbers
 * too); beyond the safe integers, -0 and anything not whole, Intl writes it.
 */
export function formatNumber(value: number): string {
  if (!import.meta.env.SSR || !Number.isSafeInteger(value) || Object.is(value, -0))
    return number.format(value);
  if (value > -1000 && value < 1000) return String(value);
  const digits = String(Math.abs(value));
  // The last three digits, then pairs: 1,23,45,678.
  let grouped = digits.slice(-3);
  let end = digits.length - 3;
  for (; end > 2; end -= 2) grouped = `${digits.slice(end - 2, end)},${grouped}`;
  grouped = `${digits.slice(0, end)},${grouped}`;
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * The same dates, instants and amounts come back on every render (an entity's two hundred
 * fields and who verified each when, a dashboard's recent rows, a ledger's balances): each text
 * is made by Intl once and kept, up to a bound, so that a page of them costs map reads rather
 * than a formatter call each (a few microseconds, most in ICU's time zones). Keyed by what the
 * service sent, which fixes the answer: the formatters' zone and locale never change. The
 * server's only: a page that hydrates formats a few values once, and its script is held to a
 * budget (Vite drops what follows `import.meta.env.SSR` there, and the grouping above too).
 */
const KEEP_AT_MOST = 2_000;

function remembered<Value extends string | number>(
  format: (value: Value) => string,
): (value: Value) => string {
  if (!import.meta.env.SSR) return format;
  const kept = new Map<Value, string>();
  return (value) => {
    let text = kept.get(value);
    if (text === undefined) {
      text = format(value);
      if (kept.size >= KEEP_AT_MOST) kept.clear();
      kept.set(value, text);
    }
    return text;
  };
}

/**
 * Rupees from a number or the decimal string the services send; below zero with the minus sign
 * (U+2212) before the ₹, as the factory's wage slip writes it, not the hyphen Intl gives.
 */
export const formatMoney = remembered((value: number | string): string => {
  const amount = typeof value === 'string' ? Number(value) : value;
  const text = money.format(Math.abs(amount));
  return amount < 0 ? `\u2212${text}` : text;
});

function calendarDay(value: string): Date {
  return new Date(`${value.slice(0, 10)}T00:00:00Z`);
}

const dayText = remembered((value: string) => day.format(calendarDay(value)));
const longDayText = remembered((value: string) => longDay.format(calendarDay(value)));
const instantText = remembered((value: string) => instant.format(new Date(value)));

/** `2026-12-01` → `1 Dec 2026`. */
export function formatDate(value: string): string {
  return dayText(value);
}

/** `2026-12-01` → `Tue, 1 December 2026`. */
export function formatLongDate(value: string): string {
  return longDayText(value);
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
  return instantText(value);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
