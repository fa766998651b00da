import { type SqlQuery, sql } from '@platform/kernel/db';
import { validationError } from '@platform/kernel/errors';

/**
 * `sort=<field>:<asc|desc>[,...]` as an ORDER BY list. `columns` maps each sortable API field to
 * its column, chosen by the code (never from the request); an unknown field is 400. `tieBreak`
 * ends the list so that pages are stable.
 */
export function orderBy(
  text: string | undefined,
  columns: Readonly<Record<string, SqlQuery>>,
  fallback: string,
  tieBreak: SqlQuery,
): SqlQuery {
  const items = (text && text.trim() !== '' ? text : fallback).split(',');
  const parts: SqlQuery[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const [field = '', direction = 'asc'] = item.trim().split(':');
    const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
    if (!column)
      throw validationError(`Cannot sort by ${field}`, { field: 'sort', allowed: Object.keys(columns) });
    if (direction !== 'asc' && direction !== 'desc')
      throw validationError(`Sort direction must be asc or desc`, { field: 'sort' });
    if (seen.has(field)) continue;
    seen.add(field);
    parts.push(direction === 'desc' ? sql`${column} desc` : sql`${column} asc`);
  }
  parts.push(tieBreak);
  return sql.join(parts);
}
