import { conflict, notFound } from '@platform/kernel/errors';
import { type HttpApp, IdParams, paged, success, Timestamp, Type, Uuid } from '@platform/kernel/http';
import { masterValuesOf, productionConfigOf, tenantPage } from '../production-config/store.js';
import type { FactoryDeps } from '../shared/deps.js';
import { ListPaging, Message, ok } from '../shared/schemas.js';
import { tenantOf } from '../shared/tenant-scope.js';
import { assertAttributes, assertStepRates } from './rules.js';
import {
  type ArticleRow,
  articleNames,
  deleteArticle,
  findArticle,
  insertArticle,
  listArticles,
  updateArticle,
} from './store.js';

const Attributes = Type.Record(
  Type.String({ minLength: 1, maxLength: 100 }),
  Type.Union([Type.Number(), Type.String({ maxLength: 500 })]),
  { maxProperties: 100 },
);
const StepRates = Type.Record(
  Type.String({ minLength: 1, maxLength: 100 }),
  Type.Number({ minimum: 0, maximum: 1e9 }),
  {
    maxProperties: 100,
  },
);
const CreateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    attributes: Type.Optional(Attributes),
    stepRates: Type.Optional(StepRates),
  },
  { additionalProperties: false },
);
const PatchBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    attributes: Type.Optional(Attributes),
    stepRates: Type.Optional(StepRates),
  },
  { additionalProperties: false, minProperties: 1 },
);
const ListQuery = Type.Object({
  ...ListPaging,
});

const Article = Type.Object({
  _id: Uuid,
  name: Type.String(),
  attributes: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()])),
  stepRates: Type.Record(Type.String(), Type.Number()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const articleView = (row: ArticleRow) => ({
  _id: row.id,
  name: row.name,
  attributes: row.attributes,
  stepRates: row.step_rates,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export function articleRoutes(deps: FactoryDeps) {
  return async (app: HttpApp) => {
    const tags = ['articles'];
    const check = async (
      tenantId: string,
      body: { attributes?: Record<string, string | number>; stepRates?: Record<string, number> },
    ) => {
      const config = await productionConfigOf(deps.db, tenantId);
      if (body.attributes) assertAttributes(config, await masterValuesOf(deps.db, tenantId), body.attributes);
      if (body.stepRates) assertStepRates(config, body.stepRates);
    };
    app.get(
      '/article',
      {
        schema: {
          tags,
          summary: 'Articles of the tenant',
          querystring: ListQuery,
          response: { 200: paged(Article) },
        },
      },
      async (request) => {
        const { tenantId } = tenantOf(request);
        const page = tenantPage(
          await productionConfigOf(deps.db, tenantId),
          request.query.page,
          request.query.limit,
        );
        const { rows, total } = await listArticles(deps.db, tenantId, page);
        return {
          status: 'success' as const,
          results: rows.length,
          total,
          page: page.page,
          limit: page.limit,
          data: rows.map(articleView),
        };
      },
    );
    app.post(
      '/article/create',
      {
        schema: {
          tags,
          summary: 'Create an article (attributes checked against the tenant config and master data)',
          body: CreateBody,
          response: { 201: success(Article) },
        },
      },
      async (request, reply) => {
        const { tenantId } = tenantOf(request);
        const body = {
          name: request.body.name,
          attributes: request.body.attributes ?? {},
          stepRates: request.body.stepRates ?? {},
        };
        await check(tenantId, body);
        return reply.status(201).send(ok(articleView(await insertArticle(deps.db, tenantId, body))));
      },
    );
    app.get(
      '/article/getArticleList',
      {
        schema: {
          tags,
          summary: 'Article ids and names, for dropdowns',
          response: { 200: success(Type.Array(Type.Object({ _id: Uuid, name: Type.String() }))) },
        },
      },
      async (request) => {
        const rows = await articleNames(deps.db, tenantOf(request).tenantId);
        return ok(rows.map((r) => ({ _id: r.id, name: r.name })));
      },
    );
    app.post(
      '/article/:id',
      {
        schema: {
          tags,
          summary: 'One article',
          operationId: 'getArticle',
          params: IdParams,
          response: { 200: success(Article) },
        },
      },
      async (request) => {
        const row = await findArticle(deps.db, tenantOf(request).tenantId, request.params.id);
        if (!row) throw notFound('Article');
        return ok(articleView(row));
      },
    );
    app.patch(
      '/article/:id',
      {
        schema: {
          tags,
          summary: 'Update an article',
          params: IdParams,
          body: PatchBody,
          response: { 200: success(Article) },
        },
      },
      async (request) => {
        const { tenantId } = tenantOf(request);
        await check(tenantId, request.body);
        const row = await updateArticle(deps.db, tenantId, request.params.id, request.body);
        if (!row) throw notFound('Article');
        return ok(articleView(row));
      },
    );
    app.delete(
      '/article/:id',
      {
        schema: {
          tags,
          summary: 'Delete an article no job was made of',
          params: IdParams,
          response: { 200: Message },
        },
      },
      async (request) => {
        const outcome = await deleteArticle(deps.db, tenantOf(request).tenantId, request.params.id);
        if (!outcome) throw notFound('Article');
        if (outcome === 'used') throw conflict('Jobs were made of this article; its history is kept');
        return { status: 'success' as const, message: 'Article deleted' };
      },
    );
  };
}
