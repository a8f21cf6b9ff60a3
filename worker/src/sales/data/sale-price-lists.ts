import type { SalesFilters } from '@domainary/schema/contracts/sales.ts';
import { ALL_EXTENSIONS } from '@domainary/schema/sale-price-lists.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { PricedSale } from './sale-rows.ts';

type ListRow = {
  stale: number;
  year: number | null;
  prices: string | null;
  ids: string | null;
  labels: string | null;
};

/** The first index of ascending `values` whose value is at least `bound` (or is above it, when `after`). */
function firstIndexFrom(values: readonly number[], bound: number, after: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = values[middle] as number;
    if (value < bound || (after && value === bound)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The sales of one list that the price bounds and a keyword keep. */
function keptSales(row: ListRow, f: SalesFilters, into: PricedSale[]): void {
  const prices = JSON.parse(row.prices as string) as number[];
  const ids = JSON.parse(row.ids as string) as number[];
  const labels = f.keyword === undefined ? undefined : (JSON.parse(row.labels as string) as string[]);
  const start = f.minPrice === undefined ? 0 : firstIndexFrom(prices, f.minPrice, false);
  const end = f.maxPrice === undefined ? prices.length : firstIndexFrom(prices, f.maxPrice, true);
  const year = row.year as number;
  for (let i = start; i < end; i++) {
    if (labels !== undefined && !(labels[i] as string).includes(f.keyword as string)) continue;
    into.push({ id: ids[i] as number, priceUsd: prices[i] as number, year });
  }
}

/**
 * The id, price and year of every sale the filters keep, read from the precomputed price
 * lists: one row per channel and year the filters allow, whatever the number of matches.
 * The keyword, when there is one, is checked on each listed label. Undefined while the lists
 * lag behind the sales.
 */
export async function listedSales(db: Database, f: SalesFilters): Promise<PricedSale[] | undefined> {
  // An extension typed as just a dot names no sale, not every extension's list.
  if (f.extension === ALL_EXTENSIONS) return [];
  const on: SQL[] = [sql`st.stale = 0`, sql`l.extension = ${f.extension ?? ALL_EXTENSIONS}`];
  if (f.channel !== undefined) on.push(sql`l.channel = ${f.channel}`);
  if (f.yearFrom !== undefined) on.push(sql`l.year >= ${f.yearFrom}`);
  if (f.yearTo !== undefined) on.push(sql`l.year <= ${f.yearTo}`);
  // Labels are fetched only for a keyword to check. The state row always comes back, so a
  // stale state and a filter no group matches differ.
  const labels = f.keyword === undefined ? sql`null` : sql`l.labels`;
  const rows = await db.all<ListRow>(
    sql`select st.stale, l.year, l.prices, l.ids, ${labels} as labels
        from sale_price_lists_state st left join sale_price_lists l on ${sql.join(on, sql` and `)}
        where st.id = 1`,
  );
  if (rows.length === 0 || rows[0]?.stale !== 0) return undefined;
  const sales: PricedSale[] = [];
  for (const row of rows) if (row.year !== null) keptSales(row, f, sales);
  return sales;
}
