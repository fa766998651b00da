import { sveltekit } from '@sveltejs/kit/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), sveltekit()],
  server: { port: 5173 },
  // The timing report is for profiling builds, not for every start.
  build: { modulePreload: false, rolldownOptions: { checks: { pluginTimings: false } } },
});
