/**
 * `node worker/bench/read-batching-cost.ts`: what the read batching (`batchConcurrentReads`,
 * wrapped around every request's D1 binding) costs the Worker's JavaScript per statement, in
 * this Node process over a D1 stand-in that answers at once, so only the wrappers' own work
 * is timed: the same statements through drizzle and the rows meter with and without it, one
 * at a time (the usual request: nothing to batch, so pure overhead) and two at a time in a
 * `Promise.all` (where it saves a round trip). Compare with a statement's local cost in the
 * bench (about 2 ms of server CPU): the wrapper is worth keeping while its cost per statement
 * is a small part of that.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { batchConcurrentReads } from '../src/db/read-batching.ts';
import { meterD1, newTally } from '../src/db/rows-read-meter.ts';

const STATEMENTS = 20_000;
const ROUNDS = 5;

/** A D1 binding that answers every statement at once with one row, as D1 shapes results. */
function instantD1() {
  const result = () => ({
    success: true,
    results: [{ ok: 1 }],
    meta: { rows_read: 1, rows_written: 0, duration: 0 },
  });
  const statement = (): D1PreparedStatement =>
    ({
      bind: () => statement(),
      all: async () => result(),
      run: async () => result(),
      raw: async () => [[1]],
      first: async () => ({ ok: 1 }),
    }) as unknown as D1PreparedStatement;
  return {
    prepare: () => statement(),
    batch: async (statements: D1PreparedStatement[]) => statements.map(() => result()),
  } as unknown as D1Database;
}

type Wrap = (db: D1Database) => D1Database;
const plain: Wrap = (db) => db;
const batched: Wrap = (db) => batchConcurrentReads(db);

/** CPU microseconds per statement of `STATEMENTS` reads, `together` at a time, each request its own client. */
async function microsPerStatement(wrap: Wrap, together: number): Promise<number> {
  const binding = instantD1();
  const started = process.cpuUsage();
  for (let i = 0; i < STATEMENTS; i += together) {
    const db = drizzle(meterD1(wrap(binding), newTally()));
    await Promise.all(Array.from({ length: together }, (_, j) => db.all(sql`select ${i + j} as ok`)));
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / STATEMENTS;
}

// One pass of each unmeasured first, so every measured round runs optimised code.
for (const wrap of [plain, batched]) await microsPerStatement(wrap, 1);

for (const together of [1, 2]) {
  const rows: Record<string, string>[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const without = await microsPerStatement(plain, together);
    const withIt = await microsPerStatement(batched, together);
    rows.push({
      round: String(round),
      'µs/statement without': without.toFixed(2),
      'µs/statement with batching': withIt.toFixed(2),
      'added µs': (withIt - without).toFixed(2),
    });
  }
  console.log(`${together === 1 ? 'one statement at a time' : 'two statements in one Promise.all'}:`);
  console.table(rows);
}
