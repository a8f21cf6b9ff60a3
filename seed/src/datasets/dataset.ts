import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { GenerationOptions } from '../options.ts';
import type { Random } from '../random.ts';

/** What a dataset sees while it generates: options, chance, and where its rows go. */
export interface SeedContext {
  readonly options: GenerationOptions;
  /** An independent random stream for one purpose: the same name gives the same sequence. */
  random(stream: string): Random;
  /** Hands one row to the loader. Rows of a table must come in ascending id order. */
  emit<T extends SQLiteTable>(table: T, row: T['$inferInsert']): void;
  /** Next id of a table that several datasets write (domains, value history). */
  nextId(table: SQLiteTable): number;
  /** Reserves label.extension for one row; false when another row already holds the name. */
  claimDomain(label: string, extension: string): boolean;
}

/**
 * One module of seed data (companies, aftermarket, sales, academy content...). The seed
 * replaces the whole content of every table a dataset lists and leaves the others (visitor
 * data such as watchlists and progress) alone.
 */
export interface Dataset {
  readonly name: string;
  /** Tables this dataset writes, parents before children. */
  readonly tables: readonly SQLiteTable[];
  /** Rows it will emit for these options, for the progress bar; an estimate is fine. */
  estimateRows(options: GenerationOptions): number;
  /** Emits every row, deterministically from the context's options and random streams. */
  generate(context: SeedContext): void;
  /** SQL run once all rows of every dataset are in: derived tables, precomputed aggregates. */
  readonly afterLoad?: readonly string[];
}
