/**
 * Vitest's global setup: the web app's generated TypeScript configuration
 * (`apps/web/.svelte-kit/tsconfig.json`, which its own extends) is written before any of its
 * modules is transformed, so `npm test` runs on a fresh clone as it does after a build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));

export default function setup(): void {
  if (existsSync(`${web}.svelte-kit/tsconfig.json`)) return;
  execFileSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['--no-install', 'svelte-kit', 'sync'], {
    cwd: web,
    stdio: 'inherit',
  });
}
