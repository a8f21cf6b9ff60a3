import type { ReportedSale } from '@domainary/schema/contracts/sales.ts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.ts';
import { readAtMostEvery } from '../db/read-at-most-every.ts';
import { reportedSalesByName } from './data/reported-sales.ts';
import { priceListsBuild, soldNamesInPriceLists } from './data/sold-name-lists.ts';

/**
 * How long one isolate trusts its last look at the price lists' build before it looks again
 * (one key lookup): a sale imported on a name that had none shows up to this late, as the
 * data-load notice does.
 */
export const SOLD_NAMES_CHECK_SECONDS = 5;

/**
 * The most reported sales whose names an isolate keeps in memory (20,460 in the sample, about
 * 2 MB as strings). Past it, every name is looked up in the sales table, as before.
 */
const MAX_KEPT_SOLD_NAMES = 200_000;

/**
 * The most sold names whose reported sales an isolate keeps, latest used first: each at most
 * MAX_REPORTED_SALES_PER_NAME short records, so about 1 KB a name and a few MB in all.
 */
const MAX_KEPT_SALES_LISTS = 5_000;

interface SoldNamesLook {
  /** The build the names were read from (null: none usable, every name is looked up). */
  build: string | null;
  names: ReadonlySet<string> | null;
  /**
   * The reported sales of the sold names read since this build was seen, by name: they change
   * only with the sales, and a write to the sales changes the build, which starts a new look.
   */
  salesByName: LRUCache<string, readonly ReportedSale[]> | null;
}

const newSalesByName = () => new LRUCache<string, readonly ReportedSale[]>({ max: MAX_KEPT_SALES_LISTS });

/** The names with a reported sale, as of at most SOLD_NAMES_CHECK_SECONDS ago; null when unknown. */
const soldNames = readAtMostEvery(
  SOLD_NAMES_CHECK_SECONDS,
  async (db: Database, last: SoldNamesLook | undefined): Promise<SoldNamesLook> => {
    const build = await priceListsBuild(db);
    if (build === null) return { build: null, names: null, salesByName: null };
    if (last?.build === build) return last;
    const names = await soldNamesInPriceLists(db, MAX_KEPT_SOLD_NAMES);
    return names === null
      ? { build: null, names: null, salesByName: null }
      : { build, names, salesByName: newSalesByName() };
  },
);

/**
 * The reported sales of each name, latest first, as reportedSalesByName reads them, but asking
 * the sales table only for names the isolate knows were sold and has not read since the
 * price lists' build it knows: most names never were sold, and a valuation or a page of
 * results that holds none, or only names read before, runs no statement for them. The names
 * come from the sales' price lists (rebuilt after every load and import); while those lag
 * behind the sales, every name is asked.
 */
export async function reportedSalesOfNames(
  binding: object,
  db: Database,
  names: readonly string[],
): Promise<Map<string, readonly ReportedSale[]>> {
  const { names: sold, salesByName } = await soldNames(binding, db);
  if (sold === null || salesByName === null) return reportedSalesByName(db, names);
  const found = new Map<string, readonly ReportedSale[]>();
  const unread: string[] = [];
  for (const name of names) {
    if (!sold.has(name)) continue;
    const kept = salesByName.get(name);
    if (kept === undefined) unread.push(name);
    else if (kept.length > 0) found.set(name, kept);
  }
  if (unread.length === 0) return found;
  const read = await reportedSalesByName(db, unread);
  for (const name of unread) {
    const sales = read.get(name) ?? [];
    salesByName.set(name, sales);
    if (sales.length > 0) found.set(name, sales);
  }
  return found;
}
