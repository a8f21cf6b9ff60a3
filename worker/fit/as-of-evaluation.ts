import { CHANNELS } from '../src/valuation/engine/features.ts';
import { asOfShift, channelIndex } from '../src/valuation/engine/market-index.ts';
import type { Sale } from './sales.ts';

/**
 * The fit's target: log10 of each sale's price carried to its channel's latest year of data
 * by that channel's own index, the money the model speaks and the engine moves to `asOf`.
 */
export function referenceLogPrices(sales: readonly Pick<Sale, 'price' | 'year' | 'channel'>[]): Float64Array {
  return Float64Array.from(sales, (s) => Math.log10(s.price) - asOfShift(s.channel, s.year));
}

/**
 * Held-out values as the API answers them asked `asOf` a year: each log10 value (reference
 * money) moved by the engine's own shift for its sale's channel. `asOfYears` gives the year
 * per row: the sale's own year to compare with its nominal price, or a fixed year.
 */
export function valuesAsOf(
  referenceValues: Float64Array,
  sales: readonly Pick<Sale, 'channel'>[],
  asOfYears: readonly number[],
): Float64Array {
  return Float64Array.from(
    referenceValues,
    (v, r) => v + asOfShift((sales[r] as Pick<Sale, 'channel'>).channel, asOfYears[r] as number),
  );
}

/** Each channel's index as the report shows it: its years of data, each year's level, error and sales. */
export function priceIndexesForReport() {
  return Object.fromEntries(
    CHANNELS.map((c) => {
      const { firstYear, lastYear, years } = channelIndex(c);
      return [c, { firstYear, lastYear, years }];
    }),
  );
}
