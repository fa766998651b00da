import { resolveDataDir } from '../config/data-dir.js';
import { loadConfig } from '../config/load.js';
import { platformVars } from '../config/platform.js';
import { createLogger, defaultDestination } from '../http/logger.js';
import { type Listener, serveUntilSignalled } from '../http/serve.js';
import { compileWaiting } from '../http/validation.js';
import { holdBackgroundWork } from '../jobs/startup-gate.js';
import { openBackends } from './backends.js';
import { watchDatabase } from './operations.js';
import type { ServiceModule } from './service.js';

export interface Launched {
  readonly listeners: readonly { service: string; listener: Listener }[];
  readonly notes: readonly string[];
}

/**
 * Starts services in this process. Alone, a service opens its own embedded database folder;
 * together (the all-in-one start) they share one, each in its own schema, as they share
 * one bus, one blob store, one Redis connection and one mail outbox.
 */
export interface LaunchOptions {
  /** On SIGTERM, stops what the process serves in front of the services before they close (`closeFirst`). */
  readonly closeFirst?: () => Promise<void>;
}

export async function launch(
  modules: readonly ServiceModule[],
  databaseFolder: string,
  options: LaunchOptions = {},
): Promise<Launched> {
  const secretsDir = resolveDataDir();
  const base = loadConfig(platformVars, { secretsDir });
  // Every service's variables are checked before anything is opened: a bad one stops the start
  // at once, with nothing to undo.
  const configured = modules.map((m) => ({ m, config: loadConfig(m.vars, { secretsDir }) }));
  const logger = createLogger(undefined, base.LOG_LEVEL, defaultDestination(base.LOG_FORMAT, base.NODE_ENV));
  // Queue workers and outbox relays begin once the listeners are up (see holdBackgroundWork).
  const openBackgroundWork = holdBackgroundWork();
  const listeners: { service: string; listener: Listener }[] = [];
  const notes: string[] = [];
  try {
    const backends = await openBackends(base, databaseFolder, logger);
    try {
      for (const { m, config } of configured) {
        const built = await m.build(config, { ...backends, logger: logger.child({ service: m.name }) });
        for (const listener of built) listeners.push({ service: m.name, listener });
        notes.push(...(m.notes?.(config) ?? []));
      }
    } catch (err) {
      // Workers already made wait for the gate: open it, or stopping them would wait forever.
      openBackgroundWork();
      await Promise.all(listeners.map((l) => l.listener.app.close()));
      await backends.close();
      throw err;
    }
    const all = listeners.map((l) => l.listener);
    const unwatch = watchDatabase(all, backends.db, databaseFolder);
    await serveUntilSignalled(
      all,
      base.HOST,
      async () => {
        unwatch();
        await backends.close();
      },
      {
        delayMs: base.SHUTDOWN_DELAY_MS,
        timeoutMs: base.SHUTDOWN_TIMEOUT_MS,
        logger,
        ...(options.closeFirst ? { closeFirst: options.closeFirst } : {}),
      },
    );
  } finally {
    openBackgroundWork();
  }
  // Validators and serialisers were left for their first request; compile the rest while idle.
  void compileWaiting((err) => logger.error({ err }, 'a route schema does not compile'));
  return { listeners, notes };
}
