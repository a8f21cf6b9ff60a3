import { WATCHLIST_MAX_ENTRIES } from '@domainary/schema/contracts/watchlist.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retryTransient } from '../../db/retry-transient.ts';
import type { DomainRow } from '../../domains/data/domain-row.ts';

/** A watchlist entry joined to its domain; the entry's own columns are aliased apart from d.*. */
export type WatchRow = DomainRow & { entry_id: number; entry_added: string };

/** The visitor's entries, most recently added first. */
export function watchRows(db: Database, visitorId: string): Promise<WatchRow[]> {
  return db.all<WatchRow>(sql`
    select w.id as entry_id, w.date_added as entry_added, d.*
    from watchlist_entries w join domains d on d.id = w.domain_id
    where w.visitor_id = ${visitorId}
    order by w.date_added desc, w.id desc`);
}

async function watchRow(db: Database, visitorId: string, domainId: number): Promise<WatchRow | undefined> {
  const [row] = await db.all<WatchRow>(sql`
    select w.id as entry_id, w.date_added as entry_added, d.*
    from watchlist_entries w join domains d on d.id = w.domain_id
    where w.visitor_id = ${visitorId} and w.domain_id = ${domainId}`);
  return row;
}

export type WatchOutcome =
  | { kind: 'watched'; row: WatchRow; created: boolean }
  | { kind: 'no-such-domain' }
  | { kind: 'full' };

/**
 * Adds a domain to the visitor's watchlist once: adding it again keeps the first entry and
 * its date. A list already holding WATCHLIST_MAX_ENTRIES takes no more; the count and the
 * insert are one statement, so two adds at once cannot both take the last place.
 */
export async function watchDomain(
  db: Database,
  visitorId: string,
  domainId: number,
  now: Date,
): Promise<WatchOutcome> {
  const inserted = await retryTransient(() =>
    db.all<{ id: number }>(sql`
      insert into watchlist_entries (visitor_id, domain_id, date_added)
      select ${visitorId}, d.id, ${now.toISOString()} from domains d
      where d.id = ${domainId}
        and (select count(*) from watchlist_entries where visitor_id = ${visitorId}) < ${WATCHLIST_MAX_ENTRIES}
      on conflict (visitor_id, domain_id) do nothing
      returning id`),
  );
  const row = await watchRow(db, visitorId, domainId);
  // After a transient failure the retry finds the entry the first try committed: its date says whose it is.
  if (row)
    return { kind: 'watched', row, created: inserted.length > 0 || row.entry_added === now.toISOString() };
  const [domain] = await db.all<{ id: number }>(sql`select id from domains where id = ${domainId}`);
  return domain ? { kind: 'full' } : { kind: 'no-such-domain' };
}

/** Removes the visitor's entry for a domain; false when they were not watching it. */
export async function unwatchDomain(db: Database, visitorId: string, domainId: number): Promise<boolean> {
  const deleted = await retryTransient(() =>
    db.all<{ id: number }>(sql`
      delete from watchlist_entries where visitor_id = ${visitorId} and domain_id = ${domainId} returning id`),
  );
  return deleted.length > 0;
}
