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
