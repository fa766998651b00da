/**
 * Each service's folders depend only downward: `shared/` is the bottom floor and imports no
 * resource folder, and no two folders import each other, directly or round a loop. Type-only
 * imports count: they tie the folders together as much as values do. The files at the root of
 * `src/` (the app, the entry point, the config) assemble the folders and stand above them.
 * Inside a folder, `routes.ts` calls the rules of a `service.ts` and never imports a store.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { projectRoot } from '@platform/kernel/config';

const SERVICES = join(projectRoot(), 'services');
const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The folder of `src/` a file belongs to, or null for a file at the root of `src/`. */
function folderOf(src: string, file: string): string | null {
  const parts = relative(src, file).split(sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

/** Which folder imports which, with one file that shows each edge. */
function folderGraph(src: string): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourcesOf(src)) {
    const from = folderOf(src, file);
    if (from === null) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(src, resolve(dirname(file), specifier ?? ''));
      if (to !== null && to !== from && !edges.has(to)) edges.set(to, relative(src, file));
    }
  }
  return graph;
}

/** Every loop of folders, each written once as `a -> b -> a`. */
function loopsOf(graph: Map<string, Map<string, string>>): string[] {
  const loops = new Set<string>();
  const visit = (path: string[]) => {
    const last = path.at(-1) ?? '';
    for (const next of graph.get(last)?.keys() ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const start = loop.indexOf([...loop].sort()[0] ?? '');
        loops.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' -> '));
      } else {
        visit([...path, next]);
      }
    }
  };
  for (const folder of graph.keys()) visit([folder]);
  return [...loops].sort();
}

const services = readdirSync(SERVICES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe.each(services)('the folders of %s', (service) => {
  const graph = folderGraph(join(SERVICES, service, 'src'));

  it('shared/ imports no other folder', () => {
    const above = [...(graph.get('shared') ?? new Map<string, string>())].map(
      ([folder, file]) => `${file} imports from ${folder}/`,
    );
    expect(above).toEqual([]);
  });

  it('import one another in no loop', () => {
    expect(loopsOf(graph)).toEqual([]);
  });

  it('have routes that call rules, never a store', () => {
    const src = join(SERVICES, service, 'src');
    const reaching = sourcesOf(src)
      .filter((file) => file.endsWith(`${sep}routes.ts`))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(IMPORT)]
          .filter(([, specifier]) => /(^|\/)store\.js$/.test(specifier ?? ''))
          .map(([, specifier]) => `${relative(src, file)} imports ${specifier}`),
      );
    expect(reaching).toEqual([]);
  });
});

describe('the loop finder', () => {
  it('finds a loop of three folders and the bottom floor reaching up', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a/x.ts']])],
      ['b', new Map([['c', 'b/x.ts']])],
      ['c', new Map([['a', 'c/x.ts']])],
      ['shared', new Map()],
    ]);
    expect(loopsOf(graph)).toEqual(['a -> b -> c -> a']);
  });
});
