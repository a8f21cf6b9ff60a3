import { env } from 'cloudflare:test';
import type { SaleChannel, SalesSort } from '@domainary/schema/contracts/sales.ts';
import salesCsv from '@domainary/schema/data/sales.csv?raw';
import { rebuildSalePriceListsStatements } from '@domainary/schema/sale-price-lists.ts';
import { parseSalesCsv, type Sale } from '@domainary/schema/sales/sales-csv.ts';
import { saleEstimate } from '../../src/valuation/engine/index.ts';

/** A sale of the shipped file as the seed loads it, id = its line's position. */
export interface FixtureSale extends Sale {
  id: number;
  estimateUsd: number;
}

/** Every sale of schema/data/sales.csv with its venue, channel and the engine's estimate. */
export function shippedSales(): FixtureSale[] {
  return parseSalesCsv(salesCsv).map((sale, i) => ({
    id: i + 1,
    ...sale,
    estimateUsd: saleEstimate(sale.label, sale.extension, sale.channel),
  }));
}

const literal = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);

/** Inserts the sales through D1, so the migration's trigger indexes their labels as the seed's. */
export async function insertSales(rows: readonly FixtureSale[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    const values = rows
      .slice(i, i + 100)
      .map((s) =>
        [
          s.id,
          s.domain,
          s.label,
          s.extension,
          s.priceUsd,
          s.year,
          s.source,
          s.venue,
          s.channel,
          s.estimateUsd,
        ]
          .map(literal)
          .join(', '),
      )
      .map((tuple) => `(${tuple})`)
      .join(', ');
    await env.DB.exec(
      `insert into sales (id, domain, label, extension, price_usd, year, source, venue, channel, estimate_usd) values ${values}`,
    );
  }
}

/** Rebuilds the search's precomputed price lists from the sales table, as the seed and the importer do. */
export async function rebuildSalePriceLists(): Promise<void> {
  await env.DB.batch(rebuildSalePriceListsStatements.map((statement) => env.DB.prepare(statement)));
}

export interface SalesParams {
  q?: string;
  extension?: string;
  minPrice?: number;
  maxPrice?: number;
  yearFrom?: number;
  yearTo?: number;
  channel?: SaleChannel;
  sortBy?: SalesSort;
}

const comparators: Record<SalesSort, (a: FixtureSale, b: FixtureSale) => number> = {
  price_desc: (a, b) => b.priceUsd - a.priceUsd || a.id - b.id,
  price_asc: (a, b) => a.priceUsd - b.priceUsd || a.id - b.id,
  year_desc: (a, b) => b.year - a.year || b.priceUsd - a.priceUsd || a.id - b.id,
  year_asc: (a, b) => a.year - b.year || b.priceUsd - a.priceUsd || a.id - b.id,
};

/** What the search should answer, worked out in plain code over the file's rows. */
export function expectedSales(all: readonly FixtureSale[], p: SalesParams): FixtureSale[] {
  const q = p.q?.normalize('NFKC').toLowerCase().trim();
  const extension = p.extension?.replace(/^\./, '').toLowerCase();
  return all
    .filter(
      (s) =>
        (!q || s.label.includes(q)) &&
        (extension === undefined || s.extension === extension) &&
        (p.minPrice === undefined || s.priceUsd >= p.minPrice) &&
        (p.maxPrice === undefined || s.priceUsd <= p.maxPrice) &&
        (p.yearFrom === undefined || s.year >= p.yearFrom) &&
        (p.yearTo === undefined || s.year <= p.yearTo) &&
        (p.channel === undefined || s.channel === p.channel),
    )
    .sort(comparators[p.sortBy ?? 'price_desc']);
}

/** The value below which a share p of the sorted prices lie, interpolating between ranks, to the cent. */
function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const h = (sorted.length - 1) * p;
  const i = Math.floor(h);
  const next = sorted[Math.min(i + 1, sorted.length - 1)] as number;
  return Math.round(((sorted[i] as number) + (h - i) * (next - (sorted[i] as number))) * 100) / 100;
}

/** The summary the search should give for a filtered set. */
export function expectedSummary(matches: readonly FixtureSale[]) {
  const prices = matches.map((s) => s.priceUsd).sort((a, b) => a - b);
  const years = [...new Set(matches.map((s) => s.year))].sort((a, b) => a - b);
  return {
    count: matches.length,
    medianUsd: percentile(prices, 0.5),
    p10Usd: percentile(prices, 0.1),
    p90Usd: percentile(prices, 0.9),
    byYear: years.map((year) => {
      const inYear = matches.filter((s) => s.year === year);
      return {
        year,
        count: inYear.length,
        medianUsd: percentile(
          inYear.map((s) => s.priceUsd).sort((a, b) => a - b),
          0.5,
        ),
      };
    }),
  };
}

export function salesPath(
  p: SalesParams & { page?: number; pageSize?: number },
  route = '/api/sales',
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(p)) if (value !== undefined) params.set(key, String(value));
  return `${route}?${params}`;
}
