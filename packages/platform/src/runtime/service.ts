import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TokenVerifier } from '../auth/index.js';
import type { ConfigOf, Spec } from '../config/spec.js';
import type { Db } from '../db/types.js';
import type { EventBus } from '../events/index.js';
import type { Listener } from '../http/serve.js';
import type { Mailer } from '../mail/index.js';
import type { BlobStore } from '../storage/index.js';

/** What the process opens once and hands to every service it runs. */
export interface Backends {
  readonly db: Db;
  readonly bus: EventBus;
  readonly blobs: BlobStore;
  readonly mailer: Mailer;
  readonly redis: Redis | undefined;
  /** Verifies access tokens issued by the identity provider. */
  readonly tokens: TokenVerifier;
  readonly logger: FastifyBaseLogger;
}

export interface ServiceModule<S extends Spec = Spec> {
  /** Names its database schema, its embedded database folder and its logger. */
  readonly name: string;
  readonly vars: S;
  /**
   * Builds the service's listeners (most have one; compliance also has workflow). Work that
   * runs beside the listeners (outbox relays, schedulers, queue workers) is started here and
   * stopped by `onClose` hooks of the service's app.
   */
  readonly build: (config: ConfigOf<S>, backends: Backends) => Promise<readonly Listener[]>;
  /** Printed by the launcher after the listeners are up (for example where credentials come from). */
  readonly notes?: (config: ConfigOf<S>) => readonly string[];
}

/** Keeps each module's own config type while letting the launcher hold a list of them. */
export function defineService<S extends Spec>(module: ServiceModule<S>): ServiceModule {
  return module as unknown as ServiceModule;
}
