/**
 * Column names the sales importer understands, compared without case, spaces or
 * punctuation ("Sale Price" = sale_price). They cover the public sales lists: NameBio's
 * export (Domain, Price, Date, Venue), DNJournal's charts (Domain, Price, Venue), the
 * Kaggle and GitHub domain-sales datasets (domain, price_usd, year, source) and plain lists.
 */
export const saleColumnAliases = {
  domain: ['domain', 'domainname', 'name', 'domains', 'site'],
  price: ['price', 'priceusd', 'saleprice', 'soldprice', 'sellingprice', 'amount', 'amountusd', 'usd'],
  date: ['date', 'saledate', 'datesold', 'solddate', 'sold', 'soldon', 'datetime'],
  year: ['year', 'saleyear', 'yearsold'],
  venue: ['venue', 'marketplace', 'platform', 'soldat', 'soldvia', 'where', 'seller', 'source'],
} as const;

type SaleField = keyof typeof saleColumnAliases;

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Which column holds each field; the first alias found wins. */
export type SaleColumns = Partial<Record<SaleField, number>>;

/** The columns of each field, and the required fields with no column (a date or a year is required). */
export function mapSaleColumns(headers: readonly string[]): { columns: SaleColumns; missing: string[] } {
  const normalised = headers.map(normalise);
  const columns: SaleColumns = {};
  for (const [field, aliases] of Object.entries(saleColumnAliases) as [SaleField, readonly string[]][]) {
    const at = aliases.map((alias) => normalised.indexOf(alias)).find((i) => i >= 0);
    if (at !== undefined) columns[field] = at;
  }
  const missing: string[] = [];
  if (columns.domain === undefined) missing.push('domain');
  if (columns.price === undefined) missing.push('price');
  if (columns.date === undefined && columns.year === undefined) missing.push('date or year');
  return { columns, missing };
}
