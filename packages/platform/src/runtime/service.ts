import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ConfigOf, Spec } from '../config/spec.js';
import type { Db } from '../db/types.js';
import type { Listener } from '../http/serve.js';

/** What the process opens once and hands to every service it runs. */
export interface Backends {
  readonly db: Db;
  readonly redis: Redis | undefined;
  readonly logger: FastifyBaseLogger;
}

export interface ServiceModule<S extends Spec = Spec> {
  /** Names its database schema, its embedded database folder and its logger. */
  readonly name: string;
  readonly vars: S;
  /** Builds the service's listeners (most have one; compliance also has workflow). */
  readonly build: (config: ConfigOf<S>, backends: Backends) => Promise<readonly Listener[]>;
  /** Printed by the launcher after the listeners are up (for example where credentials come from). */
  readonly notes?: (config: ConfigOf<S>) => readonly string[];
}

/** Keeps each module's own config type while letting the launcher hold a list of them. */
export function defineService<S extends Spec>(module: ServiceModule<S>): ServiceModule {
  return module as unknown as ServiceModule;
}
