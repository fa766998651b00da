import { hasRole, requireCaller, requireRole } from '@platform/kernel/auth';
import type { FastifyRequest } from 'fastify';

/** Who performed an administrator write, as the audit log records it. */
export interface Actor {
  readonly id: string;
  readonly email: string;
}

/**
 * `onRequest` hook of administrator routes: runs before the body is read, so a stranger
 * gets 401 (no token) or 403 (not an administrator) whatever it sent.
 * Whether the token grants training at all is the kernel's check (the service's
 * `PRODUCT_GRANTS`), made before this one: a caller that reaches it belongs to training, and only
 * the role is left to check. `requireRole(…, 'admin')` also lets a super-admin through.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  requireRole(requireCaller(request), 'admin');
}

export function adminActor(request: FastifyRequest): Actor {
  const caller = requireRole(requireCaller(request), 'admin');
  return { id: caller.userId, email: caller.email };
}

/**
 * Whether an optional bearer token on a public route belongs to a training administrator. Another
 * product's administrator never appears as `request.caller` here (the kernel leaves them
 * anonymous), so they get the public view.
 */
export function isAdmin(request: FastifyRequest): boolean {
  const caller = request.caller;
  return caller !== null && hasRole(caller, 'admin');
}

/** The caller of a public read: administrators see drafts, archived and deleted courses too. */
export interface Viewer {
  readonly isAdmin: boolean;
}

export function viewer(request: FastifyRequest): Viewer {
  return { isAdmin: isAdmin(request) };
}

/** The anonymous sender of a public form: its address is what a bot challenge is checked against. */
export interface Visitor {
  readonly ip: string;
}

export function visitor(request: FastifyRequest): Visitor {
  return { ip: request.ip };
}
