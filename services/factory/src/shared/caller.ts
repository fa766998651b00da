import { forbidden, unauthorized } from '@platform/kernel/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessClaims, AccessTokens, FactoryRole } from './access.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified factory caller, or null when the request carried no bearer token. */
    factoryCaller: AccessClaims | null;
  }
}

const BEARER = /^Bearer(?:\s+(.*))?$/i;

/**
 * Verifies a bearer token on every request, before the body is read. No token: the request
 * goes on with `factoryCaller = null` (public routes exist; `requireCaller` guards the rest).
 * A token that fails verification is 401 whatever the route.
 */
export function registerFactoryAuth(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('factoryCaller', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header === undefined) return;
    const bearer = BEARER.exec(header.trim());
    if (!bearer) return;
    const token = bearer[1]?.trim();
    if (!token) throw unauthorized('Empty bearer token');
    request.factoryCaller = await tokens.verify(token);
  });
}

export function requireCaller(request: FastifyRequest): AccessClaims {
  if (!request.factoryCaller) throw unauthorized('Authentication required');
  return request.factoryCaller;
}

/** 403 unless the caller holds one of `roles`; a super-admin holds every role. */
export function requireRole(caller: AccessClaims, roles: readonly FactoryRole[]): AccessClaims {
  if (caller.role !== 'super-admin' && !roles.includes(caller.role))
    throw forbidden('Your role is not permitted to do this');
  return caller;
}

/** `onRequest` hook of super-admin routes. */
export async function superAdminOnly(request: FastifyRequest): Promise<void> {
  requireRole(requireCaller(request), ['super-admin']);
}
