import type { DomainBulkRow } from '@domainary/schema/contracts/domain-bulk.ts';
import { csvLines } from '@domainary/schema/csv/spreadsheet-csv.ts';

const header = [
  'input',
  'domain',
  'status',
  'availability',
  'availability_source',
  'checked_at',
  'estimated_value',
  'value_min',
  'value_max',
  'seo_score',
  'brand_score',
  'traffic_score',
  'market_value',
  'traffic_potential',
  // "Looks like apple.com", as the table flags the name; empty for an ordinary name.
  'lookalike',
  'error',
];

/** Bulk results as CSV, one row per pasted line, values in USD. */
export function bulkCsv(rows: readonly DomainBulkRow[]): string {
  const lines = rows.map((r) =>
    r.error !== null
      ? [r.input, '', '', '', '', '', '', '', '', '', '', '', '', '', '', r.error]
      : [
          r.input,
          r.fqdn,
          r.status,
          r.availability.status,
          r.availability.source,
          r.availability.checkedAt,
          r.estimatedValue,
          r.estimatedValueMin,
          r.estimatedValueMax,
          r.seoScore,
          r.brandScore,
          r.trafficScore,
          r.marketValue,
          r.trafficPotential,
          r.lookalike?.message ?? '',
          '',
        ],
  );
  return csvLines([header, ...lines]);
}
