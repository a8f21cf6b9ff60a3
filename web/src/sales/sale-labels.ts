import type { ReportedSale, SaleChannel, SalesSort } from '@domainary/schema/contracts/sales.ts';

export const channelLabels: Record<SaleChannel, string> = {
  auction: 'Auction',
  marketplace: 'Marketplace',
  brokerage: 'Brokerage',
};

export const salesSortLabels: Record<SalesSort, string> = {
  price_desc: 'Price: highest first',
  price_asc: 'Price: lowest first',
  year_desc: 'Year: newest first',
  year_asc: 'Year: oldest first',
};

/** How a sale's channel reads after its year: "(2019, brokered)". */
const soldThrough: Record<SaleChannel, string> = {
  auction: 'at auction',
  marketplace: 'through a marketplace',
  brokerage: 'brokered',
};

/** A reported sale as one line, at the price reported then: "Sold for $30,000,000 (2019, brokered)". */
export function soldForText(sale: ReportedSale, formatPrice: (usd: number) => string): string {
  return `Sold for ${formatPrice(sale.price)} (${sale.year}, ${soldThrough[sale.channel]})`;
}
