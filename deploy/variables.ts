/**
 * deploy/README.md's variable tables, grouped by service, generated from the services'
 * catalogues and from what compose.yaml and k8s/ set, so that they cannot drift:
 * `node --conditions=source --import tsx deploy/variables.ts` rewrites them; deploy.test.ts
 * fails when they are stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { launcherModules } from '../scripts/services.js';

const DEPLOY = fileURLToPath(new URL('.', import.meta.url));
export const README = join(DEPLOY, 'README.md');
const BEGIN = '<!-- variables:begin -->';
const END = '<!-- variables:end -->';

type Env = Record<string, string>;

/** The environment compose.yaml gives the first replica of each service. */
function composeEnv(): Map<string, Env> {
  const compose = parse(readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Env }>;
  };
  return new Map(launcherModules.map((m) => [m.name, compose.services[`${m.name}-1`]?.environment ?? {}]));
}

/** Where k8s/ sets each variable of each service: `ConfigMap name: value` or `Secret`. */
function kubernetesEnv(): Map<string, Env> {
  const docs = readdirSync(join(DEPLOY, 'k8s'))
    .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
    .flatMap((f) =>
      parseAllDocuments(readFileSync(join(DEPLOY, 'k8s', f), 'utf8')).map(
        (d) => d.toJS() as { kind: string; metadata: { name: string }; data?: Env; spec?: unknown },
      ),
    );
  const maps = new Map(
    docs.filter((d) => d.kind === 'ConfigMap').map((d) => [d.metadata.name, d.data ?? {}]),
  );
  const out = new Map<string, Env>();
  for (const d of docs.filter((doc) => doc.kind === 'Deployment')) {
    const container = (
      d.spec as {
        template: {
          spec: {
            containers: {
              envFrom?: { configMapRef: { name: string } }[];
              env?: { name: string; valueFrom?: { secretKeyRef?: { name: string } } }[];
            }[];
          };
        };
      }
    ).template.spec.containers[0];
    const env: Env = {};
    for (const from of container?.envFrom ?? []) {
      for (const [k, v] of Object.entries(maps.get(from.configMapRef.name) ?? {}))
        env[k] = `\`${v}\` (${from.configMapRef.name})`;
    }
    for (const e of container?.env ?? []) if (e.valueFrom?.secretKeyRef) env[e.name] = 'Secret';
    out.set(d.metadata.name, env);
  }
  return out;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function composeCell(value: string | undefined): string {
  if (value === undefined) return '';
  // `${NAME:?message}` is a required value of deploy/.env.
  return `\`${value.replace(/:\?[^}]*\}/g, '}')}\``;
}

export function variablesTables(): string {
  const compose = composeEnv();
  const kube = kubernetesEnv();
  const everyone = Object.keys(launcherModules[0]?.vars ?? {}).filter((name) =>
    launcherModules.every((m) => name in m.vars),
  );
  const groups = [
    { title: 'Every service', names: everyone, services: launcherModules.map((m) => m.name) },
    ...launcherModules.map((m) => ({
      title: m.name,
      names: Object.keys(m.vars).filter((n) => !everyone.includes(n)),
      services: [m.name],
    })),
  ];
  const sections = groups.map(({ title, names, services }) => {
    const vars = launcherModules.find((m) => m.name === services[0])?.vars ?? {};
    const rows = names.map((name) => {
      const spec = vars[name];
      const fallback = spec?.secret
        ? 'generated (development)'
        : spec?.fallback !== undefined
          ? `\`${spec.fallback}\``
          : 'unset';
      const required = spec?.requiredInProduction ? ' **required**' : '';
      // A variable of every service is set alike for all; show the first service's value.
      const first = services[0] as string;
      return `| \`${name}\`${required} | ${cell(fallback)} | ${cell(composeCell(compose.get(first)?.[name]))} | ${cell(kube.get(first)?.[name] ?? '')} | ${cell(spec?.doc ?? '')} |`;
    });
    return [
      `#### ${title}`,
      '',
      '| variable | default | compose.yaml | k8s | meaning |',
      '|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  });
  return sections.join('\n\n');
}

export function readmeWithTables(readme: string): string {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`deploy/README.md has no ${BEGIN} … ${END} block`);
  return `${readme.slice(0, start + BEGIN.length)}\n${variablesTables()}\n${readme.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(README, readmeWithTables(readFileSync(README, 'utf8')));
  console.log('deploy/README.md variable tables updated');
}
