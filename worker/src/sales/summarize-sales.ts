import { type SalesSummary, salesSummaryExtensionCount } from '@domainary/schema/contracts/sales-summary.ts';
import type { Sale } from './data/sale-rows.ts';
import { quantile } from './quantile.ts';

/** Count and median price of each group of sales, in order of first appearance. */
export function medianByGroup<T extends { priceUsd: number }, K>(sales: readonly T[], key: (sale: T) => K) {
  const groups = new Map<K, number[]>();
  for (const sale of sales) {
    const prices = groups.get(key(sale));
    if (prices) prices.push(sale.priceUsd);
    else groups.set(key(sale), [sale.priceUsd]);
  }
  return [...groups].map(([k, prices]) => {
    prices.sort((a, b) => a - b);
    return { key: k, count: prices.length, medianUsd: quantile(prices, 0.5) };
  });
}

/** Median price and count of reported sales by year and by extension (the most traded ones). */
export function summarizeSales(sales: readonly Sale[]): SalesSummary {
  const byYear = medianByGroup(sales, (s) => s.year)
    .map(({ key, count, medianUsd }) => ({ year: key, count, medianUsd }))
    .sort((a, b) => a.year - b.year);
  const extensions = medianByGroup(sales, (s) => s.extension);
  const byExtension = extensions
    .map(({ key, count, medianUsd }) => ({ extension: key, count, medianUsd }))
    .sort((a, b) => b.count - a.count || a.extension.localeCompare(b.extension))
    .slice(0, salesSummaryExtensionCount);
  return {
    total: {
      count: sales.length,
      firstYear: byYear[0]?.year ?? null,
      lastYear: byYear.at(-1)?.year ?? null,
      extensions: extensions.length,
    },
    byYear,
    byExtension,
  };
}
