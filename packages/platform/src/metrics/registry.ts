import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/types.js';
import { renderRequestMetrics } from './requests.js';

/** Seconds from an event's commit to its publication: milliseconds normally, minutes during an outage. */
const RELAY_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 1800];
/** A probe of the database that takes longer than this is left out of the scrape. */
const PROBE_TIMEOUT_MS = 2_000;

/** Something a scrape reads before rendering: a database count that sets gauges. */
export type ScrapeProbe = () => Promise<void>;

function createMetrics(registry: Registry) {
  return {
    ready: new Gauge({
      name: 'http_listener_ready',
      help: '1 while the listener accepts work, 0 while it drains',
      labelNames: ['service'] as const,
      registers: [registry],
    }),
    poolConnections: new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections of the pool, in use or idle',
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        for (const [pool, stats] of pools) {
          const now = stats();
          this.set({ pool, state: 'in_use' }, now.inUse);
          this.set({ pool, state: 'idle' }, now.idle);
        }
      },
    }),
    poolWaiting: new Gauge({
      name: 'db_pool_waiting',
      help: 'Callers waiting for a database connection',
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [pool, stats] of pools) this.set({ pool }, stats().waiting);
      },
    }),
    outboxPending: new Gauge({
      name: 'outbox_pending_events',
      help: 'Committed events not yet published (the relay backlog), read from the database at scrape',
      labelNames: ['schema'] as const,
      registers: [registry],
    }),
    outboxLag: new Gauge({
      name: 'outbox_relay_lag_seconds',
      help: 'Age of the oldest unpublished event (0 when none wait), read from the database at scrape',
      labelNames: ['schema'] as const,
      registers: [registry],
    }),
    outboxPublished: new Counter({
      name: 'outbox_published_events_total',
      help: 'Events this process relayed to the bus',
      labelNames: ['schema'] as const,
      registers: [registry],
    }),
    outboxPublishFailures: new Counter({
      name: 'outbox_publish_failures_total',
      help: 'Publish attempts the bus refused (each is retried with backoff)',
      labelNames: ['schema'] as const,
      registers: [registry],
    }),
    outboxDelay: new Histogram({
      name: 'outbox_publish_delay_seconds',
      help: 'Time from an event row being written to its publication being confirmed',
      labelNames: ['schema'] as const,
      buckets: RELAY_BUCKETS,
      registers: [registry],
    }),
    workQueueItems: new Gauge({
      name: 'work_queue_items',
      help: 'Work items waiting (pending, due or scheduled) or being handled (running), read from the database at scrape',
      labelNames: ['schema', 'queue', 'status'] as const,
      registers: [registry],
    }),
    workItemsDone: new Counter({
      name: 'work_items_done_total',
      help: 'Work items this process handled successfully',
      labelNames: ['schema', 'queue'] as const,
      registers: [registry],
    }),
    workItemsFailed: new Counter({
      name: 'work_items_failed_total',
      help: 'Failed work item attempts of this process; outcome retry (tried again later) or failed (given up)',
      labelNames: ['schema', 'queue', 'outcome'] as const,
      registers: [registry],
    }),
    scheduledRuns: new Counter({
      name: 'scheduled_job_runs_total',
      help: 'Scheduled job ticks of this process: ok, failed, or skipped (another replica held the lock)',
      labelNames: ['schema', 'job', 'outcome'] as const,
      registers: [registry],
    }),
    probeFailures: new Counter({
      name: 'metrics_probe_failures_total',
      help: 'Scrape-time database reads that failed or timed out (their gauges keep the last value)',
      labelNames: ['probe'] as const,
      registers: [registry],
    }),
  };
}

export type PlatformMetrics = ReturnType<typeof createMetrics>;

const pools = new Map<string, () => PoolStats>();
const probes = new Set<{ readonly name: string; readonly probe: ScrapeProbe }>();
let registry: Registry | undefined;
let metrics: PlatformMetrics | undefined;

/**
 * The process's one registry: every listener of the process serves it, labelled by service,
 * with Node's own metrics (event-loop lag, heap, GC, handles) beside the platform's.
 */
export function metricsRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}

/** The platform's metrics, created in the process registry on first use. */
export function platformMetrics(): PlatformMetrics {
  metrics ??= createMetrics(metricsRegistry());
  return metrics;
}

/** Reports a database pool as `db_pool_connections` and `db_pool_waiting` until the returned function is called. */
export function watchPool(name: string, stats: () => PoolStats): () => void {
  platformMetrics();
  pools.set(name, stats);
  return () => {
    if (pools.get(name) !== stats) return;
    pools.delete(name);
    const m = platformMetrics();
    m.poolConnections.remove({ pool: name, state: 'in_use' });
    m.poolConnections.remove({ pool: name, state: 'idle' });
    m.poolWaiting.remove({ pool: name });
  };
}

/**
 * Runs `probe` before each scrape (a database read that sets gauges) until the returned function
 * is called; `name` labels its failures.
 */
export function addScrapeProbe(name: string, probe: ScrapeProbe): () => void {
  platformMetrics();
  const entry = { name, probe };
  probes.add(entry);
  return () => {
    probes.delete(entry);
  };
}

async function runProbe(name: string, probe: ScrapeProbe): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`probe ${name} timed out`)), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
  } catch {
    platformMetrics().probeFailures.inc({ probe: name });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The Prometheus text exposition of the process registry, probes run first, followed by the HTTP
 * request metrics, which the kernel keeps outside it (`requests.ts` says why).
 */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  const reg = metricsRegistry();
  platformMetrics();
  await Promise.all([...probes].map(({ name, probe }) => runProbe(name, probe)));
  return { contentType: reg.contentType, body: `${await reg.metrics()}\n${renderRequestMetrics()}` };
}
