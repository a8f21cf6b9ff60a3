import { createDigestSink, type TableDigest } from '../../src/content-hash.ts';
import type { RowSink } from '../../src/context.ts';
import { derivedColumns, seededTables } from '../../src/datasets/registry.ts';
import { generateAll } from '../../src/generate-all.ts';
import { layoutOf, type SqlValue } from '../../src/load/table-layout.ts';
import type { GenerationOptions } from '../../src/options.ts';

export const layouts = seededTables().map(layoutOf);

export function digestsOf(options: GenerationOptions): TableDigest[] {
  const sink = createDigestSink(layouts, derivedColumns());
  generateAll(options, sink);
  return sink.digests();
}

/** Every generated row, keyed by table, as objects named by column. */
export function rowsOf(options: GenerationOptions): Map<string, Record<string, SqlValue>[]> {
  const tables = new Map<string, Record<string, SqlValue>[]>();
  const sink: RowSink = {
    write(table, rows) {
      const columns = layouts.find((layout) => layout.name === table)?.columns ?? [];
      const list = tables.get(table) ?? [];
      for (const row of rows)
        list.push(Object.fromEntries(columns.map((column, i) => [column, row[i] ?? null])));
      tables.set(table, list);
    },
  };
  generateAll(options, sink);
  return tables;
}
