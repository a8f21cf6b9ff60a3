import type { Domain } from '@domainary/schema/contracts/domains.ts';
import type { ReportedSale } from '@domainary/schema/contracts/sales.ts';
import type { Database } from '../db/database.ts';
import { reportedSalesOfNames } from '../sales/index.ts';
import type { DomainRow } from './data/domain-row.ts';
import { fqdnOfRow, toDomain } from './domain-record.ts';
import { engineFiguresOf } from './engine-figures.ts';

/** The reported sales of a list of stored rows, read in one lookup, then asked per row. */
export async function reportedSalesOfRows(
  binding: object,
  db: Database,
  rows: readonly Pick<DomainRow, 'name' | 'extension'>[],
): Promise<(row: Pick<DomainRow, 'name' | 'extension'>) => readonly ReportedSale[]> {
  const sales = await reportedSalesOfNames(binding, db, rows.map(fqdnOfRow));
  return (row) => sales.get(fqdnOfRow(row)) ?? [];
}

/** Stored rows as the API answers them, each with its own reported sales, already read. */
export function storedDomainsWith(
  rows: readonly DomainRow[],
  reportedSalesOf: (row: DomainRow) => readonly ReportedSale[],
  now: Date,
): Domain[] {
  return rows.map((row) =>
    toDomain(row, now, reportedSalesOf(row), engineFiguresOf(row.name, row.extension)),
  );
}

/** Stored rows as the API answers them, each with its own reported sales. */
export async function storedDomains(
  binding: object,
  db: Database,
  rows: readonly DomainRow[],
  now: Date,
): Promise<Domain[]> {
  return storedDomainsWith(rows, await reportedSalesOfRows(binding, db, rows), now);
}
