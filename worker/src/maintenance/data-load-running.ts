import type { Database } from '../db/database.ts';
import { readAtMostEvery } from '../db/read-at-most-every.ts';
import { runningDataLoadStart } from './data/running-data-load.ts';

/**
 * How long one isolate trusts its last look at the load marker, so the requests of that window
 * share it rather than reading it once each (one row read saved per API request). The cost: the notice
 * appears, and lifts, up to this late. A remote load waits this long after marking itself
 * before it clears anything, so no isolate serves a half-cleared table; five seconds against
 * a load of tens of minutes.
 */
export const DATA_LOAD_CHECK_SECONDS = 5;

/** Whether a data load is running on `binding`'s database, read through `db` at most once per window. */
export const dataLoadRunning = readAtMostEvery(
  DATA_LOAD_CHECK_SECONDS,
  async (db: Database) => (await runningDataLoadStart(db)) !== null,
);
