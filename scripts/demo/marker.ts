import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One sign-in of the demo data set, as printed beside the URLs. */
export interface DemoAccount {
  /** What the account is, e.g. "compliance admin". */
  readonly role: string;
  /** Where it signs in, e.g. "identity (POST /auth/v1/token)". */
  readonly signIn: string;
  readonly email: string;
  /** The password, or null when it is the operator's own (SUPER_ADMIN_PASSWORD) and so not recorded. */
  readonly password: string | null;
  /** Said instead of a password that is not recorded or could not be set. */
  readonly note?: string;
}

/**
 * The record that the demo data set was loaded into this DATA_DIR and database: written once,
 * after the first start's load (whether or not every part succeeded), so later starts only
 * print the accounts and never load twice.
 */
export interface DemoMarker {
  readonly version: 1;
  readonly loadedAt: string;
  /** `embedded`, or the PostgreSQL URL without its password: a marker of another database is ignored. */
  readonly database: string;
  readonly accounts: readonly DemoAccount[];
  /** What was loaded, one line each. */
  readonly contents: readonly string[];
  /** The parts that failed, with their error; empty when everything loaded. */
  readonly failures: readonly string[];
}

export const MARKER_FILE = 'demo-data.json';

export function markerPath(dataDir: string): string {
  return join(dataDir, MARKER_FILE);
}

/** The database a marker belongs to, without credentials. */
export function databaseLabel(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'embedded';
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    return url.toString();
  } catch {
    return 'postgres';
  }
}

export function readMarker(dataDir: string, database: string): DemoMarker | undefined {
  const file = markerPath(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    const marker = JSON.parse(readFileSync(file, 'utf8')) as DemoMarker;
    return marker.version === 1 && marker.database === database ? marker : undefined;
  } catch {
    return undefined;
  }
}

export function writeMarker(dataDir: string, marker: DemoMarker): void {
  const file = markerPath(dataDir);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(marker, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

/** The accounts block printed after the URLs. */
export function describeMarker(marker: DemoMarker, firstStart: boolean): string {
  const width = Math.max(...marker.accounts.map((a) => a.role.length));
  const rows = marker.accounts.map((a) => {
    const secret = a.password ?? a.note ?? '';
    return `  ${a.role.padEnd(width)}  ${a.email}  ${secret}${a.password && a.note ? `  (${a.note})` : ''}\n  ${' '.repeat(width)}  at ${a.signIn}`;
  });
  const head = firstStart
    ? 'Demo data loaded (first start; DEMO_DATA=false turns this off, production never loads it):'
    : `Demo data (loaded ${marker.loadedAt.slice(0, 10)}; ${MARKER_FILE} in DATA_DIR records it):`;
  const failures =
    marker.failures.length > 0
      ? `\n\n  Not loaded (the platform runs without it):\n${marker.failures.map((f) => `    ${f}`).join('\n')}`
      : '';
  return `${head}\n${marker.contents.map((c) => `  - ${c}`).join('\n')}\n\n  Demo accounts:\n${rows.join('\n')}${failures}`;
}
