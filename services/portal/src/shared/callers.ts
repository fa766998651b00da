import { type Caller, requireCaller } from '@platform/kernel/auth';
import { forbidden } from '@platform/kernel/errors';
import type { FastifyRequest } from 'fastify';

/** `onRequest` hook: 401 without a token, 403 unless the caller is an administrator (tenant admin or super-admin). */
export async function requireAdministrator(request: FastifyRequest): Promise<void> {
  const caller = requireCaller(request);
  if (caller.role !== 'super_admin' && (caller.role !== 'admin' || !caller.tenantId))
    throw forbidden('Only administrators may see this');
}

/** `onRequest` hook: 401 without a token, 403 unless the caller is a super-admin. */
export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  if (requireCaller(request).role !== 'super_admin')
    throw forbidden('Only a super-administrator may do this');
}

export const isSuperAdmin = (caller: Caller) => caller.role === 'super_admin';

export const bearerSecurity = [{ bearer: [] }];
