import { freePort } from '@platform/kernel/testing';
import { CONNECTIONS, warmAndMeasure } from '../lib/load.js';
import {
  captureOutput,
  peakRssKb,
  SERVER_CORE,
  spawnPinned,
  stopChild,
  TSX_NODE_ARGS,
  waitForHttp,
} from '../lib/processes.js';
import type { LoadRequest, Measurement, Shape } from '../lib/types.js';
import { READ_ROWS, seedBaselineData } from './baseline-data.js';
import { findPgbench, runPgbench } from './pgbench.js';

export const BASELINE_NAMES = [
  'node:http',
  'fastify+pg read',
  'fastify+pg write',
  'express+pg read',
  'pgbench read',
  'pgbench write',
] as const;

export type BaselineName = (typeof BASELINE_NAMES)[number];

export type BaselineResult = { readonly measured: Measurement } | { readonly skipped: string };

export type Baselines = Record<BaselineName, BaselineResult>;

/** A request one baseline is measured on, with its shape. */
interface Probe {
  readonly request: LoadRequest;
  readonly shape: Shape;
}

const READ: Probe = { shape: 'read', request: { method: 'GET', path: `/items/{{random:${READ_ROWS}}}` } };
const WRITE: Probe = {
  shape: 'write',
  request: {
    method: 'PUT',
    path: '/items/{{seq}}',
    headers: { 'content-type': 'application/json' },
    body: '{"version":0,"name":"changed {{seq}}"}',
  },
};

async function measureServer(
  script: string,
  databaseUrl: string | undefined,
  probes: readonly Probe[],
): Promise<Measurement[]> {
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const path = new URL(script, import.meta.url).pathname;
  const child = spawnPinned(SERVER_CORE, process.execPath, [...TSX_NODE_ARGS, path], env);
  const output = captureOutput(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/health`, child, 30_000).catch((err: Error) => {
      throw new Error(`${script}: ${err.message}\n${output()}`);
    });
    const results: Measurement[] = [];
    for (const { request, shape } of probes) {
      const result = await warmAndMeasure(url, request, child.pid, { connections: CONNECTIONS[shape] });
      results.push({ ...result, peakRssKb: peakRssKb(child.pid) });
    }
    return results;
  } finally {
    await stopChild(child);
  }
}

/**
 * The figures every scenario is divided by, measured in the same run on the same machine:
 * the ceiling (raw node:http), the floor (hand-written Fastify + pg), the peer (Express 5 + pg)
 * and PostgreSQL alone (pgbench) on the same statements.
 */
/** Every baseline skipped, for the same reason. */
export function skippedBaselines(reason: string): Baselines {
  return Object.fromEntries(BASELINE_NAMES.map((name) => [name, { skipped: reason }])) as Baselines;
}

export async function measureBaselines(
  databaseUrl: string | undefined,
  log: (line: string) => void,
): Promise<Baselines> {
  const noPostgres = {
    skipped: 'no PostgreSQL server answered (set DATABASE_URL or start one on 127.0.0.1:5432)',
  };
  log('baseline node:http');
  const [ceiling] = await measureServer('./raw-http-server.ts', undefined, [
    { shape: 'read', request: { method: 'GET', path: '/' } },
  ]);
  const baselines: Baselines = {
    'node:http': ceiling ? { measured: ceiling } : { skipped: 'no result' },
    'fastify+pg read': noPostgres,
    'fastify+pg write': noPostgres,
    'express+pg read': noPostgres,
    'pgbench read': noPostgres,
    'pgbench write': noPostgres,
  };
  if (!databaseUrl) return baselines;

  await seedBaselineData(databaseUrl);
  log('baseline fastify+pg read, write');
  const [read, write] = await measureServer('./fastify-pg-server.ts', databaseUrl, [READ, WRITE]);
  if (read) baselines['fastify+pg read'] = { measured: read };
  if (write) baselines['fastify+pg write'] = { measured: write };
  log('baseline express+pg read');
  const [peer] = await measureServer('./express-pg-server.ts', databaseUrl, [READ]);
  if (peer) baselines['express+pg read'] = { measured: peer };

  const pgbench = findPgbench();
  if (!pgbench) {
    baselines['pgbench read'] = { skipped: 'pgbench not found' };
    baselines['pgbench write'] = { skipped: 'pgbench not found' };
    return baselines;
  }
  log('baseline pgbench read, write');
  baselines['pgbench read'] = { measured: await runPgbench(pgbench, databaseUrl, 'read') };
  baselines['pgbench write'] = { measured: await runPgbench(pgbench, databaseUrl, 'write') };
  return baselines;
}
