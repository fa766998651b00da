import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors/index.js';
import type { Caller, Role } from './claims.js';
import { NO_GRANT } from './request-auth.js';

/**
 * The verified caller of a route that needs one: 401 when the request carried no token, 403
 * when its token grants none of this listener's products (`registerAuth`'s `products`).
 */
export function requireCaller(request: FastifyRequest): Caller {
  if (request.caller) return request.caller;
  if (request.callerWithoutGrant) throw forbidden(NO_GRANT);
  throw unauthorized();
}

/** A super-admin holds every role. */
export function hasRole(caller: Caller, ...roles: readonly Role[]): boolean {
  return caller.role === 'super_admin' || roles.includes(caller.role);
}

/** 403 unless the caller holds one of `roles`; returns the caller for chaining. */
export function requireRole(caller: Caller, ...roles: readonly Role[]): Caller {
  if (!hasRole(caller, ...roles)) throw forbidden('Insufficient role');
  return caller;
}

/** 403 unless `tenantId` is the caller's own tenant, or the caller is a super-admin. */
export function assertTenant(caller: Caller, tenantId: string | null | undefined): void {
  if (caller.role === 'super_admin') return;
  if (!caller.tenantId || tenantId !== caller.tenantId)
    throw forbidden('Access to another tenant is forbidden');
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value.join(',') : value;
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

export type GrantHeader = 'x-admin' | 'x-audit-access';

/**
 * Whether the request asks for an elevated view (`x-admin: true`, `x-audit-access: true`) and
 * may have it. The header only asks: the right comes from the caller's role, and a `user`
 * asking is refused (403) rather than silently served the ordinary view.
 */
export function headerGrant(request: FastifyRequest, caller: Caller, header: GrantHeader): boolean {
  if (headerValue(request, header)?.toLowerCase() !== 'true') return false;
  if (!hasRole(caller, 'admin')) throw forbidden(`${header} requires an administrator`);
  return true;
}

/**
 * The tenant a request acts on: `x-tenant-id` when given, else the caller's own tenant.
 * Only a super-admin may name another tenant (403 otherwise). Undefined for a caller with no
 * tenant who named none.
 */
export function tenantFromHeader(request: FastifyRequest, caller: Caller): string | undefined {
  const named = headerValue(request, 'x-tenant-id');
  if (named === undefined) return caller.tenantId;
  assertTenant(caller, named);
  return named;
}
