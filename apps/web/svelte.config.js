import adapter from '@sveltejs/adapter-node';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
export default {
  preprocess: vitePreprocess(),
  // No `window.__svelte` version stamp: a module of its own, imported by every chunk, that the
  // app never reads.
  compilerOptions: { runes: true, discloseVersion: false },
  kit: {
    // Precompressed assets: the server sends the .br/.gz beside each file, no compression per
    // request. WEB_ prefixes adapter-node's variables (WEB_PORT, WEB_HOST, WEB_ORIGIN, ...), so
    // they never clash with the services' PORT-style settings in one environment.
    adapter: adapter({ out: 'build', precompress: true, envPrefix: 'WEB_' }),
    alias: { $api: 'src/lib/api' },
    // The server says which route a path is when the browser first navigates to it, so the
    // list of every route (each workspace's pages included) is not in every page's script: a
    // public page ships ~2 KB less (gzip) against its 50 KiB budget, for one small request on
    // the first visit to each path (mostly made while the pointer rests on the link).
    router: { resolution: 'server' },
    // No `inlineStyleThreshold`: SvelteKit links the stylesheets, and the server hook writes
    // them into the head of a public page only (src/lib/server/stylesheet.ts says why).
    // A Content-Security-Policy header on every page. Hashes rather than nonces: public pages
    // are kept and served again to other visitors (the page cache, ETags), and a nonce shown to
    // everyone is no nonce. Scripts come from this site only (SvelteKit's inline start script by
    // its hash; the payment page alone adds Razorpay Checkout, in hooks.server.ts); styles may be inline
    // (the stylesheets in public pages' heads, Svelte's transitions, style attributes of the widgets),
    // which also keeps SvelteKit from adding hashes that would switch 'unsafe-inline' off. The
    // ALTCHA widget is bundled here; it solves in a worker made from a blob: URL.
    csp: {
      mode: 'hash',
      directives: {
        'default-src': ['self'],
        'script-src': ['self'],
        'style-src': ['self', 'unsafe-inline'],
        'img-src': ['self', 'data:'],
        'font-src': ['self'],
        'connect-src': ['self'],
        'worker-src': ['self', 'blob:'],
        'frame-ancestors': ['none'],
        'form-action': ['self'],
        'base-uri': ['self'],
        'object-src': ['none'],
      },
    },
  },
};
