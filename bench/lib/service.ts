import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { type Db, openPglite, openPostgres } from '@platform/kernel/db';
import { freePort } from '@platform/kernel/testing';
import {
  captureOutput,
  peakRssKb,
  ROOT,
  SERVER_CORE,
  spawnPinned,
  stopChild,
  waitForHttp,
} from './processes.js';
import { ensureBuilt, WEB_APPS } from './web-apps.js';

/** Where a service's API sits under its base URL, as its peers' `<NAME>_URL` names it. */
const API_ROOT: Readonly<Record<string, string>> = {
  identity: '/auth/v1',
  training: '/api/v1',
  factory: '/api/v1',
};

/** The value of `<NAME>_URL` for the service `name` listening at `baseUrl`. */
export function serviceUrl(name: string, baseUrl: string): string {
  return `${baseUrl}${API_ROOT[name] ?? ''}`;
}

export const SUPER_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };

/**
 * The service secret every service of a run shares, as in a deployment: a scenario creates the
 * people it needs (an administrator with a product's grant) through identity's admin API with it.
 */
export const SERVICE_SECRET = 'bench-service-secret-0123456789';

const START_TIMEOUT_MS = 60_000;

export interface ServiceOptions {
  /** Folder of `services/<name>`; also the PGlite folder name under DATA_DIR/pg. */
  readonly name: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly env?: Readonly<Record<string, string>>;
}

export interface RunningService {
  readonly baseUrl: string;
  peakRssKb(): number | undefined;
  /** The process id of the service (it changes when a PGlite seed restarts it). */
  pid(): number | undefined;
  /** Runs `work` on the service's database: beside it on PostgreSQL; on PGlite, which
   *  one process at a time may open, while the service is stopped, restarting it after. */
  withDatabase(work: (db: Db) => Promise<void>): Promise<void>;
  /** Stops the process (SIGTERM, or SIGKILL at once with `kill`) and starts it again on the same port. */
  restart(options?: { readonly kill?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `services/<name>/dist/main.js` pinned to the server core and waits for its /health;
 * a web app (`WEB_APPS`: the product's or the bare kit) is built when needed and started from
 * its own entry the same way, with its adapter's WEB_ variables and its services' URLs in `env`.
 */
export async function startService(options: ServiceOptions): Promise<RunningService> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = WEB_APPS[options.name] ? ensureBuilt(options.name) : undefined;
  const env: Record<string, string> = app
    ? {
        NODE_ENV: 'production',
        WEB_HOST: '127.0.0.1',
        WEB_PORT: String(port),
        WEB_ORIGIN: baseUrl,
        SITE_URL: baseUrl,
        ...options.env,
      }
    : {
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        [`${options.name.toUpperCase()}_PORT`]: String(port),
        // Its own address: identity signs its tokens with it as the issuer.
        [`${options.name.toUpperCase()}_URL`]: serviceUrl(options.name, baseUrl),
        SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
        SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
        SERVICE_SECRET,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...options.env,
      };
  const entry = app ? app.entry : join(ROOT, 'services', options.name, 'dist', 'main.js');
  // Node refuses --cpu-prof in NODE_OPTIONS, so a profile of the service is asked for here.
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];

  async function spawnAndWait(): Promise<ChildProcess> {
    const child = spawnPinned(SERVER_CORE, process.execPath, [...nodeArgs, entry], env);
    const output = captureOutput(child);
    try {
      await waitForHttp(`${baseUrl}${app ? app.readyPath : '/health'}`, child, START_TIMEOUT_MS);
    } catch (err) {
      await stopChild(child);
      throw new Error(`${options.name} did not start: ${(err as Error).message}\n${output()}`);
    }
    return child;
  }

  let child = await spawnAndWait();
  return {
    baseUrl,
    peakRssKb: () => peakRssKb(child.pid),
    pid: () => child.pid,
    async withDatabase(work) {
      if (app) throw new Error(`${options.name} has no database: seed the service it calls (seedOn)`);
      if (options.databaseUrl) {
        const db = openPostgres(options.databaseUrl, 2, 'bench-seed');
        try {
          await work(db);
        } finally {
          await db.close();
        }
        return;
      }
      await stopChild(child);
      const db = await openPglite(join(options.dataDir, 'pg', options.name));
      try {
        await work(db);
      } finally {
        await db.close();
      }
      child = await spawnAndWait();
    },
    async restart(restartOptions = {}) {
      if (restartOptions.kill) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGKILL');
        await exited;
      } else {
        await stopChild(child);
      }
      child = await spawnAndWait();
    },
    stop: () => stopChild(child),
  };
}
