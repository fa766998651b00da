import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Kernel clock ticks per second, the unit of /proc CPU times. */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time spent so far, in milliseconds: by the whole machine, by one process, by each PostgreSQL process. */
export interface CpuSnapshot {
  readonly machineMs: number;
  readonly serverMs: number | undefined;
  readonly postgresMs: ReadonlyMap<string, number>;
}

/** Where a request's CPU went: all cores, the server under test, the PostgreSQL processes. */
export interface CpuPerRequest {
  readonly allMs: number;
  readonly serverMs: number | undefined;
  readonly databaseMs: number;
}

const toMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

function machineBusyMs(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  // user nice system idle iowait irq softirq steal: idle and iowait are not work.
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  return toMs([user, nice, system, irq, softirq, steal].reduce<number>((a, b) => a + (b ?? 0), 0));
}

/** utime + stime of a process, or undefined when it is gone. */
function processMs(pid: string | number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return toMs(Number(fields[11]) + Number(fields[12]));
  } catch {
    return undefined;
  }
}

function isPostgres(pid: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
  } catch {
    return false;
  }
}

/** PostgreSQL's backends come and go with connections; those alive at both snapshots are compared. */
function postgresMs(): Map<string, number> {
  const times = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || !isPostgres(pid)) continue;
    const ms = processMs(pid);
    if (ms !== undefined) times.set(pid, ms);
  }
  return times;
}

export function cpuSnapshot(serverPid: number | undefined): CpuSnapshot {
  return {
    machineMs: machineBusyMs(),
    serverMs: serverPid === undefined ? undefined : processMs(serverPid),
    postgresMs: postgresMs(),
  };
}

/** The CPU spent between two snapshots, divided by the requests served in between. */
export function cpuPerRequest(
  before: CpuSnapshot,
  after: CpuSnapshot,
  requests: number,
): CpuPerRequest | undefined {
  if (requests <= 0) return undefined;
  let databaseMs = 0;
  // A backend started in between counts from zero: its start is part of the load.
  for (const [pid, ms] of after.postgresMs) databaseMs += ms - (before.postgresMs.get(pid) ?? 0);
  const server =
    before.serverMs === undefined || after.serverMs === undefined
      ? undefined
      : after.serverMs - before.serverMs;
  return {
    allMs: (after.machineMs - before.machineMs) / requests,
    serverMs: server === undefined ? undefined : server / requests,
    databaseMs: databaseMs / requests,
  };
}
