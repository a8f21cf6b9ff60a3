import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * The most price lists of one extension each a look at the sold names reads: one per
 * extension, channel and year (668 in the sample). Past it the names are not kept and every
 * name is asked of the sales table, as before.
 */
const MAX_SOLD_NAME_LISTS = 1_000;

/** Rows one look at the sold names reads at most: the lists' build, then the lists, one past the cap. */
export const SOLD_NAMES_LOOK_ROWS = MAX_SOLD_NAME_LISTS + 2;

/**
 * The build of the sales' price lists the sold names are read from: its stamp, or null while
 * the lists lag behind the sales (a write to sales marks them stale) or were never built.
 * One seek by the key of a one-row table.
 */
export async function priceListsBuild(db: Database): Promise<string | null> {
  const [row] = await db.all<{ rebuiltAt: string | null }>(
    sql`select rebuilt_at as rebuiltAt from sale_price_lists_state where id = 1 and stale = 0`,
  );
  return row?.rebuiltAt ?? null;
}

/**
 * Every name (`label.extension`) with a reported sale, from the price lists of one extension
 * each (the labels of a group's sales, as a JSON array): a row read per extension, channel
 * and year, not per sale. Null when there are more than MAX_SOLD_NAME_LISTS lists or more
 * than `maxNames` sales, or none.
 */
export async function soldNamesInPriceLists(db: Database, maxNames: number): Promise<Set<string> | null> {
  // Every extension's own lists, skipping the lists over all extensions (extension '').
  const rows = await db.all<{ extension: string; labels: string }>(
    sql`select extension, labels from sale_price_lists where extension > '' limit ${MAX_SOLD_NAME_LISTS + 1}`,
  );
  if (rows.length === 0 || rows.length > MAX_SOLD_NAME_LISTS) return null;
  const names = new Set<string>();
  let sales = 0;
  for (const row of rows) {
    const labels = JSON.parse(row.labels) as string[];
    sales += labels.length;
    if (sales > maxNames) return null;
    for (const label of labels) names.add(`${label}.${row.extension}`);
  }
  return names;
}
