import {
  BEARER_SECURITY,
  type HttpApp,
  IdParams,
  SLUG_PATTERN,
  success,
  Type,
  text,
  Uuid,
} from '@platform/kernel/http';
import { limit } from '@platform/kernel/ratelimit';
import { adminActor, requireAdmin, viewer } from '../shared/admin.js';
import type { TrainingDeps } from '../shared/deps.js';
import { createTaxonomy, groupedTaxonomies, removeTaxonomy, renameTaxonomy } from './service.js';

const TaxonomyType = Type.Union([
  Type.Literal('category'),
  Type.Literal('city'),
  Type.Literal('association'),
  Type.Literal('delivery_mode'),
]);
const Slug = Type.String({ pattern: SLUG_PATTERN, maxLength: 100 });
const Entry = Type.Object({ id: Uuid, name: Type.String(), slug: Type.String() });
const Item = Type.Object({ id: Uuid, type: TaxonomyType, name: Type.String(), slug: Type.String() });

const CreateBody = Type.Object(
  { name: text(200), slug: Slug, type: TaxonomyType },
  { additionalProperties: false },
);
const UpdateBody = Type.Object(
  { name: text(200), slug: Slug, type: Type.Optional(TaxonomyType) },
  { additionalProperties: false },
);

export function taxonomyRoutes(deps: TrainingDeps) {
  return async (app: HttpApp) => {
    const tags = ['taxonomies'];

    app.get(
      '/taxonomies',
      {
        config: limit(deps.limits.public),
        schema: {
          tags,
          summary: 'Every taxonomy item, grouped',
          response: {
            200: success(
              Type.Object({
                categories: Type.Array(Entry),
                cities: Type.Array(Entry),
                associations: Type.Array(Entry),
                delivery_modes: Type.Array(Entry),
              }),
            ),
          },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await groupedTaxonomies(viewer(request), deps),
      }),
    );

    app.post(
      '/taxonomies',
      {
        onRequest: requireAdmin,
        schema: { tags, security: BEARER_SECURITY, body: CreateBody, response: { 201: success(Item) } },
      },
      async (request, reply) => {
        const item = await createTaxonomy(adminActor(request), deps, request.body);
        return reply.status(201).send({ status: 'success' as const, data: item });
      },
    );

    app.put(
      '/taxonomies/:id',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary: 'Rename an item (name and slug); its type cannot change',
          params: IdParams,
          body: UpdateBody,
          response: { 200: success(Item) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await renameTaxonomy(adminActor(request), deps, request.params.id, request.body),
      }),
    );

    app.delete(
      '/taxonomies/:id',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary: 'Delete an item; 409 while courses or schedule entries use it',
          params: IdParams,
          response: { 200: success(Item) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await removeTaxonomy(adminActor(request), deps, request.params.id),
      }),
    );
  };
}
