/**
 * Where a person lands: after signing in, and at `/`. One workspace: that workspace. Several:
 * `/`, which offers each. None (a learner, or an account not yet given a product): `/account`,
 * which says so.
 */
import { workspacePath, workspacesOf } from './guard';
import { type Claims, type SignedInUser, userOf } from './session';

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
  app_metadata?: object;
  user_metadata?: object;
}): string {
  // The same fields, read the same way, as the access token identity signed with them.
  const claims: Claims = {
    sub: identityUser.id,
    email: identityUser.email,
    app_metadata: identityUser.app_metadata as Claims['app_metadata'],
    user_metadata: identityUser.user_metadata as Claims['user_metadata'],
  };
  return landingPath(userOf(claims));
}
