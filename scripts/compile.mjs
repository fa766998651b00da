/**
 * Transpiles every workspace's TypeScript to `dist/` with esbuild, so that `npm start` runs
 * plain JavaScript as production does. Types are checked by `npm run typecheck` (and
 * `npm run build`, which also emits declarations), not here.
 *
 * A workspace whose sources are as they were at its last transpile (the same files, sizes and
 * modification times, and the same version of this script and of esbuild) is left as it is:
 * a start of an unchanged checkout does no work here. `--force` transpiles everything.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STAMP = '.sources';

const workspaces = ['packages', 'services'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => ({
    src: join(root, group, name, 'src'),
    out: join(root, group, name, 'dist'),
  })),
);
workspaces.push({ src: join(root, 'scripts'), out: join(root, 'scripts', 'dist') });

/**
 * Files bundled with what they import, into the one module of the same name: a dependency
 * published as hundreds of small modules costs a start more to load than its code is worth.
 */
const BUNDLED = new Map([[join(root, 'packages', 'platform', 'src'), ['http/typebox.ts']]]);

const isSource = (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');

/** What the output depends on besides the sources: this script and the esbuild that runs it. */
const toolchain = [fileURLToPath(import.meta.url), join(root, 'node_modules', 'esbuild', 'package.json')]
  .map((file) => (existsSync(file) ? `${file}:${statSync(file).size}:${statSync(file).mtimeMs}` : file))
  .join('\n');

function sourcesOf(src) {
  return readdirSync(src, { recursive: true })
    .map(String)
    .filter((file) => isSource(file) && !file.startsWith('dist'))
    .sort();
}

function fingerprint(src, files) {
  const hash = createHash('sha256').update(toolchain);
  for (const file of files) {
    const { size, mtimeMs } = statSync(join(src, file));
    hash.update(`\n${file}:${size}:${mtimeMs}`);
  }
  return hash.digest('hex');
}

/** Transpiles the workspaces whose sources changed since their last transpile (all with `force`). */
export async function compileChanged({ force = false } = {}) {
  const stale = workspaces
    .filter(({ src }) => existsSync(src))
    .map((ws) => {
      const files = sourcesOf(ws.src);
      return { ...ws, files, print: fingerprint(ws.src, files) };
    })
    .filter(({ out, print }) => {
      if (force) return true;
      try {
        return readFileSync(join(out, STAMP), 'utf8') !== print;
      } catch {
        return true;
      }
    });

  if (stale.length > 0) {
    // esbuild is loaded only when there is something to transpile.
    const { build } = await import('esbuild');
    await Promise.all(
      stale.map(async ({ src, out, files, print }) => {
        const options = {
          outdir: out,
          outbase: src,
          format: 'esm',
          platform: 'node',
          target: 'node20',
          sourcemap: true,
          logLevel: 'warning',
        };
        const bundled = BUNDLED.get(src) ?? [];
        await build({
          ...options,
          entryPoints: files.filter((file) => !bundled.includes(file)).map((file) => join(src, file)),
        });
        if (bundled.length > 0) {
          await build({ ...options, bundle: true, entryPoints: bundled.map((file) => join(src, file)) });
        }
        mkdirSync(out, { recursive: true });
        writeFileSync(join(out, STAMP), print);
      }),
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await compileChanged({ force: process.argv.includes('--force') });
}
