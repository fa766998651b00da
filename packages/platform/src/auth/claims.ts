import type { JWTPayload } from 'jose';
import { unauthorized } from '../errors/index.js';

export type Role = 'super_admin' | 'admin' | 'user';

const ROLES: readonly Role[] = ['super_admin', 'admin', 'user'];

/** The products one identity serves; `app_metadata.apps` grants a person some of them. */
export type Product = 'compliance' | 'training' | 'factory' | 'portal';

export const PRODUCTS: readonly Product[] = ['compliance', 'training', 'factory', 'portal'];

export function isProduct(value: unknown): value is Product {
  return PRODUCTS.some((product) => product === value);
}

/** The access-token claims the identity provider issues (GoTrue shape). */
export interface Claims extends JWTPayload {
  readonly sub: string;
  readonly email: string;
  readonly role: 'authenticated';
  readonly user_metadata: {
    readonly tenantId?: string;
    readonly entityId?: string;
    readonly [key: string]: unknown;
  };
  readonly app_metadata: {
    readonly role?: Role;
    readonly apps?: readonly Product[];
    readonly [key: string]: unknown;
  };
  readonly iat: number;
  readonly exp: number;
}

/** Who is calling, as every rule sees it. */
export interface Caller {
  readonly userId: string;
  readonly email: string;
  readonly role: Role;
  readonly tenantId?: string;
  readonly entityId?: string;
  /**
   * The products the person belongs to (`app_metadata.apps`), unknown names left out. A role
   * applies only inside these products; a super-admin needs none.
   */
  readonly apps: readonly Product[];
  /** The identity provider's session the token belongs to (`session_id`), when it names one. */
  readonly sessionId?: string;
  readonly claims: Claims;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function knownRole(value: unknown): Role | undefined {
  return ROLES.find((r) => r === value);
}

/**
 * Turns a verified payload into a Caller. Signature and expiry are already checked; this
 * refuses tokens that are not user access tokens (no subject, another `role` such as `anon`).
 */
export function callerFromPayload(payload: JWTPayload): Caller {
  const userId = nonEmptyString(payload.sub);
  if (!userId) throw unauthorized('Token has no subject');
  if (payload.role !== 'authenticated') throw unauthorized('Not a user access token');
  const userMetadata = record(payload.user_metadata);
  const appMetadata = record(payload.app_metadata);
  const { role: signedRole, apps: signedApps, ...otherAppMetadata } = appMetadata;
  const grantedRole = knownRole(signedRole);
  // Only the signed `app_metadata` grants a product; `user_metadata` is the person's to write.
  const apps = Array.isArray(signedApps) ? signedApps.filter(isProduct) : [];
  // A missing or unknown role grants nothing beyond an ordinary user's rights.
  const role = grantedRole ?? 'user';
  const tenantId = nonEmptyString(userMetadata.tenantId);
  const entityId = nonEmptyString(userMetadata.entityId);
  const email = typeof payload.email === 'string' ? payload.email : '';
  const sessionId = nonEmptyString(payload.session_id);
  const claims: Claims = {
    ...payload,
    sub: userId,
    email,
    role: 'authenticated',
    user_metadata: userMetadata,
    app_metadata: { ...otherAppMetadata, ...(grantedRole ? { role: grantedRole } : {}), apps },
    iat: typeof payload.iat === 'number' ? payload.iat : 0,
    exp: typeof payload.exp === 'number' ? payload.exp : 0,
  };
  return {
    userId,
    email,
    role,
    apps,
    ...(tenantId ? { tenantId } : {}),
    ...(entityId ? { entityId } : {}),
    ...(sessionId ? { sessionId } : {}),
    claims,
  };
}
