import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestIssuer, type TestIssuer } from '../auth/index.js';
import { loadConfig } from '../config/load.js';
import { connectRabbitBus, createInProcessBus, type EventBus } from '../events/index.js';
import type { HttpApp } from '../http/app.js';
import { createLogger } from '../http/logger.js';
import type { Listener } from '../http/serve.js';
import { type MailboxEntry, openMailer, readMailbox } from '../mail/index.js';
import { connectRedis } from '../ratelimit/index.js';
import type { Backends, ServiceModule } from '../runtime/service.js';
import { openBlobStore } from '../storage/index.js';
import { type CapturedEvents, captureEvents } from './capture.js';
import { openTestDatabase } from './database.js';

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
  const run = randomBytes(6).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), `${module.name}-test-`));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVICE_SECRET: `service-secret-${run}-0123456789`,
    URL_SIGNING_SECRET: `signing-secret-${run}-0123456789`,
    ...options.env,
  };
  const config = loadConfig(module.vars, { env }) as Record<string, unknown>;
  const logger = createLogger(module.name, env.LOG_LEVEL ?? 'silent');
  const db = await openTestDatabase();
  const bus: EventBus = process.env.AMQP_URL
    ? await connectRabbitBus(process.env.AMQP_URL, { logger, exchange: `test.events.${run}` })
    : createInProcessBus({ logger });
  const blobs = openBlobStore({
    DATA_DIR: dataDir,
    URL_SIGNING_SECRET: env.URL_SIGNING_SECRET ?? '',
    S3_REGION: 'us-east-1',
  });
  const mailer = openMailer({ DATA_DIR: dataDir, MAIL_FROM: 'Platform <no-reply@test.local>' });
  const redis = process.env.REDIS_URL ? connectRedis(process.env.REDIS_URL, `test:${run}:`) : undefined;
  const issuer = await createTestIssuer();
  const events = await captureEvents(bus);
  const backends: Backends = { db, bus, blobs, mailer, redis, tokens: issuer.verifier, logger };

  const close = async () => {
    await events.stop().catch(() => {});
    await bus.close();
    await mailer.close();
    await blobs.close();
    redis?.disconnect();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  let listeners: readonly Listener[];
  try {
    listeners = await module.build(config, backends);
    for (const l of listeners) await l.app.ready();
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
