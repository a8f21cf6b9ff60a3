import type { ReportedSale, SaleChannel } from '@domainary/schema/contracts/sales.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/** D1 binds at most 100 parameters per statement: one per name, and one for the cap. */
const NAMES_PER_QUERY = 99;
/** A name's latest sales are what a visitor reads; an imported list may hold many more. */
export const MAX_REPORTED_SALES_PER_NAME = 10;

interface ReportedSaleRow {
  domain: string;
  price_usd: number;
  year: number;
  venue: string;
  channel: SaleChannel;
}

/**
 * The reported sales of each name (`label.extension`, lower case), latest first, at most
 * MAX_REPORTED_SALES_PER_NAME each: one statement per 99 names, each name a seek in the
 * sales table's identity index, which the domain leads. Names without a sale are absent.
 */
export async function reportedSalesByName(
  db: Database,
  names: readonly string[],
): Promise<Map<string, ReportedSale[]>> {
  const unique = [...new Set(names)];
  const queries: Promise<ReportedSaleRow[]>[] = [];
  for (let i = 0; i < unique.length; i += NAMES_PER_QUERY) {
    const wanted = sql.join(
      unique.slice(i, i + NAMES_PER_QUERY).map((name) => sql`${name}`),
      sql`, `,
    );
    queries.push(
      db.all<ReportedSaleRow>(sql`
        select domain, price_usd, year, venue, channel from (
          select s.domain, s.price_usd, s.year, s.venue, s.channel,
            row_number() over (partition by s.domain order by s.year desc, s.price_usd desc) as nth
          from sales s indexed by sales_identity_idx
          where s.domain in (${wanted})
        )
        where nth <= ${MAX_REPORTED_SALES_PER_NAME}
        order by domain, nth`),
    );
  }
  const found = new Map<string, ReportedSale[]>();
  for (const rows of await Promise.all(queries)) {
    for (const row of rows) {
      const sales = found.get(row.domain) ?? [];
      sales.push({ price: row.price_usd, year: row.year, venue: row.venue || null, channel: row.channel });
      found.set(row.domain, sales);
    }
  }
  return found;
}
