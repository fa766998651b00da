/**
 * Which mailed link this browser asked for. Identity's links end at `/auth/callback` with a
 * session in the fragment; anyone can make such a link for their own account and send it, and
 * a page that signed in whoever's tokens arrived would sign a stranger in as the sender (who
 * then sees what the stranger does there). So the page asking identity for a mail (recovery)
 * puts a random `flow` in the link's address and the same value in an httpOnly cookie of this
 * browser: the callback signs in at once only when the two agree. Any other link (opened in
 * another browser, an invitation, someone else's) is shown with the account it signs in as,
 * and is used only when the person confirms with a click.
 *
 * Identity (GoTrue's implicit flow, without PKCE) cannot bind the link itself to a browser,
 * hence the state kept here.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Cookies } from '@sveltejs/kit';
import { siteUrl } from './config';

const FLOW_COOKIE = 'link-flow';
const PENDING_COOKIE = 'link-pending';
const CALLBACK = '/auth/callback';
/** As long as identity's links live by default (EMAIL_LINK_TTL_SECONDS). */
const FLOW_MAX_AGE = 3600;
/** Long enough to read the question and answer it. */
const PENDING_MAX_AGE = 600;

function options(url: URL, maxAge: number) {
  return {
    path: CALLBACK,
    httpOnly: true,
    sameSite: 'lax',
    secure: url.protocol === 'https:',
    maxAge,
  } as const;
}

/**
 * The `redirect_to` of a mail this browser asks for, leading to `next` after the callback; the
 * browser keeps the matching cookie. A newer request replaces the older one's value (its link
 * then asks before signing in).
 */
export function startLinkFlow(cookies: Cookies, url: URL, next: string): string {
  const flow = randomBytes(24).toString('base64url');
  cookies.set(FLOW_COOKIE, flow, options(url, FLOW_MAX_AGE));
  const query = new URLSearchParams({ next, flow });
  return `${siteUrl(url)}${CALLBACK}?${query}`;
}

/** Whether the link's `flow` is the one this browser asked for. */
export function isOwnFlow(cookies: Cookies, flow: unknown): boolean {
  const kept = cookies.get(FLOW_COOKIE);
  if (!kept || typeof flow !== 'string' || !flow) return false;
  const a = Buffer.from(kept);
  const b = Buffer.from(flow);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function endLinkFlow(cookies: Cookies): void {
  cookies.delete(FLOW_COOKIE, { path: CALLBACK });
  cookies.delete(PENDING_COOKIE, { path: CALLBACK });
}

export interface PendingLink {
  readonly access: string;
  readonly refresh: string;
  readonly next: string;
}

/** A link waiting for the person's confirmation: kept out of the page, in an httpOnly cookie. */
export function holdLink(cookies: Cookies, url: URL, link: PendingLink): void {
  const value = Buffer.from(JSON.stringify(link)).toString('base64url');
  cookies.set(PENDING_COOKIE, value, options(url, PENDING_MAX_AGE));
}

export function heldLink(cookies: Cookies): PendingLink | null {
  const raw = cookies.get(PENDING_COOKIE);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { access, refresh, next } = value as Record<string, unknown>;
    return typeof access === 'string' && typeof refresh === 'string' && typeof next === 'string'
      ? { access, refresh, next }
      : null;
  } catch {
    return null;
  }
}
