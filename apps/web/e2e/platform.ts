/**
 * Starts the platform for the browser tests: compiled services and the built web app in one
 * process, as `npm start` runs them, on free ports, with a fresh data folder (embedded database,
 * mail as .eml files) and the demo data set. Its addresses reach the tests through the
 * environment; the returned teardown stops it and removes the folder.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@platform/kernel/testing';

const root = fileURLToPath(new URL('../../../', import.meta.url));

async function waitFor(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The platform exited (${child.exitCode}):\n${output()}`);
    if (output().includes('Platform up in')) {
      const answer = await fetch(url).catch(() => null);
      if (answer?.ok) return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The platform did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

function run(args: string[]): void {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed`);
}

export default async function startPlatform(): Promise<() => Promise<void>> {
  run(['scripts/compile.mjs']);
  run(['apps/web/scripts/build.mjs']);

  const dataDir = mkdtempSync(join(tmpdir(), 'web-e2e-'));
  const names = ['WEB', 'IDENTITY', 'COMPLIANCE', 'WORKFLOW', 'TRAINING', 'FACTORY', 'PORTAL'] as const;
  const ports = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await freePort()] as const)));
  const web = `http://localhost:${ports.WEB}`;
  const platform = {
    E2E_WEB_URL: web,
    E2E_IDENTITY_URL: `http://localhost:${ports.IDENTITY}/auth/v1`,
    E2E_TRAINING_URL: `http://localhost:${ports.TRAINING}/api/v1`,
    E2E_FACTORY_URL: `http://localhost:${ports.FACTORY}/api/v1`,
    E2E_COMPLIANCE_URL: `http://localhost:${ports.COMPLIANCE}`,
    E2E_PORTAL_URL: `http://localhost:${ports.PORTAL}/api/v1`,
    E2E_MAIL_DIR: join(dataDir, 'mail'),
    E2E_DATA_DIR: dataDir,
    E2E_ADMIN_EMAIL: 'admin@localhost',
    E2E_ADMIN_PASSWORD: 'E2e-admin-password-1',
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DEMO_DATA: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    SUPER_ADMIN_EMAIL: platform.E2E_ADMIN_EMAIL,
    SUPER_ADMIN_PASSWORD: platform.E2E_ADMIN_PASSWORD,
    ...Object.fromEntries(names.map((n) => [`${n}_PORT`, String(ports[n])])),
    IDENTITY_URL: platform.E2E_IDENTITY_URL,
    TRAINING_URL: platform.E2E_TRAINING_URL,
    FACTORY_URL: platform.E2E_FACTORY_URL,
    PORTAL_URL: `http://localhost:${ports.PORTAL}`,
    WORKFLOW_URL: `http://localhost:${ports.WORKFLOW}`,
    // Short factory tokens and a short revocation bound: the browser tests see the web app renew
    // a factory session and refuse an ended one (sessions.spec) without waiting long.
    FACTORY_ACCESS_TOKEN_TTL_SECONDS: '40',
    SESSION_CHECK_SECONDS: '3',
    COMPLIANCE_URL: platform.E2E_COMPLIANCE_URL,
    COMPLIANCE_PUBLIC_URL: `http://localhost:${ports.COMPLIANCE}`,
    SITE_URL: web,
    FACTORY_APP_URL: web,
    // Compliance's invitations lead to this app's /auth/callback.
    COMPLIANCE_APP_URL: web,
    // Mail links and recovery are exercised back to back.
    EMAIL_MIN_INTERVAL_SECONDS: '0',
    // The tests sign in and post forms more often than a person would.
    TOKEN_RATE_LIMIT_MAX: '1000',
    FORM_RATE_LIMIT_MAX: '1000',
    PUBLIC_RATE_LIMIT_MAX: '100000',
    // Compliance's limit on requests without a token (sign-ups, plans, calendar feeds), all of
    // which come from this one address here.
    RATE_LIMIT_IP_MAX: '10000',
    // The portal's sign-ups and address checks, every factory customer of the tests from this one address.
    SIGNUP_RATE_LIMIT_MAX: '1000',
    SLUG_CHECK_RATE_LIMIT_MAX: '10000',
  };
  // The browser tests exercise the web app on the embedded defaults, whatever this shell points at.
  for (const name of ['DATABASE_URL', 'AMQP_URL', 'REDIS_URL', 'SMTP_URL', 'S3_ENDPOINT', 'WEB_ORIGIN'])
    delete env[name];

  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'scripts/dist/start-all.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitFor(`${web}/login`, child, () => output, 180_000);
  Object.assign(process.env, platform);

  return async () => {
    child.kill('SIGTERM');
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      if (child.exitCode !== null) resolve();
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
