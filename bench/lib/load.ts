import type { LoadWorkerInput } from './load-worker.js';
import { LOAD_CORE, runJsonChild } from './processes.js';
import type { LoadOptions, LoadRequest, Measurement, Shape } from './types.js';

/** Every measurement is bounded: this long, after a warm-up that is not counted. */
export const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
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
