import type { sales } from '@domainary/schema/tables/index.ts';
import { venueOfSource } from '@domainary/worker/valuation/engine/index.ts';
import { registrableDomain } from './registrable-domain.ts';
import type { SaleColumns } from './sale-columns.ts';
import { usdAmountOf } from './usd-amount.ts';

/** A sale as the importer keeps it: the `sales` columns a report gives. */
export type ImportedSale = Pick<
  typeof sales.$inferSelect,
  'domain' | 'label' | 'extension' | 'priceUsd' | 'year' | 'venue'
>;

/** The first year of public domain aftermarket reports. */
const FIRST_YEAR = 1990;

/** The year of "2019", "2019-05-03", "5/3/2019" or "May 3, 2019". */
function yearOf(text: string): number | undefined {
  const years = text.match(/(?<!\d)\d{4}(?!\d)/g);
  return years?.length === 1 ? Number(years[0]) : undefined;
}

/** A venue column, or a source note in the shipped file's form (`...; venue=Sedo`). */
const venueOf = (text: string) => (text.includes('venue=') ? venueOfSource(text) : text);

/** A row as a sale, or the reason it cannot be one. */
export function saleOfRow(
  values: readonly string[],
  columns: SaleColumns,
  now: Date,
): ImportedSale | { reason: string } {
  const cell = (at: number | undefined) => (at === undefined ? '' : (values[at] ?? '').trim());
  const domainText = cell(columns.domain);
  if (!domainText) return { reason: 'missing domain' };
  const domain = registrableDomain(domainText);
  if (!domain) return { reason: 'domain is not a valid domain name' };
  const priceText = cell(columns.price);
  if (!priceText) return { reason: 'missing price' };
  const priceUsd = usdAmountOf(priceText);
  if (priceUsd === undefined || priceUsd < 1)
    return { reason: 'price is not a positive amount of US dollars' };
  const when = cell(columns.date) || cell(columns.year);
  if (!when) return { reason: 'missing date or year' };
  const year = yearOf(when);
  const lastYear = now.getUTCFullYear();
  if (year === undefined) return { reason: 'date or year has no year' };
  if (year < FIRST_YEAR || year > lastYear) return { reason: `year outside ${FIRST_YEAR}-${lastYear}` };
  return {
    domain: `${domain.label}.${domain.extension}`,
    label: domain.label,
    extension: domain.extension,
    priceUsd,
    year,
    venue: venueOf(cell(columns.venue)),
  };
}
