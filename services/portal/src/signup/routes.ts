import { Email, type HttpApp, success, Type, Uuid } from '@platform/kernel/http';
import { limit } from '@platform/kernel/ratelimit';
import type { PortalDeps } from '../shared/deps.js';
import { UnitKind } from '../shared/schemas.js';
import { signup, slugAvailability } from './service.js';
import { SLUG_MAX, SLUG_MIN, SLUG_PATTERN } from './slug.js';

const Slug = Type.String({
  minLength: SLUG_MIN,
  maxLength: SLUG_MAX,
  pattern: SLUG_PATTERN,
  description: "the organisation's address: lower-case letters and digits, single hyphens between",
});

const SignupBody = Type.Object(
  {
    organizationName: Type.String({ minLength: 1, maxLength: 200 }),
    name: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: "the administrator's own name; the factory's mails greet them by it",
      }),
    ),
    email: Email,
    password: Type.String({ minLength: 8, maxLength: 1024 }),
    app: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'slug of an app from /tenants/signup/apps',
    }),
    plan: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'slug of a plan from /tenants/signup/plans',
    }),
    slug: Type.Optional(Slug),
    unitKind: Type.Optional(UnitKind),
  },
  { additionalProperties: false },
);

const SignupResponse = Type.Object({
  tenant: Type.Object({
    id: Uuid,
    name: Type.String(),
    slug: Type.String(),
    status: Type.Literal('pending_payment'),
    plan: Type.String(),
    app: Type.String(),
    unitKind: UnitKind,
  }),
  user: Type.Object({ id: Uuid, email: Type.String() }),
  subscription: Type.Object({ id: Type.String(), customerId: Type.String(), status: Type.String() }),
});

const SlugAvailabilityQuery = Type.Object(
  {
    slug: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'a chosen slug; upper case and spaces around are forgiven',
      }),
    ),
    organizationName: Type.Optional(
      Type.String({ maxLength: 200, description: 'an organisation name whose derived slug is checked' }),
    ),
  },
  { additionalProperties: false },
);

const SlugAvailability = Type.Object({
  slug: Type.String({ description: 'the slug checked, normalised' }),
  available: Type.Boolean(),
  reason: Type.Union([Type.Null(), Type.Literal('taken'), Type.Literal('invalid'), Type.Literal('reserved')]),
});

export function signupRoutes(deps: PortalDeps) {
  return async (app: HttpApp) => {
    app.get(
      '/tenants/signup/slug-availability',
      {
        config: limit({
          max: deps.config.SLUG_CHECK_RATE_LIMIT_MAX,
          windowMs: deps.config.SLUG_CHECK_RATE_LIMIT_WINDOW_MS,
        }),
        schema: {
          tags: ['signup'],
          summary:
            'Whether a slug (or the one derived from an organisation name) can be had, and why not (public)',
          querystring: SlugAvailabilityQuery,
          response: { 200: success(SlugAvailability) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await slugAvailability(deps, request.query),
      }),
    );

    app.post(
      '/tenants/signup',
      {
        config: limit({
          max: deps.config.SIGNUP_RATE_LIMIT_MAX,
          windowMs: deps.config.SIGNUP_RATE_LIMIT_WINDOW_MS,
        }),
        schema: {
          tags: ['signup'],
          summary:
            'Self-signup (public): identity user, tenant pending_payment, app assignment, provider customer and subscription',
          headers: Type.Object({
            'idempotency-key': Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 200,
                description: 'a retry with the same key answers the first result',
              }),
            ),
          }),
          body: SignupBody,
          response: { 201: success(SignupResponse) },
        },
      },
      async (request, reply) => {
        const { result, replayed } = await signup(deps, {
          ...request.body,
          idempotencyKey: request.headers['idempotency-key'],
        });
        if (replayed) void reply.header('idempotent-replayed', 'true');
        return reply.status(201).send({ status: 'success' as const, data: result });
      },
    );
  };
}
