import { ALL_EXTENSIONS } from '@domainary/schema/sale-price-lists.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

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
 * and year, not per sale. Null when the lists hold more than `limit` sales, or lag behind.
 */
export async function soldNamesInPriceLists(db: Database, limit: number): Promise<Set<string> | null> {
  const rows = await db.all<{ extension: string; labels: string; listed: number }>(
    sql`select l.extension, l.labels, t.listed
        from sale_price_lists_state st
        join (select sum(json_array_length(labels)) as listed from sale_price_lists where extension <> ${ALL_EXTENSIONS}) t
        join sale_price_lists l on l.extension <> ${ALL_EXTENSIONS}
        where st.id = 1 and st.stale = 0 and t.listed <= ${limit}`,
  );
  const names = new Set<string>();
  for (const row of rows) {
    for (const label of JSON.parse(row.labels) as string[]) names.add(`${label}.${row.extension}`);
  }
  return rows.length === 0 ? null : names;
}
