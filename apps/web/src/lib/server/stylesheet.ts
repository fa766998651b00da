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

/**
 * The page with its inlined stylesheets linked instead: SvelteKit's one `<style>` block (just
 * before its disabled links) removed and the links enabled. A page without them is returned
 * as it is.
 *
 * Searched forwards from the head's start: SvelteKit writes the block before the links, and
 * the block is most of the head (the stylesheet, ~36 KB). Searching back from the links, as
 * this did first, read the whole stylesheet backwards character by character on every
 * signed-in render: 5.7% of the web process's time on the compliance entity page in a profile.
 */
export function linkStylesheets(html: string): string {
  const start = html.indexOf(STYLE_OPEN);
  if (start < 0) return html;
  const end = html.indexOf(STYLE_CLOSE, start);
  if (end < 0) return html;
  const afterStyle = end + STYLE_CLOSE.length;
  const firstLink = html.indexOf(DISABLED, afterStyle);
  const headEnd = html.indexOf('</head>', afterStyle);
  // The first <style> is not SvelteKit's block (one of a page's own head): leave the page be.
  if (firstLink < 0 || headEnd < firstLink || !FIRST_LINK.test(html.slice(afterStyle, firstLink)))
    return html;
  const links = html.slice(afterStyle, headEnd).replaceAll(DISABLED, '');
  return html.slice(0, start) + links + html.slice(headEnd);
}
