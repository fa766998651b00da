/**
 * Runs deploy/deploy.test.ts with the root settings until the root vitest.config.ts includes
 * deploy/: `npx vitest run --config deploy/vitest.config.ts`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import root from '../vitest.config.js';

export default mergeConfig(
  root,
  defineConfig({
    root: fileURLToPath(new URL('..', import.meta.url)),
    test: { include: ['deploy/**/*.test.ts'] },
  }),
);
