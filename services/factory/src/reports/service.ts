import { badRequest, notFound } from '@platform/kernel/errors';
import { findArticle } from '../articles/store.js';
import type { Uses } from '../shared/deps.js';
import type { TenantScope } from '../shared/tenant-scope.js';
import { type Grouping, productionBy, productionOfArticle, type Range } from './store.js';

export { GROUPINGS } from './store.js';

function checkedRange(range: Range): void {
  if (range.from && range.to && range.from > range.to)
    throw badRequest('Invalid date range: from is after to');
}

/** Completed production within the dates by worker (the default), article, step or day. */
export async function taskReportByGroup(
  scope: TenantScope,
  deps: Uses<'db'>,
  query: Range & { readonly groupBy?: Grouping | undefined },
) {
  const groupBy = query.groupBy ?? 'worker';
  checkedRange(query);
  const rows = await productionBy(deps.db, scope.tenantId, groupBy, query);
  return { groupBy, from: query.from ?? null, to: query.to ?? null, rows };
}

/** One article's completed production within the dates, by step. */
export async function articleReport(scope: TenantScope, deps: Uses<'db'>, articleId: string, range: Range) {
  const article = await findArticle(deps.db, scope.tenantId, articleId);
  if (!article) throw notFound('Article');
  checkedRange(range);
  const rows = await productionOfArticle(deps.db, scope.tenantId, article._id, range);
  return { articleId: article._id, name: article.name, from: range.from ?? null, to: range.to ?? null, rows };
}
