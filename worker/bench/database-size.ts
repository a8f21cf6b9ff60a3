import { DatabaseSync } from 'node:sqlite';

/** One table (an FTS5 table counts its shadow tables) with its indexes, in bytes on disk. */
export interface TableSize {
  table: string;
  /** The table's own b-tree, or for an FTS5 table all its shadow tables together. */
  bytes: number;
  indexes: { index: string; bytes: number }[];
}

export interface DatabaseSize {
  pageSize: number;
  /** Pages on the freelist: space the file holds that no table or index uses. */
  freeBytes: number;
  tables: TableSize[];
}

/** FTS5 keeps a virtual table's index in these shadow tables, named `<table>_<suffix>`. */
const fts5Shadow = /^(.*)_(data|idx|content|docsize|config)$/;

/**
 * Bytes per table and per index of a SQLite file, from SQLite's `dbstat` table (every page
 * of every b-tree, counted whole, as the file holds them). FTS5 shadow tables are summed into
 * their virtual table, the cost of the full-text index it stands for.
 */
export function databaseSize(file: string): DatabaseSize {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const schema = db
      .prepare("select type, name, tbl_name from sqlite_master where type in ('table', 'index')")
      .all() as {
      type: string;
      name: string;
      tbl_name: string;
    }[];
    const virtual = new Set(
      (
        db
          .prepare("select name from sqlite_master where type = 'table' and sql like 'create virtual table%'")
          .all() as {
          name: string;
        }[]
      ).map((r) => r.name),
    );
    const pages = db
      .prepare("select name, sum(pgsize) as bytes from dbstat('main', 1) group by name")
      .all() as {
      name: string;
      bytes: number;
    }[];
    const ownerOf = new Map(schema.map((entry) => [entry.name, entry]));
    const tables = new Map<string, TableSize>();
    const tableOf = (name: string) => {
      let table = tables.get(name);
      if (!table) {
        table = { table: name, bytes: 0, indexes: [] };
        tables.set(name, table);
      }
      return table;
    };
    for (const { name, bytes } of pages) {
      const entry = ownerOf.get(name);
      const shadowOf = fts5Shadow.exec(name)?.[1];
      if (entry?.type === 'index') tableOf(entry.tbl_name).indexes.push({ index: name, bytes });
      else if (shadowOf !== undefined && virtual.has(shadowOf)) tableOf(shadowOf).bytes += bytes;
      else tableOf(name).bytes += bytes;
    }
    const { page_size: pageSize } = db.prepare('pragma page_size').get() as { page_size: number };
    const { freelist_count: free } = db.prepare('pragma freelist_count').get() as { freelist_count: number };
    return { pageSize, freeBytes: free * pageSize, tables: [...tables.values()] };
  } finally {
    db.close();
  }
}

const totalOf = (table: TableSize) => table.bytes + table.indexes.reduce((sum, i) => sum + i.bytes, 0);
const mb = (bytes: number) => (bytes / 1e6).toFixed(1).padStart(9);

/**
 * Prints every table from the largest (its own bytes, then each index's), the tables under
 * 1 MB together on one line, and the total.
 */
export function printDatabaseSize(size: DatabaseSize): void {
  const sorted = [...size.tables].sort((a, b) => totalOf(b) - totalOf(a));
  const total = sorted.reduce((sum, table) => sum + totalOf(table), 0) + size.freeBytes;
  console.log(`\nDATABASE SIZE (dbstat, MB = 10^6 bytes; page size ${size.pageSize} bytes)`);
  console.log(`${'table or index'.padEnd(52)} ${'MB'.padStart(9)} ${'with indexes'.padStart(12)}`);
  const small = sorted.filter((table) => totalOf(table) < 1e6);
  for (const table of sorted) {
    if (small.includes(table)) continue;
    console.log(`${table.table.padEnd(52)} ${mb(table.bytes)} ${mb(totalOf(table)).padStart(12)}`);
    for (const index of [...table.indexes].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${index.index.padEnd(50)} ${mb(index.bytes)}`);
    }
  }
  const smallBytes = small.reduce((sum, table) => sum + totalOf(table), 0);
  console.log(
    `${`${small.length} tables under 1 MB each`.padEnd(52)} ${''.padStart(9)} ${mb(smallBytes).padStart(12)}`,
  );
  console.log(`${'free pages'.padEnd(52)} ${''.padStart(9)} ${mb(size.freeBytes).padStart(12)}`);
  console.log(`${'total'.padEnd(52)} ${''.padStart(9)} ${mb(total).padStart(12)}`);
}
