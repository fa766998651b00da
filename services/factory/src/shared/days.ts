import { type SqlQuery, sql } from '@platform/kernel/db';

/**
 * The factory's days are India's: a period's `from` and `to`, a report's days, the dates of a
 * wage slip and a CSV, a transaction's date when none is given. India keeps one offset all year
 * (UTC+05:30, no daylight saving), so each of its days is a fixed span of UTC and no time-zone
 * data is needed: the same SQL runs on PostgreSQL and PGlite, whatever the session's zone.
 *
 *     sql`created_at >= ${dayStart('2026-12-01')}`  -- from 2026-11-30T18:30:00Z
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const OFFSET = sql`interval '5 hours 30 minutes'`;

/** The instant India's day `day` (`YYYY-MM-DD`) begins; `daysAfter` moves it by whole days. */
export function dayStart(day: string, daysAfter = 0): SqlQuery {
  return sql`((${day}::date + ${daysAfter}::integer - ${OFFSET}) at time zone 'UTC')`;
}

/** The day in India of an instant (a `timestamptz`). */
export function dayInIndia(instant: SqlQuery): SqlQuery {
  return sql`((${instant} at time zone 'UTC') + ${OFFSET})::date`;
}

/** Today in India. */
export const todayInIndia: SqlQuery = dayInIndia(sql`now()`);

/** An instant within India's days `from` to `to`, both included; either may be missing. */
export function withinDays(
  instant: SqlQuery,
  range: { readonly from?: string | undefined; readonly to?: string | undefined },
): SqlQuery {
  const parts: SqlQuery[] = [sql`true`];
  if (range.from) parts.push(sql`${instant} >= ${dayStart(range.from)}`);
  if (range.to) parts.push(sql`${instant} < ${dayStart(range.to, 1)}`);
  return sql.join(parts, sql` and `);
}

const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE });

/** An instant's day in India as `YYYY-MM-DD`. */
export function isoDayInIndia(instant: string | Date): string {
  return isoDayFormat.format(new Date(instant));
}
