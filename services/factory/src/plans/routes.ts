import { BEARER_SECURITY, type HttpApp, success, Type, text, Uuid } from '@platform/kernel/http';
import { superAdminOnly } from '../shared/caller.js';
import type { FactoryDeps } from '../shared/deps.js';
import { Limit, ok, Refused, Slug } from '../shared/schemas.js';
import { signedInMember } from '../shared/tenant-scope.js';
import { changePlan, createPlan, getPlan, listPlans, removePlan } from './service.js';

const Limits = Type.Object(
  { maxUsers: Limit, maxWorkers: Limit, maxJobSteps: Limit, maxArticleAttributes: Limit },
  { additionalProperties: false },
);
const RateLimits = Type.Object(
  {
    maxRequests: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    windowMs: Type.Integer({ minimum: 1000, maximum: 86_400_000 }),
  },
  { additionalProperties: false },
);
export const PlanSchema = Type.Object({
  _id: Uuid,
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  limits: Limits,
  rateLimits: RateLimits,
  isActive: Type.Boolean(),
});
const CreateBody = Type.Object(
  {
    name: text(200),
    slug: Slug,
    description: Type.Optional(text(2000, 0)),
    limits: Limits,
    rateLimits: Type.Optional(RateLimits),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const PatchBody = Type.Object(
  {
    name: Type.Optional(text(200)),
    slug: Type.Optional(Type.String({ maxLength: 63 })),
    description: Type.Optional(text(2000, 0)),
    limits: Type.Optional(Type.Partial(Limits)),
    rateLimits: Type.Optional(Type.Partial(RateLimits)),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 63 }) });

export function planRoutes(deps: FactoryDeps) {
  const member = signedInMember(deps.db);
  return async (app: HttpApp) => {
    const tags = ['plans'];
    const security = BEARER_SECURITY;

    app.get(
      '/plan',
      {
        onRequest: member,
        schema: {
          tags,
          security,
          summary: 'Every plan',
          response: { 200: success(Type.Array(PlanSchema)), 403: Refused },
        },
      },
      async () => ok(await listPlans(deps.db)),
    );

    app.get(
      '/plan/:slug',
      {
        onRequest: member,
        schema: {
          tags,
          security,
          params: SlugParams,
          response: { 200: success(PlanSchema), 403: Refused },
        },
      },
      async (request) => ok(await getPlan(deps.db, request.params.slug)),
    );

    app.post(
      '/plan',
      {
        onRequest: superAdminOnly,
        schema: { tags, security, body: CreateBody, response: { 201: success(PlanSchema) } },
      },
      async (request, reply) => reply.status(201).send(ok(await createPlan(deps.db, request.body))),
    );

    app.patch(
      '/plan/:slug',
      {
        onRequest: superAdminOnly,
        schema: {
          tags,
          security,
          summary: 'Update a plan; its slug cannot change (400)',
          params: SlugParams,
          body: PatchBody,
          response: { 200: success(PlanSchema) },
        },
      },
      async (request) => ok(await changePlan(deps.db, request.params.slug, request.body)),
    );

    app.delete(
      '/plan/:slug',
      {
        onRequest: superAdminOnly,
        schema: {
          tags,
          security,
          summary: 'Delete a plan; 409 while tenants use it',
          params: SlugParams,
          response: { 200: success(PlanSchema) },
        },
      },
      async (request) => ok(await removePlan(deps.db, request.params.slug)),
    );
  };
}
