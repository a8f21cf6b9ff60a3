import { closeSync, mkdirSync, openSync, readdirSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { RowSink } from '../context.ts';
import { DATA_LOAD_END_STATEMENT, DATA_LOAD_START_STATEMENT } from './data-load-marker.ts';
import { sqlLiteral } from './sql-literal.ts';
import { quoteIdentifier } from './sqlite-schema.ts';
import type { SqlValue } from './table-layout.ts';

/** D1 rejects statements over 100 KB; files are kept small enough to upload and retry one by one. */
export const MAX_STATEMENT_BYTES = 90_000;
const MAX_FILE_BYTES = 48 * 1024 * 1024;

/**
 * Rows one clearing statement deletes. Every deleted domain fires three FTS5 delete triggers
 * (and a company one); D1 stops any statement after 30 s, and one `DELETE FROM "domains"`
 * of 177,000 rows took 27.7 s there. Deleting by rowid range keeps each statement's work to
 * this many rows whatever the database holds (the seed's replay timings show what a batch costs).
 */
export const CLEAR_BATCH_ROWS = 5_000;

interface TableFiles {
  order: number;
  columns: string;
  part: number;
  fd: number | undefined;
  fileBytes: number;
  statement: string;
  /** UTF-8 bytes of `statement` with its closing `;`: what D1's limit counts. */
  statementBytes: number;
}

export interface SqlFileWriter extends RowSink {
  /**
   * Writes the clearing file, flushes and closes every file, adds one for `afterLoad`, and
   * wraps them all in the files that mark the load as running and then done; returns them in
   * the order they must run.
   */
  finish(afterLoad: readonly string[]): string[];
}

export interface SeededTable {
  name: string;
  columns: readonly string[];
  rowidColumn: string | undefined;
}

/**
 * Statements that empty `table` of every row with a rowid up to `highestRowid`, each
 * deleting at most CLEAR_BATCH_ROWS of them, and then any row above it (none, unless rows
 * were added after the highest rowid was read).
 */
export function clearStatements(table: SeededTable, highestRowid: number): string[] {
  const name = quoteIdentifier(table.name);
  if (table.rowidColumn === undefined) return [`DELETE FROM ${name};`];
  const key = quoteIdentifier(table.rowidColumn);
  const statements = [];
  let below = Math.min(0, highestRowid);
  statements.push(`DELETE FROM ${name} WHERE ${key} <= ${below};`);
  while (below < highestRowid) {
    const upTo = below + CLEAR_BATCH_ROWS;
    statements.push(`DELETE FROM ${name} WHERE ${key} > ${below} AND ${key} <= ${upTo};`);
    below = upTo;
  }
  statements.push(`DELETE FROM ${name} WHERE ${key} > ${below};`);
  return statements;
}

/**
 * Writes the seed as SQL files for `wrangler d1 execute --file`: a first file that marks the
 * load as running (the site answers a maintenance notice until the last file removes the
 * mark, never half-cleared tables), one file that empties the seeded tables (children first) in rowid ranges, then multi-row INSERT files per table,
 * parents first, so D1's foreign keys hold at every step. Each statement stays under D1's
 * size limit, and each clearing one deletes a bounded number of rows. `highestRowids` are
 * the largest rowid of each table in the database the files will replace (read from it
 * before a remote load); a table not named there is cleared up to the rowids this seed
 * writes, which covers reloading the same or a smaller seed.
 */
export function createSqlFileWriter(
  outDir: string,
  tables: readonly SeededTable[],
  highestRowids: ReadonlyMap<string, number> = new Map(),
): SqlFileWriter {
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) if (file.endsWith('.sql')) rmSync(path.join(outDir, file));
  const startFile = path.join(outDir, '00-begin-load.sql');
  const clearFile = path.join(outDir, '00-clear.sql');
  const endFile = path.join(outDir, '99-end-load.sql');
  const written = new Map<string, number>();

  const rowidIndex = new Map(
    tables.map((t) => [t.name, t.rowidColumn === undefined ? -1 : t.columns.indexOf(t.rowidColumn)]),
  );
  const state = new Map<string, TableFiles>(
    tables.map((t, i) => [
      t.name,
      {
        order: i + 1,
        columns: t.columns.map(quoteIdentifier).join(', '),
        part: 0,
        fd: undefined,
        fileBytes: 0,
        statement: '',
        statementBytes: 0,
      },
    ]),
  );
  const tableFiles: string[][] = tables.map(() => []);

  const endStatement = (name: string, table: TableFiles) => {
    if (table.statement === '') return;
    const text = `${table.statement};\n`;
    const textBytes = Buffer.byteLength(text);
    if (table.fd === undefined || table.fileBytes + textBytes > MAX_FILE_BYTES) {
      if (table.fd !== undefined) closeSync(table.fd);
      table.part += 1;
      const file = path.join(
        outDir,
        `${String(table.order).padStart(2, '0')}-${name}-${String(table.part).padStart(4, '0')}.sql`,
      );
      table.fd = openSync(file, 'w');
      table.fileBytes = 0;
      tableFiles[table.order - 1]?.push(file);
    }
    writeSync(table.fd, text);
    table.fileBytes += textBytes;
    table.statement = '';
    table.statementBytes = 0;
  };

  return {
    write(name: string, rows: SqlValue[][]) {
      const table = state.get(name);
      if (!table) throw new Error(`no SQL file layout for table ${name}`);
      const rowid = rowidIndex.get(name) ?? -1;
      for (const row of rows) {
        const id = rowid < 0 ? undefined : row[rowid];
        if (typeof id === 'number' && id > (written.get(name) ?? 0)) written.set(name, id);
        const tuple = `(${row.map(sqlLiteral).join(',')})`;
        // A separator (",\n" or the closing ";") follows every tuple.
        const tupleBytes = Buffer.byteLength(tuple) + 2;
        if (table.statementBytes + tupleBytes > MAX_STATEMENT_BYTES) endStatement(name, table);
        if (table.statement === '') {
          table.statement = `INSERT INTO ${quoteIdentifier(name)} (${table.columns}) VALUES\n${tuple}`;
          table.statementBytes = Buffer.byteLength(table.statement) - Buffer.byteLength(tuple);
        } else {
          table.statement = `${table.statement},\n${tuple}`;
        }
        table.statementBytes += tupleBytes;
      }
    },
    finish(afterLoad) {
      const clear = [...tables]
        .reverse()
        .flatMap((t) =>
          clearStatements(t, Math.max(highestRowids.get(t.name) ?? 0, written.get(t.name) ?? 0)),
        );
      writeFileSync(startFile, `${DATA_LOAD_START_STATEMENT}\n`);
      writeFileSync(clearFile, `${clear.join('\n')}\n`);
      writeFileSync(endFile, `${DATA_LOAD_END_STATEMENT}\n`);
      for (const [name, table] of state) {
        endStatement(name, table);
        if (table.fd !== undefined) closeSync(table.fd);
      }
      const last: string[] = [];
      if (afterLoad.length > 0) {
        const file = path.join(outDir, '99-after-load.sql');
        writeFileSync(file, `${afterLoad.map((sql) => `${sql.trim()};`).join('\n')}\n`);
        last.push(file);
      }
      return [startFile, clearFile, ...tableFiles.flat(), ...last, endFile];
    },
  };
}
