/**
 * Builds the web app when its sources changed since the last build, and only then: a Vite
 * build takes tens of seconds, and `npm start` of an unchanged checkout must start in seconds.
 * The build records a digest of everything it was made from (sources, static files, config,
 * the pinned dependencies) beside its output; `--force` builds regardless.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(app, 'build', '.source-digest');
const inputs = [
  'src',
  'static',
  'svelte.config.js',
  'vite.config.ts',
  'package.json',
  '../../package-lock.json',
];

function files(path) {
  const full = join(app, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export function sourceDigest() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) {
      hash.update(relative(app, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const digest = sourceDigest();
const built = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
if (built === digest && !process.argv.includes('--force') && existsSync(join(app, 'build', 'handler.js'))) {
  process.exit(0);
}
console.log('Building the web app (its sources changed since the last build)…');
const started = Date.now();
const result = spawnSync(
  process.execPath,
  [
    join(dirname(createRequire(join(app, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js'),
    'build',
    '--logLevel',
    'warn',
  ],
  {
    cwd: app,
    stdio: 'inherit',
  },
);
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stamp, digest);
console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
