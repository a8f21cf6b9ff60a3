import type { Database } from '../db/database.ts';
import { runningDataLoadStart } from './data/running-data-load.ts';

/**
 * How long one isolate trusts its last look at the load marker, so a burst of requests reads
 * it once rather than once each (one row read saved per API request). The cost: the notice
 * appears, and lifts, up to this late. A remote load waits this long after marking itself
 * before it clears anything, so no isolate serves a half-cleared table; five seconds against
 * a load of tens of minutes.
 */
export const DATA_LOAD_CHECK_SECONDS = 5;

interface MarkerLook {
  running: boolean;
  lookedAt: number;
}

/**
 * The last look per database binding, not per module: a Worker has one binding for its
 * lifetime, but a host that brings each run a new one (a test's local proxy over a reloaded
 * file) must not be answered from another database's marker.
 */
const lastLookByDatabase = new WeakMap<object, MarkerLook>();

/** Whether a data load is running on `binding`'s database, read through `db` at most once per window. */
export async function dataLoadRunning(binding: object, db: Database): Promise<boolean> {
  const now = Date.now();
  const last = lastLookByDatabase.get(binding);
  if (last && now - last.lookedAt < DATA_LOAD_CHECK_SECONDS * 1000) return last.running;
  const running = (await runningDataLoadStart(db)) !== null;
  lastLookByDatabase.set(binding, { running, lookedAt: now });
  return running;
}
