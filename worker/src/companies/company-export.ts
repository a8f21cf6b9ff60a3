import {
  COMPANY_EXPORT_MAX_ROWS,
  type Company,
  type CompanySearchQuery,
  type TotalCountKind,
} from '@domainary/schema/contracts/companies.ts';
import { csvLines } from '@domainary/schema/csv/spreadsheet-csv.ts';
import type { Database } from '../db/database.ts';
import { isRefused, type Refusable } from '../refusal.ts';
import { findCompanyIds } from './company-search.ts';
import { companiesByIds } from './data/company-rows.ts';

/** Rows read per statement: one short statement each, so others' statements run between them. */
const CHUNK = 500;

const companyCsvHeader = [
  'Rank',
  'Name',
  'Website',
  'Industry',
  'Country',
  'Founded',
  'Employees',
  'Revenue',
  'Revenue currency',
  'Description',
  'Date added',
];

function companyLines(companies: Company[]): string {
  return csvLines(
    companies.map((c) => [
      c.rank,
      c.name,
      c.website,
      c.industry,
      c.country,
      c.yearFounded,
      c.employees,
      c.revenue.amount,
      c.revenue.currency,
      c.description,
      c.dateAdded,
    ]),
  );
}

export interface CompanyExport {
  totalCount: number;
  totalCountKind: TotalCountKind;
  exported: number;
  body: string;
}

/**
 * The current search as CSV, in its order, capped at COMPANY_EXPORT_MAX_ROWS: the ordered
 * ids come from the same planned search as a page, then the rows are read in chunks. Every
 * row is read before the answer's headers go out, so the rows-read meter (Server-Timing, the
 * cost fuzzer) counts them all; at 10,000 rows of a few hundred bytes the CSV is a few
 * megabytes, well inside a Worker's memory. A search the directory refuses is refused here too.
 */
export async function exportCompanies(
  db: Database,
  query: CompanySearchQuery,
): Promise<Refusable<CompanyExport>> {
  const found = await findCompanyIds(db, query, 0, COMPANY_EXPORT_MAX_ROWS);
  if (isRefused(found)) return found;
  const { totalCount, totalCountKind, ids } = found;
  const lines = [csvLines([companyCsvHeader])];
  for (let next = 0; next < ids.length; next += CHUNK) {
    lines.push(companyLines(await companiesByIds(db, ids.slice(next, next + CHUNK))));
  }
  return { totalCount, totalCountKind, exported: ids.length, body: lines.join('') };
}
