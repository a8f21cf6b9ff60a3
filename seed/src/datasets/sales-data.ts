import { readFileSync } from 'node:fs';
import { parseSalesCsv, type Sale } from '@domainary/schema/sales/sales-csv.ts';

const SALES_CSV = new URL(import.meta.resolve('@domainary/schema/data/sales.csv'));

let cache: readonly Sale[] | undefined;

/** The real, publicly reported sales shipped in schema/data/sales.csv, in file order. */
export function loadSales(): readonly Sale[] {
  cache ??= parseSalesCsv(readFileSync(SALES_CSV));
  return cache;
}
