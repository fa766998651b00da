import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { createTestIssuer, type TestIssuer } from '../auth/index.js';
import { loadConfig } from '../config/load.js';
import { openPostgres } from '../db/postgres.js';
import type { Db } from '../db/types.js';
import { connectRabbitBus, createInProcessBus, type EventBus } from '../events/index.js';
import type { HttpApp } from '../http/app.js';
import { createLogger } from '../http/logger.js';
import type { Listener } from '../http/serve.js';
import { type MailboxEntry, openMailer, readMailbox } from '../mail/index.js';
import { connectRedis } from '../ratelimit/index.js';
import { watchDatabase } from '../runtime/operations.js';
import type { Backends, ServiceModule } from '../runtime/service.js';
import { openBlobStore } from '../storage/index.js';
import { type CapturedEvents, captureEvents } from './capture.js';
import { createScratchDatabase, openTestDatabase } from './database.js';

export interface TestService {
  /** The service's first listener; `listeners` has them all (compliance also has workflow). */
  readonly app: HttpApp;
  readonly listeners: readonly Listener[];
  readonly backends: Backends;
  readonly dataDir: string;
  readonly issuer: TestIssuer;
  /** Every event published on the bus since the service was built. */
  readonly events: CapturedEvents;
  /** Mail the service has written, oldest first. */
  mailbox(): Promise<MailboxEntry[]>;
  close(): Promise<void>;
}

export interface TestServiceOptions {
  /** Configuration variables on top of the test defaults. */
  readonly env?: Record<string, string>;
  /**
   * Where the service logs (`captureLogs().destination`), at `LOG_LEVEL` (`info` unless `env`
   * says otherwise); silent when absent.
   */
  readonly logs?: DestinationStream;
}

/** What the replicas of one service share: one database, one exchange, one Redis prefix, one data folder. */
interface Shared {
  readonly run: string;
  readonly dataDir: string;
  readonly issuer: TestIssuer;
  /** A database of its own per replica (a pool on the same PostgreSQL database). */
  readonly openDb: () => Promise<Db>;
  readonly release: () => Promise<void>;
}

/**
 * Builds a service as `npm start` would, on a fresh database (PGlite in memory, or a new
 * database on `DATABASE_URL`'s server), the bus (`AMQP_URL`: RabbitMQ on an exchange of its
 * own), a temporary data folder for blobs and mail, and a token issuer whose tokens it trusts.
 */
export async function startTestService(
  module: ServiceModule,
  options: TestServiceOptions = {},
): Promise<TestService> {
  const dataDir = mkdtempSync(join(tmpdir(), `${module.name}-test-`));
  const shared: Shared = {
    run: randomBytes(6).toString('hex'),
    dataDir,
    issuer: await createTestIssuer(),
    openDb: () => openTestDatabase(),
    release: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
  return buildReplica(module, options, shared, shared.release);
}

/**
 * `count` replicas of a service as a load balancer would see them: separate processes in all
 * but name, each with its own database pool, bus connection, Redis connection and listeners, on
 * one PostgreSQL database, one RabbitMQ exchange (with `AMQP_URL`), one Redis prefix (with
 * `REDIS_URL`) and one data folder; tokens of one issuer. Needs `DATABASE_URL`: an embedded
 * database belongs to one process. Every replica starts at once, as they would in a rollout.
 */
export async function startTestReplicas(
  module: ServiceModule,
  count: number,
  options: TestServiceOptions = {},
): Promise<TestService[]> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('replicas need DATABASE_URL: an embedded database belongs to one process');
  const scratch = await createScratchDatabase(serverUrl);
  const dataDir = mkdtempSync(join(tmpdir(), `${module.name}-replicas-`));
  let open = count;
  const shared: Shared = {
    run: randomBytes(6).toString('hex'),
    dataDir,
    issuer: await createTestIssuer(),
    openDb: async () => openPostgres(scratch.url, 5, `replica-${randomBytes(3).toString('hex')}`),
    release: async () => {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // The last replica closed drops what they share.
  const releaseOne = async () => {
    open -= 1;
    if (open === 0) await shared.release();
  };
  const settled = await Promise.allSettled(
    Array.from({ length: count }, () => buildReplica(module, options, shared, releaseOne)),
  );
  const started = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    open = started.length;
    if (open === 0) await shared.release();
    for (const replica of started) await replica.close();
    throw failure.reason;
  }
  return started;
}

async function buildReplica(
  module: ServiceModule,
  options: TestServiceOptions,
  shared: Shared,
  release: () => Promise<void>,
): Promise<TestService> {
  const { run, dataDir, issuer } = shared;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVICE_SECRET: `service-secret-${run}-0123456789`,
    URL_SIGNING_SECRET: `signing-secret-${run}-0123456789`,
    ...options.env,
  };
  const config = loadConfig(module.vars, { env }) as Record<string, unknown>;
  const logger = options.logs
    ? createLogger(module.name, options.env?.LOG_LEVEL ?? 'info', options.logs)
    : createLogger(module.name, env.LOG_LEVEL ?? 'silent');
  const db = await shared.openDb();
  const bus: EventBus = process.env.AMQP_URL
    ? await connectRabbitBus(process.env.AMQP_URL, { logger, exchange: `test.events.${run}` })
    : createInProcessBus({ logger });
  const blobs = await openBlobStore({
    DATA_DIR: dataDir,
    URL_SIGNING_SECRET: env.URL_SIGNING_SECRET ?? '',
    S3_REGION: 'us-east-1',
  });
  const mailer = openMailer({ DATA_DIR: dataDir, MAIL_FROM: 'Platform <no-reply@test.local>' });
  const redis = process.env.REDIS_URL ? connectRedis(process.env.REDIS_URL, `test:${run}:`) : undefined;
  const events = await captureEvents(bus);
  const backends: Backends = { db, bus, blobs, mailer, redis, tokens: issuer.verifier, logger };

  let unwatch = () => {};
  const close = async () => {
    unwatch();
    await events.stop().catch(() => {});
    await bus.close();
    await mailer.close();
    await blobs.close();
    redis?.disconnect();
    await db.close();
    await release();
  };

  let listeners: readonly Listener[];
  try {
    listeners = await module.build(config, backends);
    for (const l of listeners) await l.app.ready();
    // As the runtime does: `/ready` checks the database, and its pool is in the metrics.
    unwatch = watchDatabase(listeners, db, `${module.name}-${randomBytes(3).toString('hex')}`);
  } catch (err) {
    await close();
    throw err;
  }
  const first = listeners[0];
  if (!first) throw new Error(`${module.name} built no listener`);
  return {
    app: first.app as HttpApp,
    listeners,
    backends,
    dataDir,
    issuer,
    events,
    mailbox: () => readMailbox(join(dataDir, 'mail')),
    async close() {
      await Promise.all(listeners.map((l) => l.app.close()));
      await close();
    },
  };
}
