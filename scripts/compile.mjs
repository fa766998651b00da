/**
 * Transpiles every workspace's TypeScript to `dist/` with esbuild, in well under a second, so
 * that `npm start` runs plain JavaScript as production does. Types are checked by
 * `npm run typecheck` (and `npm run build`, which also emits declarations), not here.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

const workspaces = ['packages', 'services'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => ({
    src: join(root, group, name, 'src'),
    out: join(root, group, name, 'dist'),
  })),
);
workspaces.push({ src: join(root, 'scripts'), out: join(root, 'scripts', 'dist') });

const isSource = (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');

await Promise.all(
  workspaces
    .filter(({ src }) => existsSync(src))
    .map(({ src, out }) =>
      build({
        entryPoints: readdirSync(src, { recursive: true })
          .map(String)
          .filter((file) => isSource(file) && !file.startsWith('dist'))
          .map((file) => join(src, file)),
        outdir: out,
        outbase: src,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        sourcemap: true,
        logLevel: 'warning',
      }),
    ),
);
