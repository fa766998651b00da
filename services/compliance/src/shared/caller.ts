import { assertTenant, type Caller, type Role, requireCaller, requireRole } from '@platform/kernel/auth';
import { type Queryable, sql } from '@platform/kernel/db';
import { DomainError, forbidden, validationError } from '@platform/kernel/errors';
import { isUuid } from '@platform/kernel/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The caller as every compliance rule sees it. `tenantId` is null only for a super-admin without one. */
export interface TenantCaller {
  readonly userId: string;
  readonly email: string;
  readonly role: Role;
  readonly tenantId: string | null;
}

function toTenantCaller(caller: Caller): TenantCaller {
  if (!caller.tenantId && caller.role !== 'super_admin') throw forbidden('The caller belongs to no tenant');
  return {
    userId: caller.userId,
    email: caller.email,
    role: caller.role,
    tenantId: caller.tenantId ?? null,
  };
}

/** 401 without a token; 403 for a caller with no tenant unless super-admin. */
export function requireTenantCaller(request: FastifyRequest): TenantCaller {
  return toTenantCaller(requireCaller(request));
}

/** Whether a tenant exists in this service. */
export type TenantDirectory = (tenantId: string) => Promise<boolean>;

/** Past this many remembered tenants the memory starts over: a bound, not an eviction policy. */
const REMEMBERED_TENANTS = 10_000;

/**
 * The tenants of `compliance.tenants`, each looked up once per process: tenants are never
 * deleted, so a tenant found stays found. One not found is asked again next time (it may sign
 * up in between).
 */
export function tenantDirectory(db: Queryable): TenantDirectory {
  const known = new Set<string>();
  return async (tenantId) => {
    if (known.has(tenantId)) return true;
    if (!isUuid(tenantId)) return false;
    const { rows } = await db.query(
      sql`select 1 as found from compliance.tenants where id = ${tenantId}::uuid`.prepared(
        'compliance_tenant_known',
      ),
    );
    if (rows.length === 0) return false;
    if (known.size >= REMEMBERED_TENANTS) known.clear();
    known.add(tenantId);
    return true;
  };
}

const DIRECTORY = Symbol('compliance.tenantDirectory');

/** Makes the routes of `app` (and its children) refuse callers whose tenant this service does not know. */
export function useTenantDirectory(app: FastifyInstance, directory: TenantDirectory): void {
  app.decorate(DIRECTORY, directory);
}

/**
 * The caller, refused with 403 when its token names a tenant this service does not have: the
 * identity provider serves other applications too (the portal's and the factory's customers),
 * whose tokens are valid but whose organisation has no compliance account. Answered before
 * anything is read or written, rather than failing on the first row that names the tenant.
 */
export async function requireKnownTenantCaller(request: FastifyRequest): Promise<TenantCaller> {
  const caller = requireTenantCaller(request);
  if (caller.role === 'super_admin' || caller.tenantId === null) return caller;
  const directory = (request.server as unknown as Record<symbol, TenantDirectory | undefined>)[DIRECTORY];
  if (directory && !(await directory(caller.tenantId))) {
    throw new DomainError('FORBIDDEN', 'The caller’s organisation has no account in this service', {
      reason: 'unknown_tenant',
    });
  }
  return caller;
}

/**
 * `onRequest` route hook: the token is checked before the body is parsed, so a stranger gets
 * 401/403 and never learns what the route accepts (400/413/415).
 */
export async function authenticated(request: FastifyRequest): Promise<void> {
  await requireKnownTenantCaller(request);
}

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : undefined;
}

function stringField(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null || !(name in source)) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The tenant a request acts on: the one it names (`named`, else `x-tenant-id`, else a `tenantId`
 * in the query or the body), or the caller's own. Naming another tenant anywhere is 403 unless
 * the caller is a super-admin, even beside its own (a client that always sends `x-tenant-id` and
 * reaches for another tenant in the query is reaching beyond its rights, not malformed); a
 * super-admin naming two different tenants is 400. A super-admin naming none gets null.
 */
export function tenantScope(request: FastifyRequest, named?: string): string | null {
  const caller = requireTenantCaller(request);
  const names = [
    named,
    firstHeader(request, 'x-tenant-id'),
    stringField(request.query, 'tenantId'),
    stringField(request.body, 'tenantId'),
  ].filter((n): n is string => n !== undefined);
  const distinct = [...new Set(names)];
  for (const name of distinct) assertTenant(requireCaller(request), name);
  if (distinct.length > 1)
    throw validationError('The request names two different tenants', { tenants: distinct });
  return distinct[0] ?? caller.tenantId;
}

/** The tenant of a request that must act on exactly one tenant: 400 for a super-admin naming none. */
export function requireTenantScope(request: FastifyRequest, named?: string): string {
  const tenantId = tenantScope(request, named);
  if (tenantId === null) throw validationError('tenantId is required for a caller without a tenant');
  return tenantId;
}

/**
 * Whom a rule acts for, its first argument: the verified caller and the tenant the request acts
 * on (`tenantScope`: the one it names, or the caller's own). `Tenant` is `string` where the rule
 * needs exactly one tenant; `null` is a super-admin naming none, who sees every tenant.
 */
export interface Scope<Tenant extends string | null = string | null> {
  readonly caller: TenantCaller;
  readonly tenantId: Tenant;
}

/** The request's scope: its caller, and the tenant it names or the caller's own (see `tenantScope`). */
export function scopeOf(request: FastifyRequest): Scope {
  return { caller: requireTenantCaller(request), tenantId: tenantScope(request) };
}

/** The scope of a request that must act on exactly one tenant: 400 for a super-admin naming none. */
export function tenantScopeOf(request: FastifyRequest): Scope<string> {
  return { caller: requireTenantCaller(request), tenantId: requireTenantScope(request) };
}

/**
 * The anonymous caller of a public route (signup, the calendar feed, ERP intake), the first
 * argument of its rule. Nothing is scoped by it; its address is what the rate limits count.
 */
export interface Visitor {
  readonly ip: string;
}

export function visitor(request: FastifyRequest): Visitor {
  return { ip: request.ip };
}

/**
 * `onRequest` route hook for routes a role may use: 401 without a token, 403 for any other role
 * (a super-admin holds every role), before the body is parsed.
 */
export function onlyRoles(...roles: readonly Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    requireRole(requireCaller(request), ...roles);
    await requireKnownTenantCaller(request);
  };
}
