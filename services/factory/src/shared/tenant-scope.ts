import { maybeOne, type Queryable, sql } from '@platform/kernel/db';
import { badRequest, forbidden, notFound, validationError } from '@platform/kernel/errors';
import { type HttpApp, type HttpPlugin, isUuid } from '@platform/kernel/http';
import { sharedLimit } from '@platform/kernel/ratelimit';
import type { FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { AccessClaims, FactoryRole } from './access.js';
import { requireCaller, requireRole } from './caller.js';
import type { PlanLimitSource, PlanRateLimits } from './plan-limits.js';
import { Refused } from './schemas.js';
import { closedTenantError, type TenantAccess } from './tenant-access.js';

/** Limits copied from the plan when the tenant was provisioned; -1 means unlimited. */
export interface TenantSettings {
  readonly maxUsers: number;
  readonly maxWorkers: number;
  readonly [key: string]: unknown;
}

/** The tenant a request acts on, and who acts. Every tenant-scoped query takes its tenant from here. */
export interface TenantScope {
  readonly tenantId: string;
  readonly userId: string;
  readonly role: FactoryRole;
  /** Slug of the tenant's plan. */
  readonly plan: string;
  readonly settings: TenantSettings;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the tenant scope hook on every tenant-scoped route; null elsewhere. */
    tenantScope: TenantScope | null;
  }
}

const ANOTHER_TENANT = 'Access to another tenant is forbidden';

interface TenantState extends TenantAccess {
  readonly id: string;
  readonly plan: string;
  readonly settings: TenantSettings;
}

function findTenantState(db: Queryable, id: string): Promise<TenantState | undefined> {
  return maybeOne<TenantState>(
    db,
    sql`select id, status, subscription_status as "subscriptionStatus", plan, settings
        from factory.tenants where id = ${id}`.prepared('factory_tenant_scope'),
  );
}

/**
 * Every tenant the request names before its body: the path's `tenantId` and `x-tenant-id`. A
 * request that names two different ones names another tenant than one of them, whoever asks.
 */
function namedTenants(request: FastifyRequest): string[] {
  const params = request.params as Record<string, unknown> | undefined;
  const named: string[] = [];
  if (params && typeof params.tenantId === 'string') named.push(params.tenantId);
  const header = request.headers['x-tenant-id'];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  if (fromHeader) named.push(fromHeader);
  return named;
}

/**
 * 403 when a tenant's user names another tenant (path or `x-tenant-id`) on a route that serves
 * only the caller's own records, as every tenant route does; a super-admin may name any.
 */
export function refuseAnotherTenant(request: FastifyRequest, caller: AccessClaims): void {
  if (caller.role === 'super-admin') return;
  if (namedTenants(request).some((id) => id !== caller.tenantId)) throw forbidden(ANOTHER_TENANT);
}

/**
 * Resolves the tenant of a request from the verified token, and nothing the client sends:
 * an administrator acts on its own tenant (naming another one, in the path's `tenantId` or
 * `x-tenant-id`, is 403); a super-admin, who has no tenant, names the one it acts on (400
 * when it names none, 404 when it does not exist). A tenant that is not active answers 403
 * to its own users; the super-admin still reaches it.
 */
export async function resolveTenantScope(
  db: Queryable,
  request: FastifyRequest,
  roles: readonly FactoryRole[],
): Promise<TenantScope> {
  const caller = requireRole(requireCaller(request), roles);
  const named = namedTenants(request);
  let tenantId: string;
  if (caller.role === 'super-admin') {
    const [first] = named;
    if (first === undefined) throw badRequest('Name the tenant in the x-tenant-id header');
    if (named.some((id) => id !== first)) throw forbidden(ANOTHER_TENANT);
    if (!isUuid(first)) throw notFound('Tenant');
    tenantId = first;
  } else {
    tenantId = caller.tenantId ?? '';
    if (named.some((id) => id !== tenantId)) throw forbidden(ANOTHER_TENANT);
  }
  const tenant = await findTenantState(db, tenantId);
  if (!tenant) {
    if (caller.role === 'super-admin') throw notFound('Tenant');
    throw forbidden('Your tenant no longer exists');
  }
  const closed = caller.role === 'super-admin' ? undefined : closedTenantError(tenant);
  if (closed) throw closed;
  return {
    tenantId: tenant.id,
    userId: caller.id,
    role: caller.role,
    plan: tenant.plan,
    settings: tenant.settings,
  };
}

/**
 * Clients written for the original service name the tenant in the body too (`tenantId`). It is
 * the request's own tenant or nothing: the same id is taken out before the body is validated,
 * so that no route's schema has to know it; another tenant is 403, and not an id at all 400.
 */
function acceptBodyTenant(request: FastifyRequest, tenantId: string): void {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, 'tenantId'))
    return;
  const { tenantId: named, ...rest } = body as Record<string, unknown>;
  if (typeof named !== 'string')
    throw validationError('Validation failed: body.tenantId must be string', {
      fields: [{ field: 'body.tenantId', message: 'must be string' }],
    });
  if (named !== tenantId) throw forbidden(ANOTHER_TENANT);
  request.body = rest;
}

/**
 * `onRequest` hook of the routes any signed-in caller reaches outside the tenant scope (plans):
 * the users of a tenant that is not active are refused there too, with the same answer.
 */
export function signedInMember(db: Queryable) {
  return async (request: FastifyRequest): Promise<void> => {
    const caller = requireCaller(request);
    if (caller.role === 'super-admin') return;
    const tenant = caller.tenantId ? await findTenantState(db, caller.tenantId) : undefined;
    if (!tenant) throw forbidden('Your tenant no longer exists');
    const closed = closedTenantError(tenant);
    if (closed) throw closed;
  };
}

/**
 * The tenant scope of a request on a route registered through `tenantScoped`. Calling it on
 * any other route is a programming error, answered 500, never a request without a tenant.
 */
export function tenantOf(request: FastifyRequest): TenantScope {
  if (!request.tenantScope)
    throw new Error(`${request.routeOptions.url ?? request.url} is not tenant-scoped`);
  return request.tenantScope;
}

/** The plan's rate limit of the tenant routes: one hook, shared by every tenant-scoped context. */
export type TenantRateLimit = onRequestAsyncHookHandler;

/**
 * The plan's rate limit: `maxRequests` per `windowMs` for all of a tenant's users together, one
 * budget over every tenant route. The kernel's limiter (Redis when the service has it, the 429,
 * `Retry-After` and `X-RateLimit-*`), keyed by the tenant the scope resolved. The super-admin,
 * a plan with -1, and a tenant with no limits are not counted; a counter that fails (Redis
 * down) lets the request through. Create it once: each call counts apart.
 */
export function planRateLimit(app: HttpApp, source: PlanLimitSource): TenantRateLimit {
  // max, windowMs and exempt each ask; the plan is looked up once per request.
  const rates = new WeakMap<FastifyRequest, Promise<PlanRateLimits | undefined>>();
  const rateOf = (request: FastifyRequest): Promise<PlanRateLimits | undefined> => {
    let rate = rates.get(request);
    if (!rate) {
      rate = source.limitsOf(tenantOf(request).tenantId).then((limits) => limits?.rateLimits);
      rates.set(request, rate);
    }
    return rate;
  };
  return sharedLimit(app, {
    key: (request) => `tenant:${tenantOf(request).tenantId}`,
    exempt: async (request) => {
      if (tenantOf(request).role === 'super-admin') return true;
      const rate = await rateOf(request);
      return rate === undefined || rate.maxRequests === -1;
    },
    max: async (request) => (await rateOf(request))?.maxRequests ?? 0,
    windowMs: async (request) => (await rateOf(request))?.windowMs ?? 0,
    skipOnError: true,
  });
}

/**
 * Every tenant route may refuse with a reason (the tenant not active, a plan limit): its 403 is
 * documented with the `details` a client reads, unless the route documents its own.
 */
export function documentRefusal(route: RouteOptions): void {
  if (!route.schema) route.schema = {};
  const response = (route.schema.response ?? {}) as Record<string, unknown>;
  if (response[403] === undefined) route.schema.response = { ...response, 403: Refused };
}

/**
 * Registers `plugins` in one encapsulated context whose `onRequest` hook resolves the tenant
 * scope before anything else of the route runs (before the body is read): every route inside
 * is tenant-scoped, and none can forget it. `roles` are the roles admitted (a super-admin always is).
 * With `rate` (from `planRateLimit`), the tenant's plan rate limit applies to its users (429
 * beyond it), counted right after the scope: a request the scope refuses (401, 403, 404) is
 * counted against no tenant.
 */
export function tenantScoped(
  db: Queryable,
  roles: readonly FactoryRole[],
  plugins: readonly HttpPlugin[],
  rate?: TenantRateLimit,
) {
  return async (app: HttpApp) => {
    app.addHook('onRoute', documentRefusal);
    app.addHook('onRequest', async (request) => {
      request.tenantScope = await resolveTenantScope(db, request, roles);
    });
    // Hooks of a context run in the order added: the limit reads the scope just resolved.
    if (rate) app.addHook('onRequest', rate);
    app.addHook('preValidation', async (request) => {
      acceptBodyTenant(request, tenantOf(request).tenantId);
    });
    for (const plugin of plugins) await app.register(plugin);
  };
}

/** Call once on the root instance, before any tenant-scoped plugin. */
export function registerTenantScope(app: HttpApp): void {
  app.decorateRequest('tenantScope', null);
}
