import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const web = (path: string) => fileURLToPath(new URL(`./apps/web/${path}`, import.meta.url));

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    globals: true,
    reporters: ['default', './scripts/summary-reporter.ts'],
    globalSetup: ['./scripts/kit-sync.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'platform',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
        },
      },
      {
        // The web app's server-side modules (sessions, clients, relays), without a SvelteKit
        // runtime: its aliases resolved here, `$env/dynamic/private` read from process.env.
        // Its pages have browser tests (apps/web/e2e).
        extends: true,
        resolve: {
          alias: {
            $lib: web('src/lib'),
            $api: web('src/lib/api'),
            '$env/dynamic/private': web('src/lib/server/testing/env.ts'),
          },
        },
        test: { name: 'web', include: ['apps/web/src/lib/**/*.test.ts'] },
      },
    ],
  },
});
