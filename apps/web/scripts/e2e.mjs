/**
 * The browser tests, as `npm test` runs them: Playwright in the machine's Chromium (Debian's
 * package, or CHROMIUM_PATH). Without a Chromium they are skipped, and said to be; nothing is
 * ever downloaded. BROWSER_TESTS=false skips them on purpose (a second pass on other backends:
 * they always run the platform on its embedded defaults).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('..', import.meta.url));
const root = join(app, '..', '..');

if (process.env.BROWSER_TESTS === 'false') {
  console.log('Browser tests skipped: BROWSER_TESTS=false.');
  process.exit(0);
}
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
if (!chromium) {
  console.log(
    "Browser tests skipped: no Chromium found (install Debian's chromium package, or set CHROMIUM_PATH).",
  );
  process.exit(0);
}

// Playwright collects the tests (which import the compiled kernel) before its global setup runs.
const compiled = spawnSync(process.execPath, [join(root, 'scripts', 'compile.mjs')], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

const cli = join(
  dirname(createRequire(join(app, 'package.json')).resolve('@playwright/test/package.json')),
  'cli.js',
);
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: app,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
