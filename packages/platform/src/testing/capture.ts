import type { BusMessage, EventBus, Subscription } from '../events/index.js';

export interface CapturedEvents {
  readonly messages: readonly BusMessage[];
  /** Resolves with the first message (already seen or still to come) that matches. */
  waitFor(predicate: (message: BusMessage) => boolean, timeoutMs?: number): Promise<BusMessage>;
  stop(): Promise<void>;
}

/** Records every message the bus delivers for `pattern`, for assertions on what was published. */
export async function captureEvents(bus: EventBus, pattern = '#'): Promise<CapturedEvents> {
  const messages: BusMessage[] = [];
  const waiters = new Set<{ predicate: (m: BusMessage) => boolean; resolve: (m: BusMessage) => void }>();
  const subscription: Subscription = await bus.subscribe(pattern, async (message) => {
    messages.push(message);
    for (const w of waiters) {
      if (w.predicate(message)) {
        waiters.delete(w);
        w.resolve(message);
      }
    }
  });
  return {
    messages,
    waitFor(predicate, timeoutMs = 5_000) {
      const seen = messages.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (m: BusMessage) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(`no event matching the predicate within ${timeoutMs} ms (saw ${messages.length})`),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => subscription.unsubscribe(),
  };
}

export interface CapturedLogs {
  /** Give it to `createLogger` (or `startTestService({logs})`) as the destination. */
  readonly destination: { write(line: string): void };
  /** Everything written, as the process would have printed it. */
  text(): string;
  /** Each line parsed. */
  lines(): Record<string, unknown>[];
}

/** Records a logger's output, for assertions on what reaches the log (and what never does). */
export function captureLogs(): CapturedLogs {
  const chunks: string[] = [];
  return {
    destination: { write: (line: string) => void chunks.push(line) },
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
