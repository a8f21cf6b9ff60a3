import { loadSales } from '../sales-data.ts';

/** A name the sales table reports sold, with what the seed must not contradict. */
export interface SoldName {
  label: string;
  extension: string;
  /** The year of its earliest reported sale: it was registered before then. */
  firstSaleYear: number;
  /** Its latest reported sale (the highest price that year): a listing never asks less. */
  lastSale: { priceUsd: number; year: number };
}

let cache: readonly SoldName[] | undefined;

/** Every name of schema/data/sales.csv once, in the order it first appears there. */
export function soldNames(): readonly SoldName[] {
  if (cache) return cache;
  const byName = new Map<string, SoldName>();
  for (const sale of loadSales()) {
    const known = byName.get(sale.domain);
    if (!known) {
      byName.set(sale.domain, {
        label: sale.label,
        extension: sale.extension,
        firstSaleYear: sale.year,
        lastSale: { priceUsd: sale.priceUsd, year: sale.year },
      });
      continue;
    }
    known.firstSaleYear = Math.min(known.firstSaleYear, sale.year);
    const { lastSale } = known;
    if (sale.year > lastSale.year || (sale.year === lastSale.year && sale.priceUsd > lastSale.priceUsd)) {
      known.lastSale = { priceUsd: sale.priceUsd, year: sale.year };
    }
  }
  cache = [...byName.values()];
  return cache;
}
