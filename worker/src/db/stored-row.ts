import type { InferSelectModel, Table } from 'drizzle-orm';

/** A boolean column as SQLite stores it: 0 or 1. */
type Stored<V> = V extends boolean ? number : V;

/**
 * A table's row as raw SQL (`select d.*`) returns it: keyed by column name rather than by the
 * table's TypeScript field name, booleans as 0 or 1.
 */
export type StoredRow<T extends Table> = {
  [K in keyof InferSelectModel<T, { dbColumnNames: true }>]: Stored<
    InferSelectModel<T, { dbColumnNames: true }>[K]
  >;
};
