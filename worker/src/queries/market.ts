import { sql } from 'drizzle-orm';
import { type SalesSummary, salesSummaryExtensionCount } from '../../../schema/src/contracts/market.ts';
import type { Database } from '../db/database.ts';

type Grouped = { key: string | number; count: number; medianUsd: number };

/**
 * SQLite has no median: rank each group's prices and average the middle one (odd count)
 * or two (even count), in one pass over the table.
 */
function medianBy(db: Database, column: 'year' | 'extension') {
  const key = sql.raw(column);
  return db.all<Grouped>(sql`
    with ranked as (
      select ${key} as key, price_usd as price,
        row_number() over (partition by ${key} order by price_usd) as rn,
        count(*) over (partition by ${key}) as n
      from sales
    )
    select key, n as count, avg(price) as medianUsd
    from ranked
    where rn in ((n + 1) / 2, (n + 2) / 2)
    group by key, n`);
}

export async function salesSummary(db: Database): Promise<SalesSummary> {
  const [years, extensions] = await Promise.all([medianBy(db, 'year'), medianBy(db, 'extension')]);
  const byYear = years
    .map((g) => ({ year: Number(g.key), count: g.count, medianUsd: g.medianUsd }))
    .sort((a, b) => a.year - b.year);
  const byExtension = extensions
    .map((g) => ({ extension: String(g.key), count: g.count, medianUsd: g.medianUsd }))
    .sort((a, b) => b.count - a.count || a.extension.localeCompare(b.extension))
    .slice(0, salesSummaryExtensionCount);
  return {
    total: {
      count: byYear.reduce((sum, g) => sum + g.count, 0),
      firstYear: byYear[0]?.year ?? null,
      lastYear: byYear.at(-1)?.year ?? null,
      extensions: extensions.length,
    },
    byYear,
    byExtension,
  };
}
