/**
 * One piece of work per key at a time, within this process: callers asking for the same key
 * while the work runs await the same promise, and a result the caller chooses to keep answers
 * the callers arriving shortly after too. A session's refresh goes through it, so that the
 * five tabs a person opens at once with an expiring cookie cost one refresh, not five that race
 * to rotate the same token.
 *
 * Memory is bounded: at most `maxEntries` keys are held, the oldest dropped first (a dropped
 * key's callers still hold their promise; only a late caller would do the work again).
 */
export interface SingleFlightOptions<V> {
  /** How long a kept result answers later callers, ms. */
  readonly keepMs: number;
  /** Keys held at once, running and kept together. */
  readonly maxEntries: number;
  /** Whether a result may answer later callers (an outage or a refusal is better asked again). */
  readonly keep?: (value: V) => boolean;
  readonly now?: () => number;
}

export interface SingleFlight<V> {
  /** `work()`'s result for `key`: shared with every caller of the same key while it runs or is kept. */
  run(key: string, work: () => Promise<V>): Promise<V>;
  /** Forgets `key`, so that the next caller does the work again. */
  forget(key: string): void;
  /** Keys held now (running or kept). */
  readonly size: number;
}

interface Entry<V> {
  readonly promise: Promise<V>;
  /** When a kept result stops answering; Infinity while the work runs. */
  until: number;
}

export function singleFlight<V>(options: SingleFlightOptions<V>): SingleFlight<V> {
  const { keepMs, maxEntries, keep = () => true, now = Date.now } = options;
  const entries = new Map<string, Entry<V>>();

  const evict = () => {
    const time = now();
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && entry.until > time) break;
      // Map order is insertion order: the oldest first. Expired entries anywhere are dropped
      // as they are met; past the bound, the oldest go whatever their state.
      if (entry.until <= time || entries.size > maxEntries) entries.delete(key);
    }
  };

  return {
    run(key, work) {
      const held = entries.get(key);
      if (held && held.until > now()) return held.promise;
      if (held) entries.delete(key);
      const entry: Entry<V> = { promise: Promise.resolve().then(work), until: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      evict();
      entry.promise.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          if (keep(value)) entry.until = now() + keepMs;
          else entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.promise;
    },
    forget(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
