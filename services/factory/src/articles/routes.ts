import { type HttpApp, IdParams, paged, success, Timestamp, Type, Uuid } from '@platform/kernel/http';
import type { FactoryDeps } from '../shared/deps.js';
import { pageAnswer } from '../shared/paging.js';
import { ListPaging, Message, ok } from '../shared/schemas.js';
import { tenantOf } from '../shared/tenant-scope.js';
import {
  changeArticle,
  createArticle,
  getArticle,
  listArticleNames,
  listTenantArticles,
  removeArticle,
} from './service.js';

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

export function articleRoutes(deps: FactoryDeps) {
  return async (app: HttpApp) => {
    const tags = ['articles'];
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
      async (request) => pageAnswer(await listTenantArticles(tenantOf(request), deps, request.query)),
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
      async (request, reply) =>
        reply.status(201).send(ok(await createArticle(tenantOf(request), deps, request.body))),
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
      async (request) => ok(await listArticleNames(tenantOf(request), deps)),
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
      async (request) => ok(await getArticle(tenantOf(request), deps, request.params.id)),
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
      async (request) => ok(await changeArticle(tenantOf(request), deps, request.params.id, request.body)),
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
        await removeArticle(tenantOf(request), deps, request.params.id);
        return { status: 'success' as const, message: 'Article deleted' };
      },
    );
  };
}
