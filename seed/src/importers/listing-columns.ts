/**
 * Column names the listings importer understands, compared without case, spaces or
 * punctuation ("Current Bid" = current_bid). They cover the common aftermarket exports:
 * auction lists (Domain, Current Bid, Bids, End Time / Close Date), marketplace listings
 * (Domain, Price / Buy Now Price, Marketplace) and pending-delete lists (Domain, Drop Date).
 */
export const listingColumnAliases = {
  domain: ['domain', 'domainname', 'name', 'domains', 'listing'],
  status: ['status', 'type', 'listingtype', 'saletype', 'kind'],
  price: ['price', 'askingprice', 'buynow', 'buynowprice', 'bin', 'binprice', 'priceusd', 'listprice'],
  bid: ['currentbid', 'bid', 'highbid', 'currentprice', 'minbid', 'minimumbid'],
  ends: [
    'ends',
    'enddate',
    'endtime',
    'endsat',
    'auctionend',
    'auctionenddate',
    'closedate',
    'closetime',
    'dropdate',
    'deletedate',
    'date',
  ],
  venue: ['venue', 'marketplace', 'platform', 'auctionhouse', 'site', 'source', 'seller'],
} as const;

type ListingField = keyof typeof listingColumnAliases;

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Which column holds each field; the first alias found wins. */
export type ListingColumns = Partial<Record<ListingField, number>>;

/** The columns of each field, and the required fields with no column. */
export function mapListingColumns(headers: readonly string[]): {
  columns: ListingColumns;
  missing: string[];
} {
  const normalised = headers.map(normalise);
  const columns: ListingColumns = {};
  for (const [field, aliases] of Object.entries(listingColumnAliases) as [
    ListingField,
    readonly string[],
  ][]) {
    const at = aliases.map((alias) => normalised.indexOf(alias)).find((i) => i >= 0);
    if (at !== undefined) columns[field] = at;
  }
  const missing: string[] = [];
  if (columns.domain === undefined) missing.push('domain');
  if (columns.status === undefined) missing.push('status');
  if (columns.price === undefined && columns.bid === undefined && columns.ends === undefined)
    missing.push('price, current bid or end date');
  return { columns, missing };
}
