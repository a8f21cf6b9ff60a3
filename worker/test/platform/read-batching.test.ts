import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { batchConcurrentReads } from '../../src/db/read-batching.ts';
import { meterD1, newTally } from '../../src/db/rows-read-meter.ts';
import { findModule, listSegments } from '../../src/learning/data/module-contents.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A request's database as createDatabase builds it, with the binding's round trips counted. */
function requestDatabase() {
  const trips = { batches: [] as number[], alone: 0 };
  const binding = {
    prepare: (query: string) => {
      const statement = env.DB.prepare(query);
      const counted = (s: D1PreparedStatement): D1PreparedStatement =>
        new Proxy(s, {
          get(target, prop) {
            if (prop === 'bind') return (...values: unknown[]) => counted(target.bind(...values));
            if (prop === 'all')
              return () => {
                trips.alone += 1;
                return target.all();
              };
            const value = Reflect.get(target, prop);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      const wrapped = counted(statement);
      originals.set(wrapped, statement);
      return wrapped;
    },
    batch: <T>(statements: D1PreparedStatement[]) => {
      trips.batches.push(statements.length);
      return env.DB.batch<T>(statements.map((s) => originals.get(s) ?? s));
    },
  };
  const originals = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const tally = newTally();
  const db = drizzle(meterD1(batchConcurrentReads(binding), tally) as D1Database) as unknown as Database;
  return { db, tally, trips };
}

describe('reads started together reach D1 as one batch', () => {
  it('sends a Promise.all of reads in one round trip, each with its own rows and metering', async () => {
    const { db, tally, trips } = requestDatabase();
    const [one, two, three] = await Promise.all([
      db.all<{ n: number }>(sql`select 1 as n`),
      db.all<{ n: number; word: string }>(sql`with t(n, word) as (values (2, 'two')) select n, word from t`),
      db.all<{ n: number }>(sql`select ${3} as n`),
    ]);
    expect(one).toEqual([{ n: 1 }]);
    expect(two).toEqual([{ n: 2, word: 'two' }]);
    expect(three).toEqual([{ n: 3 }]);
    expect(trips).toEqual({ batches: [3], alone: 0 });
    expect(tally.statements).toBe(3);
  });

  it('batches a read awaited inside a helper with one handed straight to Promise.all', async () => {
    const { db, trips } = requestDatabase();
    const exists = async () => (await db.all(sql`select 1 as n`)).length > 0;
    const [found, rows] = await Promise.all([exists(), db.all<{ n: number }>(sql`select 2 as n`)]);
    expect(found).toBe(true);
    expect(rows).toEqual([{ n: 2 }]);
    expect(trips).toEqual({ batches: [2], alone: 0 });
  });

  it('batches query builders as the academy routes start them: an existence check and a list', async () => {
    const { db, trips } = requestDatabase();
    const [module, segments] = await Promise.all([findModule(db, 1), listSegments(db, 1)]);
    // This test database holds no academy: both reads answer, with nothing.
    expect(module).toBeUndefined();
    expect(segments).toEqual([]);
    expect(trips).toEqual({ batches: [2], alone: 0 });
  });

  it('sends a read awaited on its own alone, and reads that follow one another each in turn', async () => {
    const { db, trips } = requestDatabase();
    expect(await db.all(sql`select 1 as n`)).toEqual([{ n: 1 }]);
    expect(await db.all(sql`select 2 as n`)).toEqual([{ n: 2 }]);
    expect(trips).toEqual({ batches: [], alone: 2 });
  });

  it('never holds back a write, nor batches it with reads', async () => {
    const { db, trips } = requestDatabase();
    await db.run(sql`create table if not exists read_batching_probe (n integer)`);
    const [inserted] = await Promise.all([
      db.all<{ n: number }>(sql`insert into read_batching_probe (n) values (7) returning n`),
      db.all(sql`select 1 as n`),
    ]);
    expect(inserted).toEqual([{ n: 7 }]);
    // The insert went alone, through the binding; the lone read too, since nothing joined it.
    expect(trips).toEqual({ batches: [], alone: 2 });
    await db.run(sql`drop table read_batching_probe`);
  });

  it('fails every read of a batch D1 refuses, and runs none of them again', async () => {
    const { db, trips } = requestDatabase();
    const [good, bad] = await Promise.allSettled([
      db.all<{ n: number }>(sql`select 1 as n`),
      db.all(sql`select * from no_such_table`),
    ]);
    expect(good.status).toBe('rejected');
    expect(bad.status).toBe('rejected');
    expect(trips.batches).toEqual([2]);
    expect(trips.alone).toBe(0);
  });
});
