/**
 * The README's table of configuration variables, generated from the services' catalogues
 * so that it cannot drift: `npm run docs:config` rewrites it; a test fails when it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Spec } from '@platform/kernel/config';
import { launcherModules } from './services.js';

const README = fileURLToPath(new URL('../README.md', import.meta.url));
const BEGIN = '<!-- config:begin -->';
const END = '<!-- config:end -->';

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

export function configTable(): string {
  const seen = new Map<string, { spec: Spec[string]; services: string[] }>();
  for (const m of launcherModules) {
    for (const [name, spec] of Object.entries(m.vars)) {
      const entry = seen.get(name) ?? { spec, services: [] };
      entry.services.push(m.name);
      seen.set(name, entry);
    }
  }
  const all = launcherModules.length;
  const rows = [...seen.entries()].map(([name, { spec, services }]) => {
    const fallback = spec.secret
      ? 'generated (development)'
      : spec.fallback !== undefined
        ? `\`${spec.fallback}\``
        : 'unset';
    const production = spec.production ?? (spec.requiredInProduction ? 'required' : '');
    const who = services.length === all ? 'all' : services.join(', ');
    return `| \`${name}\` | ${cell(fallback)} | ${cell(spec.doc)} | ${cell(production)} | ${who} |`;
  });
  return ['| variable | default | meaning | production | read by |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}

export function readmeWithTable(readme: string): string {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${BEGIN} … ${END} block`);
  return `${readme.slice(0, start + BEGIN.length)}\n${configTable()}\n${readme.slice(end)}`;
}

export function readReadme(): string {
  return readFileSync(README, 'utf8');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(README, readmeWithTable(readReadme()));
  console.log('README.md configuration table updated');
}
