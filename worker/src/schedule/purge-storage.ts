import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { retryTransient } from '../db/retry-transient.ts';
import { visitorTables } from '../middleware/data/visitor-activity-queries.ts';
import { VISITOR_COOKIE_MAX_AGE_SECONDS } from '../middleware/visitor.ts';

/**
 * Rows deleted per statement, and statements per kind per run: each statement stays short
 * (D1 runs one at a time per database), and a run stays well under the 1,000 statements a
 * Worker invocation may send. What one run leaves, the next day's run takes on.
 */
const ROWS_PER_BATCH = 5_000;
const VISITORS_PER_BATCH = 500;
const MAX_BATCHES = 100;

const DAY_MS = 86_400_000;

export interface PurgeReport {
  expiredAnswers: number;
  supersededChecks: number;
  idleVisitors: number;
}

/** Runs `deleteBatch` (which answers how many rows it deleted) until a batch comes up short. */
async function inBatches(deleteBatch: () => Promise<number>, batchSize: number): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const deleted = await retryTransient(deleteBatch);
    total += deleted;
    if (deleted < batchSize) break;
  }
  return total;
}

const deleted = async (db: Database, statement: SQL) => (await db.all(statement)).length;

/** RDAP answers past their time to live: lookups never read them again. */
const purgeExpiredAnswers = (db: Database, now: Date) =>
  inBatches(
    () =>
      deleted(
        db,
        sql`delete from availability_cache where fqdn in (
              select fqdn from availability_cache where expires_at <= ${now.toISOString()} limit ${ROWS_PER_BATCH})
            returning 1`,
      ),
    ROWS_PER_BATCH,
  );

/** Check results a newer check of the same company domain replaced: only the newest is shown. */
const purgeSupersededChecks = (db: Database) =>
  inBatches(
    () =>
      deleted(
        db,
        sql`delete from domain_check_results where id in (
              select r.id from domain_check_results as r
              where exists (select 1 from domain_check_results as newer
                where newer.company_id = r.company_id and newer.domain_name = r.domain_name and newer.id > r.id)
              limit ${ROWS_PER_BATCH})
            returning 1`,
      ),
    ROWS_PER_BATCH,
  );

/**
 * The day before which a visitor's cookie has certainly expired: it was issued no later than
 * their last active day and lives VISITOR_COOKIE_MAX_AGE_SECONDS; one more day covers the
 * hours of that last day.
 */
function idleCutoffDay(now: Date): string {
  return new Date(now.getTime() - VISITOR_COOKIE_MAX_AGE_SECONDS * 1000 - DAY_MS).toISOString().slice(0, 10);
}

/**
 * The rows of visitors last active before the cutoff, a batch of visitors at a time: their
 * rows first, then their activity record, so an interrupted run leaves nothing unaccounted for.
 */
function purgeIdleVisitors(db: Database, now: Date) {
  const stale = sql`select visitor_id from visitor_activity where last_active_day < ${idleCutoffDay(now)}
    order by last_active_day, visitor_id limit ${VISITORS_PER_BATCH}`;
  return inBatches(async () => {
    for (const table of visitorTables) {
      await db.run(sql`delete from ${sql.identifier(table)} where visitor_id in (${stale})`);
    }
    return deleted(db, sql`delete from visitor_activity where visitor_id in (${stale}) returning 1`);
  }, VISITORS_PER_BATCH);
}

/** Keeps storage bounded: what the scheduled purge deletes, and how much of each. */
export async function purgeStorage(db: Database, now: Date): Promise<PurgeReport> {
  return {
    expiredAnswers: await purgeExpiredAnswers(db, now),
    supersededChecks: await purgeSupersededChecks(db),
    idleVisitors: await purgeIdleVisitors(db, now),
  };
}
