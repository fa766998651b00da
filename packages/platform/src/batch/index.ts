/**
 * Group commit. Calls that arrive while a batch is running wait and run together as the next
 * batch, so that concurrent writes share one statement and one commit instead of each paying
 * for its own. A call that finds nothing running waits only for the end of the current turn of
 * the event loop, to be joined by the calls that the same turn brings (requests that arrived
 * together): no timer, so an idle system adds no latency worth the name, and a busy one forms
 * batches as large as its concurrency.
 *
 * One batch runs at a time unless `inFlight` says more.
 */
export interface BatchOptions<I, O> {
  /**
   * Runs one batch and returns one result per item, in the items' order. When it throws,
   * every call of that batch rejects with the error; the next batch runs regardless.
   */
  readonly run: (items: readonly I[]) => Promise<readonly O[]>;
  /** Most items in one batch. */
  readonly maxSize: number;
  /**
   * Items with equal keys never share a batch, and an item whose key is in a running batch
   * waits for it to end, so that they take effect in the order they were submitted.
   */
  readonly key?: (item: I) => string;
  /**
   * Batches running at once; 1 unless given. A second statement sent while the first travels
   * spares the calls behind it half their wait; whether it pays for writes, which may contend
   * inside the database, is for the bench to say.
   */
  readonly inFlight?: number;
}

/** Submits one item; resolves with its result once the batch holding it has run. */
export type Batched<I, O> = (item: I) => Promise<O>;

interface Waiting<I, O> {
  readonly item: I;
  readonly key: string | undefined;
  readonly resolve: (result: O) => void;
  readonly reject: (reason: unknown) => void;
}

type Settled<O> = { readonly results: readonly O[] } | { readonly failed: unknown };

export function batched<I, O>(options: BatchOptions<I, O>): Batched<I, O> {
  if (!(options.maxSize >= 1)) throw new Error('maxSize must be at least 1');
  const inFlight = options.inFlight ?? 1;
  if (!(inFlight >= 1)) throw new Error('inFlight must be at least 1');
  let waiting: Waiting<I, O>[] = [];
  /** Batches scheduled or running: while all of them are taken, new calls wait for one to end. */
  let busy = 0;
  /** Keys of the items in running batches: an item with one of them waits for its batch to end. */
  const keysRunning = new Set<string>();

  /** The next batch: the oldest items, skipping any whose key is already in it. */
  function take(): Waiting<I, O>[] {
    const batch: Waiting<I, O>[] = [];
    const left: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    for (const entry of waiting) {
      const { key } = entry;
      if (batch.length >= options.maxSize || (key !== undefined && (keys.has(key) || keysRunning.has(key)))) {
        left.push(entry);
        continue;
      }
      if (key !== undefined) keys.add(key);
      batch.push(entry);
    }
    waiting = left;
    for (const key of keys) keysRunning.add(key);
    return batch;
  }

  function start(): void {
    const batch = take();
    if (batch.length === 0) {
      busy--;
      return;
    }
    let running: Promise<readonly O[]>;
    try {
      running = options.run(batch.map((entry) => entry.item));
    } catch (failed) {
      running = Promise.reject(failed);
    }
    running.then(
      (results) => settle(batch, { results }),
      (failed: unknown) => settle(batch, { failed }),
    );
  }

  /** Starts the next batch before handing out this one's results, so that the two overlap. */
  function settle(batch: readonly Waiting<I, O>[], settled: Settled<O>): void {
    for (const entry of batch) if (entry.key !== undefined) keysRunning.delete(entry.key);
    start();
    if ('failed' in settled) {
      for (const entry of batch) entry.reject(settled.failed);
    } else if (settled.results.length !== batch.length) {
      const err = new Error(`a batch of ${batch.length} returned ${settled.results.length} results`);
      for (const entry of batch) entry.reject(err);
    } else {
      for (const [i, entry] of batch.entries()) entry.resolve(settled.results[i] as O);
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, key: options.key?.(item), resolve, reject });
      if (busy >= inFlight) return;
      busy++;
      setImmediate(start);
    });
}
