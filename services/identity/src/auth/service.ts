import { constantTimeEqual } from '@platform/kernel/auth';
import { noAuthorization, notAdmin, sessionNotFound } from '../shared/errors.js';
import { platformRoleOf } from '../users/metadata.js';
import type { UserRow } from '../users/store.js';
import type { Callers } from './callers.js';

export interface CallerSettings {
  readonly callers: Callers;
}

export interface SignedInCaller {
  readonly user: UserRow;
  readonly sessionId: string;
}

export type AdminCaller = { readonly kind: 'service' } | ({ readonly kind: 'user' } & SignedInCaller);

export function bearerTokenOf(authorization: string | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) throw noAuthorization();
  return match[1];
}

/**
 * The caller behind an access token. Beyond the signature, the session must still exist:
 * after sign-out or a ban the provider itself stops honouring the token at once (other
 * services, verifying by JWKS alone, honour it until it expires).
 */
export async function authenticate(
  settings: CallerSettings,
  authorization: string | undefined,
): Promise<SignedInCaller> {
  const verified = await settings.callers.verify(bearerTokenOf(authorization));
  const user = await settings.callers.userInSession(verified);
  if (!user) throw sessionNotFound();
  return { user, sessionId: verified.sessionId };
}

/**
 * The admin API admits other services (bearer SERVICE_SECRET) and super-admins. The role is
 * read from the stored user, not the token, so a demotion takes effect at once.
 */
export async function authoriseAdmin(
  settings: CallerSettings & { readonly serviceSecret: string },
  authorization: string | undefined,
): Promise<AdminCaller> {
  const token = bearerTokenOf(authorization);
  if (constantTimeEqual(settings.serviceSecret, token)) return { kind: 'service' };
  const caller = await authenticate(settings, authorization);
  if (platformRoleOf(caller.user.app_metadata) !== 'super_admin') throw notAdmin();
  return { kind: 'user', ...caller };
}
