import { type SQL, sql } from 'drizzle-orm';
import type {
  SaleChannel,
  SaleRecord,
  SalesFilters,
  SalesSearchQuery,
  SalesSort,
} from '../../../schema/src/contracts/sales.ts';
import type { Database } from '../db/database.ts';
import type { PricedSale } from '../market/summarize-sales-search.ts';
import { allTrigramsMatch, trigramsOf } from '../search/trigram-match.ts';

type SaleRow = {
  id: number;
  domain: string;
  priceUsd: number;
  year: number;
  venue: string;
  channel: SaleChannel;
  estimateUsd: number | null;
};

/**
 * The filters as SQL over `sales s`. A keyword of three or more characters is found through
 * the trigram index and re-checked on the label (the index may admit false positives); the
 * other filters are then written with a unary plus so SQLite drives the plan from the
 * keyword's few matches instead of a filter's index. Shorter keywords are below the trigram
 * length and are checked on every row the other filters leave.
 */
function filtersSql(f: SalesFilters): SQL {
  const keyed = f.q !== undefined && trigramsOf(f.q).length > 0;
  const column = (name: string) => sql.raw(keyed ? `+s.${name}` : `s.${name}`);
  const where: SQL[] = [];
  if (f.q !== undefined) {
    if (keyed) {
      where.push(
        sql`s.id in (select rowid from sales_label_fts where sales_label_fts match ${allTrigramsMatch(f.q)})`,
      );
    }
    where.push(sql`instr(s.label, ${f.q}) > 0`);
  }
  if (f.extension !== undefined) where.push(sql`${column('extension')} = ${f.extension}`);
  if (f.channel !== undefined) where.push(sql`${column('channel')} = ${f.channel}`);
  if (f.minPrice !== undefined) where.push(sql`${column('price_usd')} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) where.push(sql`${column('price_usd')} <= ${f.maxPrice}`);
  if (f.yearFrom !== undefined) where.push(sql`${column('year')} >= ${f.yearFrom}`);
  if (f.yearTo !== undefined) where.push(sql`${column('year')} <= ${f.yearTo}`);
  return where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
}

/** Every order ends on the id, so pages never overlap or skip a sale. */
const orderSql: Record<SalesSort, SQL> = {
  price_desc: sql`s.price_usd desc, s.id`,
  price_asc: sql`s.price_usd, s.id`,
  year_desc: sql`s.year desc, s.price_usd desc, s.id`,
  year_asc: sql`s.year, s.price_usd desc, s.id`,
};

const toRecord = (row: SaleRow): SaleRecord => ({ ...row, venue: row.venue === '' ? null : row.venue });

/** The price and year of every sale the filters keep, read off a covering index. */
export function filteredPrices(db: Database, filters: SalesFilters): Promise<PricedSale[]> {
  return db.all<PricedSale>(
    sql`select s.price_usd as priceUsd, s.year as year from sales s ${filtersSql(filters)}`,
  );
}

/** `limit` sales the filters keep, in the requested order, from `offset`. */
export async function orderedSales(
  db: Database,
  query: SalesFilters & { sortBy: SalesSort },
  offset: number,
  limit: number,
): Promise<SaleRecord[]> {
  const rows = await db.all<SaleRow>(sql`
    select s.id, s.domain, s.price_usd as priceUsd, s.year, s.venue, s.channel, s.estimate_usd as estimateUsd
    from sales s ${filtersSql(query)}
    order by ${orderSql[query.sortBy]}
    limit ${limit} offset ${offset}`);
  return rows.map(toRecord);
}

/** One page of the search. */
export function salesPage(db: Database, query: SalesSearchQuery): Promise<SaleRecord[]> {
  return orderedSales(db, query, (query.page - 1) * query.pageSize, query.pageSize);
}
