import type { SaleChannel, SalesSort } from '@domainary/schema/contracts/sales.ts';

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
