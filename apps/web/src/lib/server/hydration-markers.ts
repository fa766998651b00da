/**
 * Svelte's hydration markers, taken out of a page that will never hydrate.
 *
 * Svelte writes a comment around every block of a server-rendered component (`<!--[-->`,
 * `<!--]-->`, `<!---->`, `<!--[0-->`, `<!--[-1-->`…) so that its client can find them again.
 * A page rendered on the server only (`csr = false`) has no client to read them, and they are
 * not free: Chromium's parser reads a page in slices of a few hundred tokens and paints between
 * them, and each comment is a token. Before a workspace page's heading came some forty of them,
 * enough to push the heading out of the first painted slice and the page's largest paint back
 * by a whole frame of style and layout (bench/README.md). A page that carries SvelteKit's
 * client (its start script names `__sveltekit_`) keeps them: hydration needs every one.
 *
 * Only comments of exactly these forms go. Svelte escapes `<` in text and attribute values,
 * so such a comment can only be a marker, or inside a script or stylesheet of the page's own,
 * none of which writes one.
 */
const MARKER = /<!--(?:\[[!?]?-?\d*|\])?-->/g;
const APP_START = '__sveltekit_';

export function withoutHydrationMarkers(html: string): string {
  if (html.includes(APP_START)) return html;
  return html.replace(MARKER, '');
}
