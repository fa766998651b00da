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

const TEMPLATE = /\{\{(seq:uuid|seq|random:(\d+))\}\}/g;
const TEMPLATE_TEST = /\{\{(seq:uuid|seq|random:\d+)\}\}/;

/** The sequence number as a UUID, for rows whose key is one: `00000000-0000-4000-8000-000000000042`. */
function sequenceUuid(seq: number): string {
  return `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
}

function fill(text: string, seq: number): string {
  return text.replace(TEMPLATE, (_match, kind: string, bound: string | undefined) => {
    if (kind === 'seq') return String(seq);
    if (kind === 'seq:uuid') return sequenceUuid(seq);
    return String(1 + Math.floor(Math.random() * Number(bound)));
  });
}

function toAutocannon(request: LoadRequest, seq: number): AutocannonRequest {
  return {
    method: request.method,
    path: fill(request.path, seq),
    headers: { ...request.headers },
    ...(request.body === undefined ? {} : { body: fill(request.body, seq) }),
  };
}

function isTemplated(request: LoadRequest): boolean {
  return TEMPLATE_TEST.test(`${request.path}${request.body ?? ''}`);
}

function inTurn(requests: readonly LoadRequest[]): boolean {
  return requests.some(isTemplated) || (requests.length > 1 && requests.some((r) => r.method !== 'GET'));
}

function usesSequence(request: LoadRequest): boolean {
  const text = `${request.path}${request.body ?? ''}`;
  return text.includes('{{seq}}') || text.includes('{{seq:uuid}}');
}

/**
 * Templated requests, and a list of several writes, in turn, from one cursor shared by every
 * connection, each filled as it is sent. Autocannon would have each connection walk the list on
 * its own, all starting at its head: the connections would then send the same request at the
 * same moment, and writes would queue on the same row (ten payments to one worker at once,
 * where the list names twenty). Reads of fixed requests keep autocannon's own walk, which
 * builds each once.
 */
function sharedCursor(requests: readonly LoadRequest[]): AutocannonRequest {
  // Only requests that write fresh rows use up sequence numbers; decided once, not per send.
  const turns = requests.map((request) => ({ request, usesSequence: usesSequence(request) }));
  const [first] = turns;
  if (!first) throw new Error('a scenario needs at least one request');
  let next = 0;
  return {
    ...toAutocannon(first.request, 0),
    setupRequest: (req) => {
      const turn = turns[next++ % turns.length] ?? first;
      return { ...req, ...toAutocannon(turn.request, turn.usesSequence ? sequence++ : 0) };
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
      requests: inTurn(input.requests)
        ? [sharedCursor(input.requests)]
        : input.requests.map((request) => toAutocannon(request, 0)),
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
