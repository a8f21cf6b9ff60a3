import type { SalesSort } from '@domainary/schema/contracts/sales.ts';

import type { PricedSale } from './data/sale-rows.ts';

/**
 * The orders of the sales search. Every one ends on the id, so pages never overlap or skip a
 * sale; by year, the dearest sales of a year come first.
 */
const comparators: Record<SalesSort, (a: PricedSale, b: PricedSale) => number> = {
  price_desc: (a, b) => b.priceUsd - a.priceUsd || a.id - b.id,
  price_asc: (a, b) => a.priceUsd - b.priceUsd || a.id - b.id,
  year_desc: (a, b) => b.year - a.year || b.priceUsd - a.priceUsd || a.id - b.id,
  year_asc: (a, b) => a.year - b.year || b.priceUsd - a.priceUsd || a.id - b.id,
};

/** The sales in the requested order (sorts the array in place and returns it). */
export function orderSales<T extends PricedSale>(sales: T[], sortBy: SalesSort): T[] {
  return sales.sort(comparators[sortBy]);
}
