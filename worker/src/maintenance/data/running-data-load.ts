import { dataLoads } from '@domainary/schema/tables/data-loads.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * When the data load in progress started (ISO 8601), or null when none is: one seek by the
 * key of a table of at most one row (no row read when there is none), through `all` so the
 * rows-read meter counts it.
 */
export async function runningDataLoadStart(db: Database): Promise<string | null> {
  const [row] = await db.all<{ startedAt: string }>(
    sql`select ${dataLoads.startedAt} as startedAt from ${dataLoads} where ${dataLoads.id} = 1`,
  );
  return row?.startedAt ?? null;
}
