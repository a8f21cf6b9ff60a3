import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { DomainRow } from './domain-row.ts';

/**
 * A popular name is one the engine ranks in the upper half of the market; the strip shows
 * those, not whichever lapsing name comes first.
 */
const POPULAR_MARKET_VALUE = 50;

export async function domainRowById(db: Database, id: number): Promise<DomainRow | undefined> {
  const [row] = await db.all<DomainRow>(sql`select d.* from domains d where d.id = ${id}`);
  return row;
}

/**
 * Popular .com names expiring soonest, not yet lapsed. Reads the partial index on expiry
 * date that holds only expiring .com names, so the scan stops after a handful of rows.
 */
export function expiringPopularComRows(db: Database, limit: number, today: string): Promise<DomainRow[]> {
  return db.all<DomainRow>(sql`
    select d.* from domains d indexed by domains_expiring_com_idx
    where d.status = 'expiring' and d.extension = 'com'
      and d.expiry_date >= ${today} and d.market_value >= ${POPULAR_MARKET_VALUE}
    order by d.expiry_date, d.id
    limit ${limit}`);
}
