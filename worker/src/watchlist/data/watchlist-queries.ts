import { WATCHLIST_MAX_ENTRIES } from '@domainary/schema/contracts/watchlist.ts';
import type { DomainName } from '@domainary/schema/keyword/domain-name.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retryTransient } from '../../db/retry-transient.ts';
import type { DomainRow } from '../../domains/data/domain-row.ts';
import type { StageSighting } from '../../radar/data/stage-sighting.ts';
import { bySighting, type RadarColumns, type SightingRow } from '../../radar/data/tracked-name-queries.ts';

/** The entry's own columns, aliased apart from the listed domain's d.* columns, with the radar's row of its name. */
interface EntryColumns extends RadarColumns {
  entry_id: number;
  entry_added: string;
  entry_name: string;
  entry_extension: string;
}

/** A watchlist entry with the listed domain of its name, or without one for a name not listed. */
export type WatchRow = EntryColumns & (DomainRow | { [K in keyof DomainRow]: null });

/** Whether the entry's name is a listed domain (the left join found its row). */
export const isListed = (row: WatchRow): row is EntryColumns & DomainRow => row.id !== null;

// Each entry finds its domain through the unique (name, extension) index of domains, and its
// radar row through the tracked name's primary key.
const entriesWithDomains = sql`
  select w.id as entry_id, w.date_added as entry_added, w.name as entry_name,
    w.extension as entry_extension, t.stage as radar_stage, t.stage_since as radar_stage_since,
    t.checked_at as radar_checked_at, t.next_check_at as radar_next_check_at, t.source as radar_source,
    t.registrar_iana_id as radar_registrar_iana_id, t.expires_on as radar_expires_on, d.*
  from watchlist_entries w left join domains d on d.name = w.name and d.extension = w.extension
  left join tracked_names t on t.fqdn = w.name || '.' || w.extension`;

/** The visitor's entries, most recently added first. */
export function watchRows(db: Database, visitorId: string): Promise<WatchRow[]> {
  return db.all<WatchRow>(sql`${entriesWithDomains}
    where w.visitor_id = ${visitorId}
    order by w.date_added desc, w.id desc`);
}

async function watchRow(db: Database, visitorId: string, name: DomainName): Promise<WatchRow | undefined> {
  const [row] = await db.all<WatchRow>(sql`${entriesWithDomains}
    where w.visitor_id = ${visitorId} and w.name = ${name.label} and w.extension = ${name.extension}`);
  return row;
}

/** The stage history of every name on the visitor's list, oldest first, by fqdn. */
export async function watchedHistories(
  db: Database,
  visitorId: string,
): Promise<Map<string, StageSighting[]>> {
  const rows = await db.all<SightingRow>(sql`
    select h.fqdn, h.stage, h.first_seen_at from name_stage_history h
    where h.fqdn in (select name || '.' || extension from watchlist_entries where visitor_id = ${visitorId})
    order by h.fqdn, h.first_seen_at`);
  return bySighting(rows);
}

/** The name of a listed domain, or undefined when no domain has that id. */
export async function listedName(db: Database, domainId: number): Promise<DomainName | undefined> {
  const [row] = await db.all<DomainName>(
    sql`select name as label, extension from domains where id = ${domainId}`,
  );
  return row;
}

export type WatchOutcome = { kind: 'watched'; row: WatchRow; created: boolean } | { kind: 'full' };

/**
 * Adds a name to the visitor's watchlist once, listed or not: adding it again keeps the first
 * entry and its date. A list already holding WATCHLIST_MAX_ENTRIES takes no more; the count
 * and the insert are one statement, so two adds at once cannot both take the last place.
 */
export async function watchName(
  db: Database,
  visitorId: string,
  name: DomainName,
  now: Date,
): Promise<WatchOutcome> {
  const inserted = await retryTransient(() =>
    db.all<{ id: number }>(sql`
      insert into watchlist_entries (visitor_id, name, extension, date_added)
      select ${visitorId}, ${name.label}, ${name.extension}, ${now.toISOString()}
      where (select count(*) from watchlist_entries where visitor_id = ${visitorId}) < ${WATCHLIST_MAX_ENTRIES}
      on conflict (visitor_id, name, extension) do nothing
      returning id`),
  );
  const row = await watchRow(db, visitorId, name);
  // After a transient failure the retry finds the entry the first try committed: its date says whose it is.
  if (row)
    return { kind: 'watched', row, created: inserted.length > 0 || row.entry_added === now.toISOString() };
  return { kind: 'full' };
}

/** Removes the visitor's entry for a name; false when they were not watching it. */
export async function unwatchName(db: Database, visitorId: string, name: DomainName): Promise<boolean> {
  const deleted = await retryTransient(() =>
    db.all<{ id: number }>(sql`
      delete from watchlist_entries
      where visitor_id = ${visitorId} and name = ${name.label} and extension = ${name.extension}
      returning id`),
  );
  return deleted.length > 0;
}

/** Whether the visitor watches the name: one seek of the (visitor, name, extension) key. */
export async function isWatched(db: Database, visitorId: string, name: DomainName): Promise<boolean> {
  const found = await db.all(sql`select 1 from watchlist_entries
    where visitor_id = ${visitorId} and name = ${name.label} and extension = ${name.extension}`);
  return found.length > 0;
}
