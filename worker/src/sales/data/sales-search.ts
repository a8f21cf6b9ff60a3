import type { SaleChannel, SaleRecord, SalesFilters } from '@domainary/schema/contracts/sales.ts';
import type { sales } from '@domainary/schema/tables/index.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { allTrigramsMatch, ftsTrigramsOf } from '../../search/trigram-match.ts';
import { listedSales } from './sale-price-lists.ts';
import type { PricedSale } from './sale-rows.ts';

/** A `sales` row as `columns` reads it: the table's fields, the channel one of the three. */
type SaleRow = Pick<
  typeof sales.$inferSelect,
  'id' | 'domain' | 'priceUsd' | 'year' | 'venue' | 'estimateUsd'
> & {
  channel: SaleChannel;
};

/** Whether the keyword is long enough for the trigram index to find its matches. */
const isTrigramKeyword = (f: SalesFilters) => f.keyword !== undefined && ftsTrigramsOf(f.keyword).length > 0;

/**
 * The filters as SQL over `sales s`. A keyword of three or more characters is found through
 * the trigram index and re-checked on the label (the index may admit false positives); the
 * other filters are then written with a unary plus so SQLite drives the plan from the
 * keyword's few matches instead of a filter's index. Shorter keywords are below the trigram
 * length and are checked on every row the other filters leave.
 */
function filtersSql(f: SalesFilters): SQL {
  const keyed = isTrigramKeyword(f);
  const column = (name: string) => sql.raw(keyed ? `+s.${name}` : `s.${name}`);
  const where: SQL[] = [];
  if (f.keyword !== undefined) {
    if (keyed) {
      where.push(
        sql`s.id in (select rowid from sales_label_fts where sales_label_fts match ${allTrigramsMatch(f.keyword)})`,
      );
    }
    where.push(sql`instr(s.label, ${f.keyword}) > 0`);
  }
  if (f.extension !== undefined) where.push(sql`${column('extension')} = ${f.extension}`);
  if (f.channel !== undefined) where.push(sql`${column('channel')} = ${f.channel}`);
  if (f.minPrice !== undefined) where.push(sql`${column('price_usd')} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) where.push(sql`${column('price_usd')} <= ${f.maxPrice}`);
  if (f.yearFrom !== undefined) where.push(sql`${column('year')} >= ${f.yearFrom}`);
  if (f.yearTo !== undefined) where.push(sql`${column('year')} <= ${f.yearTo}`);
  return where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
}

const columns = sql`s.id, s.domain, s.price_usd as priceUsd, s.year, s.venue, s.channel, s.estimate_usd as estimateUsd`;

const toRecord = (row: SaleRow): SaleRecord => ({ ...row, venue: row.venue === '' ? null : row.venue });

/**
 * The id, price and year of every sale the filters keep: a keyword of trigram length reads
 * its few matches through the trigram index; any other search reads the precomputed price
 * lists, or, while they lag behind the sales, a covering index.
 */
export async function matchingSales(db: Database, filters: SalesFilters): Promise<PricedSale[]> {
  if (!isTrigramKeyword(filters)) {
    const listed = await listedSales(db, filters);
    if (listed !== undefined) return listed;
  }
  return db.all<PricedSale>(
    sql`select s.id, s.price_usd as priceUsd, s.year from sales s ${filtersSql(filters)}`,
  );
}

/** The sales of these ids, in the order of the ids. */
export async function salesByIds(db: Database, ids: readonly number[]): Promise<SaleRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.all<SaleRow>(sql`select ${columns} from sales s where s.id in ${ids}`);
  const byId = new Map(rows.map((row) => [row.id, toRecord(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every sale the filters keep, whole, in no particular order. */
export async function filteredSales(db: Database, filters: SalesFilters): Promise<SaleRecord[]> {
  const rows = await db.all<SaleRow>(sql`select ${columns} from sales s ${filtersSql(filters)}`);
  return rows.map(toRecord);
}
