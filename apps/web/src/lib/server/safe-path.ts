/**
 * The one rule for an address taken from a request to send the browser on to (`next` after
 * sign-in or a mailed link, `back` after choosing a theme): a path on this site, or nothing.
 *
 * Checking the text by hand (`starts with / and not //`) lets through what browsers read as
 * another host: `/\evil.example` (a backslash is a slash to them) and `/<tab>/evil.example`
 * (tabs and line breaks are dropped from URLs). So the value is parsed as a browser would,
 * against this site's origin, and kept only when it stays on that origin; anything a browser
 * might read differently from the URL parser (backslashes, control characters) is refused
 * before parsing. What is answered is the parsed path, never the raw text.
 */
import { error } from '@sveltejs/kit';

/** Backslashes, ASCII control characters (tab, CR, LF, ...) and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/**
 * `value` as a path on the site at `origin` (`/courses?page=2#x`), or null when it is not one:
 * not a string, empty, not starting with a single `/`, or leading anywhere else.
 */
export function sameSitePath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (UNSAFE.test(value)) return null;
  let parsed: URL;
  let site: string;
  try {
    site = new URL(origin).origin;
    parsed = new URL(value, site);
  } catch {
    return null;
  }
  if (parsed.origin !== site) return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // The parser may turn an odd path into `//host...` (`/.//evil` normalises so); never answer that.
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/**
 * Where to send the browser: `fallback` when the request named nothing, the named path when it
 * is on this site, and a 400 otherwise. A malformed `next` is never produced by this site's own
 * links, so it is refused plainly rather than silently replaced.
 */
export function redirectPath(value: unknown, origin: string, fallback: string): string {
  if (value === null || value === undefined || value === '') return fallback;
  const path = sameSitePath(value, origin);
  if (path === null) error(400, { message: 'The address to go on to is not a page of this site.' });
  return path;
}
