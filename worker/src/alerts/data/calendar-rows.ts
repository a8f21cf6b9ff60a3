import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/** A watched name with the dates the calendar may hold: the registry's, as the radar last read them, and the listing's. */
export interface CalendarRow {
  fqdn: string;
  /** The registry's expiration event, as the radar last read it; null when not tracked or none given. */
  registryExpiry: string | null;
  /** The lookup that read it ("rdap: rdap.verisign.com"). */
  trackedSource: string | null;
  /** The listing's expiry date, for a name Domainary lists. */
  listedExpiry: string | null;
  /** The listing's source column: 'sample' or 'import:<command> <file>'. */
  listingSource: string | null;
}

/**
 * The visitor's watched names with their dates. Worst case: the visitor's entries (at most 500,
 * by the watchlist's visitor index), each with one tracked_names and one domains row read by
 * their unique keys.
 */
export function calendarRowsOf(db: Database, visitorId: string): Promise<CalendarRow[]> {
  return db.all<CalendarRow>(sql`
    select w.name || '.' || w.extension as fqdn,
      t.expires_on as registryExpiry, t.source as trackedSource,
      d.expiry_date as listedExpiry, d.source as listingSource
    from watchlist_entries w
    left join tracked_names t on t.fqdn = w.name || '.' || w.extension
    left join domains d on d.name = w.name and d.extension = w.extension
    where w.visitor_id = ${visitorId}
    order by w.name, w.extension`);
}
