/**
 * The factory's own session. The factory signs its people in itself (`POST /api/v1/auth/login`,
 * the e-mail as `username`) and keeps the refresh token in a cookie of its own origin, which a
 * browser talking only to this app never holds. So this app signs in at the factory for the
 * person and keeps what the factory answered in httpOnly cookies of its own, apart from
 * identity's: the access token (`factory-access`), the refresh token (`factory-refresh`, sent
 * back to the factory as its `refreshToken` cookie) and who the person is (`factory-user`, the
 * user the factory answered with the session, for display only: the factory authorises every
 * call on the token).
 *
 * The access token is refreshed shortly before it runs out (`GET /api/v1/auth/refresh`), once
 * per refresh token at a time in this process, as identity's (`single-flight.ts`).
 */
import { createHash } from 'node:crypto';
import { type Cookies, error, type RequestEvent, redirect } from '@sveltejs/kit';
import { decodeJwt } from 'jose';
import { services } from './config';
import { type Refusal, readRefusal } from './service-errors';
import { signInPath, visitorAddress } from './session';
import { singleFlight } from './single-flight';

export type FactoryRole = 'super-admin' | 'admin' | 'user';

export interface FactoryUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: FactoryRole;
  /** The person's tenant; null for the factory's super-admin, who has none. */
  readonly tenantId: string | null;
}

export interface FactorySession {
  readonly user: FactoryUser;
  readonly accessToken: string;
}

/** What the factory answered a sign-in, a refresh or a password reset. */
export type FactoryAnswer =
  | {
      readonly kind: 'session';
      readonly token: string;
      readonly user: { _id: string; name: string; email: string; role: FactoryRole };
      readonly refreshToken: string;
      /** The refresh cookie's lifetime as the factory set it, seconds. */
      readonly refreshMaxAge: number;
    }
  | { readonly kind: 'refused'; readonly refusal: Refusal }
  | { readonly kind: 'unreachable' };

const ACCESS_COOKIE = 'factory-access';
const REFRESH_COOKIE = 'factory-refresh';
const USER_COOKIE = 'factory-user';
/** The factory's own cookie, as its auth routes read it. */
const FACTORY_REFRESH_COOKIE = 'refreshToken';
/** The factory's default refresh lifetime, when its answer does not say. */
const DEFAULT_REFRESH_MAX_AGE = 7 * 24 * 3600;
const REFRESH_KEEP_MS = 10_000;
const MAX_HELD = 10_000;

type Visitor = Pick<RequestEvent, 'getClientAddress'>;
type Fetch = typeof globalThis.fetch;

const ROLES: readonly FactoryRole[] = ['super-admin', 'admin', 'user'];
const isRole = (value: unknown): value is FactoryRole => ROLES.some((r) => r === value);

function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The `refreshToken` cookie the factory set, with its Max-Age. */
function refreshCookieOf(response: Response): { value: string; maxAge: number } | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== FACTORY_REFRESH_COOKIE) continue;
    const value = decodeURIComponent(pair.slice(at + 1).trim());
    if (!value) return undefined;
    const maxAge = attributes
      .map((a) => /^\s*max-age=(\d+)\s*$/i.exec(a)?.[1])
      .find((v): v is string => v !== undefined);
    return { value, maxAge: maxAge ? Number(maxAge) : DEFAULT_REFRESH_MAX_AGE };
  }
  return undefined;
}

interface SessionBody {
  token?: unknown;
  data?: { user?: { _id?: unknown; name?: unknown; email?: unknown; role?: unknown } };
}

/** One call to the factory's auth routes, read into a `FactoryAnswer`. */
async function askFactory(
  path: string,
  init: RequestInit,
  address: string | null,
  fetcher: Fetch = globalThis.fetch,
): Promise<FactoryAnswer> {
  const headers = new Headers(init.headers);
  // The factory limits its auth routes per client address: the visitor's, not this server's.
  if (address) headers.set('x-forwarded-for', address);
  let response: Response;
  try {
    response = await fetcher(`${services.factory}${path}`, { ...init, headers });
  } catch {
    return { kind: 'unreachable' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    return response.status >= 500
      ? { kind: 'unreachable' }
      : { kind: 'refused', refusal: readRefusal(body, response) };
  }
  const { token, data } = (body ?? {}) as SessionBody;
  const user = data?.user;
  const cookie = refreshCookieOf(response);
  if (
    typeof token !== 'string' ||
    !cookie ||
    typeof user?._id !== 'string' ||
    typeof user.email !== 'string' ||
    !isRole(user.role)
  ) {
    return { kind: 'unreachable' };
  }
  return {
    kind: 'session',
    token,
    user: {
      _id: user._id,
      name: typeof user.name === 'string' ? user.name : user.email,
      email: user.email,
      role: user.role,
    },
    refreshToken: cookie.value,
    refreshMaxAge: cookie.maxAge,
  };
}

const json = (body: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Signs in at the factory with the e-mail as `username`. */
export function factoryLogin(event: Visitor, email: string, password: string): Promise<FactoryAnswer> {
  return askFactory(
    '/api/v1/auth/login',
    { method: 'POST', ...json({ username: email, password }) },
    visitorAddress(event),
  );
}

/** Sets the password with a mailed token; the factory signs the person in with it. */
export function factorySetPassword(
  event: Visitor,
  token: string,
  password: string,
  passwordConfirm: string,
): Promise<FactoryAnswer> {
  return askFactory(
    `/api/v1/auth/resetPassword/${encodeURIComponent(token)}`,
    { method: 'PATCH', ...json({ password, passwordConfirm }) },
    visitorAddress(event),
  );
}

/** Asks the factory to mail a reset link; the answer is the same whether or not the address has an account. */
export async function factoryForgotPassword(
  event: Visitor,
  email: string,
): Promise<{ kind: 'sent' } | { kind: 'refused'; refusal: Refusal } | { kind: 'unreachable' }> {
  const address = visitorAddress(event);
  try {
    const response = await globalThis.fetch(`${services.factory}/api/v1/auth/forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
      body: JSON.stringify({ email }),
    });
    if (response.ok) {
      await response.body?.cancel();
      return { kind: 'sent' };
    }
    if (response.status >= 500) return { kind: 'unreachable' };
    return { kind: 'refused', refusal: readRefusal(await response.json().catch(() => undefined), response) };
  } catch {
    return { kind: 'unreachable' };
  }
}

const refreshes = singleFlight<FactoryAnswer>({
  keepMs: REFRESH_KEEP_MS,
  maxEntries: MAX_HELD,
  keep: (answer) => answer.kind === 'session',
});

/**
 * A new access token (and the next refresh token) for `refreshToken`: one call to the factory
 * however many requests ask at once, the answer shared with those arriving in the next 10 s.
 */
export function refreshFactorySession(
  event: Visitor,
  refreshToken: string,
  fetcher?: Fetch,
): Promise<FactoryAnswer> {
  return refreshes.run(digest(refreshToken), () =>
    askFactory(
      '/api/v1/auth/refresh',
      { method: 'GET', headers: { cookie: `${FACTORY_REFRESH_COOKIE}=${encodeURIComponent(refreshToken)}` } },
      visitorAddress(event),
      fetcher,
    ),
  );
}

interface Claims {
  id: string;
  tenantId: string | null;
  role: FactoryRole;
  exp: number;
  iat: number;
}

/** The token's claims as the factory wrote them; not verified here (only the factory holds its key, and checks every call). */
function claimsOf(token: string): Claims | null {
  try {
    const { id, tenantId, role, exp, iat } = decodeJwt(token);
    if (typeof id !== 'string' || !isRole(role) || typeof exp !== 'number') return null;
    return {
      id,
      tenantId: typeof tenantId === 'string' ? tenantId : null,
      role,
      exp,
      iat: typeof iat === 'number' ? iat : exp,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the token has enough time left to be sent: a quarter of its lifetime, at most 30 s,
 * before it runs out it is refreshed, so a short-lived token (tests run with 30 s) is renewed
 * before it expires on its way to the factory.
 */
function fresh(claims: Claims, now = Date.now() / 1000): boolean {
  const margin = Math.min(30, (claims.exp - claims.iat) / 4);
  return claims.exp - margin > now;
}

function secure(url: URL): boolean {
  return url.protocol === 'https:';
}

export function saveFactorySession(
  cookies: Cookies,
  url: URL,
  answer: Extract<FactoryAnswer, { kind: 'session' }>,
): void {
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(url) } as const;
  const claims = claimsOf(answer.token);
  const accessMaxAge = claims ? Math.max(1, Math.floor(claims.exp - Date.now() / 1000)) : 60;
  cookies.set(ACCESS_COOKIE, answer.token, { ...options, maxAge: accessMaxAge });
  cookies.set(REFRESH_COOKIE, answer.refreshToken, { ...options, maxAge: answer.refreshMaxAge });
  cookies.set(USER_COOKIE, JSON.stringify(answer.user), { ...options, maxAge: answer.refreshMaxAge });
}

export function clearFactorySession(cookies: Cookies): void {
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, USER_COOKIE]) cookies.delete(name, { path: '/' });
}

export function hasFactoryCookies(cookies: Cookies): boolean {
  return cookies.get(ACCESS_COOKIE) !== undefined || cookies.get(REFRESH_COOKIE) !== undefined;
}

function userOf(claims: Claims, cookie: string | undefined): FactoryUser {
  let kept: { _id?: unknown; name?: unknown; email?: unknown } = {};
  try {
    kept = cookie ? (JSON.parse(cookie) as typeof kept) : {};
  } catch {
    kept = {};
  }
  // The kept name and address belong to this token's person only: another sign-in replaced both.
  const same = kept._id === claims.id;
  const email = same && typeof kept.email === 'string' ? kept.email : '';
  return {
    id: claims.id,
    name: same && typeof kept.name === 'string' ? kept.name : email || claims.id,
    email,
    role: claims.role,
    tenantId: claims.tenantId,
  };
}

/**
 * Why the factory refuses a tenant's people (F4): its 403 on login, refresh and every route
 * carries `details.reason`. Anything else (a role the route does not admit) is not this.
 */
export interface TenantNotActive {
  readonly reason: 'TENANT_SUSPENDED' | 'TENANT_PENDING_PAYMENT';
  readonly tenantStatus: string | null;
  readonly subscriptionStatus: string | null;
  /** The factory's own words, when it said any. */
  readonly message: string | null;
}

export function tenantNotActiveOf(refusal: Refusal): TenantNotActive | null {
  const reason = refusal.details?.reason;
  if (refusal.status !== 403 || (reason !== 'TENANT_SUSPENDED' && reason !== 'TENANT_PENDING_PAYMENT'))
    return null;
  const textOf = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    reason,
    tenantStatus: textOf(refusal.details?.tenantStatus),
    subscriptionStatus: textOf(refusal.details?.subscriptionStatus),
    message: refusal.message,
  };
}

/**
 * A short name for why a tenant is closed, carried in the sign-in's address (`?ended=`) when a
 * refresh was refused for it: the cookies are gone by then, and the sign-in page says why.
 */
export type TenantEnded = 'cancelled' | 'halted' | 'pending_payment' | 'suspended';

export function tenantEnded(state: TenantNotActive): TenantEnded {
  if (state.reason === 'TENANT_PENDING_PAYMENT') return 'pending_payment';
  if (state.subscriptionStatus === 'cancelled' || state.subscriptionStatus === 'halted')
    return state.subscriptionStatus;
  return 'suspended';
}

export type FactorySessionState =
  | FactorySession
  | 'signed-out'
  | 'unreachable'
  | { readonly ended: TenantNotActive };

const resolved = new WeakMap<Request, Promise<FactorySessionState>>();

/**
 * This request's factory session: the access cookie while it has time left, otherwise a
 * refresh (the new tokens saved), otherwise signed out (cookies cleared when the factory refused
 * the refresh token; kept when it could not be reached, so an outage signs no one out). Worked
 * out once per request, however many loads ask.
 */
export function resolveFactorySession(
  event: Visitor & Pick<RequestEvent, 'cookies' | 'url' | 'request'>,
): Promise<FactorySessionState> {
  let state = resolved.get(event.request);
  if (!state) {
    state = resolveNow(event);
    resolved.set(event.request, state);
  }
  return state;
}

async function resolveNow(
  event: Visitor & Pick<RequestEvent, 'cookies' | 'url'>,
): Promise<FactorySessionState> {
  const { cookies, url } = event;
  const access = cookies.get(ACCESS_COOKIE);
  const claims = access ? claimsOf(access) : null;
  if (access && claims && fresh(claims))
    return { accessToken: access, user: userOf(claims, cookies.get(USER_COOKIE)) };
  const refreshToken = cookies.get(REFRESH_COOKIE);
  if (!refreshToken) return 'signed-out';
  const answer = await refreshFactorySession(event, refreshToken);
  if (answer.kind === 'unreachable') return 'unreachable';
  if (answer.kind === 'refused') {
    clearFactorySession(cookies);
    const notActive = tenantNotActiveOf(answer.refusal);
    return notActive ? { ended: notActive } : 'signed-out';
  }
  saveFactorySession(cookies, url, answer);
  const renewed = claimsOf(answer.token);
  if (!renewed) return 'unreachable';
  return { accessToken: answer.token, user: userOf(renewed, JSON.stringify(answer.user)) };
}

/**
 * The factory session a factory page needs: without one, the factory's sign-in (coming back
 * here); the factory unreachable while the session needs renewing, the 503 page.
 */
export async function requireFactorySession(
  event: Visitor & Pick<RequestEvent, 'cookies' | 'url' | 'request'>,
): Promise<FactorySession> {
  const state = await resolveFactorySession(event);
  if (state === 'signed-out') redirect(303, factorySignInPath(event.url));
  if (state === 'unreachable')
    error(503, { message: 'The factory service did not answer. Please try again in a moment.' });
  if ('ended' in state) redirect(303, `${factorySignInPath(event.url)}&ended=${tenantEnded(state.ended)}`);
  return state;
}

/** `/factory/login?next=<this page>`. */
export function factorySignInPath(url: URL): string {
  return signInPath(url, '/factory/login');
}

/**
 * Ends this request's factory session because the factory refused its token (401): the cookies
 * are cleared and the page goes to the factory's sign-in, coming back here.
 */
export function endFactorySession(event: Pick<RequestEvent, 'cookies' | 'url'>): never {
  clearFactorySession(event.cookies);
  redirect(303, factorySignInPath(event.url));
}

/**
 * Signs out at the factory (the refresh token's family ends there, so a copied cookie is dead
 * too) and forgets the cookies. The factory unreachable still signs the person out here.
 */
export async function factoryLogout(event: Visitor & Pick<RequestEvent, 'cookies'>): Promise<void> {
  const refreshToken = event.cookies.get(REFRESH_COOKIE);
  clearFactorySession(event.cookies);
  if (!refreshToken) return;
  refreshes.forget(digest(refreshToken));
  try {
    const response = await globalThis.fetch(`${services.factory}/api/v1/auth/logout`, {
      headers: { cookie: `${FACTORY_REFRESH_COOKIE}=${encodeURIComponent(refreshToken)}` },
    });
    await response.body?.cancel();
  } catch {
    // Nothing to undo: the cookies are gone from this browser, and the token expires by itself.
  }
}
