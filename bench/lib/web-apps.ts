import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './processes.js';

/** Debian's Chromium, which the page audits drive (as the web app's browser tests do). */
export const CHROMIUM = '/usr/bin/chromium';

/** A SvelteKit app built with adapter-node, started from its own entry like a service. */
export interface WebApp {
  /** The built server, `node <entry>` with WEB_PORT. */
  readonly entry: string;
  /** A path that answers 200 without calling any service: the app is up. */
  readonly readyPath: string;
  /** Builds the app when its sources changed since the last build. */
  build(): void;
}

const BARE_KIT = join(ROOT, 'bench', 'fixtures', 'bare-kit');
const BARE_KIT_OUT = join(ROOT, 'node_modules', '.cache', 'bench-bare-kit');

function sourceDigest(dir: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const full = join(dir, input);
    if (!existsSync(full)) continue;
    const files = statSync(full).isFile()
      ? [full]
      : readdirSync(full, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
          .sort();
    for (const file of files) hash.update(relative(dir, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

function buildBareKit(): void {
  const stamp = join(BARE_KIT_OUT, '.source-digest');
  const digest = sourceDigest(BARE_KIT, ['src', 'svelte.config.js', 'vite.config.js', 'package.json']);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  // Kit's server code imports `cookie` 0.6, which the web app pins in its own node_modules
  // (the root one is 2.x, for Node 22): the bare kit resolves the same copy.
  const cookie = join(BARE_KIT, 'node_modules', 'cookie');
  const webCookie = join(ROOT, 'apps', 'web', 'node_modules', 'cookie');
  if (!existsSync(cookie) && existsSync(webCookie)) {
    mkdirSync(join(BARE_KIT, 'node_modules'), { recursive: true });
    symlinkSync(webCookie, cookie, 'dir');
  }
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: BARE_KIT,
      stdio: 'inherit',
    },
  );
  writeFileSync(stamp, digest);
}

export const WEB_APPS: Readonly<Record<string, WebApp>> = {
  /** The product's web app, built as `npm start` builds it. */
  web: {
    entry: join(ROOT, 'apps', 'web', 'build', 'index.js'),
    readyPath: '/robots.txt',
    build: () => {
      execFileSync(process.execPath, [join(ROOT, 'apps', 'web', 'scripts', 'build.mjs')], {
        cwd: ROOT,
        stdio: 'inherit',
      });
    },
  },
  /** SvelteKit's bare server-rendered route (`bench/fixtures/bare-kit`): the web app's baseline. */
  'bare-kit': { entry: join(BARE_KIT_OUT, 'index.js'), readyPath: '/', build: buildBareKit },
};

/**
 * Builds the app when its sources changed, before every start: the check is a digest of its
 * sources, and the web app's build script waits for a build another process has under way
 * (`npm start`, the browser tests), whose half-written output a server must not start from.
 */
export function ensureBuilt(name: string): WebApp {
  const app = WEB_APPS[name];
  if (!app) throw new Error(`${name} is not a web app`);
  app.build();
  return app;
}
