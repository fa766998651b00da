import type { FastifyBaseLogger } from 'fastify';
import { sql } from '../db/sql.js';
import { type Db, one } from '../db/types.js';
import { platformMetrics } from '../metrics/registry.js';
import { errorMessage } from './error-message.js';

export interface SchedulerOptions {
  readonly db: Db;
  /** The service's schema: it holds `job_runs`, and names the lock, so services never block each other. */
  readonly schema: string;
  readonly logger: FastifyBaseLogger;
  /** How long `job_runs` rows are kept. Default 7 days. */
  readonly historyMs?: number;
}

/** `skipped`: another replica (or an earlier run still going) holds the job's lock. */
export type JobOutcome = 'ok' | 'failed' | 'skipped';

export interface Scheduler {
  /** Registers a job run every `intervalMs` (measured from the end of the previous run). */
  every(name: string, intervalMs: number, run: () => Promise<void>): void;
  start(): void;
  /** Stops ticking and waits for runs under way. */
  stop(): Promise<void>;
  /** Runs a job at once, under the same lock and recording as a tick. */
  runNow(name: string): Promise<JobOutcome>;
}

interface Job {
  readonly name: string;
  readonly intervalMs: number;
  readonly run: () => Promise<void>;
  timer?: NodeJS.Timeout;
}

const DEFAULT_HISTORY_MS = 7 * 24 * 60 * 60_000;

/**
 * Periodic jobs that run on one replica at a time: each tick takes a database advisory lock
 * named after the job, and a replica that cannot take it skips the tick. A failed run is
 * logged and recorded; the next tick is the retry.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, schema, logger } = options;
  const runs = sql.ident(schema, 'job_runs');
  const history = `${options.historyMs ?? DEFAULT_HISTORY_MS} milliseconds`;
  const jobs = new Map<string, Job>();
  const underway = new Set<Promise<JobOutcome>>();
  let started = false;

  async function runRecorded(job: Job): Promise<JobOutcome> {
    const { id } = await one<{ id: number }>(
      db,
      sql`insert into ${runs} (name) values (${job.name}) returning id`,
    );
    let error: string | null = null;
    try {
      await job.run();
    } catch (err) {
      error = errorMessage(err);
      logger.error({ err, job: job.name }, 'scheduled job failed; it runs again next tick');
    }
    await db.query(sql`
      with finished as (
        update ${runs} set finished_at = now(), ok = ${error === null}, error = ${error} where id = ${id}
      )
      delete from ${runs} where name = ${job.name} and started_at < now() - ${history}::interval`);
    return error === null ? 'ok' : 'failed';
  }

  async function runLocked(job: Job): Promise<JobOutcome> {
    try {
      const result = await db.tryWithLock(`job:${schema}:${job.name}`, () => runRecorded(job));
      return result.ran ? result.value : 'skipped';
    } catch (err) {
      logger.error({ err, job: job.name }, 'scheduled job could not run');
      return 'failed';
    }
  }

  function track(job: Job): Promise<JobOutcome> {
    const run = runLocked(job).then((outcome) => {
      platformMetrics().scheduledRuns.inc({ schema, job: job.name, outcome });
      return outcome;
    });
    underway.add(run);
    void run.finally(() => underway.delete(run));
    return run;
  }

  function schedule(job: Job): void {
    clearTimeout(job.timer);
    job.timer = setTimeout(() => {
      job.timer = undefined;
      void track(job).finally(() => {
        if (started) schedule(job);
      });
    }, job.intervalMs);
  }

  return {
    every(name, intervalMs, run) {
      if (jobs.has(name)) throw new Error(`job ${name} is already scheduled`);
      if (!(intervalMs > 0)) throw new Error(`job ${name}: interval must be positive`);
      const job: Job = { name, intervalMs, run };
      jobs.set(name, job);
      if (started) schedule(job);
    },
    start() {
      if (started) return;
      started = true;
      for (const job of jobs.values()) schedule(job);
    },
    async stop() {
      started = false;
      for (const job of jobs.values()) {
        clearTimeout(job.timer);
        job.timer = undefined;
      }
      await Promise.allSettled([...underway]);
    },
    async runNow(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      return track(job);
    },
  };
}
