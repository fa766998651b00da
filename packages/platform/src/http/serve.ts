import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { startDraining } from './operations.js';

export interface Listener {
  readonly name: string;
  readonly app: FastifyInstance;
  readonly port: number;
}

export interface ShutdownOptions {
  /**
   * How long `/ready` answers 503 while requests are still served, before the listeners stop
   * accepting (`SHUTDOWN_DELAY_MS`): the time a load balancer needs to notice. Default 0.
   */
  readonly delayMs?: number;
  /** The process exits with 1 when draining takes longer than this (`SHUTDOWN_TIMEOUT_MS`). Default 25 s. */
  readonly timeoutMs?: number;
  readonly logger?: FastifyBaseLogger;
  /**
   * Stops what stands in front of the listeners and calls them (a web front end in the same
   * process): awaited after the delay and before the listeners close, so that its requests in
   * flight still reach the services.
   */
  readonly closeFirst?: () => Promise<void>;
  /** Ends the process once drained; `process.exit` unless a test stands in. */
  readonly exit?: (code: number) => void;
}

export interface Served {
  /** What SIGTERM and SIGINT run: drains, then exits. Resolves with the exit code. */
  stop(reason: string): Promise<number>;
}

const DEFAULT_TIMEOUT_MS = 25_000;
const IDLE_SWEEP_MS = 50;

/**
 * Takes the listeners out of service in the order that drops no request:
 * 1. every listener's `/ready` answers 503 (`startDraining`), requests are still served;
 * 2. after `delayMs`, `closeFirst` stops what calls the listeners from the same process;
 *    then the listeners stop accepting connections, close idle keep-alive ones and
 *    finish the requests in flight; open event streams are ended (`endEventStreamsOnClose`);
 * 3. the apps' `onClose` hooks stop what the services run beside them: job runners finish their
 *    current item, schedulers their current run, the outbox relay publishes what is committed;
 * 4. `shutdown` closes what the process opened (database pool, bus, Redis, mail).
 */
export async function drainListeners(
  listeners: readonly Listener[],
  shutdown: () => Promise<void>,
  delayMs = 0,
  closeFirst?: () => Promise<void>,
): Promise<void> {
  for (const l of listeners) startDraining(l.app);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await closeFirst?.();
  // A keep-alive connection whose request finishes after the close began would otherwise stay
  // open until its client or the keep-alive timeout ends it: close each as soon as it is idle.
  const sweep = setInterval(() => {
    for (const l of listeners) l.app.server.closeIdleConnections();
  }, IDLE_SWEEP_MS);
  try {
    await Promise.all(listeners.map((l) => l.app.close()));
  } finally {
    clearInterval(sweep);
  }
  await shutdown();
}

/**
 * Listens on every port, then on SIGINT/SIGTERM drains (`drainListeners`) and exits: 0 when
 * everything closed in time, 1 when something failed or the timeout ran out. A second signal
 * exits at once.
 */
export async function serveUntilSignalled(
  listeners: readonly Listener[],
  host: string,
  shutdown: () => Promise<void>,
  options: ShutdownOptions = {},
): Promise<Served> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const { logger } = options;
  for (const l of listeners) await l.app.listen({ port: l.port, host });
  let stopping: Promise<number> | undefined;

  const drainThenExit = async (reason: string): Promise<number> => {
    logger?.info(
      { reason, delayMs: options.delayMs ?? 0 },
      'draining: readiness off, then closing listeners',
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<number>((resolve) => {
      timer = setTimeout(
        () => {
          logger?.error({ reason }, 'shutdown timed out; exiting with requests or work unfinished');
          resolve(1);
        },
        (options.delayMs ?? 0) + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      );
    });
    const drained = drainListeners(listeners, shutdown, options.delayMs, options.closeFirst).then(
      () => {
        logger?.info({ reason }, 'drained; exiting');
        return 0;
      },
      (err: unknown) => {
        logger?.error({ err, reason }, 'shutdown failed');
        return 1;
      },
    );
    const code = await Promise.race([drained, timedOut]);
    clearTimeout(timer);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    exit(code);
    return code;
  };

  const stop = (reason: string): Promise<number> => {
    stopping ??= drainThenExit(reason);
    return stopping;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping !== undefined) {
      logger?.warn({ signal }, 'second signal while draining; exiting now');
      exit(1);
      return;
    }
    void stop(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return { stop };
}
