import { sql } from 'drizzle-orm';
import type { Health } from '../../../schema/src/contracts/health.ts';
import { companies, domains, sales } from '../../../schema/src/tables/index.ts';
import type { Database } from '../db/database.ts';

/** Row counts the health check reports; the same query runs over D1 and libSQL. */
export async function healthCounts(db: Database): Promise<Health['counts']> {
  const count = async (table: typeof companies | typeof domains | typeof sales) => {
    const [row] = await db.select({ n: sql<number>`count(*)` }).from(table);
    return row?.n ?? 0;
  };
  const [companyCount, domainCount, saleCount] = await Promise.all([
    count(companies),
    count(domains),
    count(sales),
  ]);
  return { companies: companyCount, domains: domainCount, sales: saleCount };
}
