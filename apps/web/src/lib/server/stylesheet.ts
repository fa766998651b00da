/**
 * Where a page's stylesheet goes: in its head, or linked.
 *
 * SvelteKit writes the stylesheets into every page's head (`inlineStyleThreshold`), and with
 * them, disabled, the links it would otherwise have written. That suits a public page: it is
 * kept and served again for a few seconds (page-cache.ts), and a first visit paints without a
 * second request. A page rendered for one person is rendered on every request, and the
 * stylesheet (about 36 KB) was two thirds of it: rendered, hashed for SvelteKit's ETag and sent
 * each time. Such a page links the stylesheet instead, which the browser fetches once and keeps
 * (its name changes with its content).
 */

/** How SvelteKit marks a link whose stylesheet it wrote into the head. */
const DISABLED = ' disabled media="(max-width: 0)"';
const STYLE_OPEN = '<style>';
const STYLE_CLOSE = '</style>';

/** What lies between SvelteKit's `<style>` block and its first disabled link: its own whitespace. */
const FIRST_LINK = /^\s*<link href="[^"]*" rel="stylesheet"$/;

/** A page whose stylesheets are linked, and their addresses as its links give them. */
export interface LinkedPage {
  readonly html: string;
  readonly stylesheets: readonly string[];
}

const LINK_HREF = /<link href="([^"]*)" rel="stylesheet">/g;

/**
 * The page with its inlined stylesheets linked instead: SvelteKit's one `<style>` block (just
 * before its disabled links) removed and the links enabled. A page without them is returned
 * as it is, with no stylesheet named.
 *
 * Searched forwards from the head's start: SvelteKit writes the block before the links, and
 * the block is most of the head (the stylesheet, ~36 KB). Searching back from the links, as
 * this did first, read the whole stylesheet backwards character by character on every
 * signed-in render: 5.7% of the web process's time on the compliance entity page in a profile.
 */
export function linkStylesheets(html: string): LinkedPage {
  const unchanged = { html, stylesheets: [] };
  const start = html.indexOf(STYLE_OPEN);
  if (start < 0) return unchanged;
  const end = html.indexOf(STYLE_CLOSE, start);
  if (end < 0) return unchanged;
  const afterStyle = end + STYLE_CLOSE.length;
  const firstLink = html.indexOf(DISABLED, afterStyle);
  const headEnd = html.indexOf('</head>', afterStyle);
  // The first <style> is not SvelteKit's block (one of a page's own head): leave the page be.
  if (firstLink < 0 || headEnd < firstLink || !FIRST_LINK.test(html.slice(afterStyle, firstLink)))
    return unchanged;
  const links = html.slice(afterStyle, headEnd).replaceAll(DISABLED, '');
  return {
    html: html.slice(0, start) + links + html.slice(headEnd),
    stylesheets: Array.from(links.matchAll(LINK_HREF), (match) => match[1] ?? ''),
  };
}

/**
 * The `Link` header that has the browser fetch a page's stylesheets as soon as the answer's
 * headers arrive, before it reads the head (each address made absolute: the page's own are
 * relative to where it is). At a quarter of the CPU, Chromium sent a signed-in page's
 * stylesheet requests 70-90 ms after the answer came and its first paint waited for them.
 */
export function preloadHeader(stylesheets: readonly string[], page: URL): string | null {
  if (stylesheets.length === 0) return null;
  return stylesheets.map((href) => `<${new URL(href, page).pathname}>; rel="preload"; as="style"`).join(', ');
}
