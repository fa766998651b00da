/**
 * The signed-in session: identity's access and refresh tokens in httpOnly cookies, so that
 * the server renders a signed-in page with its data (no flash of a signed-out page) and no
 * script can read the tokens. The access token is verified here by identity's JWKS on every
 * request; the services verify it again, so a page never shows data its token cannot read.
 */
import { AuthApiError, GoTrueClient, type Session } from '@supabase/auth-js';
import type { Cookies, RequestEvent } from '@sveltejs/kit';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { services } from './config';

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

export type Product = 'compliance' | 'training' | 'factory' | 'portal';
const PRODUCTS: readonly Product[] = ['compliance', 'training', 'factory', 'portal'];
const isProduct = (value: unknown): value is Product => PRODUCTS.some((p) => p === value);

const ACCESS_COOKIE = 'session-access';
const REFRESH_COOKIE = 'session-refresh';
/** Refresh a little before expiry, so a token never runs out between this check and the service. */
const REFRESH_MARGIN_SECONDS = 30;
/** The refresh cookie outlives the access token; identity ends the session when it must. */
const REFRESH_COOKIE_MAX_AGE = 30 * 24 * 3600;

type Visitor = Pick<RequestEvent, 'fetch' | 'getClientAddress'>;

function visitorAddress(event: Visitor): string | null {
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
    fetch: event.fetch,
    ...(address ? { headers: { 'x-forwarded-for': address } } : {}),
  });
}

let jwks: { url: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;
function keys(): ReturnType<typeof createRemoteJWKSet> {
  const url = `${services.identity}/.well-known/jwks.json`;
  if (jwks?.url !== url) jwks = { url, keys: createRemoteJWKSet(new URL(url)) };
  return jwks.keys;
}

interface Claims extends JWTPayload {
  email?: string;
  app_metadata?: { role?: string; apps?: unknown };
  user_metadata?: { name?: string; full_name?: string; tenantId?: string };
}

function userOf(claims: Claims): SignedInUser {
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

async function verify(token: string): Promise<{ user: SignedInUser; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify<Claims>(token, keys());
    return { user: userOf(payload), expiresAt: payload.exp ?? 0 };
  } catch {
    return null;
  }
}

function secure(url: URL): boolean {
  return url.protocol === 'https:';
}

export function saveSession(cookies: Cookies, url: URL, session: Session): void {
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(url) } as const;
  cookies.set(ACCESS_COOKIE, session.access_token, { ...options, maxAge: session.expires_in });
  cookies.set(REFRESH_COOKIE, session.refresh_token, { ...options, maxAge: REFRESH_COOKIE_MAX_AGE });
}

export function clearSession(cookies: Cookies): void {
  cookies.delete(ACCESS_COOKIE, { path: '/' });
  cookies.delete(REFRESH_COOKIE, { path: '/' });
}

export function sessionTokens(cookies: Cookies): { access: string | null; refresh: string | null } {
  return { access: cookies.get(ACCESS_COOKIE) ?? null, refresh: cookies.get(REFRESH_COOKIE) ?? null };
}

/**
 * The caller of this request: the access cookie when it verifies and has time left, otherwise
 * a refresh with the refresh cookie (the new pair is saved), otherwise nobody (cookies cleared
 * when identity refused them; kept when identity could not be reached, so an outage signs no
 * one out).
 */
export async function resolveSession(
  event: Visitor & Pick<RequestEvent, 'cookies' | 'url'>,
): Promise<{ user: SignedInUser; accessToken: string } | null> {
  const { cookies, url } = event;
  const { access, refresh } = sessionTokens(cookies);
  if (access) {
    const verified = await verify(access);
    if (verified && verified.expiresAt - REFRESH_MARGIN_SECONDS > Date.now() / 1000) {
      return { user: verified.user, accessToken: access };
    }
  }
  if (!refresh) return null;
  const { data, error } = await identityClient(event).refreshSession({ refresh_token: refresh });
  if (error || !data.session) {
    if (error instanceof AuthApiError) clearSession(cookies);
    return null;
  }
  saveSession(cookies, url, data.session);
  const verified = await verify(data.session.access_token);
  return verified ? { user: verified.user, accessToken: data.session.access_token } : null;
}

/** The products a person may open: every product for a super-admin, else their grants. */
export function productsOf(user: SignedInUser | null): Product[] {
  if (!user) return [];
  return user.role === 'super_admin' ? [...PRODUCTS] : PRODUCTS.filter((p) => user.apps.includes(p));
}

export function hasProduct(user: SignedInUser | null, product: Product): boolean {
  return productsOf(user).includes(product);
}

/** A training administrator: `admin` with the training grant, or a super-admin (as training decides). */
export function isTrainingAdmin(user: SignedInUser | null): boolean {
  return user?.role === 'super_admin' || (user?.role === 'admin' && hasProduct(user, 'training'));
}
