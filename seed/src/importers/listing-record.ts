import type { ListingColumns } from './listing-columns.ts';
import { registrableDomain } from './registrable-domain.ts';
import { usdAmountOf } from './usd-amount.ts';

/** The listing statuses a feed can give, as the domains table stores them. */
type ListingStatus = 'auction' | 'premium' | 'expiring';

/** A listing as the importer keeps it. */
export interface ImportedListing {
  label: string;
  extension: string;
  status: ListingStatus;
  /** The asking price of a name for sale, in whole US dollars. */
  askingPrice: number | null;
  /** The current bid of an auction, in whole US dollars. */
  currentBid: number | null;
  /** The day an auction ends (YYYY-MM-DD). */
  auctionEndsOn: string | null;
  /** The day an expiring name drops (YYYY-MM-DD). */
  dropsOn: string | null;
  venue: string | null;
}

/**
 * The words feeds use for each kind of listing, compared without case, spaces or
 * punctuation. A name for sale at a fixed or negotiable price is the product's `premium`
 * listing; one about to be deleted by its registry is `expiring`.
 */
const statusWords = new Map<string, ListingStatus>([
  ...['auction', 'bidding', 'expiredauction', 'closeout'].map((w) => [w, 'auction'] as const),
  ...['buynow', 'bin', 'forsale', 'sale', 'listed', 'fixedprice', 'premium', 'makeoffer', 'offer'].map(
    (w) => [w, 'premium'] as const,
  ),
  ...['expiring', 'pendingdelete', 'drop', 'dropping', 'deleting', 'backorder'].map(
    (w) => [w, 'expiring'] as const,
  ),
]);

const MONTH_DAY_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/;

/** The calendar day of "2026-12-03", "2026-12-03T18:00:00Z", "2026-12-03 18:00" or "12/3/2026". */
export function dayOf(text: string): string | undefined {
  const iso = ISO_DAY.exec(text);
  const us = iso ? undefined : MONTH_DAY_YEAR.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [];
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects 2026-02-30 and the like, which Date would roll over into March.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A row as a listing, or the reason it cannot be one. */
export function listingOfRow(
  values: readonly string[],
  columns: ListingColumns,
  now: Date,
): ImportedListing | { reason: string } {
  const cell = (at: number | undefined) => (at === undefined ? '' : (values[at] ?? '').trim());
  const domainText = cell(columns.domain);
  if (!domainText) return { reason: 'missing domain' };
  const domain = registrableDomain(domainText);
  if (!domain) return { reason: 'domain is not a valid domain name' };
  const statusText = cell(columns.status);
  if (!statusText) return { reason: 'missing status' };
  const status = statusWords.get(statusText.toLowerCase().replace(/[^a-z]/g, ''));
  if (!status)
    return { reason: `status "${statusText}" is not auction, buy now (for sale) or pending delete` };

  const amountOf = (field: 'price' | 'bid') => {
    const text = cell(columns[field]);
    return text ? usdAmountOf(text) : null;
  };
  const price = amountOf('price');
  const bid = amountOf('bid');
  if (price === undefined || bid === undefined)
    return { reason: 'price or bid is not an amount of US dollars' };
  const endsText = cell(columns.ends);
  const ends = endsText ? dayOf(endsText) : null;
  if (ends === undefined) return { reason: 'end or drop date is not a date (YYYY-MM-DD or M/D/YYYY)' };
  const today = now.toISOString().slice(0, 10);
  if (ends !== null && ends < today) return { reason: `end or drop date ${ends} has passed` };
  const venue = cell(columns.venue) || null;
  const base = { label: domain.label, extension: domain.extension, status, venue };

  if (status === 'auction') {
    // An auction list's price column is its current bid.
    const currentBid = bid ?? price;
    if (currentBid === null || currentBid < 1) return { reason: 'an auction needs a current bid' };
    if (ends === null) return { reason: 'an auction needs an end date' };
    return { ...base, askingPrice: null, currentBid, auctionEndsOn: ends, dropsOn: null };
  }
  if (status === 'premium') {
    if (price === null || price < 1) return { reason: 'a name for sale needs an asking price' };
    return { ...base, askingPrice: price, currentBid: null, auctionEndsOn: null, dropsOn: null };
  }
  if (ends === null) return { reason: 'a pending-delete name needs a drop date' };
  return { ...base, askingPrice: null, currentBid: null, auctionEndsOn: null, dropsOn: ends };
}
