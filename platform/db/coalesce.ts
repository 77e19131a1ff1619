/**
 * Coalesced reads and writes: `run` answers many keys in one statement; the keys asked for in the same turn of the
 * event loop, or while `maxInFlight` statements are already under way, go together in the next one (at most
 * `maxBatch` keys). Callers that each ask for one key at a time (a running job reads page after page) cannot batch
 * by themselves; the callers running at once can. Each key is answered as a statement of its own would answer it;
 * a failed statement fails every key it carried.
 */
export function coalesced<K, V>(run: (keys: K[]) => Promise<V[]>, options: { maxInFlight?: number; maxBatch?: number } = {}): (key: K) => Promise<V> {
  const maxInFlight = options.maxInFlight ?? 2;
  const maxBatch = options.maxBatch ?? 200;
  let queued: { key: K; resolve(value: V): void; reject(err: unknown): void }[] = [];
  let inFlight = 0;
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (inFlight >= maxInFlight || queued.length === 0) return;
    const batch = queued.slice(0, maxBatch);
    queued = queued.slice(batch.length);
    inFlight++;
    run(batch.map((q) => q.key))
      .then(
        (values) => batch.forEach((q, i) => q.resolve(values[i])),
        (err) => batch.forEach((q) => q.reject(err)),
      )
      .finally(() => {
        inFlight--;
        schedule();
      });
    schedule();
  };
  const schedule = () => {
    if (scheduled || inFlight >= maxInFlight || queued.length === 0) return;
    scheduled = true;
    // After the current turn of the loop: every key asked for in it goes in the same statement.
    setImmediate(flush);
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      queued.push({ key, resolve, reject });
      schedule();
    });
}
