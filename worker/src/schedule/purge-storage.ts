import type { Database } from '../db/database.ts';
import { retryTransient } from '../db/retry-transient.ts';
import { VISITOR_COOKIE_MAX_AGE_SECONDS } from '../middleware/visitor.ts';
import {
  deleteExpiredAnswers,
  deleteIdleVisitors,
  deleteRefusedLeads,
  deleteSupersededChecks,
} from './data/purge-statements.ts';

/**
 * Rows deleted per statement, and statements per kind per run: each statement stays short
 * (D1 runs one at a time per database), and a run stays under the 1,000 statements a Worker
 * invocation may send: at most 100 each for answers, checks and refused leads, and 600 for
 * visitors (five tables and their activity per batch), 900 in all. What one run leaves, the
 * next hour's run takes on.
 */
const ROWS_PER_BATCH = 5_000;
const VISITORS_PER_BATCH = 500;
const MAX_BATCHES = 100;
/** The most visitors one run removes; runs are hourly. */
export const VISITORS_PER_RUN = VISITORS_PER_BATCH * MAX_BATCHES;

const DAY_MS = 86_400_000;

/**
 * A visitor active on one day only (one visit's writes, then never again) is purged once
 * this many days have passed since that day. A person who comes back a day later is kept
 * as long as their cookie lives.
 */
export const SINGLE_DAY_VISITOR_DAYS = 7;

/** Refused clicks and orders are kept this long for the operator to look into. */
export const REFUSED_LEAD_DAYS = 30;

export interface PurgeReport {
  expiredAnswers: number;
  supersededChecks: number;
  refusedLeads: number;
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

/** RDAP answers past their time to live: lookups never read them again. */
const purgeExpiredAnswers = (db: Database, now: Date) =>
  inBatches(() => deleteExpiredAnswers(db, now.toISOString(), ROWS_PER_BATCH), ROWS_PER_BATCH);

/** Check results a newer check of the same company domain replaced: only the newest is shown. */
const purgeSupersededChecks = (db: Database) =>
  inBatches(() => deleteSupersededChecks(db, ROWS_PER_BATCH), ROWS_PER_BATCH);

/** Refused clicks and orders past their retention. */
const purgeRefusedLeads = (db: Database, now: Date) => {
  const before = new Date(now.getTime() - REFUSED_LEAD_DAYS * DAY_MS).toISOString();
  return inBatches(() => deleteRefusedLeads(db, before, ROWS_PER_BATCH), ROWS_PER_BATCH);
};

/**
 * The day before which a visitor's cookie has certainly expired: it was issued no later than
 * their last active day and lives VISITOR_COOKIE_MAX_AGE_SECONDS; one more day covers the
 * hours of that last day.
 */
function idleCutoffDay(now: Date): string {
  return new Date(now.getTime() - VISITOR_COOKIE_MAX_AGE_SECONDS * 1000 - DAY_MS).toISOString().slice(0, 10);
}

/** The day before which a visitor active on that one day only is purged. */
function singleDayCutoffDay(now: Date): string {
  return new Date(now.getTime() - SINGLE_DAY_VISITOR_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Visitors last active before the cookie cutoff, or active on one day only before the
 * single-day cutoff, a batch of visitors at a time.
 */
function purgeIdleVisitors(db: Database, now: Date) {
  const batch = {
    lastActiveBefore: idleCutoffDay(now),
    singleDayBefore: singleDayCutoffDay(now),
    limit: VISITORS_PER_BATCH,
  };
  return inBatches(() => deleteIdleVisitors(db, batch), VISITORS_PER_BATCH);
}

/** Keeps storage bounded: what the scheduled purge deletes, and how much of each. */
export async function purgeStorage(db: Database, now: Date): Promise<PurgeReport> {
  return {
    expiredAnswers: await purgeExpiredAnswers(db, now),
    supersededChecks: await purgeSupersededChecks(db),
    refusedLeads: await purgeRefusedLeads(db, now),
    idleVisitors: await purgeIdleVisitors(db, now),
  };
}
