import { readFileSync } from 'node:fs';
import { parseSalesCsv, type Sale } from './sales-csv.ts';

const SALES_CSV = new URL('../../data/sales.csv', import.meta.url);

let cache: readonly Sale[] | undefined;

/** The real, publicly reported sales shipped in seed/data/sales.csv, in file order. */
export function loadSales(): readonly Sale[] {
  cache ??= parseSalesCsv(readFileSync(SALES_CSV));
  return cache;
}
