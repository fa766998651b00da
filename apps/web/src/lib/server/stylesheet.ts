/**
 * Where a page's stylesheets go: linked, as SvelteKit writes them, or in the page's head.
 *
 * A public page carries them in its head: it is kept and served again for a few seconds
 * (page-cache.ts), and a first visit paints without a second request, which with a phone's CPU
 * showed as 0.2-0.4 s earlier paints.
 *
 * A page rendered for one person links them: it is rendered on every request, and the browser
 * fetches the stylesheet (about 36 KB) once and keeps it, its name changing with its content.
 * Rendering such a page with the stylesheet and taking it out afterwards, as this module once
 * did, cost more than the bytes: with it, a page of a few dozen rows passed 64K characters, and
 * V8 puts every copy of a string that long holding any character beyond Latin-1 (₹, −) in its
 * large-object space. Each copy the server made (the page put together, transformed, hashed
 * for its ETag) then cost about 0.7 ms instead of 20 µs: a sixth of a worker's ledger's render.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A stylesheet link as SvelteKit writes it into a page's head. */
const LINK = /<link href="([^"]+)" rel="stylesheet">/g;

/**
 * The built stylesheets a page may name, as SvelteKit's relative addresses give them: only
 * these are read from disk, whatever else a page's head might hold.
 */
const BUILT = /^(?:\.{1,2}\/)*_app\/immutable\/assets\/([\w-]+(?:\.[\w-]+)*\.css)$/;

/** What SvelteKit writes on the links of stylesheets it inlined, so its client adds them not again. */
const INLINED = ' disabled media="(max-width: 0)"';

/**
 * The page with the stylesheets its head links written into it, each before its link (kept,
 * disabled, as SvelteKit keeps the links of what it inlines). A stylesheet `read` does not
 * know stays linked. The body is left alone.
 */
export function inlineStylesheets(html: string, read: (file: string) => string | undefined): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replace(LINK, (link, href: string) => {
    const file = BUILT.exec(href)?.[1];
    const css = file === undefined ? undefined : read(file);
    // A stylesheet that could close the element it is written into stays linked.
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css}</style>${link.replace('>', `${INLINED}>`)}`;
  });
  return head + html.slice(headEnd);
}

/** adapter-node's build keeps the browser's files in `client/` beside the server's. */
function findClientAssets(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const assets = join(dir, 'client', '_app', 'immutable', 'assets');
    if (existsSync(assets)) return assets;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

let clientAssets: string | null | undefined;
const builtStylesheets = new Map<string, string | undefined>();

/**
 * A built stylesheet's text, read once. Under the development server there is no build to
 * read (it serves the styles itself), and pages keep their links.
 */
export function builtStylesheet(file: string): string | undefined {
  if (!builtStylesheets.has(file)) {
    clientAssets ??= findClientAssets();
    const path = clientAssets === null ? null : join(clientAssets, file);
    builtStylesheets.set(file, path !== null && existsSync(path) ? readFileSync(path, 'utf8') : undefined);
  }
  return builtStylesheets.get(file);
}
