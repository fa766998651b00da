import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sveltekit } from '@sveltejs/kit/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The ALTCHA widget as its own published, minified module (it registers <altcha-widget> when it
// runs): pages rendered on the server only load it by a <script type="module"> of its address,
// and the app imports the same address, so a page never runs it twice.
const altchaStandalone = join(dirname(createRequire(import.meta.url).resolve('altcha')), 'altcha.min.js');

export default defineConfig({
  plugins: [tailwindcss(), sveltekit()],
  // By a pattern: an alias named as a string is not matched with a query (`?url`) after it.
  resolve: { alias: [{ find: /^altcha-standalone(?=\?|$)/, replacement: altchaStandalone }] },
  server: { port: 5173 },
  // The timing report is for profiling builds, not for every start.
  build: { modulePreload: false, rolldownOptions: { checks: { pluginTimings: false } } },
});
