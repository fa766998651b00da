import { type SqlQuery, sql } from '@platform/kernel/db';

/** A timestamp as the API writes it: ISO 8601 in UTC with milliseconds, as `Date.toISOString` does. */
export function isoTime(column: SqlQuery): SqlQuery {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * Money as the API writes it, a JSON number. PostgreSQL reads a `numeric(14,2)` as a double
 * from its own decimal digits, the nearest one to the amount, as `Number('12.34')` does: the
 * answer is what `toAmount` gives, while the stored amount and every sum of it stay exact.
 */
export function money(value: SqlQuery): SqlQuery {
  return sql`(${value})::float8`;
}
