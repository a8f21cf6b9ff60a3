/** A sale as the price lists group it. */
export interface ListedSale {
  id: number;
  label: string;
  extension: string;
  channel: string;
  year: number;
  priceUsd: number;
}

export interface PriceList {
  extension: string;
  channel: string;
  year: number;
  prices: number[];
  ids: number[];
  labels: string[];
}

/** A stored row of sale_price_lists, its JSON arrays not yet read. */
export type StoredPriceList = Omit<PriceList, 'prices' | 'ids' | 'labels'> & {
  prices: string;
  ids: string;
  labels: string;
};

/** The query whose rows storedPriceLists() reads, in the order expectedPriceLists() gives. */
export const storedPriceListsQuery =
  'select extension, channel, year, prices, ids, labels from sale_price_lists order by extension, channel, year';

export function storedPriceLists(rows: readonly StoredPriceList[]): PriceList[] {
  return rows.map((row) => ({
    extension: row.extension,
    channel: row.channel,
    year: row.year,
    prices: JSON.parse(row.prices),
    ids: JSON.parse(row.ids),
    labels: JSON.parse(row.labels),
  }));
}

/**
 * The lists a rebuild should store for these sales, worked out in plain code: per extension,
 * channel and year, and per channel and year over every extension (''), prices ascending
 * with ties by id.
 */
export function expectedPriceLists(sales: readonly ListedSale[]): PriceList[] {
  const groups = new Map<string, ListedSale[]>();
  for (const sale of sales) {
    for (const extension of [sale.extension, '']) {
      const key = JSON.stringify([extension, sale.channel, sale.year]);
      groups.set(key, [...(groups.get(key) ?? []), sale]);
    }
  }
  const byKey = (a: PriceList, b: PriceList) =>
    (a.extension < b.extension ? -1 : a.extension > b.extension ? 1 : 0) ||
    (a.channel < b.channel ? -1 : a.channel > b.channel ? 1 : 0) ||
    a.year - b.year;
  return [...groups]
    .map(([key, group]) => {
      const [extension, channel, year] = JSON.parse(key) as [string, string, number];
      const ordered = [...group].sort((a, b) => a.priceUsd - b.priceUsd || a.id - b.id);
      return {
        extension,
        channel,
        year,
        prices: ordered.map((s) => s.priceUsd),
        ids: ordered.map((s) => s.id),
        labels: ordered.map((s) => s.label),
      };
    })
    .sort(byKey);
}
