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

/**
 * The page with its inlined stylesheets linked instead: SvelteKit's one `<style>` block (just
 * before its disabled links) removed and the links enabled. A page without them is returned
 * as it is.
 */
export function linkStylesheets(html: string): string {
  const firstLink = html.indexOf(DISABLED);
  if (firstLink < 0) return html;
  const end = html.lastIndexOf(STYLE_CLOSE, firstLink);
  const start = end < 0 ? -1 : html.lastIndexOf(STYLE_OPEN, end);
  if (start < 0) return html;
  const headEnd = html.indexOf('</head>', firstLink);
  if (headEnd < 0) return html;
  const links = html.slice(end + STYLE_CLOSE.length, headEnd).replaceAll(DISABLED, '');
  return html.slice(0, start) + links + html.slice(headEnd);
}
