import type { FastifyBaseLogger } from 'fastify';
import { jwksVerifier, revokedSessions, watchRevocations } from '../auth/index.js';
import type { platformVars } from '../config/platform.js';
import type { ConfigOf } from '../config/spec.js';
import { openDatabase } from '../db/open.js';
import { openBus } from '../events/index.js';
import { openMailer } from '../mail/index.js';
import { connectRedis } from '../ratelimit/index.js';
import { openBlobStore } from '../storage/index.js';
import type { Backends } from './service.js';

export type PlatformConfig = ConfigOf<typeof platformVars>;

export interface OpenBackends extends Backends {
  close(): Promise<void>;
}

/** Opens every adapter the configuration names: the embedded default or the real backend. */
export async function openBackends(
  config: PlatformConfig,
  databaseFolder: string,
  logger: FastifyBaseLogger,
): Promise<OpenBackends> {
  const db = await openDatabase(config, databaseFolder);
  const closers: (() => Promise<void> | void)[] = [() => db.close()];
  try {
    const bus = await openBus(config, logger);
    closers.unshift(() => bus.close());
    const blobs = await openBlobStore(config);
    closers.unshift(() => blobs.close());
    const mailer = openMailer(config);
    closers.unshift(() => mailer.close());
    const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
    if (redis) closers.unshift(() => redis.disconnect());
    const identity = config.IDENTITY_URL.replace(/\/+$/, '');
    // Sessions ended at the identity provider reach every replica over the bus.
    const revoked = revokedSessions();
    const revocations = await watchRevocations(bus, revoked);
    closers.unshift(() => revocations.unsubscribe());
    const tokens = jwksVerifier(`${identity}/.well-known/jwks.json`, {
      issuer: identity,
      audience: 'authenticated',
      revoked,
    });
    return {
      db,
      bus,
      blobs,
      mailer,
      redis,
      tokens,
      logger,
      close: () => closeAll(closers),
    };
  } catch (err) {
    await closeAll(closers);
    throw err;
  }
}

async function closeAll(closers: readonly (() => Promise<void> | void)[]): Promise<void> {
  for (const close of closers) {
    try {
      await close();
    } catch {
      // Keep closing the rest: a broker that is already gone must not keep the database open.
    }
  }
}
