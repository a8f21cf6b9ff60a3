import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { academyDataset } from './academy/academy-dataset.ts';
import { aftermarketDataset } from './aftermarket/index.ts';
import { companiesDataset } from './companies/index.ts';
import type { Dataset } from './dataset.ts';
import { salesDataset } from './sales.ts';

/**
 * Every dataset `npm run seed` loads, in order: companies claim their names before the
 * aftermarket draws its own. A new dataset (the academy content, an importer's output)
 * is one more entry here.
 */
export const DATASETS: readonly Dataset[] = [
  companiesDataset,
  aftermarketDataset,
  salesDataset,
  academyDataset,
];

/** The tables the seed replaces, parents before children, each once. */
export function seededTables(datasets: readonly Dataset[] = DATASETS): SQLiteTable[] {
  return [...new Set(datasets.flatMap((dataset) => dataset.tables))];
}

/** Every dataset's after-load statements, in dataset order. */
export function afterLoadStatements(datasets: readonly Dataset[] = DATASETS): string[] {
  return datasets.flatMap((dataset) => dataset.afterLoad ?? []);
}
