import { type SalesSummary, salesSummaryExtensionCount } from '../../../schema/src/contracts/market.ts';

export type Sale = { year: number; extension: string; priceUsd: number };

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function groupBy<K>(sales: readonly Sale[], key: (sale: Sale) => K) {
  const groups = new Map<K, number[]>();
  for (const sale of sales) {
    const prices = groups.get(key(sale));
    if (prices) prices.push(sale.priceUsd);
    else groups.set(key(sale), [sale.priceUsd]);
  }
  return [...groups].map(([k, prices]) => {
    prices.sort((a, b) => a - b);
    return { key: k, count: prices.length, medianUsd: median(prices) };
  });
}

/** Median price and count of reported sales by year and by extension (the most traded ones). */
export function summarizeSales(sales: readonly Sale[]): SalesSummary {
  const byYear = groupBy(sales, (s) => s.year)
    .map(({ key, count, medianUsd }) => ({ year: key, count, medianUsd }))
    .sort((a, b) => a.year - b.year);
  const extensions = groupBy(sales, (s) => s.extension);
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
