import { many, type SqlQuery, sql } from '@platform/kernel/db';
import { badRequest, notFound } from '@platform/kernel/errors';
import { type HttpApp, IdParams, Nullable, success, Type, Uuid } from '@platform/kernel/http';
import { findArticle } from '../articles/store.js';
import { toAmount } from '../settlement/money.js';
import type { FactoryDeps } from '../shared/deps.js';
import { ok } from '../shared/schemas.js';
import { tenantOf } from '../shared/tenant-scope.js';

const Day = Type.String({ format: 'date' });
const GroupBody = Type.Object(
  {
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    groupBy: Type.Optional(Type.Union(['worker', 'article', 'step', 'day'].map((g) => Type.Literal(g)))),
  },
  { additionalProperties: false },
);
const RangeBody = Type.Object(
  { from: Type.Optional(Day), to: Type.Optional(Day) },
  { additionalProperties: false },
);

/** Each grouping: its key and a readable name, chosen by the code, never from the request. */
const GROUPS: Readonly<Record<string, { key: SqlQuery; name: SqlQuery; join: SqlQuery }>> = {
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
    key: sql`(c.completed_at at time zone 'UTC')::date::text`,
    name: sql`(c.completed_at at time zone 'UTC')::date::text`,
    join: sql``,
  },
};

function where(
  tenantId: string,
  range: { from?: string | undefined; to?: string | undefined },
  extra: SqlQuery = sql`true`,
): SqlQuery {
  if (range.from && range.to && range.from > range.to)
    throw badRequest('Invalid date range: from is after to');
  const parts = [sql`c.tenant_id = ${tenantId}`, extra];
  if (range.from) parts.push(sql`c.completed_at >= ${range.from}::date`);
  if (range.to) parts.push(sql`c.completed_at < ${range.to}::date + 1`);
  return sql.join(parts, sql` and `);
}

interface Line {
  key: string;
  name: string;
  quantity: number;
  amount: string;
  steps: number;
}

const lineView = (l: Line) => ({
  key: l.key,
  name: l.name,
  quantity: l.quantity,
  amount: toAmount(l.amount),
  steps: l.steps,
});

const Row = Type.Object({
  key: Type.String({ description: 'the worker’s or article’s id, the step’s name or the day' }),
  name: Type.String(),
  quantity: Type.Integer(),
  amount: Type.Number({ description: 'wages earned' }),
  steps: Type.Integer({ description: 'completed steps counted' }),
});
const GroupReport = Type.Object({
  groupBy: Type.String(),
  from: Nullable(Day),
  to: Nullable(Day),
  rows: Type.Array(Row),
});
const ArticleReport = Type.Object({
  articleId: Uuid,
  name: Type.String(),
  from: Nullable(Day),
  to: Nullable(Day),
  rows: Type.Array(Row),
});

export function reportRoutes(deps: FactoryDeps) {
  return async (app: HttpApp) => {
    const tags = ['reports'];
    app.post(
      '/report/getTaskReportByGroup',
      {
        schema: {
          tags,
          summary: 'Completed production by worker, article, step or day: quantities and wages',
          body: Type.Optional(GroupBody),
          response: { 200: success(GroupReport) },
        },
      },
      async (request) => {
        const body = request.body ?? {};
        const groupBy = body.groupBy ?? 'worker';
        const g = GROUPS[groupBy] ?? GROUPS.worker;
        if (!g) throw badRequest('Unknown grouping');
        const lines = await many<Line>(
          deps.db,
          sql`select ${g.key} as key, ${g.name} as name, sum(c.quantity)::int as quantity, sum(c.amount)::text as amount, count(*)::int as steps
            from factory.step_completions c ${g.join} where ${where(tenantOf(request).tenantId, body)}
            group by 1, 2 order by 1`,
        );
        return ok({ groupBy, from: body.from ?? null, to: body.to ?? null, rows: lines.map(lineView) });
      },
    );
    app.post(
      '/report/getReportByArticleId/:id',
      {
        schema: {
          tags,
          summary: 'Completed production of one article, by step',
          params: IdParams,
          body: Type.Optional(RangeBody),
          response: { 200: success(ArticleReport) },
        },
      },
      async (request) => {
        const { tenantId } = tenantOf(request);
        const article = await findArticle(deps.db, tenantId, request.params.id);
        if (!article) throw notFound('Article');
        const body = request.body ?? {};
        const lines = await many<Line>(
          deps.db,
          sql`select c.step_name as key, c.step_name as name, sum(c.quantity)::int as quantity, sum(c.amount)::text as amount, count(*)::int as steps
            from factory.step_completions c where ${where(tenantId, body, sql`c.article_id = ${article.id}::uuid`)}
            group by 1, 2 order by 1`,
        );
        return ok({
          articleId: article.id,
          name: article.name,
          from: body.from ?? null,
          to: body.to ?? null,
          rows: lines.map(lineView),
        });
      },
    );
  };
}
