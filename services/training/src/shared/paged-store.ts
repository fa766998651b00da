import { one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import type { Paged } from './schemas.js';

/**
 * One round trip for a page of a list, newest first, and the count of every match.
 * `matched` selects whole rows (with `created_at` and `id`); `json` shapes one of them, aliased `p`.
 */
export function newestFirst<R>(
  db: Queryable,
  matched: SqlQuery,
  json: SqlQuery,
  page: Page,
): Promise<Paged<R>> {
  return one<Paged<R>>(
    db,
    sql`with matched as (${matched}),
        page as (select * from matched order by created_at desc, id desc limit ${page.limit} offset ${page.offset})
        select (select count(*)::int from matched) as total,
               coalesce((select json_agg(${json} order by p.created_at desc, p.id desc) from page p), '[]'::json) as rows`,
  );
}

/** `where` from a list of conditions, `true` when there are none. */
export function whereAll(conditions: readonly SqlQuery[]): SqlQuery {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}
