/**
 * The first run of `npm start`: on an empty DATA_DIR (and database) in development, a demo
 * data set is loaded so that a new user sees a working system at once, and its accounts are
 * printed beside the URLs. `DEMO_DATA=false` turns it off; production never loads it. It is
 * loaded once: `DATA_DIR/demo-data.json` records it and its accounts, and later starts only
 * print them. A failure while loading is reported and the platform keeps running.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { factoryVars } from '@platform/factory/config';
import { loadConfig, platformVars, resolveDataDir } from '@platform/kernel/config';
import { openDatabase, sql } from '@platform/kernel/db';
import type { Listener } from '@platform/kernel/http';
import { type Credentials, type DemoPeople, type DemoTargets, loadCompliance, loadFactory } from './load.js';
import {
  type DemoAccount,
  type DemoMarker,
  databaseLabel,
  describeMarker,
  readMarker,
  writeMarker,
} from './marker.js';
import { runServiceSeed } from './service-seeds.js';

const launcherVars = {
  ...platformVars,
  SUPER_ADMIN_EMAIL: factoryVars.SUPER_ADMIN_EMAIL,
  SUPER_ADMIN_PASSWORD: factoryVars.SUPER_ADMIN_PASSWORD,
};
type LauncherConfig = ReturnType<typeof readLauncherConfig>;

function readLauncherConfig() {
  return loadConfig(launcherVars, { secretsDir: resolveDataDir() });
}

export const DEMO_EMAILS = {
  complianceAdmin: 'compliance.admin@example.com',
  factoryAdmin: 'factory.admin@example.com',
} as const;

/** What the first start of this DATA_DIR does about demo data, decided before the services open. */
export type DemoPlan =
  | { readonly kind: 'off' }
  | { readonly kind: 'loaded'; readonly marker: DemoMarker }
  | {
      readonly kind: 'load';
      readonly config: LauncherConfig;
      readonly people: DemoPeople;
      /** The super-admin password is the operator's (SUPER_ADMIN_PASSWORD), not recorded. */
      readonly ownSuperAdminPassword: boolean;
      readonly started: number;
      readonly contents: string[];
      readonly failures: string[];
    };

/** Schemas no seed writes: one of them present means the platform has run on this database. */
const SERVICE_SCHEMAS = ['identity', 'factory', 'portal'];

/**
 * No service has run on the database `npm start` uses: the embedded folder is absent, or it (or
 * PostgreSQL) has none of the schemas the services create at their first start. A database that
 * `npm run seed` alone has written to (training, compliance) still counts as empty.
 */
async function databaseIsEmpty(config: LauncherConfig): Promise<boolean> {
  if (!config.DATABASE_URL && !existsSync(join(config.DATA_DIR, 'pg', 'platform'))) return true;
  const db = await openDatabase(
    { ...config, DATABASE_POOL_SIZE: 1 },
    config.DATABASE_URL ? 'platform-demo-check' : 'platform',
  );
  try {
    const { rows } = await db.query<{ n: number }>(
      sql`select count(*)::int as n from information_schema.schemata where schema_name = any(${SERVICE_SCHEMAS})`,
    );
    return rows[0]?.n === 0;
  } finally {
    await db.close();
  }
}

const password = () => `demo-${randomBytes(12).toString('base64url')}`;

function failure(part: string, err: unknown): string {
  return `${part}: ${err instanceof Error ? err.message : String(err)}`;
}

/**
 * Decides, before `launch`, whether this start loads the demo. When it does, it chooses the
 * super-admin's password (unless SUPER_ADMIN_PASSWORD is set) so that identity and the factory
 * create their super-admin with one known password, and seeds the training catalogue into the
 * database the services are about to open.
 */
export async function prepareDemo(): Promise<DemoPlan> {
  if (process.env.NODE_ENV === 'production') return { kind: 'off' };
  let config: LauncherConfig;
  try {
    config = readLauncherConfig();
  } catch {
    return { kind: 'off' }; // launch() reports the configuration errors
  }
  if (config.NODE_ENV !== 'development' || config.DEMO_DATA === 'false') return { kind: 'off' };
  const marker = readMarker(config.DATA_DIR, databaseLabel(config.DATABASE_URL));
  if (marker) return { kind: 'loaded', marker };
  const started = Date.now();
  const failures: string[] = [];
  const contents: string[] = [];
  try {
    if (!(await databaseIsEmpty(config))) return { kind: 'off' };
  } catch (err) {
    console.error(
      `Demo data not loaded: could not tell whether the database is empty (${failure('database', err)})`,
    );
    return { kind: 'off' };
  }
  console.log(
    'First start on an empty DATA_DIR: loading the demo data set (DEMO_DATA=false turns this off)…',
  );
  const ownSuperAdminPassword = config.SUPER_ADMIN_PASSWORD !== undefined;
  const superAdmin: Credentials = {
    email: config.SUPER_ADMIN_EMAIL,
    password: config.SUPER_ADMIN_PASSWORD ?? password(),
  };
  if (!ownSuperAdminPassword) process.env.SUPER_ADMIN_PASSWORD = superAdmin.password;
  try {
    const seeded = await runServiceSeed('training');
    const counts = seeded.match(/(\d+) courses created, (\d+) already present/);
    const courses = counts ? Number(counts[1]) + Number(counts[2]) : undefined;
    contents.push(
      `training: the demo catalogue (${courses ?? 'its'} courses, most of them published, with schedules)`,
    );
  } catch (err) {
    failures.push(failure('training catalogue', err));
  }
  return {
    kind: 'load',
    config,
    people: {
      superAdmin,
      complianceAdmin: { email: DEMO_EMAILS.complianceAdmin, password: password() },
      factoryAdmin: { email: DEMO_EMAILS.factoryAdmin, password: password() },
    },
    ownSuperAdminPassword,
    started,
    contents,
    failures,
  };
}

function loopback(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function targetsOf(config: LauncherConfig, listeners: readonly Listener[]): DemoTargets {
  const origin = (name: string) => {
    const listener = listeners.find((l) => l.name === name);
    if (!listener) throw new Error(`no ${name} listener was started`);
    return `http://${loopback(config.HOST)}:${listener.port}`;
  };
  return {
    identity: `${origin('identity')}/auth/v1`,
    compliance: `${origin('compliance')}/api/v1`,
    factory: `${origin('factory')}/api/v1`,
    portal: `${origin('portal')}/api/v1`,
    mailDir: config.SMTP_URL ? undefined : join(config.DATA_DIR, 'mail'),
  };
}

function accountsOf(plan: Extract<DemoPlan, { kind: 'load' }>, factoryPasswordSet: boolean): DemoAccount[] {
  const { people } = plan;
  const rootPassword = plan.ownSuperAdminPassword ? null : people.superAdmin.password;
  const rootNote = plan.ownSuperAdminPassword ? { note: 'password from SUPER_ADMIN_PASSWORD' } : {};
  return [
    {
      role: 'super-admin',
      signIn:
        'the web app (/login, every product), identity (POST /auth/v1/token); factory (POST /api/v1/auth/login, username = e-mail)',
      email: people.superAdmin.email,
      password: rootPassword,
      ...rootNote,
    },
    {
      role: 'compliance admin',
      signIn:
        'the web app (/login, lands in /compliance); identity (POST /auth/v1/token), its token on compliance and workflow',
      ...people.complianceAdmin,
    },
    {
      role: 'factory admin',
      signIn:
        'the web app (/factory/login); factory (POST /api/v1/auth/login, username = e-mail); identity, for /billing',
      ...people.factoryAdmin,
      ...(factoryPasswordSet ? {} : { note: 'factory password: follow the set-password link mailed to it' }),
    },
  ];
}

/**
 * After `launch`: loads the rest of the demo through the listeners (when `prepareDemo` said so),
 * records it, and returns the block to print after the URLs; nothing when the demo is off.
 * Never throws: a part that fails is reported in the block and in the marker.
 */
export async function finishDemo(
  plan: DemoPlan,
  listeners: readonly Listener[],
): Promise<string | undefined> {
  if (plan.kind === 'off') return undefined;
  if (plan.kind === 'loaded') return describeMarker(plan.marker, false);
  const { config, people, contents, failures } = plan;
  let factoryPasswordSet = false;
  try {
    const targets = targetsOf(config, listeners);
    await loadCompliance(targets, people).then(
      (summary) => contents.push(summary),
      (err: unknown) => failures.push(failure('compliance', err)),
    );
    await loadFactory(targets, people).then(
      (loaded) => {
        contents.push(loaded.summary);
        factoryPasswordSet = loaded.factoryPasswordSet;
      },
      (err: unknown) => failures.push(failure('portal and factory', err)),
    );
  } catch (err) {
    failures.push(failure('demo data', err));
  }
  const marker: DemoMarker = {
    version: 1,
    loadedAt: new Date().toISOString(),
    database: databaseLabel(config.DATABASE_URL),
    accounts: accountsOf(plan, factoryPasswordSet),
    contents,
    failures,
  };
  try {
    writeMarker(config.DATA_DIR, marker);
  } catch (err) {
    failures.push(failure('recording the demo data (it may be loaded again)', err));
  }
  for (const f of failures) console.error(`Demo data: ${f}`);
  return `${describeMarker(marker, true)}\n  (loaded in ${Date.now() - plan.started} ms)`;
}

/**
 * The launcher's notes, less the services' word on the super-admin's password when the demo
 * chose it: the demo accounts below say it.
 */
export function notesBesideDemo(plan: DemoPlan, notes: readonly string[]): readonly string[] {
  const root =
    plan.kind === 'load'
      ? plan.ownSuperAdminPassword
        ? undefined
        : plan.people.superAdmin.email
      : plan.kind === 'loaded'
        ? plan.marker.accounts.find((a) => a.role === 'super-admin' && a.password !== null)?.email
        : undefined;
  if (!root) return notes;
  return notes.filter((n) => !(n.includes('super-admin') && n.includes(root)));
}
