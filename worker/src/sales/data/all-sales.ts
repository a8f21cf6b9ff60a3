import { sales } from '@domainary/schema/tables/index.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Sale } from './sale-rows.ts';

/**
 * Every reported sale, three columns each. One pass over the table is what D1 bills least
 * for: ranking medians in SQL window functions read many times as many rows
 * (`npm run bench -- --only "market sales summary"` reports rows read).
 */
export function allSales(db: Database): Promise<Sale[]> {
  return db.all<Sale>(
    sql`select ${sales.year} as year, ${sales.extension} as extension, ${sales.priceUsd} as priceUsd from ${sales}`,
  );
}
