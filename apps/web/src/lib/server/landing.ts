/**
 * Where a person lands: after signing in, and at `/`. One workspace: that workspace. Several:
 * `/`, which offers each. None (a learner, or an account not yet given a product): `/account`,
 * which says so.
 */
import { PRODUCT_ORDER, type Product } from '$lib/products';
import { workspacePath, workspacesOf } from './guard';
import type { SignedInUser } from './session';

const isProduct = (value: unknown): value is Product => PRODUCT_ORDER.some((product) => product === value);

export function landingPath(user: SignedInUser | null): string {
  const workspaces = workspacesOf(user);
  const [only] = workspaces;
  if (workspaces.length === 1 && only) return workspacePath(only);
  return workspaces.length > 1 ? '/' : '/account';
}

/**
 * The same landing for a sign-in that just happened, read from the identity user it returned
 * (`session.user`): its signed `app_metadata` holds the role and the products.
 */
export function landingAfterSignIn(identityUser: {
  id?: string;
  email?: string;
  app_metadata?: unknown;
}): string {
  const metadata =
    typeof identityUser.app_metadata === 'object' && identityUser.app_metadata !== null
      ? (identityUser.app_metadata as { role?: unknown; apps?: unknown })
      : {};
  const apps = Array.isArray(metadata.apps) ? metadata.apps : [];
  const user: SignedInUser = {
    id: identityUser.id ?? '',
    email: identityUser.email ?? '',
    name: identityUser.email ?? '',
    role: typeof metadata.role === 'string' ? metadata.role : 'authenticated',
    apps: apps.filter(isProduct),
    tenantId: null,
  };
  return landingPath(user);
}
