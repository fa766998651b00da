/**
 * Rendered public pages, kept for a few seconds and served to every anonymous visitor who
 * asks for the same address (its origin included) in the same theme: a course page read by
 * many people is rendered once, not once per reader, and costs the services nothing while it
 * is kept.
 *
 * Freshness: an entry is fresh for `PAGE_CACHE_SECONDS` (10 by default, 0 turns the cache off),
 * then stale for `PAGE_CACHE_STALE_SECONDS` more (60 by default, 0 for none). A stale page is
 * still answered, at once, to the visitor who asks for it, and rendered again behind that answer
 * for the ones after: on a site whose pages are read less often than every ten seconds, a
 * visitor would otherwise wait for a render nearly every time. Every write made through this app
 * (any form sent by a signed-in person) empties the cache, so an administrator's edit shows at
 * once on this server; a write that reached the services some other way (the API, another
 * replica) shows within the fresh seconds to a page read often, and to the second visitor after
 * them to one read seldom, never later than both periods together. A page found gone when
 * rendered again (a course archived) is dropped at once; a render that fails (a service down)
 * leaves the stale page in place until it runs out. Signed-in people never read from it: their
 * pages are rendered for them.
 *
 * A page is rendered once however many visitors ask for it together: while one request renders
 * it, the others wait for that render instead of each calling the services (a popular page
 * expiring under load would otherwise be rendered by every request in flight).
 *
 * A public page is sent gzipped to a browser that accepts it, compressed once per kept page:
 * with its stylesheet in its head a page is 45-70 KB, a tenth to a fifth of that compressed,
 * which on a phone's connection is most of the time to its first paint.
 */
import { gzipSync } from 'node:zlib';
import type { RequestEvent } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

/** A public page as rendered: what `keepPage` is given. */
export interface RenderedPage {
  readonly body: string;
  readonly headers: Headers;
  readonly etag: string;
}

/** The page gzipped, and the headers that say so. */
interface Gzipped {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly headers: Headers;
}

/** A page as answered: its headers name the encoding as what the answer varies by. */
interface EncodedPage extends RenderedPage {
  /** Made for the first request that accepts it, then served to the others. */
  gzipped?: Gzipped;
}

interface KeptPage extends EncodedPage {
  /** Fresh until then; stale, answered and rendered again, until `staleUntil`; gone after. */
  readonly expiresAt: number;
  readonly staleUntil: number;
}

/** Enough for every published course page and the catalogue's busiest searches. */
const MAX_PAGES = 2_000;
const pages = new Map<string, KeptPage>();

function secondsAsMs(value: string | undefined, otherwise: number): number {
  const seconds = Number(value ?? otherwise);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

const lifetimeMs = () => secondsAsMs(env.PAGE_CACHE_SECONDS, 10);
const staleMs = () => secondsAsMs(env.PAGE_CACHE_STALE_SECONDS, 60);

/** A HEAD is answered the kept GET's headers, as a cache in front would; only a GET's render is kept. */
const READS = new Set(['GET', 'HEAD']);

/** Pages of the public catalogue, asked for by someone without a session (`personal` false). */
function isCacheable(event: RequestEvent, personal: boolean): boolean {
  return (
    !personal &&
    READS.has(event.request.method) &&
    !event.isDataRequest &&
    (event.route.id?.startsWith('/(public)') ?? false) &&
    lifetimeMs() > 0
  );
}

/**
 * A page is kept for the origin it was asked for as well: without SITE_URL its canonical link,
 * `og:url` and JSON-LD name the request's own host, so a page rendered for a forged `Host` must
 * never be served to a visitor of the real one.
 */
function keyOf(event: RequestEvent): string {
  return `${event.locals.theme} ${event.url.origin}${event.url.pathname}${event.url.search}`;
}

/** `gzip` among the accepted encodings, and not refused with `q=0`. */
const ACCEPTS_GZIP = /(?:^|,)\s*gzip\s*(?:,|$|;\s*q=(?!0(?:\.0{0,3})?\s*(?:,|$)))/i;

function encoded(page: RenderedPage): EncodedPage {
  const headers = new Headers(page.headers);
  headers.append('vary', 'accept-encoding');
  return { ...page, headers };
}

function gzippedOf(page: EncodedPage): Gzipped {
  const body = gzipSync(page.body);
  const headers = new Headers(page.headers);
  headers.set('content-encoding', 'gzip');
  // A length given with the page is the uncompressed body's. The ETag is weak: it names the
  // page in either encoding.
  if (headers.has('content-length')) headers.set('content-length', String(body.byteLength));
  return { body, headers };
}

function answer(page: EncodedPage, request: Request): Response {
  if (request.headers.get('if-none-match') === page.etag) {
    return new Response(null, { status: 304, headers: page.headers });
  }
  if (!ACCEPTS_GZIP.test(request.headers.get('accept-encoding') ?? ''))
    return new Response(page.body, { status: 200, headers: page.headers });
  page.gzipped ??= gzippedOf(page);
  return new Response(page.gzipped.body, { status: 200, headers: page.gzipped.headers });
}

/** A kept page as answered, and whether it is past its lifetime and to be rendered again. */
export interface KeptAnswer {
  readonly response: Response;
  readonly stale: boolean;
}

/** The kept page for this request, fresh or stale, or null when it must be rendered. */
export function keptPage(event: RequestEvent, personal: boolean): KeptAnswer | null {
  if (!isCacheable(event, personal)) return null;
  const key = keyOf(event);
  const page = pages.get(key);
  if (!page) return null;
  const now = Date.now();
  if (page.staleUntil <= now) {
    pages.delete(key);
    return null;
  }
  return { response: answer(page, event.request), stale: page.expiresAt <= now };
}

const rendering = new Map<string, Promise<void>>();

export interface Render {
  /** Another request's render of the same page, still under way: wait for it, then read the kept page. */
  readonly elsewhere: Promise<void> | null;
  /** Ends this request's own render (kept or not); nothing when it waits for another. */
  readonly done: () => void;
}

/**
 * Joins the render of this page under way, or makes this request the one rendering it. The
 * check and the claim are one synchronous step: requests that reach the hook in the same tick
 * must not all find nobody rendering.
 */
export function joinRender(event: RequestEvent, personal: boolean): Render {
  if (!isCacheable(event, personal)) return { elsewhere: null, done: () => {} };
  const key = keyOf(event);
  const pending = rendering.get(key);
  if (pending !== undefined) return { elsewhere: pending, done: () => {} };
  let finish = () => {};
  const own = new Promise<void>((resolve) => {
    finish = resolve;
  });
  rendering.set(key, own);
  return {
    elsewhere: null,
    done: () => {
      if (rendering.get(key) === own) rendering.delete(key);
      finish();
    },
  };
}

/** Keeps a public page just rendered (when this request may be kept) and answers it. */
export function keepPage(event: RequestEvent, personal: boolean, rendered: RenderedPage): Response {
  const page = encoded(rendered);
  if (isCacheable(event, personal) && event.request.method === 'GET') {
    const key = keyOf(event);
    pages.delete(key);
    const expiresAt = Date.now() + lifetimeMs();
    pages.set(key, { ...page, expiresAt, staleUntil: expiresAt + staleMs() });
    // A Map iterates in insertion order: the first key is the page kept longest ago.
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
  }
  return answer(page, event.request);
}

const values = new Map<string, { readonly value: Promise<unknown>; readonly expiresAt: number }>();

/**
 * A read every public page shares (the taxonomies), made at most once per lifetime of a kept
 * page and forgotten with them; concurrent renders wait for the same read.
 */
export function keptValue<T>(name: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const found = values.get(name);
  if (found && found.expiresAt > now) return found.value as Promise<T>;
  const value = load();
  if (lifetimeMs() > 0) {
    values.set(name, { value, expiresAt: now + lifetimeMs() });
    // A failed read is not kept: the next page asks again.
    value.catch(() => {
      if (values.get(name)?.value === value) values.delete(name);
    });
  }
  return value;
}

/** A kept page found gone when rendered again (404, 410): not answered stale any longer. */
export function forgetPage(event: RequestEvent): void {
  pages.delete(keyOf(event));
}

/** A write went through this app: what the public pages show may have changed. */
export function forgetPages(): void {
  pages.clear();
  values.clear();
}
