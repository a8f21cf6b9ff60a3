/**
 * A figure an isolate reads from its database now and then rather than on every request: the
 * requests of one window share the figure the last read brought.
 *
 * Only a figure that has arrived is shared, never a read still under way. A request that awaits
 * a promise another request's I/O settles has no I/O of its own pending, and the Workers runtime
 * cancels it as hung ("the Workers runtime canceled this request because it detected that your
 * Worker's code had hung and would never generate a response"), a 500. So requests that arrive
 * while a read runs each read for themselves, and the window runs from the newest read.
 *
 * Reads are kept per database binding, not per module: a Worker has one binding for its lifetime,
 * but a host that brings each run a new one (a test's local proxy over a reloaded file) must not
 * be answered from another database's figure.
 */
export function readAtMostEvery<T, Db>(
  seconds: number,
  read: (db: Db, previous: T | undefined) => Promise<T>,
): (binding: object, db: Db) => Promise<T> {
  const lastReads = new WeakMap<object, { figure: T; startedAt: number }>();
  return async (binding, db) => {
    const startedAt = Date.now();
    const last = lastReads.get(binding);
    if (last && startedAt - last.startedAt < seconds * 1000) return last.figure;
    // A failed read throws here and keeps nothing: the next request reads again.
    const figure = await read(db, last?.figure);
    // Of reads run side by side, the one that started last brought the newest figure.
    const kept = lastReads.get(binding);
    if (!kept || kept.startedAt <= startedAt) lastReads.set(binding, { figure, startedAt });
    return figure;
  };
}
