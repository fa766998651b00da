import type { CpuPerRequest } from './cpu.js';
import type { LoadWorkerInput } from './load-worker.js';
import { LOAD_CORE, runJsonChild } from './processes.js';
import type { LoadOptions, LoadRequest, Measurement, Shape } from './types.js';

/** Every measurement is bounded: this long, after a warm-up that is not counted. */
export const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** Rounds two servers measured in turn split their measurement into (`measureInTurn`). */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/**
 * Connections each measurement opens, by shape, the same for the baselines and the scenarios:
 * enough to keep the server under test busy. Writes take more: a server that writes concurrent
 * requests in one commit (the course update) waits at 10 for the next group to come back and
 * leaves a core partly idle, which measures the round trip rather than what the server can do.
 * At 32 the floor writes as fast as at 10 (its pool holds 10 connections), only queued.
 */
export const CONNECTIONS: Record<Shape, number> = { read: 10, write: 32 };

const LOAD_WORKER = new URL('./load-worker.ts', import.meta.url).pathname;

export type LoadResult = Measurement & {
  readonly statusCodes: Record<string, number>;
  /** The first `{{seq}}` value this run did not hand out. */
  readonly sequenceEnd: number;
};

/**
 * The next `{{seq}}` value per server, so that successive load runs on it (warm-up, then
 * measurement, then the next size) never reuse a row an earlier run has already changed.
 */
const nextSequence = new Map<string, number>();

/** Drives `url` with autocannon from the load generator's core for `durationSeconds`. */
export async function runLoad(
  url: string,
  requests: LoadRequest | readonly LoadRequest[],
  options: LoadOptions & { readonly durationSeconds: number; readonly serverPid?: number | undefined },
): Promise<LoadResult> {
  const input: LoadWorkerInput = {
    url,
    requests: Array.isArray(requests) ? requests : [requests as LoadRequest],
    connections: options.connections ?? CONNECTIONS.read,
    durationSeconds: options.durationSeconds,
    sequenceStart: nextSequence.get(url) ?? 1,
    serverPid: options.serverPid,
  };
  const result = await runJsonChild<LoadResult>(
    LOAD_CORE,
    LOAD_WORKER,
    input,
    (options.durationSeconds + 60) * 1000,
  );
  nextSequence.set(url, result.sequenceEnd);
  return result;
}

/** A warm-up (JIT, connection pools, caches), then the measured run of the server `serverPid`. */
export async function warmAndMeasure(
  url: string,
  requests: LoadRequest | readonly LoadRequest[],
  serverPid: number | undefined,
  options: LoadOptions = {},
): Promise<LoadResult> {
  await runLoad(url, requests, { ...options, durationSeconds: WARMUP_SECONDS });
  return runLoad(url, requests, {
    ...options,
    durationSeconds: options.durationSeconds ?? MEASURE_SECONDS,
    serverPid,
  });
}

/** A server under load in turn with others: where it listens, what it is sent, its process. */
export interface LoadTarget {
  readonly url: string;
  readonly requests: LoadRequest | readonly LoadRequest[];
  readonly serverPid: number | undefined;
}

/** The rounds of one server as one measurement: its requests over its seconds, its CPU per request. */
export function mergeRounds(rounds: readonly LoadResult[]): LoadResult {
  const [first] = rounds;
  if (!first) throw new Error('no round was measured');
  const total = rounds.reduce((sum, r) => sum + r.total, 0);
  // Each round ran as long as the others: the rate is the rounds' mean.
  const perSecond = rounds.reduce((sum, r) => sum + r.perSecond, 0) / rounds.length;
  const weighted = (pick: (cpu: CpuPerRequest) => number | undefined): number | undefined => {
    let sum = 0;
    for (const round of rounds) {
      const value = round.cpu ? pick(round.cpu) : undefined;
      if (value === undefined) return undefined;
      sum += value * round.total;
    }
    return total > 0 ? sum / total : undefined;
  };
  const allMs = weighted((cpu) => cpu.allMs);
  const databaseMs = weighted((cpu) => cpu.databaseMs);
  const statusCodes: Record<string, number> = {};
  for (const round of rounds)
    for (const [code, count] of Object.entries(round.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const p50s = rounds.map((r) => r.p50Ms).sort((a, b) => a - b);
  return {
    ...first,
    perSecond,
    total,
    // Latency percentiles do not add up across rounds: the rounds' median p50, their worst p99.
    p50Ms: p50s[Math.floor((p50s.length - 1) / 2)] ?? first.p50Ms,
    p99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    statusCodes,
    sequenceEnd: Math.max(...rounds.map((r) => r.sequenceEnd)),
    ...(allMs !== undefined && databaseMs !== undefined
      ? { cpu: { allMs, serverMs: weighted((cpu) => cpu.serverMs), databaseMs } }
      : {}),
  };
}

/**
 * Servers measured in turn after a warm-up of each: `ROUNDS` rounds, each loading every server
 * for its share of the measurement, the order reversed every other round, so that a machine
 * growing slower or faster during the run falls on each alike. One result per target.
 */
export async function measureInTurn(
  targets: readonly LoadTarget[],
  options: LoadOptions = {},
): Promise<LoadResult[]> {
  for (const { url, requests } of targets)
    await runLoad(url, requests, { ...options, durationSeconds: WARMUP_SECONDS });
  const seconds = Math.max(1, Math.round((options.durationSeconds ?? MEASURE_SECONDS) / ROUNDS));
  const rounds: LoadResult[][] = targets.map(() => []);
  const order = targets.map((_, index) => index);
  for (let round = 0; round < ROUNDS; round++) {
    for (const index of round % 2 === 0 ? order : [...order].reverse()) {
      const target = targets[index];
      if (!target) continue;
      rounds[index]?.push(
        await runLoad(target.url, target.requests, {
          ...options,
          durationSeconds: seconds,
          serverPid: target.serverPid,
        }),
      );
    }
  }
  return rounds.map(mergeRounds);
}
