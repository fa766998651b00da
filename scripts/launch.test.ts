import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@platform/kernel/testing';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = { email: 'owner@example.test', password: 'owner-password-123' };

interface Started {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

// What `npm start` runs: the workspaces transpiled to dist/, then plain JavaScript.
beforeAll(() => {
  execFileSync(process.execPath, ['scripts/compile.mjs'], { cwd: ROOT });
});

function start(script: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitHealthy(
  port: number,
  started: Started,
  timeoutMs = 60_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`process exited early:\n${started.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.status === 200) return (await res.json()) as Record<string, unknown>;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`port ${port} not healthy in time:\n${started.output()}`);
}

async function stop(started: Started): Promise<number | null> {
  started.child.kill('SIGTERM');
  return started.exited;
}

function portsFrom(base: number) {
  return {
    IDENTITY_PORT: base,
    COMPLIANCE_PORT: base + 1,
    WORKFLOW_PORT: base + 2,
    TRAINING_PORT: base + 3,
    FACTORY_PORT: base + 4,
    PORTAL_PORT: base + 5,
  };
}

async function signIn(identityPort: number) {
  return fetch(`http://127.0.0.1:${identityPort}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
}

describe('npm start (all services in one process)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-start-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('answers /health on all six listeners, signs in the super-admin, and keeps its data across a restart', async () => {
    if (process.env.DATABASE_URL) database = await createScratchDatabase(process.env.DATABASE_URL);
    const ports = portsFrom(20_000 + Math.floor(Math.random() * 20_000));
    const env = {
      DATA_DIR: dataDir,
      SUPER_ADMIN_EMAIL: ADMIN.email,
      SUPER_ADMIN_PASSWORD: ADMIN.password,
      IDENTITY_URL: `http://localhost:${ports.IDENTITY_PORT}/auth/v1`,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      // The web app's listener, when it is built: never the default 3000 another run may hold.
      WEB_PORT: String(ports.PORTAL_PORT + 1),
    };

    const first = start('scripts/dist/start-all.js', env);
    for (const port of Object.values(ports)) {
      expect((await waitHealthy(port, first)).status).toBe('healthy');
    }
    expect((await waitHealthy(ports.WORKFLOW_PORT, first)).database).toBe('connected');
    const signedIn = await signIn(ports.IDENTITY_PORT);
    expect(signedIn.status).toBe(200);
    const { access_token } = (await signedIn.json()) as { access_token: string };
    const created = await fetch(`http://127.0.0.1:${ports.IDENTITY_PORT}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ email: 'kept@example.test', password: 'kept-password-1' }),
    });
    expect(created.status).toBe(200);
    const guarded = await fetch(`http://127.0.0.1:${ports.FACTORY_PORT}/api/v1/worker`);
    expect(guarded.status).toBe(401);
    expect(await guarded.json()).toMatchObject({ status: 'error' });
    expect(first.output()).toContain('Platform up');
    expect(await stop(first)).toBe(0);

    const second = start('scripts/dist/start-all.js', env);
    for (const port of Object.values(ports)) await waitHealthy(port, second);
    const again = await fetch(`http://127.0.0.1:${ports.IDENTITY_PORT}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.test', password: 'kept-password-1' }),
    });
    expect(again.status).toBe(200);
    expect(await stop(second)).toBe(0);
  }, 180_000);
});

describe('a peer URL on a port fetch refuses', () => {
  it('stops the start, naming the variable, before any listener opens', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'platform-bad-port-'));
    const ports = portsFrom(20_000 + Math.floor(Math.random() * 20_000));
    try {
      const started = start('scripts/dist/start-all.js', {
        DATA_DIR: dataDir,
        PORTAL_URL: 'http://localhost:6666',
        ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      });
      expect(await started.exited).not.toBe(0);
      expect(started.output()).toMatch(/PORTAL_URL uses port 6666, which fetch refuses to connect to/);
      expect(started.output()).not.toContain('Platform up');
      await expect(fetch(`http://127.0.0.1:${ports.IDENTITY_PORT}/health`)).rejects.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL)('replicas on one PostgreSQL', () => {
  it('two identity processes starting at once both come up, with one signing key and one super-admin', async () => {
    const database = await createScratchDatabase(process.env.DATABASE_URL ?? '');
    const base = 40_000 + Math.floor(Math.random() * 20_000);
    const common = {
      DATABASE_URL: database.url,
      SUPER_ADMIN_EMAIL: ADMIN.email,
      SUPER_ADMIN_PASSWORD: ADMIN.password,
      SERVICE_SECRET: 'replica-shared-service-secret',
      URL_SIGNING_SECRET: 'replica-shared-signing-secret',
    };
    const a = start('services/identity/dist/main.js', { ...common, IDENTITY_PORT: String(base) });
    const b = start('services/identity/dist/main.js', { ...common, IDENTITY_PORT: String(base + 1) });
    try {
      await waitHealthy(base, a);
      await waitHealthy(base + 1, b);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const keys = await client.query('select count(*)::int as n from identity.signing_keys');
      const admins = await client.query('select count(*)::int as n from identity.users where email = $1', [
        ADMIN.email,
      ]);
      const migrations = await client.query(
        'select count(*)::int as n, count(distinct (source, version))::int as d from identity.schema_migrations',
      );
      await client.end();
      expect(keys.rows[0].n).toBe(1);
      expect(admins.rows[0].n).toBe(1);
      expect(migrations.rows[0].n).toBe(migrations.rows[0].d);
      // A token from one replica is accepted by the other: they share the key.
      const session = await signIn(base);
      const { access_token } = (await session.json()) as { access_token: string };
      const user = await fetch(`http://127.0.0.1:${base + 1}/auth/v1/user`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(user.status).toBe(200);
    } finally {
      await Promise.all([stop(a), stop(b)]);
      await database.drop();
    }
  }, 120_000);
});
