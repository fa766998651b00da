import { many, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import { dayInIndia, withinDays } from '../shared/days.js';
import { money } from '../shared/views.js';

export const GROUPINGS = ['worker', 'article', 'step', 'day'] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** Each grouping: its key and a readable name, chosen by the code, never from the request. */
const GROUPS: Readonly<Record<Grouping, { key: SqlQuery; name: SqlQuery; join: SqlQuery }>> = {
  worker: {
    key: sql`c.worker_id::text`,
    name: sql`w.name`,
    join: sql`join factory.workers w on w.id = c.worker_id`,
  },
  article: {
    key: sql`c.article_id::text`,
    name: sql`a.name`,
    join: sql`join factory.articles a on a.id = c.article_id`,
  },
  step: { key: sql`c.step_name`, name: sql`c.step_name`, join: sql`` },
  day: {
    key: sql`${dayInIndia(sql`c.completed_at`)}::text`,
    name: sql`${dayInIndia(sql`c.completed_at`)}::text`,
    join: sql``,
  },
};

export interface Range {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** One line of a report: a group's completed production. */
export interface ReportLine {
  readonly key: string;
  readonly name: string;
  readonly quantity: number;
  readonly amount: number;
  readonly steps: number;
}

function completions(tenantId: string, range: Range, extra: SqlQuery = sql`true`): SqlQuery {
  const parts = [sql`c.tenant_id = ${tenantId}`, extra];
  parts.push(withinDays(sql`c.completed_at`, range));
  return sql.join(parts, sql` and `);
}

const LINE = sql`sum(c.quantity)::int as quantity, ${money(sql`sum(c.amount)`)} as amount, count(*)::int as steps`;

/** The tenant's completed steps within the dates, by worker, article, step or day. */
export function productionBy(
  db: Queryable,
  tenantId: string,
  grouping: Grouping,
  range: Range,
): Promise<ReportLine[]> {
  const g = GROUPS[grouping];
  return many<ReportLine>(
    db,
    sql`select ${g.key} as key, ${g.name} as name, ${LINE}
        from factory.step_completions c ${g.join} where ${completions(tenantId, range)}
        group by 1, 2 order by 1`,
  );
}

/** One article's completed steps within the dates, by step. */
export function productionOfArticle(
  db: Queryable,
  tenantId: string,
  articleId: string,
  range: Range,
): Promise<ReportLine[]> {
  return many<ReportLine>(
    db,
    sql`select c.step_name as key, c.step_name as name, ${LINE}
        from factory.step_completions c where ${completions(tenantId, range, sql`c.article_id = ${articleId}::uuid`)}
        group by 1, 2 order by 1`,
  );
}
