import type { Domain, SimilarSale } from '@domainary/schema/contracts/domains.ts';
import { LRUCache } from 'lru-cache';
import { comparableSales, storedNameFigures, valueName } from '../valuation/index.ts';

const SIMILAR_SALES = 3;

/**
 * Comparables are a pure function of the name and the bundled sales index, and one search
 * page scores the same common word's sales for every result (the domain search scenarios of
 * `npm run bench` show the cost): names a visitor sees again, in the isolate's lifetime,
 * reuse the answer.
 */
const similarSalesByName = new LRUCache<string, SimilarSale[]>({ max: 20_000 });

/**
 * Real reported sales most like the name, from the engine's index of the sales data, each
 * carried by its channel's index to the prices of `asOf` (undefined: the latest data); those
 * nearest the name's own value in their channel rank first, as on every other route.
 */
export function similarSalesOf(name: string, extension: string, asOf?: number): SimilarSale[] {
  const key = `${name}.${extension} ${asOf ?? ''}`;
  const known = similarSalesByName.get(key);
  if (known) return known.map((sale) => ({ ...sale }));
  const { features, channelValues } = valueName(name, extension, asOf);
  const sales = comparableSales(features, channelValues, SIMILAR_SALES, asOf).map((sale) => ({
    ...sale,
    price: Math.round(sale.price),
  }));
  similarSalesByName.set(key, sales);
  return sales.map((sale) => ({ ...sale }));
}

/**
 * What the engine adds to a stored name on read: whether it gets a number at all (a stored
 * row always holds one, to sort by), the sales most like it, its value at auction, its
 * headline channel and its chance to sell in a year.
 */
export type EngineFigures = Pick<Domain['analysis'], 'similarSales' | 'auctionValue'> &
  Pick<Domain, 'headlineChannel' | 'saleChance' | 'valueRangeNote'> & { valued: boolean };

/** The engine's figures for a stored name, in the prices of `asOf` (undefined: the latest data). */
export const engineFiguresOf = (name: string, extension: string, asOf?: number): EngineFigures => ({
  similarSales: similarSalesOf(name, extension, asOf),
  ...storedNameFigures(name, extension, asOf),
});
