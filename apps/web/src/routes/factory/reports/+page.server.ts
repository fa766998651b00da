import { periodQuery, readPeriod } from '$lib/components/factory/ledger/period';
import { GROUPINGS, type Grouping, type ReportRow } from '$lib/components/factory/reports/report';
import { isUuid, oneOf } from '$lib/server/admin-lists';
import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { type Problem, problemOf } from '../factory.server';
import type { PageServerLoad } from './$types';

/**
 * Production and wages over a period, grouped by worker (the default), article, step or day, as
 * the factory's reports count completed steps; an article of the list opened by step.
 */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const api = factoryApi(event, session);
  const { url } = event;
  const period = readPeriod(url);
  const by: Grouping = oneOf(url, 'by', GROUPINGS) ?? 'worker';
  const articleId = url.searchParams.get('article') ?? '';
  const range = { from: period.from, to: period.to };

  const [grouped, article] = await Promise.all([
    api.POST('/api/v1/report/getTaskReportByGroup', { body: { ...range, groupBy: by } }),
    isUuid(articleId)
      ? api.POST('/api/v1/report/getReportByArticleId/{id}', {
          params: { path: { id: articleId } },
          body: range,
        })
      : null,
  ]);
  const rowsOf = (rows: readonly ReportRow[]) =>
    rows.map(({ key, name, quantity, amount, steps }) => ({ key, name, quantity, amount, steps }));
  return {
    period,
    by,
    query: periodQuery(period),
    rows: grouped.data ? rowsOf(grouped.data.data.rows) : [],
    problem: grouped.data ? null : (problemOf(grouped.error, grouped.response) as Problem | null),
    article: article?.data
      ? {
          id: article.data.data.articleId,
          name: article.data.data.name,
          rows: rowsOf(article.data.data.rows),
        }
      : null,
    articleProblem: article && !article.data ? problemOf(article.error, article.response) : null,
  };
};
