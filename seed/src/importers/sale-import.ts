import type { DatabaseSync } from 'node:sqlite';
import { rebuildSalePriceListsStatements } from '@domainary/schema/sale-price-lists.ts';
import { channelOf, saleEstimate } from '@domainary/worker/valuation/engine/index.ts';
import { RejectedRowsError } from './company-import.ts';
import type { CsvRow } from './csv-records.ts';
import type { ImportReport } from './import-report.ts';
import type { SaleColumns } from './sale-columns.ts';
import { type ImportedSale, saleOfRow } from './sale-record.ts';
import { inTransaction } from './transaction.ts';

export interface SaleImportOutcome {
  /** Sales added to the table. */
  added: number;
  /** Valid sales the table already held (same domain, price, year and venue). */
  alreadyListed: number;
}

const identityOf = (s: ImportedSale) => `${s.domain}\u0000${s.priceUsd}\u0000${s.year}\u0000${s.venue}`;

/** Valid rows, each sale once: a later repeat of a sale in the file is rejected. */
function acceptedSales(rows: readonly CsvRow[], columns: SaleColumns, report: ImportReport, now: Date) {
  const lineOf = new Map<string, number>();
  const sales: ImportedSale[] = [];
  for (const { line, values } of rows) {
    const sale = saleOfRow(values, columns, now);
    if ('reason' in sale) {
      report.reject(line, sale.reason);
      continue;
    }
    const identity = identityOf(sale);
    const earlier = lineOf.get(identity);
    if (earlier !== undefined) {
      report.reject(line, `same sale as line ${earlier}`);
      continue;
    }
    lineOf.set(identity, line);
    sales.push(sale);
  }
  return sales;
}

/**
 * Adds the file's valid sales, all or nothing, each with its channel by the venue rule and
 * the engine's estimate for that channel; a sale the table already lists (same domain,
 * price, year and venue) is skipped, so importing a file twice adds nothing the second time.
 * The sales' trigger indexes each new label for the keyword search, and the search's price
 * lists are rebuilt in the same transaction.
 */
export function importSaleRows(
  db: DatabaseSync,
  rows: readonly CsvRow[],
  columns: SaleColumns,
  report: ImportReport,
  options: { now: Date; strict: boolean; source: string },
): SaleImportOutcome {
  const sales = acceptedSales(rows, columns, report, options.now);
  if (options.strict && report.rejected.length > 0) throw new RejectedRowsError(report.rejected.length);
  return inTransaction(db, () => {
    const insert = db.prepare(
      `insert into sales (id, domain, label, extension, price_usd, year, source, venue, channel, estimate_usd)
       values ((select ifnull(max(id), 0) + 1 from sales), ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (domain, price_usd, year, venue) do nothing`,
    );
    let added = 0;
    for (const s of sales) {
      const channel = channelOf(s.venue);
      const estimate = saleEstimate(s.label, s.extension, channel);
      const { changes } = insert.run(
        s.domain,
        s.label,
        s.extension,
        s.priceUsd,
        s.year,
        options.source,
        s.venue,
        channel,
        estimate,
      );
      added += Number(changes);
    }
    for (const statement of rebuildSalePriceListsStatements) db.exec(statement);
    report.accepted = sales.length;
    return { added, alreadyListed: sales.length - added };
  });
}
