import type { SalesSearchSummary } from '@domainary/schema/contracts/sales.ts';
import type { PricedSale } from './data/sale-rows.ts';
import { quantile } from './quantile.ts';
import { medianByGroup } from './summarize-sales.ts';

/** Interpolated prices are kept to the cent; no values give null. */
const cents = (value: number) => (Number.isNaN(value) ? null : Math.round(value * 100) / 100);

/** The figures of a filtered set of sales: count, median, 10th and 90th percentile, and per year. */
export function summarizeSalesSearch(sales: readonly PricedSale[]): SalesSearchSummary {
  const prices = sales.map((s) => s.priceUsd).sort((a, b) => a - b);
  return {
    count: sales.length,
    medianUsd: cents(quantile(prices, 0.5)),
    p10Usd: cents(quantile(prices, 0.1)),
    p90Usd: cents(quantile(prices, 0.9)),
    byYear: medianByGroup(sales, (s) => s.year)
      .map(({ key, count, medianUsd }) => ({ year: key, count, medianUsd }))
      .sort((a, b) => a.year - b.year),
  };
}
