import { sql } from 'drizzle-orm';

/**
 * The keys of the indexes that browse listed names by status (migration 0025). Each is one
 * integer, so a page resumes after the last key read, like the domain search's cursor. The
 * query must spell each expression and partial-index condition exactly as the index does
 * (SQLite matches them by their text's structure), so both are written once, here, as raw
 * SQL over the bare column names.
 */

/** Highest value first, then id: (2^30-1 - value, capped) << 26 | id, as domains_by_value_fts. */
export const listedValueKey = sql.raw(
  '((1073741823 - min(max("estimated_value", 0), 1073741823)) << 26) | "id"',
);

/**
 * Soonest end first, then id: the end day as YYYYMMDD << 26 | id. An auction ends on its
 * imported end day, an expiring name on its drop (expiry) day; a name without one has a
 * null key and is never in a range.
 */
export const listedEndKey = sql.raw(
  `(cast(replace(case "status" when 'auction' then "auction_ends_on" else "expiry_date" end, '-', '') as integer) << 26) | "id"`,
);

/** The statuses each index holds (listedStatuses and endingStatuses of the contracts). */
export const LISTED_STATUSES_SQL = `"status" in ('auction', 'expiring', 'premium', 'available')`;
export const ENDING_STATUSES_SQL = `"status" in ('auction', 'expiring')`;
