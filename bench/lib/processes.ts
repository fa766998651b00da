import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The server gets one core and the load generator the other, so they do not steal each other's time. */
export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

const tasksetPath = ['/usr/bin/taskset', '/bin/taskset'].find((p) => existsSync(p));

export const pinningNote = tasksetPath
  ? `server on core ${SERVER_CORE}, load generator on core ${LOAD_CORE} (taskset)`
  : 'taskset not found: processes are not pinned, figures include contention between them';

/** Node with the TypeScript loader, for bench code that runs in a child process. */
export const TSX_NODE_ARGS = ['--conditions=source', '--import', 'tsx'];

/**
 * `taskset -c <core> <command>`; taskset execs, so the child's pid is the command's own.
 * `null` leaves the command free to run on every core.
 */
export function pinned(core: number | null, command: string, args: readonly string[]): [string, string[]] {
  return tasksetPath && core !== null
    ? [tasksetPath, ['-c', String(core), command, ...args]]
    : [command, [...args]];
}

export function spawnPinned(
  core: number | null,
  command: string,
  args: readonly string[],
  env: Readonly<Record<string, string>>,
): ChildProcess {
  const [file, argv] = pinned(core, command, args);
  return spawn(file, argv, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Runs bench TypeScript in a pinned child and returns the JSON it printed as its last line;
 * a child that overruns `timeoutMs` is killed, so that no run can hang.
 */
export function runJsonChild<T>(
  core: number | null,
  script: string,
  input: unknown,
  timeoutMs: number,
  env: Readonly<Record<string, string>> = {},
): Promise<T> {
  // A file, not a variable: a list of requests with their tokens outgrows what one variable may hold.
  const inputDir = mkdtempSync(join(tmpdir(), 'bench-input-'));
  const inputFile = join(inputDir, 'input.json');
  writeFileSync(inputFile, JSON.stringify(input));
  const child = spawnPinned(core, process.execPath, [...TSX_NODE_ARGS, script], {
    ...env,
    BENCH_INPUT_FILE: inputFile,
  });
  child.on('close', () => rmSync(inputDir, { recursive: true, force: true }));
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0) {
        reject(new Error(`${script} exited with ${signal ?? code}: ${stderr.trim().slice(-2000)}`));
        return;
      }
      try {
        resolve(JSON.parse(last) as T);
      } catch {
        reject(new Error(`${script} printed no JSON result: ${stdout.slice(-500)} ${stderr.slice(-1000)}`));
      }
    });
  });
}

/** The input a `runJsonChild` script was given. */
export function childInput<T>(): T {
  const file = process.env.BENCH_INPUT_FILE;
  if (!file) throw new Error('BENCH_INPUT_FILE is not set: run this file through the bench runner');
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Peak resident memory of a live process in KiB (the kernel's high-water mark). */
export function peakRssKb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Polls `url` until it answers 200; a server that died or never answers fails the wait. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before answering ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** SIGTERM, then SIGKILL if the process has not exited within `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Keeps the tail of a child's output, to explain a failed start. */
export function captureOutput(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

export function commandOutput(file: string, args: readonly string[]): string | undefined {
  try {
    return execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}
