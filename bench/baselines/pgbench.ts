import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { cpuPerRequest, cpuSnapshot } from '../lib/cpu.js';
import { CONNECTIONS, MEASURE_SECONDS } from '../lib/load.js';
import { LOAD_CORE, pinned } from '../lib/processes.js';
import type { Measurement } from '../lib/types.js';
import { BASELINE_SCHEMA, READ_ROWS, TOTAL_ROWS } from './baseline-data.js';

const run = promisify(execFile);

/** The same statements as the floor, straight from PostgreSQL's own load tool: no Node at all. */
const SCRIPTS = {
  read: `\\set id random(1, ${READ_ROWS})
select id, version, name, updated_at from ${BASELINE_SCHEMA}.items where id = :id;
`,
  // pgbench keeps no counter across clients, so it reads the version it then locks on.
  write: `\\set id random(1, ${TOTAL_ROWS})
begin;
select version from ${BASELINE_SCHEMA}.items where id = :id \\gset
update ${BASELINE_SCHEMA}.items set name = 'changed', version = version + 1, updated_at = now()
  where id = :id and version = :version;
insert into ${BASELINE_SCHEMA}.outbox (routing_key, payload) values ('item.updated', '{"id": 1}');
commit;
`,
} as const;

export function findPgbench(): string | undefined {
  const candidates = ['/usr/lib/postgresql/15/bin/pgbench', '/usr/bin/pgbench', '/usr/local/bin/pgbench'];
  return candidates.find((path) => existsSync(path));
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs one script for a bounded time; latencies come from pgbench's per-transaction log. */
export async function runPgbench(
  pgbench: string,
  databaseUrl: string,
  shape: 'read' | 'write',
): Promise<Measurement> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  try {
    const script = join(dir, `${shape}.sql`);
    writeFileSync(script, SCRIPTS[shape]);
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(CONNECTIONS[shape]),
      '-j',
      '1',
      '-T',
      String(MEASURE_SECONDS),
      '-f',
      script,
      '-l',
      '--log-prefix',
      join(dir, 'log'),
      databaseUrl,
    ];
    const [file, argv] = pinned(LOAD_CORE, pgbench, args);
    const cpuBefore = cpuSnapshot(undefined);
    const { stdout } = await run(file, argv, { cwd: dir, timeout: (MEASURE_SECONDS + 60) * 1000 });
    const cpuAfter = cpuSnapshot(undefined);
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    // Each log line: client, transaction number, elapsed microseconds, script, epoch, microseconds.
    const latenciesMs = readdirSync(dir)
      .filter((f) => f.startsWith('log'))
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .filter((ms) => Number.isFinite(ms))
      .sort((a, b) => a - b);
    const cpu = cpuPerRequest(cpuBefore, cpuAfter, latenciesMs.length);
    return {
      unit: 'tx/s',
      perSecond: tps,
      p50Ms: percentile(latenciesMs, 50),
      p99Ms: percentile(latenciesMs, 99),
      errors: failed,
      total: latenciesMs.length,
      ...(cpu ? { cpu } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
