import type { FastifyInstance } from 'fastify';

export interface Listener {
  readonly name: string;
  readonly app: FastifyInstance;
  readonly port: number;
}

/**
 * Listens on every port, then on SIGINT/SIGTERM stops accepting, drains in-flight requests
 * and runs `shutdown` (closing pools, relays, brokers) before exiting.
 */
export async function serveUntilSignalled(
  listeners: readonly Listener[],
  host: string,
  shutdown: () => Promise<void>,
): Promise<void> {
  for (const l of listeners) await l.app.listen({ port: l.port, host });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await Promise.all(listeners.map((l) => l.app.close()));
      await shutdown();
      process.exitCode = 0;
    } catch (err) {
      console.error(`shutdown after ${signal} failed`, err);
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
