import type { ReportedSale } from '@domainary/schema/contracts/sales.ts';
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

interface SoldNamesLook {
  /** The build the names were read from (null: none usable, every name is looked up). */
  build: string | null;
  names: ReadonlySet<string> | null;
}

/** The names with a reported sale, as of at most SOLD_NAMES_CHECK_SECONDS ago; null when unknown. */
const soldNames = readAtMostEvery(
  SOLD_NAMES_CHECK_SECONDS,
  async (db: Database, last: SoldNamesLook | undefined): Promise<SoldNamesLook> => {
    const build = await priceListsBuild(db);
    if (build === null) return { build: null, names: null };
    if (last?.build === build) return last;
    const names = await soldNamesInPriceLists(db, MAX_KEPT_SOLD_NAMES);
    return { build: names === null ? null : build, names };
  },
);

/**
 * The reported sales of each name, latest first, as reportedSalesByName reads them, but asking
 * the sales table only for names the isolate knows were sold: most names never were, and a
 * valuation or a page of results that holds none runs no statement for them. The names come
 * from the sales' price lists (rebuilt after every load and import); while those lag behind the
 * sales, every name is asked.
 */
export async function reportedSalesOfNames(
  binding: object,
  db: Database,
  names: readonly string[],
): Promise<Map<string, ReportedSale[]>> {
  const sold = (await soldNames(binding, db)).names;
  const asked = sold === null ? names : names.filter((name) => sold.has(name));
  return asked.length === 0 ? new Map() : reportedSalesByName(db, asked);
}
