/**
 * A figure an isolate reads from its database now and then rather than on every request: the
 * requests of one window share the last read, and those that arrive while a read is under way
 * share that read instead of starting their own.
 *
 * Reads are kept per database binding, not per module: a Worker has one binding for its lifetime,
 * but a host that brings each run a new one (a test's local proxy over a reloaded file) must not
 * be answered from another database's figure.
 */
export function readAtMostEvery<T, Db>(
  seconds: number,
  read: (db: Db, previous: T | undefined) => Promise<T>,
): (binding: object, db: Db) => Promise<T> {
  const lastReads = new WeakMap<object, { value: Promise<T>; startedAt: number }>();
  return (binding, db) => {
    const now = Date.now();
    const last = lastReads.get(binding);
    if (last && now - last.startedAt < seconds * 1000) return last.value;
    const previous = last ? last.value.catch(() => undefined) : Promise.resolve(undefined);
    const value = previous.then((before) => read(db, before));
    lastReads.set(binding, { value, startedAt: now });
    // A failed read is not kept: the next request reads again.
    value.catch(() => {
      if (lastReads.get(binding)?.value === value) lastReads.delete(binding);
    });
    return value;
  };
}
