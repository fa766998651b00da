/**
 * The load generator, in a process of its own (pinned to its own core by the runner), so
 * that generating load does not take CPU from the server being measured.
 */
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { cpuPerRequest, cpuSnapshot } from './cpu.js';
import { childInput } from './processes.js';
import type { LoadRequest, Measurement } from './types.js';

export interface LoadWorkerInput {
  readonly url: string;
  readonly requests: readonly LoadRequest[];
  readonly connections: number;
  readonly durationSeconds: number;
  readonly sequenceStart: number;
  /** The process under test, whose share of the CPU is reported. */
  readonly serverPid: number | undefined;
}

const input = childInput<LoadWorkerInput>();
let sequence = input.sequenceStart;

const TEMPLATE = /\{\{(seq|random:(\d+))\}\}/g;

function fill(text: string, seq: number): string {
  return text.replace(TEMPLATE, (_match, kind: string, bound: string | undefined) =>
    kind === 'seq' ? String(seq) : String(1 + Math.floor(Math.random() * Number(bound))),
  );
}

function isTemplated(text: string | undefined): boolean {
  return text !== undefined && /\{\{(seq|random:\d+)\}\}/.test(text);
}

function toAutocannon(request: LoadRequest): AutocannonRequest {
  const base: AutocannonRequest = {
    method: request.method,
    path: request.path,
    headers: { ...request.headers },
    ...(request.body === undefined ? {} : { body: request.body }),
  };
  if (!isTemplated(request.path) && !isTemplated(request.body)) return base;
  // Only requests that write fresh rows use up sequence numbers.
  const usesSequence = `${request.path}${request.body ?? ''}`.includes('{{seq}}');
  return {
    ...base,
    // One `{{seq}}` value per request, shared by its path and body.
    setupRequest: (req) => {
      const seq = usesSequence ? sequence++ : 0;
      const body = request.body === undefined ? {} : { body: fill(request.body, seq) };
      return { ...req, path: fill(request.path, seq), ...body };
    },
  };
}

const cpuBefore = cpuSnapshot(input.serverPid);
const result = await new Promise<AutocannonResult>((resolve, reject) => {
  autocannon(
    {
      url: input.url,
      connections: input.connections,
      duration: input.durationSeconds,
      pipelining: 1,
      timeout: 30,
      requests: input.requests.map(toAutocannon),
    },
    (err, res) => (err ? reject(err) : resolve(res)),
  );
});

const cpu = cpuPerRequest(cpuBefore, cpuSnapshot(input.serverPid), result.requests.total);

const measurement: Measurement & { statusCodes: Record<string, number>; sequenceEnd: number } = {
  unit: 'req/s',
  perSecond: result.requests.total / result.duration,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  total: result.requests.total,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
  sequenceEnd: sequence,
  ...(cpu ? { cpu } : {}),
};
process.stdout.write(`${JSON.stringify(measurement)}\n`);
