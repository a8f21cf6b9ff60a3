import { getTableName } from 'drizzle-orm';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { GenerationOptions } from '../options.ts';
import { academyDataset } from './academy/academy-dataset.ts';
import { aftermarketDataset } from './aftermarket/aftermarket-dataset.ts';
import { companiesDataset } from './companies/companies-dataset.ts';
import type { Dataset } from './dataset.ts';
import { salesDataset } from './sales.ts';
import { soldNamesDataset } from './sold-names/sold-names-dataset.ts';

/**
 * Every dataset `npm run seed` loads, in order: the names of reported sales are claimed
 * first, so they are seeded by rules that keep to the sales table; then companies claim
 * their names before the aftermarket draws its own. A new dataset (the academy content, an
 * importer's output) is one more entry here.
 */
export const DATASETS: readonly Dataset[] = [
  soldNamesDataset,
  companiesDataset,
  aftermarketDataset,
  salesDataset,
  academyDataset,
];

/**
 * The tables the seed replaces, each once, parents before children (by their foreign keys),
 * whichever dataset writes a table first.
 */
export function seededTables(datasets: readonly Dataset[] = DATASETS): SQLiteTable[] {
  const tables = new Set(datasets.flatMap((dataset) => dataset.tables));
  const ordered = new Set<SQLiteTable>();
  const visit = (table: SQLiteTable) => {
    if (ordered.has(table) || !tables.has(table)) return;
    for (const key of getTableConfig(table).foreignKeys) {
      const parent = key.reference().foreignTable;
      if (parent !== table) visit(parent);
    }
    ordered.add(table);
  };
  for (const table of tables) visit(table);
  return [...ordered];
}

/** Every dataset's derived columns, by table name (what content digests leave out). */
export function derivedColumns(datasets: readonly Dataset[] = DATASETS): Map<string, Set<string>> {
  const byTable = new Map<string, Set<string>>();
  for (const column of datasets.flatMap((dataset) => dataset.derivedColumns ?? [])) {
    const table = getTableName(column.table);
    byTable.set(table, (byTable.get(table) ?? new Set()).add(column.name));
  }
  return byTable;
}

/** Every dataset's statements to run before indexes are built, in dataset order. */
export function beforeIndexStatements(
  options: GenerationOptions,
  datasets: readonly Dataset[] = DATASETS,
): string[] {
  return datasets.flatMap((dataset) => dataset.beforeIndexes?.(options) ?? []);
}

/** Every dataset's after-load statements, in dataset order. */
export function afterLoadStatements(datasets: readonly Dataset[] = DATASETS): string[] {
  return datasets.flatMap((dataset) => dataset.afterLoad ?? []);
}
