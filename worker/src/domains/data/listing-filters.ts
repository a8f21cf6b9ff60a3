import { type PriceRange, priceRanges, takenStatuses } from '@domainary/schema/contracts/domains.ts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The price a price band filters on (see priceRanges): an auction's current bid (else its
 * fee), an available name's fee (0 when it has none), any other name's acquisition fee.
 */
const acquisitionPrice = sql`(case d.status
  when 'auction' then coalesce(d.current_bid, d.acquisition_fee)
  when 'available' then coalesce(d.acquisition_fee, 0)
  else d.acquisition_fee end)`;

/** The filters a keyword search and a status browse share, as their queries read them. */
interface ListingFilters {
  extensions: readonly string[];
  industry?: string | undefined;
  status?: string | undefined;
  maxLength?: number | undefined;
  priceRange?: PriceRange | undefined;
}

/** Each filter only when set, over the domains row `d`. */
export function listingFiltersSql(filters: ListingFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.extensions.length > 0) where.push(sql`d.extension in ${filters.extensions}`);
  if (filters.industry) where.push(sql`d.industry = ${filters.industry}`);
  if (filters.status === 'taken') where.push(sql`d.status in ${takenStatuses}`);
  else if (filters.status) where.push(sql`d.status = ${filters.status}`);
  if (filters.maxLength !== undefined) where.push(sql`d.length <= ${filters.maxLength}`);
  if (filters.priceRange) {
    const band = priceRanges[filters.priceRange];
    where.push(sql`${acquisitionPrice} >= ${band.min}`);
    if (band.max !== null) where.push(sql`${acquisitionPrice} < ${band.max}`);
  }
  return where;
}
