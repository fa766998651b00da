/**
 * A page's stylesheet by its link instead of inlined. SvelteKit inlines the stylesheet (see
 * `inlineStyleThreshold`) and leaves each inlined file's `<link>` in the head, disabled, for its
 * client router. Public pages keep the inlined copy: a first visit paints without a second
 * request, and the page cache renders them once. A signed-in page is rendered for its reader on
 * every request, after the sign-in page has already fetched the file (`preloadHint`); there the
 * ~30 KB of inlined CSS is work on every render (hashed for the ETag, encoded, written) that the
 * browser's cached copy makes needless, so the links are switched on and the inlined copy dropped.
 */
const DISABLED = ' disabled media="(max-width: 0)"';

export function linkedStylesheets(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || !html.includes(DISABLED)) return html;
  const head = html.slice(0, headEnd);
  // Only the head's <style> elements are SvelteKit's inlined files; a page's body is left alone.
  const linked = head.replace(/<style[^>]*>[\s\S]*?<\/style>/g, () => '').replaceAll(DISABLED, () => '');
  return linked + html.slice(headEnd);
}

/**
 * The sign-in pages ask the browser to fetch the stylesheet files while the person types, so
 * the first signed-in page (which links them, `linkedStylesheets`) finds them in its cache.
 */
export function prefetchedStylesheets(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const hints = [...html.slice(0, headEnd).matchAll(/<link href="([^"]+)" rel="stylesheet" disabled/g)]
    .map((match) => `<link rel="prefetch" href="${match[1]}">`)
    .join('');
  return hints ? html.slice(0, headEnd) + hints + html.slice(headEnd) : html;
}
