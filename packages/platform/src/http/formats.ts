import { Type } from './typebox.js';

/**
 * `date` and `date-time` as PostgreSQL can store them and a person can mean them: a four-digit
 * year from 1000 to 9999, a day that exists in its month, and (for date-time) a UTC offset of
 * at most 14 hours. The JSON Schema formats alone accept year 0000 (22008) and offsets such as
 * -23:59 (22009) that PostgreSQL refuses.
 */
export const DATE_RANGE = { first: '1000-01-01', last: '9999-12-31', maxOffsetHours: 14 } as const;

const DATE = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^([1-9]\d{3})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isCalendarDay(year: string, month: string, day: string): boolean {
  const m = Number(month);
  const d = Number(day);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(Number(year), m);
}

export function isStorableDate(value: string): boolean {
  const match = DATE.exec(value);
  return match !== null && isCalendarDay(match[1] as string, match[2] as string, match[3] as string);
}

export function isStorableDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m || !isCalendarDay(m[1] as string, m[2] as string, m[3] as string)) return false;
  if (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6]) > 59) return false;
  if (m[7] === undefined) return true;
  const offsetMinutes = Number(m[8]) * 60 + Number(m[9]);
  return Number(m[9]) <= 59 && offsetMinutes <= DATE_RANGE.maxOffsetHours * 60;
}

/** The part of Ajv this needs: declared here so the kernel does not depend on Ajv's own package. */
interface FormatRegistry {
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown;
}

/**
 * Replaces the `date` and `date-time` formats with the storable ones. Runs as the validator
 * compiler's `onCreate`, after the standard formats were added, so that it wins over them.
 */
export function useStorableDateFormats(ajv: FormatRegistry): void {
  ajv.addFormat('date', { type: 'string', validate: isStorableDate });
  ajv.addFormat('date-time', { type: 'string', validate: isStorableDateTime });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether text is a UUID in its hyphenated form, either case. For values no route schema
 * checked (a header, a token's claim, an event's field) before they meet a `uuid` column, which
 * PostgreSQL refuses with an error (22P02) rather than a miss.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export const Uuid = Type.String({ format: 'uuid' });
/** The path parameters of a route under `/:id`. */
export const IdParams = Type.Object({ id: Uuid });
export const Email = Type.String({ format: 'email', maxLength: 320 });
export const Timestamp = Type.String({ format: 'date-time' });

/** URL-safe: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** A string of `minLength` (1 unless given) to `maxLength` characters. */
export function text(maxLength: number, minLength = 1) {
  return Type.String({ minLength, maxLength });
}
