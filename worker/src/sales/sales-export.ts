import { SALES_EXPORT_MAX_ROWS, type SalesSearchQuery } from '@domainary/schema/contracts/sales.ts';
import { csvLines } from '@domainary/schema/csv/spreadsheet-csv.ts';
import type { Database } from '../db/database.ts';
import { filteredSales } from './data/sales-search.ts';
import { orderSales } from './sales-order.ts';

const salesCsvHeader = ['Domain', 'Price (USD)', 'Year', 'Venue', 'Channel', 'Our estimate (USD)'];

/** The filtered sales as CSV in the search's order, capped at SALES_EXPORT_MAX_ROWS. */
export async function exportSales(
  db: Database,
  query: SalesSearchQuery,
): Promise<{ csv: string; totalCount: number; exported: number }> {
  const matches = await filteredSales(db, query);
  const sales = orderSales(matches, query.sortBy).slice(0, SALES_EXPORT_MAX_ROWS);
  const csv = csvLines([
    salesCsvHeader,
    ...sales.map((s) => [s.domain, s.priceUsd, s.year, s.venue, s.channel, s.estimateUsd]),
  ]);
  return { csv, totalCount: matches.length, exported: sales.length };
}
