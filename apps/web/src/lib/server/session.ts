/**
 * The signed-in session: identity's access and refresh tokens in httpOnly cookies, so that
 * the server renders a signed-in page with its data (no flash of a signed-out page) and no
 * script can read the tokens. The access token is verified here by identity's JWKS on every
 * request; the services verify it again, so a page never shows data its token cannot read.
 *
 * Two things a signature cannot say are asked of identity:
 * - whether the session still exists (signed out elsewhere, ended by a password change): at
 *   most once every `SESSION_CHECK_SECONDS` per access token (`GET /auth/v1/user`), shared by
 *   the requests in between, so a page that calls no service refuses an ended session within
 *   that bound; a service's 401 ends it at once (`api.ts`);
 * - a new pair when the access token runs out: one refresh per refresh token at a time in this
 *   process, its answer shared with every request that arrives with the same cookie meanwhile
 *   and for a few seconds after (`single-flight.ts`).
 */
import { createHash } from 'node:crypto';
import { AuthApiError, GoTrueClient, type Session } from '@supabase/auth-js';
import { type Cookies, type RequestEvent, redirect } from '@sveltejs/kit';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { isProduct, PRODUCT_ORDER, type Product } from '$lib/products';
import { services, sessionCheckSeconds } from './config';
import { singleFlight } from './single-flight';

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  /** `app_metadata.role`: `super_admin`, `admin`, ... or `authenticated` when none is set. */
  role: string;
  /** The products `app_metadata.apps` grants (a super-admin has every product, listed or not). */
  apps: Product[];
  tenantId: string | null;
}

export type { Product };

const ACCESS_COOKIE = 'session-access';
const REFRESH_COOKIE = 'session-refresh';
/** Refresh a little before expiry, so a token never runs out between this check and the service. */
const REFRESH_MARGIN_SECONDS = 30;
/** The refresh cookie outlives the access token; identity ends the session when it must. */
const REFRESH_COOKIE_MAX_AGE = 30 * 24 * 3600;

type Visitor = Pick<RequestEvent, 'getClientAddress'>;

/** The visitor's address (adapter-node's, which follows `WEB_ADDRESS_HEADER`), or null outside a request. */
export function visitorAddress(event: Visitor): string | null {
  try {
    return event.getClientAddress();
  } catch {
    return null;
  }
}

/**
 * A client of identity for one request: nothing kept between calls, nothing refreshed behind
 * our back. It carries the visitor's address as X-Forwarded-For, so that identity's per-address
 * limits on sign-in and recovery count visitors, not this server, when its TRUST_PROXY names
 * this server.
 */
export function identityClient(event: Visitor): GoTrueClient {
  const address = visitorAddress(event);
  return new GoTrueClient({
    url: services.identity,
    autoRefreshToken: false,
    persistSession: false,
    detectSessionInUrl: false,
    // Never SvelteKit's fetch: it would pass this site's cookies on to a service on the same host.
    fetch: (input, init) => globalThis.fetch(input, init),
    ...(address ? { headers: { 'x-forwarded-for': address } } : {}),
  });
}

let jwks: { url: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;
function keys(): ReturnType<typeof createRemoteJWKSet> {
  const url = `${services.identity}/.well-known/jwks.json`;
  if (jwks?.url !== url) jwks = { url, keys: createRemoteJWKSet(new URL(url)) };
  return jwks.keys;
}

export interface Claims extends JWTPayload {
  email?: string;
  app_metadata?: { role?: string; apps?: unknown };
  user_metadata?: { name?: string; full_name?: string; tenantId?: string };
}

/** The person a token's claims, or identity's user object (`sub` as `id`), describe. */
export function userOf(claims: Claims): SignedInUser {
  const email = claims.email ?? '';
  return {
    id: claims.sub ?? '',
    email,
    name: claims.user_metadata?.name ?? claims.user_metadata?.full_name ?? email,
    role: claims.app_metadata?.role ?? 'authenticated',
    apps: Array.isArray(claims.app_metadata?.apps) ? claims.app_metadata.apps.filter(isProduct) : [],
    tenantId: claims.user_metadata?.tenantId ?? null,
  };
}

type Verified = { user: SignedInUser; expiresAt: number } | null;

/**
 * A token whose signature verified is remembered for a minute (never past its expiry, which
 * `resolveSession` checks on every request): checking an ES256 signature is a thread-pool round
 * trip, and a signed-in person's every page would pay it. Revocation does not wait on this: the
 * session's liveness is asked of identity apart (`sessionLiveness`).
 */
const verifications = singleFlight<Verified>({
  keepMs: 60_000,
  maxEntries: 10_000,
  keep: (verified) => verified !== null,
});

function verify(token: string): Promise<Verified> {
  return verifications.run(digest(token), async () => {
    try {
      const { payload } = await jwtVerify<Claims>(token, keys());
      return { user: userOf(payload), expiresAt: payload.exp ?? 0 };
    } catch {
      return null;
    }
  });
}

function secure(url: URL): boolean {
  return url.protocol === 'https:';
}

export function saveSession(cookies: Cookies, url: URL, session: Session): void {
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(url) } as const;
  cookies.set(ACCESS_COOKIE, session.access_token, { ...options, maxAge: session.expires_in });
  cookies.set(REFRESH_COOKIE, session.refresh_token, { ...options, maxAge: REFRESH_COOKIE_MAX_AGE });
  // Just issued by identity: alive, no need to ask again before the next check is due.
  void sessionChecks().run(digest(session.access_token), async () => 'alive');
}

export function clearSession(cookies: Cookies): void {
  cookies.delete(ACCESS_COOKIE, { path: '/' });
  cookies.delete(REFRESH_COOKIE, { path: '/' });
}

export function sessionTokens(cookies: Cookies): { access: string | null; refresh: string | null } {
  return { access: cookies.get(ACCESS_COOKIE) ?? null, refresh: cookies.get(REFRESH_COOKIE) ?? null };
}

/** Tokens are never kept as keys in clear: a digest is enough to find the shared answer. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

type Refreshed =
  | { readonly kind: 'renewed'; readonly session: Session }
  | { readonly kind: 'refused' }
  | { readonly kind: 'unreachable' };

/**
 * Kept 10 s, as identity's reuse window for a rotated token: a request arriving with the old
 * cookie just after the refresh (a tab opened a moment later) gets the same new pair.
 */
const REFRESH_KEEP_MS = 10_000;
/** Sessions refreshing at once in one process; far more than a replica serves. */
const MAX_HELD = 10_000;

const refreshes = singleFlight<Refreshed>({
  keepMs: REFRESH_KEEP_MS,
  maxEntries: MAX_HELD,
  keep: (result) => result.kind === 'renewed',
});

/** A new pair for `refreshToken`: one call to identity however many requests ask at once. */
export function refreshIdentitySession(event: Visitor, refreshToken: string): Promise<Refreshed> {
  return refreshes.run(digest(refreshToken), async () => {
    const { data, error } = await identityClient(event).refreshSession({ refresh_token: refreshToken });
    if (data.session && !error) return { kind: 'renewed', session: data.session };
    return error instanceof AuthApiError ? { kind: 'refused' } : { kind: 'unreachable' };
  });
}

type Liveness = 'alive' | 'ended' | 'unknown';

let checks: { seconds: number; flight: ReturnType<typeof singleFlight<Liveness>> } | undefined;
function sessionChecks() {
  const seconds = sessionCheckSeconds();
  if (checks?.seconds !== seconds) {
    checks = { seconds, flight: singleFlight<Liveness>({ keepMs: seconds * 1000, maxEntries: MAX_HELD }) };
  }
  return checks.flight;
}

/**
 * Whether identity still knows the session of `accessToken` (`GET /auth/v1/user`: 401, or 403
 * `session_not_found`, when it ended). Asked at most once per `SESSION_CHECK_SECONDS` for a
 * token, the answer shared meanwhile. Identity unreachable is `unknown`, taken as alive: an
 * outage signs no one out.
 */
export function sessionLiveness(accessToken: string): Promise<Liveness> {
  return sessionChecks().run(digest(accessToken), async () => {
    try {
      const answer = await globalThis.fetch(`${services.identity}/user`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (answer.ok) {
        await answer.body?.cancel();
        return 'alive';
      }
      if (answer.status === 401) return 'ended';
      if (answer.status === 403) {
        const body = (await answer.json().catch(() => ({}))) as { error?: unknown; error_code?: unknown };
        const code = body.error_code ?? body.error;
        return code === 'session_not_found' || code === 'user_not_found' ? 'ended' : 'unknown';
      }
      return 'unknown';
    } catch {
      return 'unknown';
    }
  });
}

/** Remembers that `accessToken`'s session ended (a service refused it), until the next check is due. */
export function markSessionEnded(accessToken: string): void {
  const flight = sessionChecks();
  flight.forget(digest(accessToken));
  void flight.run(digest(accessToken), async () => 'ended');
}

/**
 * The caller of this request: the access cookie when it verifies, has time left and its session
 * was not ended; otherwise a refresh with the refresh cookie (the new pair is saved); otherwise
 * nobody (cookies cleared when identity refused them; kept when identity could not be reached,
 * so an outage signs no one out).
 */
export async function resolveSession(
  event: Visitor & Pick<RequestEvent, 'cookies' | 'url'>,
): Promise<{ user: SignedInUser; accessToken: string } | null> {
  const { cookies, url } = event;
  const { access, refresh } = sessionTokens(cookies);
  if (access) {
    const verified = await verify(access);
    if (verified && verified.expiresAt - REFRESH_MARGIN_SECONDS > Date.now() / 1000) {
      if ((await sessionLiveness(access)) !== 'ended') return { user: verified.user, accessToken: access };
      // Ended elsewhere: its refresh token ended with it, so there is nothing to renew.
      clearSession(cookies);
      return null;
    }
  }
  if (!refresh) return null;
  const refreshed = await refreshIdentitySession(event, refresh);
  if (refreshed.kind !== 'renewed') {
    if (refreshed.kind === 'refused') clearSession(cookies);
    return null;
  }
  saveSession(cookies, url, refreshed.session);
  const verified = await verify(refreshed.session.access_token);
  return verified ? { user: verified.user, accessToken: refreshed.session.access_token } : null;
}

/** `/login?next=<this page>`: where a person whose session ended is sent. */
export function signInPath(url: URL, login = '/login'): string {
  return `${login}?next=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * Ends this request's identity session because a service refused its token (401): the cookies
 * are cleared, the token is remembered as ended, and the page goes to sign-in, coming back here.
 */
export function endSession(event: Pick<RequestEvent, 'cookies' | 'url' | 'locals'>): never {
  const token = event.locals.accessToken;
  if (token) markSessionEnded(token);
  clearSession(event.cookies);
  event.locals.user = null;
  event.locals.accessToken = null;
  redirect(303, signInPath(event.url));
}

/** The products a person may open: every product for a super-admin, else their grants. */
export function productsOf(user: SignedInUser | null): Product[] {
  if (!user) return [];
  return user.role === 'super_admin'
    ? [...PRODUCT_ORDER]
    : PRODUCT_ORDER.filter((p) => user.apps.includes(p));
}

export function hasProduct(user: SignedInUser | null, product: Product): boolean {
  return productsOf(user).includes(product);
}

/**
 * An administrator of their compliance organisation (or a super-admin): the team, the plan and
 * the audit trail are theirs; the workspace's layout has already checked the grant.
 */
export function isComplianceAdmin(user: SignedInUser | null): boolean {
  return user?.role === 'admin' || user?.role === 'super_admin';
}

/** A training administrator: `admin` with the training grant, or a super-admin (as training decides). */
export function isTrainingAdmin(user: SignedInUser | null): boolean {
  return user?.role === 'super_admin' || (user?.role === 'admin' && hasProduct(user, 'training'));
}
