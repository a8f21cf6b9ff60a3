import { stringify } from 'csv-stringify/sync';
import { SALES_EXPORT_MAX_ROWS, type SalesSearchQuery } from '../../../schema/src/contracts/sales.ts';
import type { Database } from '../db/database.ts';
import { asText } from '../http/spreadsheet-text.ts';
import { orderedSales } from './sales-search.ts';

export const salesCsvHeader = ['Domain', 'Price (USD)', 'Year', 'Venue', 'Channel', 'Our estimate (USD)'];

/** The filtered sales as CSV in the search's order, capped at SALES_EXPORT_MAX_ROWS. */
export async function exportSales(
  db: Database,
  query: SalesSearchQuery,
): Promise<{ csv: string; exported: number }> {
  const sales = await orderedSales(db, query, 0, SALES_EXPORT_MAX_ROWS);
  const csv = stringify([
    salesCsvHeader,
    ...sales.map((s) => [
      asText(s.domain),
      s.priceUsd,
      s.year,
      asText(s.venue ?? ''),
      s.channel,
      s.estimateUsd ?? '',
    ]),
  ]);
  return { csv, exported: sales.length };
}
