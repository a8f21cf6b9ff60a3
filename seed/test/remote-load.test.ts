import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDatabaseFile } from '../src/load/local-database.ts';
import { replaySqlFiles, type StatementTiming, sqlFileStatements } from '../src/load/replay-sql-files.ts';
import {
  CLEAR_BATCH_ROWS,
  clearStatements,
  createSqlFileWriter,
  MAX_STATEMENT_BYTES,
} from '../src/load/sql-file-writer.ts';
import type { SeedReport } from '../src/run-seed.ts';
import { replayableLoads, storedRows } from './support/replayable-load.ts';

/** D1's limit on one SQL statement. */
const D1_MAX_STATEMENT_BYTES = 100_000;

const root = mkdtempSync(path.join(tmpdir(), 'domainary-remote-load-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const replayableLoad = replayableLoads('domainary-remote-load-state-');

function describeSlowest(run: string, timings: StatementTiming[]): string {
  const slowest = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
  return `${run}: ${timings.length} statements, slowest ${slowest.ms.toFixed(0)} ms (${slowest.file}#${slowest.index}: ${slowest.head})`;
}

describe('clearing statements', () => {
  const table = { name: 'domains', columns: ['id', 'name'], rowidColumn: 'id' };

  it('delete at most CLEAR_BATCH_ROWS rowids each, then whatever lies above', () => {
    const statements = clearStatements(table, 2 * CLEAR_BATCH_ROWS + 1);
    expect(statements).toEqual([
      'DELETE FROM "domains" WHERE "id" <= 0;',
      `DELETE FROM "domains" WHERE "id" > 0 AND "id" <= ${CLEAR_BATCH_ROWS};`,
      `DELETE FROM "domains" WHERE "id" > ${CLEAR_BATCH_ROWS} AND "id" <= ${2 * CLEAR_BATCH_ROWS};`,
      `DELETE FROM "domains" WHERE "id" > ${2 * CLEAR_BATCH_ROWS} AND "id" <= ${3 * CLEAR_BATCH_ROWS};`,
      `DELETE FROM "domains" WHERE "id" > ${3 * CLEAR_BATCH_ROWS};`,
    ]);
  });

  it('empty an empty table with two statements, and a table without a rowid key with one', () => {
    expect(clearStatements(table, 0)).toEqual([
      'DELETE FROM "domains" WHERE "id" <= 0;',
      'DELETE FROM "domains" WHERE "id" > 0;',
    ]);
    expect(clearStatements({ ...table, rowidColumn: undefined }, 10)).toEqual(['DELETE FROM "domains";']);
  });
});

describe('SQL files', () => {
  it('keep statements of multi-byte text under the limit in bytes, not characters', async () => {
    const outDir = path.join(root, 'wide');
    const writer = createSqlFileWriter(outDir, [
      { name: 'notes', columns: ['id', 'text'], rowidColumn: 'id' },
    ]);
    // Three bytes per character in UTF-8: counted in characters, statements would reach 270 KB.
    writer.write(
      'notes',
      Array.from({ length: 400 }, (_, i) => [i + 1, '語'.repeat(1_000)]),
    );
    const files = writer.finish([]);
    const sizes = (await Promise.all(files.map(sqlFileStatements)))
      .flat()
      .map((s) => Buffer.byteLength(`${s};`));
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
  });
});

// The replays (the whole load, twice) take time in proportion to the rows. What is checked holds
// at any size that writes over 300 statements: 6,000 companies wrote 305, so 8,000 leave a margin.
describe('the remote load replayed on a local D1, 8,000 companies', () => {
  let report: SeedReport;
  let files: string[];
  let state: string;
  const stored = (table: string) => storedRows(state, table);

  beforeAll(async () => {
    ({ report, files, state } = await replayableLoad(8_000, 3));
  }, 300_000);

  /** Names holding `text`, read from the value-ordered trigram index the domain search uses. */
  function matches(text: string): number {
    const trigrams = Array.from({ length: text.length - 2 }, (_, i) => text.slice(i, i + 3));
    const db = new DatabaseSync(localDatabaseFile(state), { readOnly: true });
    try {
      return (
        db
          .prepare('select count(*) as n from domains_by_value_fts where domains_by_value_fts match ?')
          .get(trigrams.map((t) => `"${t}"`).join(' AND ')) as { n: number }
      ).n;
    } finally {
      db.close();
    }
  }

  it("has every statement under D1's 100 KB limit", async () => {
    const statements = (await Promise.all(files.map(sqlFileStatements))).flat();
    expect(statements.length).toBeGreaterThan(300);
    const largest = Math.max(...statements.map((s) => Buffer.byteLength(`${s};`)));
    expect(largest).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
    expect(largest).toBeLessThan(D1_MAX_STATEMENT_BYTES);
  });

  it('loads an empty database, then reloads it in place, clearing rows it does not write', async () => {
    const first = await replaySqlFiles(files, state);
    const carMatches = matches('car');
    for (const [table, rows] of Object.entries(report.rows)) expect(stored(table)).toBe(rows);
    expect(matches('car')).toBeGreaterThan(0);

    // A row the new load does not write, above every id it does: the reload must remove it,
    // from the table and from the full-text indexes its triggers fed.
    const db = new DatabaseSync(localDatabaseFile(state));
    db.exec(`create temp table stray as select * from domains where id = (select max(id) from domains);
             update stray set id = id + 1000000, name = 'zzqstray' || id;
             insert into domains select * from stray;`);
    db.close();
    expect(stored('domains')).toBe((report.rows.domains ?? 0) + 1);
    expect(matches('zzqstray')).toBe(1);

    const second = await replaySqlFiles(files, state);
    for (const [table, rows] of Object.entries(report.rows)) expect(stored(table)).toBe(rows);
    expect(matches('zzqstray')).toBe(0);
    expect(matches('car')).toBe(carMatches);
    console.log(describeSlowest('empty database', first));
    console.log(describeSlowest('reload onto the first load', second));
  }, 900_000);
});
