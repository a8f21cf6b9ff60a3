import { Random } from '@domainary/schema/testing/seeded-random.ts';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { SeedContext } from './datasets/dataset.ts';
import { layoutOf, type SqlValue, type TableLayout } from './load/table-layout.ts';
import type { GenerationOptions } from './options.ts';

/** Where generated rows go: a worker's message port, a SQL file writer, a hash, a test. */
export interface RowSink {
  write(table: string, rows: SqlValue[][]): void;
}

const BATCH_ROWS = 4096;

interface Buffer {
  layout: TableLayout;
  rows: SqlValue[][];
}

/** Which of `count` generator threads this one is. */
export interface Partition {
  index: number;
  count: number;
}

/** Items are dealt out in runs so each thread's rows stay mostly in id order. */
const ITEMS_PER_TURN = 512;

/** The SeedContext the datasets write through, batching rows per table for the sink. */
export function createSeedContext(
  options: GenerationOptions,
  sink: RowSink,
  partition: Partition = { index: 0, count: 1 },
): SeedContext & { flush(): void } {
  const buffers = new Map<SQLiteTable, Buffer>();
  const ids = new Map<SQLiteTable, number>();
  // The labels claimed under each extension: no name string made per claim, as a thread
  // claims every company's names (millions at full size).
  const claimed = new Map<string, Set<string>>();
  const send = (buffer: Buffer) => {
    if (buffer.rows.length === 0) return;
    sink.write(buffer.layout.name, buffer.rows);
    buffer.rows = [];
  };
  return {
    options,
    random: (stream, item) => new Random(options.seed, stream, item),
    owns: (item) => Math.floor(item / ITEMS_PER_TURN) % partition.count === partition.index,
    emit(table, row) {
      let buffer = buffers.get(table);
      if (!buffer) {
        buffer = { layout: layoutOf(table), rows: [] };
        buffers.set(table, buffer);
      }
      buffer.rows.push(buffer.layout.toRow(row as Record<string, unknown>));
      if (buffer.rows.length >= BATCH_ROWS) send(buffer);
    },
    nextId(table) {
      const id = (ids.get(table) ?? 0) + 1;
      ids.set(table, id);
      return id;
    },
    claimDomain(label, extension) {
      let labels = claimed.get(extension);
      if (!labels) {
        labels = new Set();
        claimed.set(extension, labels);
      }
      if (labels.has(label)) return false;
      labels.add(label);
      return true;
    },
    flush() {
      for (const buffer of buffers.values()) send(buffer);
    },
  };
}
