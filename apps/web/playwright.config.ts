import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/browser';

/**
 * Browser tests against the whole platform, started once by the global setup (e2e/platform.ts)
 * on free ports with a fresh data folder and the demo data set. One worker: the machine's two
 * cores serve the platform and the browser.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/platform.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  use: {
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: CHROMIUM_ARGS,
    },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
