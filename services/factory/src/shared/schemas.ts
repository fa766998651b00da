import { pageQuery, SLUG_PATTERN, Type } from '@platform/kernel/http';

export const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 63 });

/**
 * `page` and `limit` of a production list read from the query string: without defaults, since
 * the tenant's own page sizes apply within them, and up to 1000 rows a page.
 */
export const ListPaging = pageQuery({ maxLimit: 1000, defaults: false });

/** A limit: a count, or -1 for unlimited. */
export const Limit = Type.Integer({ minimum: -1, maximum: 1_000_000_000 });

export const Message = Type.Object({ status: Type.Literal('success'), message: Type.String() });

export const ok = <T>(data: T) => ({ status: 'success' as const, data });

/** A tenant's state: the tenants' own routes list by it, and `GET /auth/me` shows it. */
export const TenantStatusSchema = Type.Union([
  Type.Literal('pending_payment'),
  Type.Literal('active'),
  Type.Literal('suspended'),
]);

/** What a tenant makes; its first production configuration comes from this kind's template. */
export const UNIT_KINDS = ['garment', 'footwear', 'other'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];
export const UnitKindSchema = Type.Union([
  Type.Literal('garment'),
  Type.Literal('footwear'),
  Type.Literal('other'),
]);

/** The portal's subscription status of a tenant; null for a tenant the portal never spoke of. */
export const SubscriptionStatusSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('halted'),
  Type.Literal('cancelled'),
]);

const ClosedTenantDetails = Type.Object(
  {
    reason: Type.Union([Type.Literal('TENANT_SUSPENDED'), Type.Literal('TENANT_PENDING_PAYMENT')]),
    tenantStatus: Type.Union([Type.Literal('suspended'), Type.Literal('pending_payment')]),
    subscriptionStatus: Type.Union([SubscriptionStatusSchema, Type.Null()]),
  },
  { description: 'the tenant is not active: why, for a client to branch on' },
);

const PlanLimitDetails = Type.Object(
  {
    reason: Type.Literal('PLAN_LIMIT'),
    limit: Type.Union([
      Type.Literal('maxUsers'),
      Type.Literal('maxWorkers'),
      Type.Literal('maxJobSteps'),
      Type.Literal('maxArticleAttributes'),
    ]),
    allowed: Limit,
    used: Type.Integer({ minimum: 0, description: 'in use before the refused write' }),
  },
  { description: "the write would pass the plan's limit" },
);

/**
 * The 403 of a signed-in person's route: the envelope, with `details` when the tenant is not
 * active or a plan limit is reached (no details for a role or another tenant refused). Added to
 * the app once (`app.addSchema`) and referred to by each route as `Refused`, so that the
 * OpenAPI document holds it once.
 */
export const RefusedSchema = Type.Object(
  {
    status: Type.Literal('error'),
    message: Type.String(),
    details: Type.Optional(Type.Union([ClosedTenantDetails, PlanLimitDetails])),
  },
  {
    $id: 'Refused',
    description: 'Forbidden: the role, another tenant, a tenant that is not active, or a plan limit',
  },
);

export const Refused = Type.Ref('Refused');
