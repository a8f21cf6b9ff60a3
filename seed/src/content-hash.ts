import { createHash, type Hash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { RowSink } from './context.ts';
import { quoteIdentifier } from './load/sqlite-schema.ts';
import type { SqlValue, TableLayout } from './load/table-layout.ts';

/**
 * Row count and SHA-256 of a table's content: every column of every row in id order, but the
 * columns the load derives from the others once every row is in (a dataset's
 * `derivedColumns`), which the generated rows hold stand-ins for.
 */
export interface TableDigest {
  table: string;
  rows: number;
  sha256: string;
}

interface Running {
  hash: Hash;
  rows: number;
}

function digestOf(table: string, running: Running): TableDigest {
  return { table, rows: running.rows, sha256: running.hash.digest('hex') };
}

/** One line per row: the JSON array of its values, so types (1 vs '1') count too. */
function add(running: Running, row: readonly SqlValue[]): void {
  running.hash.update(`${JSON.stringify(row)}\n`);
  running.rows += 1;
}

/** Derived columns by table name. */
export type DerivedColumns = ReadonlyMap<string, ReadonlySet<string>>;

/** The positions of the layout's columns a digest reads. */
const digested = (layout: TableLayout, derived: DerivedColumns) =>
  layout.columns.flatMap((column, i) => (derived.get(layout.name)?.has(column) ? [] : [i]));

/** Digests of the seeded tables as stored in a database. */
export function digestDatabase(
  db: DatabaseSync,
  layouts: readonly TableLayout[],
  derived: DerivedColumns,
): TableDigest[] {
  return layouts.map((layout) => {
    const running = { hash: createHash('sha256'), rows: 0 };
    const columns = digested(layout, derived)
      .map((i) => quoteIdentifier(layout.columns[i] as string))
      .join(', ');
    const statement = db.prepare(`select ${columns} from ${quoteIdentifier(layout.name)} order by rowid`);
    statement.setReturnArrays(true);
    for (const row of statement.iterate()) add(running, row as unknown as SqlValue[]);
    return digestOf(layout.name, running);
  });
}

/** A sink that digests generated rows without storing them (rows arrive in id order). */
export function createDigestSink(
  layouts: readonly TableLayout[],
  derived: DerivedColumns,
): RowSink & { digests(): TableDigest[] } {
  const running = new Map(layouts.map((layout) => [layout.name, { hash: createHash('sha256'), rows: 0 }]));
  const kept = new Map(layouts.map((layout) => [layout.name, digested(layout, derived)]));
  return {
    write(table, rows) {
      const target = running.get(table);
      const columns = kept.get(table);
      if (!target || !columns) throw new Error(`table ${table} is not seeded`);
      for (const row of rows)
        add(target, columns.length === row.length ? row : columns.map((i) => row[i] ?? null));
    },
    digests: () => layouts.map((layout) => digestOf(layout.name, running.get(layout.name) as Running)),
  };
}

export function formatDigests(digests: readonly TableDigest[]): string {
  const width = Math.max(...digests.map((d) => d.table.length));
  return digests
    .map((d) => `${d.table.padEnd(width)}  ${d.rows.toLocaleString('en-US').padStart(11)}  ${d.sha256}`)
    .join('\n');
}
