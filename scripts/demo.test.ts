import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@platform/kernel/testing';
import { prepareDemo } from './demo/index.js';
import type { DemoMarker } from './demo/marker.js';

/*
 * The first run of `npm start` (scripts/start-all.ts, from source: compiling to dist/ here would
 * rewrite the files scripts/launch.test.ts runs at the same time) on an empty DATA_DIR
 * in development: the demo data set is loaded once, through the services, and its accounts
 * work; a second start adds nothing; DEMO_DATA=false loads nothing. With DATABASE_URL each
 * start is on a fresh database of its own.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Started {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  // The variables of the surrounding shell must not choose for the first run.
  const inherited = { ...process.env };
  delete inherited.SUPER_ADMIN_PASSWORD;
  delete inherited.DEMO_DATA;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'scripts/start-all.ts'], {
    cwd: ROOT,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits for the launcher's summary, printed once the demo (if any) is loaded. */
async function waitUp(started: Started, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!started.output().includes('Platform up in')) {
    if (started.child.exitCode !== null) throw new Error(`exited early:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`not up in time:\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(started: Started): Promise<number | null> {
  started.child.kill('SIGTERM');
  return started.exited;
}

function environment(dataDir: string, base: number, databaseUrl: string | undefined): Record<string, string> {
  const ports = {
    IDENTITY_PORT: base,
    COMPLIANCE_PORT: base + 1,
    WORKFLOW_PORT: base + 2,
    TRAINING_PORT: base + 3,
    FACTORY_PORT: base + 4,
    PORTAL_PORT: base + 5,
  };
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    IDENTITY_URL: `http://localhost:${ports.IDENTITY_PORT}/auth/v1`,
    PORTAL_URL: `http://localhost:${ports.PORTAL_PORT}`,
    FACTORY_URL: `http://localhost:${ports.FACTORY_PORT}/api/v1`,
    PROVISIONING_POLL_MS: '100',
    SUPER_ADMIN_EMAIL: 'admin@localhost',
    ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
    // The web app's listener, when it is built: never the default 3000 another run may hold.
    WEB_PORT: String(base + 6),
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

async function json<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What the platform serves, as its users see it: the numbers a repeated load would change. */
async function observe(base: number, marker: DemoMarker) {
  const api = (offset: number, path: string) => `http://127.0.0.1:${base + offset}${path}`;
  const account = (role: string) => {
    const found = marker.accounts.find((a) => a.role === role);
    if (!found?.password) throw new Error(`no ${role} with a password in the marker`);
    return { email: found.email, password: found.password };
  };
  const signIn = async (who: { email: string; password: string }) => {
    const res = await json<{ access_token: string }>(
      'POST',
      api(0, '/auth/v1/token?grant_type=password'),
      who,
    );
    expect(res.status, `${who.email} signs in at identity`).toBe(200);
    return res.body.access_token;
  };

  const courses = await json<{ total: number; data: { is_published: boolean }[] }>(
    'GET',
    api(3, '/api/v1/courses?limit=100'),
  );
  expect(courses.status).toBe(200);

  const compliance = bearer(await signIn(account('compliance admin')));
  const entities = await json<{ pagination: { total: number } }>(
    'GET',
    api(1, '/api/v1/entities'),
    undefined,
    compliance,
  );
  expect(entities.status).toBe(200);
  const instances = await json<{
    data: { status: string; currentData: { phases: { tasks: { completed: boolean }[] }[] } }[];
    pagination: { total: number };
  }>('GET', api(2, '/api/v1/workflows/instances?limit=100'), undefined, compliance);
  expect(instances.status).toBe(200);
  const ticked = instances.body.data
    .flatMap((i) => i.currentData.phases.flatMap((p) => p.tasks))
    .filter((t) => t.completed).length;

  const factoryAdmin = account('factory admin');
  const login = await json<{ token: string }>('POST', api(4, '/api/v1/auth/login'), {
    username: factoryAdmin.email,
    password: factoryAdmin.password,
  });
  expect(login.status, 'the factory admin logs in').toBe(200);
  const workers = await json<{ total: number }>(
    'GET',
    api(4, '/api/v1/worker'),
    undefined,
    bearer(login.body.token),
  );
  expect(workers.status).toBe(200);
  const jobs = await json<{ data: unknown[] }>(
    'POST',
    api(4, '/api/v1/job'),
    { limit: 100 },
    bearer(login.body.token),
  );
  expect(jobs.status).toBe(200);

  const root = bearer(await signIn(account('super-admin')));
  const tenants = await json<{ data: { tenants: { slug: string; status: string }[] } }>(
    'GET',
    api(5, '/api/v1/admin/tenants'),
    undefined,
    root,
  );
  expect(tenants.status).toBe(200);
  const users = await fetch(api(0, '/auth/v1/admin/users?per_page=1'), { headers: root });
  expect(users.status).toBe(200);

  return {
    courses: courses.body.total,
    publishedOnPage: courses.body.data.filter((c) => c.is_published).length,
    entities: entities.body.pagination.total,
    instances: instances.body.pagination.total,
    ticked,
    workers: workers.body.total,
    jobs: jobs.body.data.length,
    portalTenants: tenants.body.data.tenants.map((t) => `${t.slug}:${t.status}`),
    identityUsers: Number(users.headers.get('x-total-count')),
  };
}

describe('npm start, first run', () => {
  const dirs: string[] = [];
  const drops: (() => Promise<void>)[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'platform-demo-'));
    dirs.push(dir);
    return dir;
  };
  const freshDatabase = async () => {
    if (!process.env.DATABASE_URL) return undefined;
    const database = await createScratchDatabase(process.env.DATABASE_URL);
    drops.push(database.drop);
    return database.url;
  };
  afterAll(async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    for (const drop of drops) await drop();
  });

  it('loads the demo data set once on an empty DATA_DIR, prints its accounts, and a second start adds nothing', async () => {
    const dataDir = freshDataDir();
    const base = 20_000 + Math.floor(Math.random() * 10_000);
    const env = environment(dataDir, base, await freshDatabase());

    const first = start(env);
    await waitUp(first);
    const markerFile = join(dataDir, 'demo-data.json');
    expect(existsSync(markerFile)).toBe(true);
    const marker = JSON.parse(readFileSync(markerFile, 'utf8')) as DemoMarker;
    expect(marker.failures).toEqual([]);
    expect(marker.accounts.map((a) => a.role)).toEqual(['super-admin', 'compliance admin', 'factory admin']);
    for (const account of marker.accounts) {
      expect(first.output()).toContain(account.email);
      expect(first.output()).toContain(String(account.password));
    }
    expect(first.output()).toContain('Demo data loaded');

    const seen = await observe(base, marker);
    expect(seen.courses).toBeGreaterThan(0);
    expect(seen.publishedOnPage).toBeGreaterThan(0);
    expect(seen.entities).toBe(3);
    expect(seen.instances).toBeGreaterThan(0);
    expect(seen.ticked).toBeGreaterThan(0);
    expect(seen.workers).toBeGreaterThanOrEqual(5);
    expect(seen.jobs).toBe(6);
    expect(seen.portalTenants).toEqual(['shakti-garments-demo:active']);
    expect(await stop(first)).toBe(0);

    const second = start(env);
    await waitUp(second);
    expect(second.output()).not.toContain('loading the demo data set');
    expect(second.output()).toContain('Demo data (loaded');
    for (const account of marker.accounts) expect(second.output()).toContain(String(account.password));
    expect(await observe(base, marker)).toEqual(seen);
    expect(await stop(second)).toBe(0);
  }, 120_000);

  it('keeps the platform running when a part of the demo fails, and reports it', async () => {
    const dataDir = freshDataDir();
    const base = 30_000 + Math.floor(Math.random() * 10_000);
    // One sign-in a minute: the demo's second sign-in at identity is refused (429).
    const env = { ...environment(dataDir, base, await freshDatabase()), TOKEN_RATE_LIMIT_MAX: '1' };
    const started = start(env);
    await waitUp(started);
    const marker = JSON.parse(readFileSync(join(dataDir, 'demo-data.json'), 'utf8')) as DemoMarker;
    expect(marker.failures.length).toBeGreaterThan(0);
    expect(marker.failures.join('\n')).toContain('429');
    expect(started.output()).toContain('Not loaded (the platform runs without it)');
    expect(started.output()).toMatch(/Demo data: (compliance|portal and factory): /);
    for (let offset = 0; offset < 6; offset++) {
      expect((await fetch(`http://127.0.0.1:${base + offset}/health`)).status).toBe(200);
    }
    const courses = await json<{ total: number }>('GET', `http://127.0.0.1:${base + 3}/api/v1/courses`);
    expect(courses.body.total).toBeGreaterThan(0);
    expect(await stop(started)).toBe(0);
  }, 60_000);

  it('is never loaded in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(await prepareDemo()).toEqual({ kind: 'off' });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('loads nothing with DEMO_DATA=false', async () => {
    const dataDir = freshDataDir();
    const base = 40_000 + Math.floor(Math.random() * 20_000);
    const env = { ...environment(dataDir, base, await freshDatabase()), DEMO_DATA: 'false' };
    const started = start(env);
    await waitUp(started);
    expect(started.output()).not.toContain('Demo');
    expect(existsSync(join(dataDir, 'demo-data.json'))).toBe(false);
    const courses = await json<{ total: number }>('GET', `http://127.0.0.1:${base + 3}/api/v1/courses`);
    expect(courses.body.total).toBe(0);
    const signedIn = await json('POST', `http://127.0.0.1:${base}/auth/v1/token?grant_type=password`, {
      email: 'compliance.admin@example.com',
      password: 'anything-at-all',
    });
    expect(signedIn.status).toBe(400);
    expect(await stop(started)).toBe(0);
  }, 60_000);
});
