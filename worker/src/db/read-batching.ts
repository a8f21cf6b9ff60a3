/** What the batching needs of D1: the binding itself, or one of its sessions (d1-session.ts). */
type D1Queryable = Pick<D1Database, 'prepare' | 'batch'>;

/** A statement that only reads: a select, or a `with` in front of one (no write, no `returning`). */
const startsAsRead = /^\s*(select|with)\b/i;
const writes = /\b(insert|update|delete|replace|returning)\b/i;
const isRead = (query: string) => startsAsRead.test(query) && !writes.test(query);

interface Waiting {
  statement: D1PreparedStatement;
  resolve: (result: D1Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Wraps a D1 binding so reads a request starts together (one `Promise.all` over independent
 * lookups, such as a quiz segment's existence and its questions) travel to the database as
 * one batch: one round trip instead of one each, each of which costs the Worker a fetch and
 * its encoding and decoding. Every statement still runs, and is metered, as its own (its own
 * result and rows read); only reads are held back, by one microtask, so writes keep their
 * order. When D1 refuses a batch, every read in it fails with that error.
 */
export function batchConcurrentReads<D extends D1Queryable>(db: D): D {
  let waiting: Waiting[] = [];
  const own = new WeakMap<D1PreparedStatement, D1PreparedStatement>();

  const runAlone = ({ statement, resolve, reject }: Waiting) => {
    statement.all().then(resolve, reject);
  };
  const flush = async () => {
    const group = waiting;
    waiting = [];
    if (group.length === 1) return runAlone(group[0] as Waiting);
    let results: D1Result[];
    try {
      results = await db.batch(group.map((w) => w.statement));
    } catch (error) {
      // Not run again one by one: a statement that failed on time or size would run twice,
      // past the request's stated bound. Reads batched together were started by one
      // Promise.all, which fails on the first error anyway.
      for (const w of group) w.reject(error);
      return;
    }
    for (const [i, w] of group.entries()) w.resolve(results[i] as D1Result);
  };
  const read = (statement: D1PreparedStatement) =>
    new Promise<D1Result>((resolve, reject) => {
      waiting.push({ statement, resolve, reject });
      // Reads started in one Promise.all reach here in the same turn of microtasks (each
      // through the same chain of drizzle's promises), so the batch leaves one microtask
      // later; a timer would catch more but costs every lone read a trip through the event loop.
      if (waiting.length === 1) queueMicrotask(flush);
    });

  const wrap = (statement: D1PreparedStatement, reads: boolean): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), reads);
        if (prop === 'all' && reads) return () => read(target);
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    own.set(wrapped, statement);
    return wrapped;
  };

  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (query: string) => wrap(target.prepare(query), isRead(query));
      if (prop === 'batch')
        return (statements: D1PreparedStatement[]) => target.batch(statements.map((s) => own.get(s) ?? s));
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
