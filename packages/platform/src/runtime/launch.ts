import { loadConfig } from '../config/load.js';
import { platformVars } from '../config/platform.js';
import { openDatabase } from '../db/open.js';
import { createLogger } from '../http/logger.js';
import { type Listener, serveUntilSignalled } from '../http/serve.js';
import { connectRedis } from '../ratelimit/index.js';
import type { Backends, ServiceModule } from './service.js';

export interface Launched {
  readonly listeners: readonly { service: string; listener: Listener }[];
}

/**
 * Starts services in this process. Alone, a service opens its own embedded database folder;
 * together (the all-in-one start) they share one, each in its own schema, as they share
 * one bus, one Redis connection and one mail outbox.
 */
export async function launch(modules: readonly ServiceModule[], databaseFolder: string): Promise<Launched> {
  const base = loadConfig(platformVars, { secretsDir: process.env.DATA_DIR ?? '.data' });
  const logger = createLogger(undefined, base.LOG_LEVEL);
  const db = await openDatabase(base, databaseFolder);
  const redis = base.REDIS_URL ? connectRedis(base.REDIS_URL) : undefined;
  const backends: Backends = { db, redis, logger };
  const listeners: { service: string; listener: Listener }[] = [];
  try {
    for (const m of modules) {
      const config = loadConfig(m.vars, { secretsDir: base.DATA_DIR });
      const built = await m.build(config, { ...backends, logger: logger.child({ service: m.name }) });
      for (const listener of built) listeners.push({ service: m.name, listener });
    }
  } catch (err) {
    await db.close();
    redis?.disconnect();
    throw err;
  }
  await serveUntilSignalled(
    listeners.map((l) => l.listener),
    base.HOST,
    async () => {
      await db.close();
      redis?.disconnect();
    },
  );
  return { listeners };
}
