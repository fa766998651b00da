/**
 * Builds the web app when its sources changed since the last build, and only then: a Vite
 * build takes tens of seconds, and `npm start` of an unchanged checkout must start in seconds.
 * The build records a digest of everything it was made from (sources, static files, config,
 * the pinned dependencies) beside its output; `--force` builds regardless.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/**
 * One build at a time per checkout: two at once would write the same .svelte-kit output. The
 * lock is a folder (made atomically) holding the builder's pid; a lock whose process is gone is
 * taken over.
 */
const lock = join(app, '.svelte-kit', 'build.lock');
function takeLock() {
  mkdirSync(join(app, '.svelte-kit'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const holder = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : 0);
      let alive = false;
      try {
        process.kill(holder, 0);
        alive = holder > 0;
      } catch {}
      if (!alive) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
}

function upToDate(digest) {
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  return built === digest && existsSync(join(app, 'build', 'handler.js'));
}

/**
 * Builds the web app unless it is up to date (or `force`); false when the build failed, its
 * output already printed.
 */
export function buildIfChanged({ force = false } = {}) {
  if (!force && upToDate(sourceDigest())) return true;
  takeLock();
  try {
    // Another build may have finished while this one waited for the lock.
    const digest = sourceDigest();
    if (!force && upToDate(digest)) return true;
    console.log('Building the web app (its sources changed since the last build)…');
    const started = Date.now();
    const result = spawnSync(
      process.execPath,
      [
        join(
          dirname(createRequire(join(app, 'package.json')).resolve('vite/package.json')),
          'bin',
          'vite.js',
        ),
        'build',
        '--logLevel',
        'warn',
      ],
      // The bundlers' notes (import cycles inside dependencies, hints) are noise at every start:
      // the output is shown only when the build fails.
      { cwd: app, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.status !== 0) {
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
      console.error('The web app did not build.');
      return false;
    }
    writeFileSync(stamp, digest);
    console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return true;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!buildIfChanged({ force: process.argv.includes('--force') })) process.exitCode = 1;
}
