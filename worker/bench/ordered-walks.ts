/**
 * The first 3,500 entries (one walk's budget) of wide keywords in the name- and founded-ordered
 * keyword indexes, both directions, timed straight on the SQLite file of each state directory
 * given, the directories taking turns per statement so the machine's load falls on each alike.
 * Compares layouts of those indexes (say, a database seeded before migration 0032 and one
 * after); prints the fastest and the median run per statement: on a shared machine the
 * fastest is the statement's own cost, the median adds what the load took from it.
 *
 *   node worker/bench/ordered-walks.ts --state .wrangler/before --state .wrangler/after [--runs 7]
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { WIDE_KEYWORD_WALK } from '../src/companies/wide-keyword-search.ts';
import { databaseFiles } from './page-cache.ts';

const { values } = parseArgs({
  options: { state: { type: 'string', multiple: true }, runs: { type: 'string', default: '7' } },
});
const states = values.state ?? [];
if (states.length === 0) throw new Error('name one or more --state directories');

const words = ['software*', 'group*', 'co*', 'com*', 'in*'];
const tables = ['companies_by_name_fts', 'companies_by_founded_fts', 'companies_by_rank_fts'];
const directions = ['asc', 'desc'];

const databases = states.map((state) => {
  const [file] = databaseFiles(path.resolve(state)).filter((f) => f.endsWith('.sqlite'));
  if (!file) throw new Error(`no database under ${state}`);
  return new DatabaseSync(file, { readOnly: true });
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

console.log(
  `first ${WIDE_KEYWORD_WALK} entries, fastest / median of ${values.runs} runs (ms): ${states.join(' | ')}`,
);
for (const table of tables) {
  for (const direction of directions) {
    for (const word of words) {
      const sql = `select rowid from ${table} where ${table} match ? order by rowid ${direction} limit ${WIDE_KEYWORD_WALK}`;
      const statements = databases.map((db) => {
        const statement = db.prepare(sql);
        // Rowids `sort key << 26 | id` pass 2^53.
        statement.setReadBigInts(true);
        return statement;
      });
      const times = databases.map((): number[] => []);
      for (let run = 0; run < Number(values.runs); run++) {
        for (const [i, statement] of statements.entries()) {
          const started = performance.now();
          statement.all(word);
          times[i]?.push(performance.now() - started);
        }
      }
      console.log(
        `${table.padEnd(26)} ${direction.padEnd(4)} ${word.padEnd(10)} ${times
          .map(
            (t) =>
              `${Math.min(...t)
                .toFixed(1)
                .padStart(5)} / ${median(t).toFixed(1).padStart(5)}`,
          )
          .join(' | ')}`,
      );
    }
  }
}
for (const db of databases) db.close();
