import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { visitorTables } from '../../middleware/data/visitor-activity-queries.ts';

/** Runs a `delete ... returning 1` and answers how many rows it deleted. */
const deleted = async (db: Database, statement: SQL) => (await db.all(statement)).length;

/** Up to `limit` RDAP answers whose time to live ended by `now` (ISO time). */
export const deleteExpiredAnswers = (db: Database, now: string, limit: number) =>
  deleted(
    db,
    sql`delete from availability_cache where fqdn in (
          select fqdn from availability_cache where expires_at <= ${now} limit ${limit})
        returning 1`,
  );

/** Up to `limit` check results that a newer check of the same company domain replaced. */
export const deleteSupersededChecks = (db: Database, limit: number) =>
  deleted(
    db,
    sql`delete from domain_check_results where id in (
          select r.id from domain_check_results as r
          where exists (select 1 from domain_check_results as newer
            where newer.company_id = r.company_id and newer.domain_name = r.domain_name and newer.id > r.id)
          limit ${limit})
        returning 1`,
  );

/** Up to `limit` refused clicks and orders created before `before` (ISO time). */
export const deleteRefusedLeads = (db: Database, before: string, limit: number) =>
  deleted(
    db,
    sql`delete from refused_leads where id in (
          select id from refused_leads where created_at < ${before} limit ${limit})
        returning 1`,
  );

/** Which visitors one batch removes: days are YYYY-MM-DD. */
interface IdleVisitorBatch {
  /** Visitors last active before this day. */
  lastActiveBefore: string;
  /** Visitors active on one day only, before this day. */
  singleDayBefore: string;
  limit: number;
}

/**
 * Up to `limit` idle visitors (each kind found through its own index): their rows first,
 * then their activity record, so an interrupted run leaves nothing unaccounted for. Answers
 * how many visitors were removed.
 */
export async function deleteIdleVisitors(
  db: Database,
  { lastActiveBefore, singleDayBefore, limit }: IdleVisitorBatch,
): Promise<number> {
  const stale = sql`select visitor_id from (
      select visitor_id from visitor_activity where last_active_day < ${lastActiveBefore}
      union
      select visitor_id from visitor_activity
        where first_active_day = last_active_day and last_active_day < ${singleDayBefore})
    order by visitor_id limit ${limit}`;
  for (const table of visitorTables) {
    await db.run(sql`delete from ${sql.identifier(table)} where visitor_id in (${stale})`);
  }
  return deleted(db, sql`delete from visitor_activity where visitor_id in (${stale}) returning 1`);
}
