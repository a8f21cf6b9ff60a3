import { closeSync, mkdirSync, openSync, readdirSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { RowSink } from '../context.ts';
import { sqlLiteral } from './sql-literal.ts';
import { quoteIdentifier } from './sqlite-schema.ts';
import type { SqlValue } from './table-layout.ts';

/** D1 rejects statements over 100 KB; files are kept small enough to upload and retry one by one. */
const MAX_STATEMENT_BYTES = 90_000;
const MAX_FILE_BYTES = 48 * 1024 * 1024;

interface TableFiles {
  order: number;
  columns: string;
  part: number;
  fd: number | undefined;
  fileBytes: number;
  statement: string;
}

export interface SqlFileWriter extends RowSink {
  /** Flushes and closes every file, adds one for `afterLoad`; returns them in the order they must run. */
  finish(afterLoad: readonly string[]): string[];
}

/**
 * Writes the seed as SQL files for `wrangler d1 execute --file`: one file that empties the
 * seeded tables (children first), then multi-row INSERT files per table, parents first, so
 * D1's foreign keys hold at every step. Each statement stays under D1's size limit.
 */
export function createSqlFileWriter(
  outDir: string,
  tables: readonly { name: string; columns: readonly string[] }[],
): SqlFileWriter {
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) if (file.endsWith('.sql')) rmSync(path.join(outDir, file));
  const files: string[] = [];
  const clearFile = path.join(outDir, '00-clear.sql');
  const clear = [...tables].reverse().map((t) => `DELETE FROM ${quoteIdentifier(t.name)};`);
  writeFileSync(clearFile, `${clear.join('\n')}\n`);
  files.push(clearFile);

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
      },
    ]),
  );
  const tableFiles: string[][] = tables.map(() => []);

  const endStatement = (name: string, table: TableFiles) => {
    if (table.statement === '') return;
    const text = `${table.statement};\n`;
    if (table.fd === undefined || table.fileBytes + text.length > MAX_FILE_BYTES) {
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
    table.fileBytes += text.length;
    table.statement = '';
  };

  return {
    write(name: string, rows: SqlValue[][]) {
      const table = state.get(name);
      if (!table) throw new Error(`no SQL file layout for table ${name}`);
      for (const row of rows) {
        const tuple = `(${row.map(sqlLiteral).join(',')})`;
        if (table.statement.length + tuple.length + 1 > MAX_STATEMENT_BYTES) endStatement(name, table);
        table.statement =
          table.statement === ''
            ? `INSERT INTO ${quoteIdentifier(name)} (${table.columns}) VALUES\n${tuple}`
            : `${table.statement},\n${tuple}`;
      }
    },
    finish(afterLoad) {
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
      return [...files, ...tableFiles.flat(), ...last];
    },
  };
}
