/**
 * The deployment layouts checked without a cluster or a Docker daemon: the Kubernetes manifests
 * against the API's JSON schemas (kubernetes-models ships them compiled, so nothing is fetched),
 * the compose file and Caddyfile for what the platform needs of them, every variable either
 * layout passes against the services' configuration catalogues, and the migration step against
 * what the services migrate at start. `docker compose config` and `kubectl kustomize` run too
 * where those tools are installed; the tests that need them are skipped elsewhere.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPLIANCE_SCHEMA, complianceMigrations } from '@platform/compliance/app';
import { FACTORY_SCHEMA, factoryMigrations } from '@platform/factory/app';
import { IDENTITY_SCHEMA } from '@platform/identity/app';
import { createScratchDatabase, openTestDatabase } from '@platform/kernel/testing';
import { PORTAL_SCHEMA, portalMigrations } from '@platform/portal/app';
import { TRAINING_SCHEMA, trainingMigrations } from '@platform/training/app';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { launcherModules } from '../scripts/services.js';
import { migrateAll, migrationPlan, SERVICES } from './migrate.mjs';
import { README, readmeWithTables, WEB } from './variables.js';

const DEPLOY = fileURLToPath(new URL('.', import.meta.url));
const ROOT = resolve(DEPLOY, '..');
const K8S = join(DEPLOY, 'k8s');

// biome-ignore lint/suspicious/noExplicitAny: parsed YAML is checked field by field below
type Doc = any;

const catalogues = new Map(launcherModules.map((m) => [m.name, m.vars]));

/** Each listener: its public host label, the service that owns it and its port variable. */
const LISTENERS = [
  { host: 'identity', service: 'identity', portVar: 'IDENTITY_PORT' },
  { host: 'compliance', service: 'compliance', portVar: 'COMPLIANCE_PORT' },
  { host: 'workflow', service: 'compliance', portVar: 'WORKFLOW_PORT' },
  { host: 'training', service: 'training', portVar: 'TRAINING_PORT' },
  { host: 'factory', service: 'factory', portVar: 'FACTORY_PORT' },
  { host: 'portal', service: 'portal', portVar: 'PORTAL_PORT' },
] as const;

/** The web app's listener: its public host label, its port (WEB_PORT's default), its health page. */
const WEB_LISTENER = { host: 'app', port: Number(WEB.vars.WEB_PORT?.fallback), health: '/login' } as const;

/** The service addresses the web app's server calls, and the service behind each. */
const WEB_CALLS = [
  { variable: 'IDENTITY_URL', service: 'identity', portVar: 'IDENTITY_PORT', path: '/auth/v1' },
  { variable: 'TRAINING_URL', service: 'training', portVar: 'TRAINING_PORT', path: '/api/v1' },
  { variable: 'FACTORY_URL', service: 'factory', portVar: 'FACTORY_PORT', path: '/api/v1' },
] as const;

/** The `WEB_` names adapter-node reads; it refuses to start on any other. */
function adapterNodeVariables(): string[] {
  const adapter = createRequire(join(ROOT, 'apps/web/package.json')).resolve(
    '@sveltejs/adapter-node/package.json',
  );
  const source = readFileSync(join(dirname(adapter), 'files', 'env.js'), 'utf8');
  const list = /const expected = new Set\(\[([^\]]*)\]\)/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([A-Z_]+)'/g)].map((m) => `WEB_${m[1]}`);
}

/** The body of a Caddyfile snippet: from `(name) {` to the brace that closes it on its own line. */
function snippet(caddyfile: string, name: string): string {
  return new RegExp(`^\\(${name}\\) \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(caddyfile)?.[1] ?? '';
}

function catalogue(service: string) {
  const vars = catalogues.get(service);
  if (!vars) throw new Error(`no service ${service} in scripts/services.ts`);
  return vars;
}

function portOf(listener: (typeof LISTENERS)[number]): number {
  const spec = catalogue(listener.service)[listener.portVar];
  return Number(spec?.fallback);
}

/** What production refuses to start without; conditional requirements (S3_*, provider keys) aside. */
function requiredInProduction(service: string): string[] {
  return Object.entries(catalogue(service))
    .filter(([, spec]) => spec.requiredInProduction)
    .map(([name]) => name);
}

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return spawnSync(command, args, { encoding: 'utf8', timeout: 60_000, ...options });
}

function available(command: string, args: string[]): boolean {
  const r = run(command, args);
  return r.error === undefined && r.status === 0;
}

describe('catalogue', () => {
  it('names the services the deploy files are written for', () => {
    expect([...catalogues.keys()].sort()).toEqual([...SERVICES].sort());
    for (const l of LISTENERS) expect(portOf(l), l.portVar).toBeGreaterThan(0);
    expect(WEB_LISTENER.port).toBeGreaterThan(0);
  });

  it('lists for the web app only WEB_ names adapter-node reads, and the addresses it calls', () => {
    const known = adapterNodeVariables();
    expect(known).toContain('WEB_ORIGIN');
    const prefixed = Object.keys(WEB.vars).filter((v) => v.startsWith('WEB_'));
    expect(prefixed.filter((v) => !known.includes(v))).toEqual([]);
    for (const call of WEB_CALLS) expect(WEB.vars).toHaveProperty(call.variable);
    expect(WEB.vars).toHaveProperty('SITE_URL');
  });
});

describe('compose.yaml', () => {
  const text = readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8');
  const compose: Doc = parse(text, { merge: true });
  const services: Record<string, Doc> = compose.services;
  const replicasOf = (name: string) =>
    Object.keys(services).filter((s) => new RegExp(`^${name}-\\d+$`).test(s));

  it.each(SERVICES)(
    'runs two replicas of %s, each checked on /ready and started after the migrations',
    (name) => {
      const replicas = replicasOf(name);
      expect(replicas).toHaveLength(2);
      for (const r of replicas) {
        const s = services[r];
        expect(s.command).toEqual(['node', `services/${name}/dist/main.js`]);
        expect(s.ports, `${r} is reached through the proxy only`).toBeUndefined();
        expect(JSON.stringify(s.healthcheck.test)).toContain('/ready');
        expect(s.depends_on.migrate.condition).toBe('service_completed_successfully');
        expect(s.depends_on['minio-init'].condition).toBe('service_completed_successfully');
        expect(s.stop_grace_period).toBeDefined();
      }
    },
  );

  it.each(SERVICES)(
    'passes %s only variables of its catalogue, and every one production requires',
    (name) => {
      for (const r of replicasOf(name)) {
        const env: Record<string, string> = services[r].environment;
        const vars = catalogue(name);
        const unknown = Object.keys(env).filter((v) => !(v in vars));
        expect(unknown, `${r} passes variables no catalogue of ${name} reads`).toEqual([]);
        for (const v of requiredInProduction(name)) expect(env, `${r} lacks ${v}`).toHaveProperty(v);
        expect(env.NODE_ENV).toBe('production');
        for (const v of ['DATABASE_URL', 'AMQP_URL', 'REDIS_URL', 'SMTP_URL', 'S3_ENDPOINT', 'S3_BUCKET'])
          expect(env, `${r} lacks ${v}`).toHaveProperty(v);
        // The drain window fits in the grace period compose gives before SIGKILL.
        const grace = Number.parseInt(services[r].stop_grace_period, 10);
        expect(Number(env.SHUTDOWN_DELAY_MS) + Number(env.SHUTDOWN_TIMEOUT_MS)).toBeLessThan(grace * 1000);
      }
    },
  );

  it('has the backends: PostgreSQL, RabbitMQ, Redis, MinIO with its bucket, a mail catcher, Caddy', () => {
    expect(services.postgres.image).toMatch(/^postgres:/);
    expect(services.rabbitmq.image).toMatch(/^rabbitmq:/);
    expect(services.redis.image).toMatch(/^redis:/);
    expect(services.minio.image).toMatch(/minio\/minio:/);
    expect(services['minio-init'].depends_on.minio.condition).toBe('service_healthy');
    expect(JSON.stringify(services['minio-init'].command)).toContain('mc mb --ignore-existing');
    expect(services.mailpit.image).toMatch(/mailpit/);
    expect(services.proxy.image).toMatch(/^caddy:/);
    expect(services.migrate.command).toEqual(['node', 'deploy/migrate.mjs']);
    for (const data of ['postgres', 'rabbitmq', 'minio']) expect(compose.volumes).toHaveProperty(data);
  });

  it('takes every value it interpolates from deploy/.env, documented in .env.example', () => {
    const used = new Set([...text.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]));
    const example = readFileSync(join(DEPLOY, '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#? ?([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect([...used].filter((v) => !documented.has(v))).toEqual([]);
    // Every secret is required: compose stops with a message instead of starting without it.
    for (const secret of ['POSTGRES_PASSWORD', 'RABBITMQ_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'SERVICE_SECRET'])
      expect(text).toContain(`\${${secret}:?`);
  });

  it('routes every listener through the proxy to both replicas, health-checked on /ready', () => {
    const caddyfile = readFileSync(join(DEPLOY, 'Caddyfile'), 'utf8');
    const balanced = snippet(caddyfile, 'balanced');
    // The health URI is each site's argument: /ready for every service.
    expect(balanced).toMatch(/health_uri \{args\[0\]\}/);
    expect(balanced).toMatch(/lb_try_duration/);
    const aliases: string[] = services.proxy.networks.platform.aliases;
    for (const l of LISTENERS) {
      const port = portOf(l);
      const block = new RegExp(
        `http://${l.host}\\.\\{\\$PUBLIC_DOMAIN\\}:\\{\\$HTTP_PORT\\} \\{\\s*import operations\\s*` +
          `reverse_proxy ${l.service}-1:${port} ${l.service}-2:${port} \\{\\s*import balanced /ready\\s`,
      );
      expect(caddyfile, `${l.host} block`).toMatch(block);
      expect(aliases).toContain(`${l.host}.\${PUBLIC_DOMAIN:-platform.localhost}`);
    }
  });

  it('runs two replicas of the web app, checked on a page that needs no service', () => {
    const replicas = replicasOf('web');
    expect(replicas).toHaveLength(2);
    for (const r of replicas) {
      const s = services[r];
      expect(s.command).toEqual(['node', 'apps/web/build/index.js']);
      expect(s.image).toBe(services['identity-1'].image);
      expect(s.ports, `${r} is reached through the proxy only`).toBeUndefined();
      expect(JSON.stringify(s.healthcheck.test)).toContain(
        `http://127.0.0.1:${WEB_LISTENER.port}${WEB_LISTENER.health}`,
      );
      const env: Record<string, string> = s.environment;
      const unknown = Object.keys(env).filter((v) => !(v in WEB.vars));
      expect(unknown, `${r} passes variables the web app does not read`).toEqual([]);
      expect(Number(env.WEB_PORT)).toBe(WEB_LISTENER.port);
      // In-flight requests finish within the grace period compose gives before SIGKILL.
      expect(Number(env.WEB_SHUTDOWN_TIMEOUT)).toBeLessThan(Number.parseInt(s.stop_grace_period, 10));
      expect(env.WEB_ADDRESS_HEADER?.toLowerCase()).toBe('x-forwarded-for');
      expect(env.WEB_XFF_DEPTH).toBe(services['identity-1'].environment.TRUST_PROXY);
    }
  });

  it("gives the web app one public address: its origin, its SITE_URL and the services' mail links", () => {
    const address = `http://${WEB_LISTENER.host}.\${PUBLIC_DOMAIN:-platform.localhost}:\${HTTP_PORT:-8080}`;
    const web = services['web-1'].environment;
    expect(web.WEB_ORIGIN).toBe(address);
    expect(web.SITE_URL).toBe(address);
    expect(services['identity-1'].environment.SITE_URL).toBe(address);
    expect(services['factory-1'].environment.FACTORY_APP_URL).toBe(address);
    expect(services.proxy.networks.platform.aliases).toContain(
      `${WEB_LISTENER.host}.\${PUBLIC_DOMAIN:-platform.localhost}`,
    );
  });

  it('routes app. to both web replicas, health-checked on the page that needs no service', () => {
    const caddyfile = readFileSync(join(DEPLOY, 'Caddyfile'), 'utf8');
    const block = new RegExp(
      `http://${WEB_LISTENER.host}\\.\\{\\$PUBLIC_DOMAIN\\}:\\{\\$HTTP_PORT\\} \\{\\s*` +
        `reverse_proxy web-1:${WEB_LISTENER.port} web-2:${WEB_LISTENER.port} \\{\\s*` +
        `import balanced ${WEB_LISTENER.health}\\s`,
    );
    expect(caddyfile).toMatch(block);
  });

  it("calls the services through the proxy's unpublished port, which passes the visitor's address on", () => {
    const caddyfile = readFileSync(join(DEPLOY, 'Caddyfile'), 'utf8');
    const visitor = snippet(caddyfile, 'visitor');
    expect(visitor).toMatch(/header_up X-Forwarded-For \{http\.request\.header\.X-Forwarded-For\}/);
    const env: Record<string, string> = services['web-1'].environment;
    const internalPorts = new Set<string>();
    for (const call of WEB_CALLS) {
      const url = env[call.variable] ?? '';
      const match = new RegExp(
        `^http://${call.service}\\.\\$\\{PUBLIC_DOMAIN:-platform\\.localhost\\}:(\\d+)${call.path}$`,
      ).exec(url);
      expect(match, `${call.variable}=${url}`).not.toBeNull();
      const internal = match?.[1] as string;
      internalPorts.add(internal);
      const port = catalogue(call.service)[call.portVar]?.fallback;
      const site = new RegExp(
        `http://${call.service}\\.\\{\\$PUBLIC_DOMAIN\\}:${internal} \\{\\s*import operations\\s*` +
          `reverse_proxy ${call.service}-1:${port} ${call.service}-2:${port} \\{\\s*` +
          `import balanced /ready\\s*import visitor\\s*\\}`,
      );
      expect(caddyfile, `${call.service} internal site`).toMatch(site);
    }
    expect(internalPorts.size).toBe(1);
    // The port that believes a caller's X-Forwarded-For is never published.
    const published: string[] = services.proxy.ports;
    for (const p of internalPorts) expect(published.join(' ')).not.toContain(p);
    expect(published).toEqual([`\${HTTP_PORT:-8080}:\${HTTP_PORT:-8080}`]);
    // Only the internal sites pass it on: a public site's X-Forwarded-For is the proxy's own.
    expect(caddyfile.match(/import visitor/g)).toHaveLength(WEB_CALLS.length);
  });

  const hasCompose = available('docker', ['compose', 'version']);
  it.skipIf(!hasCompose)('is accepted by docker compose config', () => {
    const example = readFileSync(join(DEPLOY, '.env.example'), 'utf8');
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const m of example.matchAll(/^([A-Z0-9_]+)=$/gm))
      env[m[1] as string] = 'a-value-for-the-check-0123456789';
    const r = run('docker', ['compose', '-f', join(DEPLOY, 'compose.yaml'), 'config', '--quiet'], { env });
    expect(r.status, r.stderr).toBe(0);
  });
});

/** Every manifest in deploy/k8s, validated against the schema of its kind. */
const MODELS: Record<string, new (data: Doc) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/Service': Service,
};

function loadManifests(): { file: string; doc: Doc }[] {
  return readdirSync(K8S)
    .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
    .flatMap((file) =>
      parseAllDocuments(readFileSync(join(K8S, file), 'utf8')).map((d) => {
        if (d.errors.length > 0) throw new Error(`${file}: ${d.errors[0]?.message}`);
        return { file, doc: d.toJS() as Doc };
      }),
    );
}

describe('k8s manifests', () => {
  const manifests = loadManifests();
  const ofKind = (kind: string) => manifests.filter((m) => m.doc.kind === kind).map((m) => m.doc);
  const named = (kind: string, name: string) => ofKind(kind).find((d) => d.metadata.name === name);
  const secretKeys = new Set(
    [...readFileSync(join(K8S, 'secrets.env.example'), 'utf8').matchAll(/^#? ?([A-Z0-9_]+)=/gm)].map(
      (m) => m[1],
    ),
  );

  it('are valid against the Kubernetes API schemas', () => {
    expect(manifests.length).toBeGreaterThan(10);
    for (const { file, doc } of manifests) {
      const Model = MODELS[`${doc.apiVersion}/${doc.kind}`];
      expect(Model, `${file}: no schema for ${doc.apiVersion} ${doc.kind}`).toBeDefined();
      try {
        new (Model as NonNullable<typeof Model>)(doc).validate();
      } catch (err) {
        throw new Error(`${file} ${doc.kind}/${doc.metadata?.name}: ${(err as Error).message}`);
      }
    }
  });

  it('catch a broken manifest (the check is not vacuous)', () => {
    const deployment = structuredClone(named('Deployment', 'training'));
    deployment.spec.replicas = 'two';
    delete deployment.spec.selector;
    expect(() => new Deployment(deployment).validate()).toThrow(/replicas|selector/);
  });

  it('are all listed in kustomization.yaml', () => {
    const kustomization: Doc = parse(readFileSync(join(K8S, 'kustomization.yaml'), 'utf8'));
    const files = readdirSync(K8S).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
    expect(kustomization.secretGenerator[0].name).toBe('platform-secrets');
  });

  it.each(SERVICES)(
    'run %s as 2 replicas with readiness on /ready, liveness, preStop and resources',
    (name) => {
      const d = named('Deployment', name);
      expect(d, `Deployment ${name}`).toBeDefined();
      expect(d.spec.replicas).toBe(2);
      expect(d.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
      expect(d.spec.template.metadata.labels).toMatchObject(d.spec.selector.matchLabels);
      const pod = d.spec.template.spec;
      expect(pod.containers).toHaveLength(1);
      const c = pod.containers[0];
      expect(c.command).toEqual(['node', `services/${name}/dist/main.js`]);
      expect(c.readinessProbe.httpGet.path).toBe('/ready');
      expect(c.livenessProbe.httpGet.path).toBeDefined();
      const preStop: string[] = c.lifecycle.preStop.exec.command;
      expect(preStop[0]).toBe('sleep');
      expect(c.resources.requests.cpu).toBeDefined();
      expect(c.resources.requests.memory).toBeDefined();
      expect(c.resources.limits.memory).toBeDefined();
      // Probes name container ports that exist.
      const ports = new Set(c.ports.map((p: Doc) => p.name));
      for (const probe of [c.readinessProbe, c.livenessProbe, c.startupProbe])
        expect(ports).toContain(probe.httpGet.port);
      // The pod drains within its grace period: preStop, then SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS.
      const platformConfig = named('ConfigMap', 'platform-config').data;
      const drainSeconds =
        Number(preStop[1]) +
        (Number(platformConfig.SHUTDOWN_DELAY_MS) + Number(platformConfig.SHUTDOWN_TIMEOUT_MS)) / 1000;
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(drainSeconds);
      expect(named('PodDisruptionBudget', name)?.spec.selector.matchLabels).toEqual(
        d.spec.selector.matchLabels,
      );
    },
  );

  it.each(SERVICES)('give %s only variables of its catalogue, from ConfigMaps and the Secret', (name) => {
    const c = named('Deployment', name).spec.template.spec.containers[0];
    const passed: string[] = [];
    for (const from of c.envFrom) {
      const map = named('ConfigMap', from.configMapRef.name);
      expect(map, `ConfigMap ${from.configMapRef.name}`).toBeDefined();
      passed.push(...Object.keys(map.data));
    }
    for (const e of c.env) {
      passed.push(e.name);
      const ref = e.valueFrom?.secretKeyRef;
      expect(ref, `${e.name} comes from the Secret`).toBeDefined();
      expect(ref.name).toBe('platform-secrets');
      expect(secretKeys, `${ref.key} is in secrets.env.example`).toContain(ref.key);
    }
    const vars = catalogue(name);
    expect(passed.filter((v) => !(v in vars))).toEqual([]);
    expect(new Set(passed).size, 'no variable is set twice').toBe(passed.length);
    for (const v of requiredInProduction(name)) expect(passed, `${name} lacks ${v}`).toContain(v);
    expect(named('ConfigMap', 'platform-config').data.NODE_ENV).toBe('production');
  });

  it('expose every listener through a Service and the Ingress', () => {
    const ingress = named('Ingress', 'platform');
    for (const l of LISTENERS) {
      const deployment = named('Deployment', l.service);
      const containerPort = deployment.spec.template.spec.containers[0].ports.find(
        (p: Doc) => p.containerPort === portOf(l),
      );
      expect(containerPort, `${l.service} listens on ${portOf(l)}`).toBeDefined();
      const service = named('Service', l.service);
      expect(service.spec.selector).toEqual(deployment.spec.selector.matchLabels);
      const servicePort = service.spec.ports.find((p: Doc) => p.targetPort === containerPort.name);
      expect(servicePort, `Service ${l.service} port for ${l.host}`).toBeDefined();
      const rule = ingress.spec.rules.find((r: Doc) => r.host.split('.')[0] === l.host);
      expect(rule, `Ingress rule for ${l.host}`).toBeDefined();
      expect(rule.http.paths[0].backend.service).toEqual({
        name: l.service,
        port: { name: servicePort.name },
      });
    }
  });

  it('run the web app as 2 replicas with probes on a page that needs no service, preStop and resources', () => {
    const d = named('Deployment', WEB.name);
    expect(d, 'Deployment web').toBeDefined();
    expect(d.spec.replicas).toBe(2);
    expect(d.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(d.spec.template.metadata.labels).toMatchObject(d.spec.selector.matchLabels);
    const pod = d.spec.template.spec;
    expect(pod.containers).toHaveLength(1);
    const c = pod.containers[0];
    expect(c.image).toBe(named('Deployment', 'identity').spec.template.spec.containers[0].image);
    expect(c.command).toEqual(['node', 'apps/web/build/index.js']);
    const ports = new Map(c.ports.map((p: Doc) => [p.name, p.containerPort]));
    for (const probe of [c.readinessProbe, c.livenessProbe, c.startupProbe]) {
      expect(probe.httpGet.path).toBe(WEB_LISTENER.health);
      expect(ports.get(probe.httpGet.port)).toBe(WEB_LISTENER.port);
    }
    const preStop: string[] = c.lifecycle.preStop.exec.command;
    expect(preStop[0]).toBe('sleep');
    expect(c.resources.requests.cpu).toBeDefined();
    expect(c.resources.requests.memory).toBeDefined();
    expect(c.resources.limits.memory).toBeDefined();
    // The one secret the web app reads, from the Secret like the services' own.
    expect(c.env).toEqual([
      {
        name: 'SIGNUP_CHALLENGE_SECRET',
        valueFrom: { secretKeyRef: { name: 'platform-secrets', key: 'SIGNUP_CHALLENGE_SECRET' } },
      },
    ]);
    expect(secretKeys).toContain('SIGNUP_CHALLENGE_SECRET');
    const env: Record<string, string> = {};
    for (const from of c.envFrom) Object.assign(env, named('ConfigMap', from.configMapRef.name)?.data);
    expect(Object.keys(env).filter((v) => !(v in WEB.vars))).toEqual([]);
    expect(Number(env.WEB_PORT)).toBe(WEB_LISTENER.port);
    // The pod drains within its grace period: preStop, then adapter-node's shutdown timeout.
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(
      Number(preStop[1]) + Number(env.WEB_SHUTDOWN_TIMEOUT),
    );
    expect(env.WEB_XFF_DEPTH).toBe(named('ConfigMap', 'platform-config').data.TRUST_PROXY);
    expect(named('PodDisruptionBudget', WEB.name)?.spec.selector.matchLabels).toEqual(
      d.spec.selector.matchLabels,
    );
  });

  it("point the web app at the services' in-cluster addresses, and its public one everywhere", () => {
    const web = named('ConfigMap', 'web-config').data;
    for (const call of WEB_CALLS) {
      const service = named('Service', call.service);
      const port = service.spec.ports.find((p: Doc) => p.name === 'http').port;
      expect(web[call.variable]).toBe(`http://${call.service}:${port}${call.path}`);
    }
    const origin = new URL(web.WEB_ORIGIN);
    expect(origin.protocol).toBe('https:');
    expect(web.WEB_ORIGIN).toBe(origin.origin);
    expect(web.SITE_URL).toBe(origin.origin);
    expect(named('ConfigMap', 'identity-config').data.SITE_URL).toBe(origin.origin);
    expect(named('ConfigMap', 'factory-config').data.FACTORY_APP_URL).toBe(origin.origin);
    const ingress = named('Ingress', 'platform');
    const rule = ingress.spec.rules.find((r: Doc) => r.host === origin.host);
    expect(rule, `Ingress rule for ${origin.host}`).toBeDefined();
    expect(origin.host.split('.')[0]).toBe(WEB_LISTENER.host);
    const service = named('Service', WEB.name);
    expect(service.spec.selector).toEqual(named('Deployment', WEB.name).spec.selector.matchLabels);
    expect(rule.http.paths[0].backend.service).toEqual({ name: WEB.name, port: { name: 'http' } });
    expect(service.spec.ports).toContainEqual(expect.objectContaining({ name: 'http', targetPort: 'http' }));
  });

  it('serve every Ingress host over TLS', () => {
    const ingress = named('Ingress', 'platform');
    const tlsHosts = ingress.spec.tls.flatMap((t: Doc) => t.hosts);
    for (const rule of ingress.spec.rules) expect(tlsHosts).toContain(rule.host);
  });

  it('migrate through a Job that runs deploy/migrate.mjs with the database secret', () => {
    const job = named('Job', 'platform-migrate');
    const c = job.spec.template.spec.containers[0];
    expect(c.command).toEqual(['node', 'deploy/migrate.mjs']);
    expect(c.env).toContainEqual({
      name: 'DATABASE_URL',
      valueFrom: { secretKeyRef: { name: 'platform-secrets', key: 'DATABASE_URL' } },
    });
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
  });

  const hasKubectl = available('kubectl', ['version', '--client']);
  it.skipIf(!hasKubectl)('build with kubectl kustomize', () => {
    const dir = mkdtempSync(join(tmpdir(), 'k8s-'));
    try {
      cpSync(K8S, dir, { recursive: true });
      cpSync(join(dir, 'secrets.env.example'), join(dir, 'secrets.env'));
      const r = run('kubectl', ['kustomize', dir]);
      expect(r.status, r.stderr).toBe(0);
      const built = parseAllDocuments(r.stdout).map((d) => d.toJS() as Doc);
      expect(built.filter((d) => d.kind === 'Deployment')).toHaveLength(SERVICES.length + 1);
      const secret = built.find((d) => d.kind === 'Secret');
      expect(secret.metadata.name).toMatch(/^platform-secrets-/);
      for (const d of built) expect(d.metadata.namespace ?? 'platform').toBe('platform');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migrate.mjs', () => {
  it('applies what each service applies at start, into the same schema', () => {
    const plan = new Map(migrationPlan().map((p) => [p.schema, p.sets]));
    const started = [
      { schema: COMPLIANCE_SCHEMA, sets: complianceMigrations },
      { schema: FACTORY_SCHEMA, sets: factoryMigrations },
      { schema: PORTAL_SCHEMA, sets: portalMigrations },
      { schema: TRAINING_SCHEMA, sets: trainingMigrations },
    ];
    for (const { schema, sets } of started) {
      const mine = plan.get(schema);
      expect(
        mine?.map((s) => [s.source, resolve(s.dir)]),
        schema,
      ).toEqual(sets.map((s) => [s.source, resolve(s.dir)]));
    }
    // Identity keeps its set private: the same convention, checked by its folder.
    const identity = plan.get(IDENTITY_SCHEMA);
    expect(identity?.map((s) => s.source)).toEqual(['platform', 'identity']);
    expect(existsSync(join(ROOT, 'services/identity/migrations/0001_identity.sql'))).toBe(true);
  });

  it('brings an empty database up to date, and a second run applies nothing', async () => {
    const db = await openTestDatabase();
    try {
      const first = await migrateAll(db);
      for (const name of SERVICES) expect(first[name], name).toBeGreaterThan(0);
      const second = await migrateAll(db);
      for (const name of SERVICES) expect(second[name], name).toBe(0);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('runs as a command and exits 0', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL as string);
    try {
      const command = ['--conditions=source', '--import', 'tsx', join(DEPLOY, 'migrate.mjs')];
      for (const expected of ['greater', 'zero'] as const) {
        const r = run(process.execPath, command, {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: scratch.url },
        });
        expect(r.status, r.stderr).toBe(0);
        const applied: Record<string, number> = JSON.parse(
          r.stdout.trim().split('\n').at(-1) ?? '{}',
        ).applied;
        for (const name of SERVICES)
          if (expected === 'greater') expect(applied[name]).toBeGreaterThan(0);
          else expect(applied[name]).toBe(0);
      }
      const missing = run(process.execPath, command, {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: '' },
      });
      expect(missing.status).toBe(2);
    } finally {
      await scratch.drop();
    }
  });
});

describe('README.md', () => {
  it('lists every variable of every service, as the deploy files set them', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme, 'stale: npm run docs:config').toBe(readmeWithTables(readme));
    for (const vars of [...catalogues.values(), WEB.vars])
      for (const name of Object.keys(vars)) expect(readme).toContain(`\`${name}\``);
  });
});
