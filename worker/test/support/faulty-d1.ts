/**
 * A D1 binding that fails on purpose: every database round trip (a statement's all / run /
 * raw / first, or a batch) is numbered from 1, and the planned ones throw, either before
 * reaching D1 (the request never arrived) or after (D1 committed, the reply was lost).
 * Sessions opened with withSession() share the same numbering.
 */
export interface Fault {
  at: number;
  when: 'before' | 'after';
  message: string;
}

export const transientMessage = 'D1_ERROR: Network connection lost.';
export const permanentMessage = 'D1_ERROR: disk I/O error: SQLITE_IOERR';

type Queryable = Pick<D1Database, 'prepare' | 'batch'>;

export function faultyD1(real: D1Database, faults: readonly Fault[]) {
  const calls: string[] = [];
  const inner = new WeakMap<object, D1PreparedStatement>();

  async function roundTrip<T>(sql: string, run: () => Promise<T>): Promise<T> {
    calls.push(sql);
    const number = calls.length;
    const fault = faults.find((f) => f.at === number);
    if (fault?.when === 'before') throw new Error(fault.message);
    const result = await run();
    if (fault?.when === 'after') throw new Error(fault.message);
    return result;
  }

  function statement(real: D1PreparedStatement, sql: string): D1PreparedStatement {
    const wrapped = new Proxy(real, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values), sql);
        if (prop === 'all' || prop === 'run' || prop === 'raw' || prop === 'first') {
          return (...args: unknown[]) =>
            roundTrip(sql, () => (target[prop] as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    inner.set(wrapped, real);
    return wrapped;
  }

  function queryable<Q extends Queryable>(real: Q): Q {
    return new Proxy(real, {
      get(target, prop) {
        if (prop === 'prepare') return (sql: string) => statement(target.prepare(sql), sql);
        if (prop === 'batch') {
          return (statements: D1PreparedStatement[]) =>
            roundTrip('batch', () => target.batch(statements.map((s) => inner.get(s) ?? s)));
        }
        if (prop === 'withSession') {
          return (start?: string) => queryable((target as unknown as D1Database).withSession(start));
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  /** The SQL of every round trip so far, in order ('batch' for a batch). */
  return { binding: queryable(real), calls: (): readonly string[] => calls };
}
