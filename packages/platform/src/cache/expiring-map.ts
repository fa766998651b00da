/**
 * Values that expire at a given time, the least recently used dropped past `maxEntries`:
 * the bookkeeping under the memory cache and under the verifier's remembered tokens.
 */
export interface ExpiringMap<V> {
  get(key: string): V | undefined;
  /** Keeps `value` until `expiresAt` (epoch ms); a time already past keeps nothing. */
  set(key: string, value: V, expiresAt: number): void;
  delete(key: string): void;
  keys(): IterableIterator<string>;
}

export function expiringMap<V>(maxEntries: number): ExpiringMap<V> {
  // A Map iterates in insertion order; re-inserting on a hit keeps the oldest first.
  const entries = new Map<string, { readonly value: V; readonly expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= Date.now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, expiresAt) {
      entries.delete(key);
      if (expiresAt <= Date.now()) return;
      entries.set(key, { value, expiresAt });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    delete(key) {
      entries.delete(key);
    },
    keys: () => entries.keys(),
  };
}
