import { sveltekit } from '@sveltejs/kit/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), sveltekit()],
  server: { port: 5173 },
  // auth-js has a harmless import cycle, and the timing report is for profiling builds.
  build: { rolldownOptions: { checks: { pluginTimings: false, circularDependency: false } } },
});
