import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

/** A value as SQLite stores it: what the loaders bind and what the content hash reads. */
export type SqlValue = string | number | null;

/** A table's columns in schema order, and how a drizzle insert object becomes one row. */
export interface TableLayout {
  readonly name: string;
  readonly columns: readonly string[];
  /** The column that is the table's rowid (a lone integer primary key), if there is one. */
  readonly rowidColumn: string | undefined;
  toRow(record: Record<string, unknown>): SqlValue[];
}

const layouts = new WeakMap<SQLiteTable, TableLayout>();

export function layoutOf(table: SQLiteTable): TableLayout {
  const known = layouts.get(table);
  if (known) return known;
  const entries = Object.entries(getTableColumns(table)) as [string, SQLiteColumn][];
  const keys = entries.map(([key]) => key);
  const columns = entries.map(([, column]) => column);
  // Plain numbers and strings are stored as they are; only booleans, JSON and the like need
  // drizzle's conversion, which is too slow to call for every value of millions of rows.
  const converted = columns.map((column) => column.dataType !== 'number' && column.dataType !== 'string');
  const rowid = columns.find((column) => column.primary && column.columnType === 'SQLiteInteger');
  const layout: TableLayout = {
    name: getTableName(table),
    columns: columns.map((column) => column.name),
    rowidColumn: rowid?.name,
    toRow(record) {
      const row = new Array<SqlValue>(keys.length);
      for (let i = 0; i < keys.length; i++) {
        const column = columns[i] as SQLiteColumn;
        let value = record[keys[i] as string];
        // Explicit defaults keep every loader (and the hash) independent of SQL DEFAULT clauses.
        if (value === undefined) value = column.hasDefault ? column.default : null;
        row[i] =
          value === null || !converted[i]
            ? (value as SqlValue)
            : (column.mapToDriverValue(value) as SqlValue);
      }
      return row;
    },
  };
  layouts.set(table, layout);
  return layout;
}
