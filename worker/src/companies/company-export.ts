import {
  COMPANY_EXPORT_MAX_ROWS,
  type Company,
  type CompanySearchQuery,
  type TotalCountKind,
} from '@domainary/schema/contracts/companies.ts';
import { csvLines } from '@domainary/schema/csv/spreadsheet-csv.ts';
import type { Database } from '../db/database.ts';
import { findCompanyIds } from './company-search.ts';
import { companiesByIds } from './data/company-rows.ts';
import type { Refused } from './data/search-refusal.ts';

/** Rows read per statement while streaming: small enough to start sending at once. */
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
  body: ReadableStream<Uint8Array>;
}

/**
 * The current search as CSV, in its order, capped at COMPANY_EXPORT_MAX_ROWS: the ordered
 * ids come from the same planned search as a page, then the rows stream out in chunks. A
 * search the directory refuses is refused here too.
 */
export async function exportCompanies(
  db: Database,
  query: CompanySearchQuery,
): Promise<CompanyExport | Refused> {
  const found = await findCompanyIds(db, query, 0, COMPANY_EXPORT_MAX_ROWS);
  if ('refused' in found) return found;
  const { totalCount, totalCountKind, ids } = found;
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLines([companyCsvHeader])));
    },
    async pull(controller) {
      if (next >= ids.length) {
        controller.close();
        return;
      }
      const chunk = ids.slice(next, next + CHUNK);
      next += CHUNK;
      controller.enqueue(encoder.encode(companyLines(await companiesByIds(db, chunk))));
    },
  });
  return { totalCount, totalCountKind, exported: ids.length, body };
}
