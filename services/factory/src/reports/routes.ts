import { type HttpApp, IdParams, Nullable, success, Type, Uuid } from '@platform/kernel/http';
import type { FactoryDeps } from '../shared/deps.js';
import { ok } from '../shared/schemas.js';
import { tenantOf } from '../shared/tenant-scope.js';
import { articleReport, GROUPINGS, taskReportByGroup } from './service.js';

const Day = Type.String({ format: 'date' });
const GroupBody = Type.Object(
  {
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    groupBy: Type.Optional(Type.Union(GROUPINGS.map((g) => Type.Literal(g)))),
  },
  { additionalProperties: false },
);
const RangeBody = Type.Object(
  { from: Type.Optional(Day), to: Type.Optional(Day) },
  { additionalProperties: false },
);

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
      async (request) => ok(await taskReportByGroup(tenantOf(request), deps, request.body ?? {})),
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
      async (request) =>
        ok(await articleReport(tenantOf(request), deps, request.params.id, request.body ?? {})),
    );
  };
}
