import { assertTenant, type Caller, type Role, requireCaller, requireRole } from '@platform/kernel/auth';
import { forbidden, validationError } from '@platform/kernel/errors';
import type { FastifyRequest } from 'fastify';

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

/**
 * `onRequest` route hook: the token is checked before the body is parsed, so a stranger gets
 * 401/403 and never learns what the route accepts (400/413/415).
 */
export async function authenticated(request: FastifyRequest): Promise<void> {
  requireTenantCaller(request);
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
 * in the query or the body), or the caller's own. Naming another tenant is 403 unless the caller
 * is a super-admin; two names that disagree are 400. A super-admin naming none gets null.
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
  if (distinct.length > 1)
    throw validationError('The request names two different tenants', { tenants: distinct });
  const chosen = distinct[0];
  if (chosen === undefined) return caller.tenantId;
  assertTenant(requireCaller(request), chosen);
  return chosen;
}

/** The tenant of a request that must act on exactly one tenant: 400 for a super-admin naming none. */
export function requireTenantScope(request: FastifyRequest, named?: string): string {
  const tenantId = tenantScope(request, named);
  if (tenantId === null) throw validationError('tenantId is required for a caller without a tenant');
  return tenantId;
}

/**
 * `onRequest` route hook for routes a role may use: 401 without a token, 403 for any other role
 * (a super-admin holds every role), before the body is parsed.
 */
export function onlyRoles(...roles: readonly Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    requireRole(requireCaller(request), ...roles);
    requireTenantCaller(request);
  };
}
