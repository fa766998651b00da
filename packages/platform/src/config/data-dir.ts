import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

/**
 * The folder of the npm project that holds `start`'s cwd: the nearest ancestor of `from` whose
 * package.json declares workspaces (the repository root), else `from` itself.
 */
export function projectRoot(from = process.cwd()): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ('workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
      } catch {
        // Not JSON: not the root either.
      }
    }
    if (dirname(dir) === dir) return resolve(from);
  }
}

/**
 * `DATA_DIR` as an absolute folder. A relative one is taken from the repository root, not from
 * the directory a command runs in, so `npm start` at the root, `npm start -w services/x` and
 * `npm run seed -w services/x` (whose cwd is the workspace folder) all mean the same folder.
 */
export function resolveDataDir(raw: string | undefined = process.env.DATA_DIR): string {
  const value = raw === undefined || raw === '' ? '.data' : raw;
  return isAbsolute(value) ? value : resolve(projectRoot(), value);
}
