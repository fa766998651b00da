/**
 * deploy/README.md's variable tables, grouped by service, generated from the services'
 * catalogues (and the web app's, below) and from what compose.yaml and k8s/ set, so that they
 * cannot drift:
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

/** What the tables need of a variable: the services' `VarSpec` without its parser. */
export interface VariableDoc {
  readonly doc: string;
  readonly fallback?: string;
  readonly requiredInProduction?: boolean;
  readonly secret?: boolean;
}

/**
 * Every variable the web app's server reads when it runs on its own (`node
 * apps/web/build/index.js`): adapter-node's, under the app's `WEB_` prefix, and the service
 * addresses of `apps/web/src/lib/server/config.ts`. adapter-node refuses to start on any other
 * `WEB_` name (deploy.test.ts checks these against its list).
 */
export const webVariables: Readonly<Record<string, VariableDoc>> = {
  WEB_PORT: { fallback: '3000', doc: 'port of the web app' },
  WEB_HOST: { fallback: '0.0.0.0', doc: 'address the web app binds to' },
  WEB_ORIGIN: {
    doc: 'the public origin of the web app (https://app.example.com); form posts from any other origin are refused. Unset: taken from each request, through WEB_PROTOCOL_HEADER and WEB_HOST_HEADER',
  },
  WEB_PROTOCOL_HEADER: {
    doc: 'header naming the protocol the browser used (x-forwarded-proto), believed only without WEB_ORIGIN',
  },
  WEB_HOST_HEADER: {
    doc: 'header naming the host the browser asked for (x-forwarded-host), believed only without WEB_ORIGIN',
  },
  WEB_ADDRESS_HEADER: {
    doc: "header holding the visitor's address (X-Forwarded-For behind a proxy); unset: the connection's address",
  },
  WEB_XFF_DEPTH: {
    fallback: '1',
    doc: 'with WEB_ADDRESS_HEADER=X-Forwarded-For, how many trusted proxies the request passed: the entry that many from the right is the visitor',
  },
  WEB_BODY_SIZE_LIMIT: {
    fallback: '512K',
    doc: "largest request body accepted (bytes, K, M or G; Infinity for none): above the largest upload a service takes (compliance's 10 MB) and its multipart framing, since uploads pass through; npm start and both layouts set 11M, adapter-node alone keeps 512K",
  },
  WEB_SHUTDOWN_TIMEOUT: {
    fallback: '30',
    doc: 'seconds in-flight requests get after SIGTERM (the listener closes at once) before their connections are closed',
  },
  IDENTITY_URL: {
    fallback: 'http://localhost:4000/auth/v1',
    doc: "identity's address, /auth/v1 included: sign-in, sessions, and the JWKS that verifies them",
  },
  TRAINING_URL: {
    fallback: 'http://localhost:4020/api/v1',
    doc: "training's address (its API under /api/v1)",
  },
  FACTORY_URL: { fallback: 'http://localhost:4030/api/v1', doc: "factory's address (its API under /api/v1)" },
  SITE_URL: {
    doc: "the web app's public address, for canonical links, Open Graph and the sitemap; unset: each request's own origin",
  },
  SIGNUP_CHALLENGE_SECRET: {
    secret: true,
    requiredInProduction: true,
    doc: "HMAC key of the compliance sign-up's bot challenge (16+ characters); every replica needs the same one, or a challenge fetched from one is refused by another",
  },
};

/** The web app, beside the services: its name in both layouts and its catalogue. */
export const WEB = { name: 'web', vars: webVariables } as const;

/** The environment compose.yaml gives the first replica of each service and of the web app. */
function composeEnv(): Map<string, Env> {
  const compose = parse(readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Env }>;
  };
  return new Map(
    [...launcherModules.map((m) => m.name), WEB.name].map((name) => [
      name,
      compose.services[`${name}-1`]?.environment ?? {},
    ]),
  );
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
    // The web app shares no variable with the services' common set: all of its own are listed.
    { title: 'web (the web app)', names: Object.keys(WEB.vars), services: [WEB.name] },
  ];
  const catalogues = new Map<string, Readonly<Record<string, VariableDoc>>>([
    ...launcherModules.map((m) => [m.name, m.vars] as const),
    [WEB.name, WEB.vars],
  ]);
  const sections = groups.map(({ title, names, services }) => {
    const vars = catalogues.get(services[0] as string) ?? {};
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
