import type { Availability } from '@domainary/schema/contracts/availability.ts';
import type { ReportedSale } from '@domainary/schema/contracts/sales.ts';
import { WATCHLIST_MAX_ENTRIES, type WatchlistEntry } from '@domainary/schema/contracts/watchlist.ts';
import { type DomainName, fqdnOf } from '@domainary/schema/keyword/domain-name.ts';
import type { Database } from '../db/database.ts';
import { engineFiguresOf, reportedSalesOfRows, toDomain, unlistedCandidate } from '../domains/index.ts';
import { requestedName } from '../http/requested-name.ts';
import { type StageSighting, trackName, untrackIfUnwatched, watchedLifecycle } from '../radar/index.ts';
import { isRefused, type Refusable, type RefusedField, refuse } from '../refusal.ts';
import {
  isListed,
  listedName,
  unwatchName,
  type WatchRow,
  watchedHistories,
  watchName,
  watchRows,
} from './data/watchlist-queries.ts';

/**
 * What an entry is read with besides its row: whether this deployment asks registries (the
 * radar's reading says so), what its provider says of a name nobody checked, and the time.
 */
export interface EntryReading {
  live: boolean;
  unchecked: Availability;
  now: Date;
}

/** The name a request means: a listed domain's by its id, or a typed name in `field`. */
export interface AskedName {
  domainId?: number | undefined;
  domain?: string | undefined;
}

/**
 * A listed name nests its stored domain; any other is valued by the engine now, its status
 * not checked (the list is read often and may hold 500 names, too many to look up live).
 */
function toEntry(
  row: WatchRow,
  reading: EntryReading,
  reportedSales: readonly ReportedSale[],
  history: readonly StageSighting[],
): WatchlistEntry {
  const { live, unchecked, now } = reading;
  const radar = watchedLifecycle(row, row.entry_extension, history, live, now);
  if (isListed(row)) {
    const domain = toDomain(row, now, reportedSales, engineFiguresOf(row.name, row.extension));
    return { id: row.entry_id, domainId: row.id, dateAdded: row.entry_added, domain, ...radar };
  }
  return {
    id: row.entry_id,
    domainId: null,
    dateAdded: row.entry_added,
    domain: unlistedCandidate(row.entry_name, row.entry_extension, unchecked, reportedSales),
    ...radar,
  };
}

const entryName = (row: WatchRow) => ({ name: row.entry_name, extension: row.entry_extension });

/** Reads each of `rows` as an entry, with its reported sales (read in one lookup) and stage history. */
async function entryReader(
  binding: object,
  db: Database,
  rows: readonly WatchRow[],
  histories: ReadonlyMap<string, StageSighting[]>,
  reading: EntryReading,
): Promise<(row: WatchRow) => WatchlistEntry> {
  const salesOf = await reportedSalesOfRows(binding, db, rows.map(entryName));
  return (row) =>
    toEntry(
      row,
      reading,
      salesOf(entryName(row)),
      histories.get(`${row.entry_name}.${row.entry_extension}`) ?? [],
    );
}

/**
 * The name a request means: a listed domain's by its id (refused when no domain has it), or
 * a typed name when it is registrable (refused naming `field` when not).
 */
async function nameOf(db: Database, asked: AskedName, field: RefusedField): Promise<Refusable<DomainName>> {
  if (asked.domainId !== undefined) {
    const name = await listedName(db, asked.domainId);
    return name ?? refuse('not-found', `No domain with id ${asked.domainId}`);
  }
  return requestedName(asked.domain ?? '', field);
}

/** The visitor's watchlist, most recently added first. */
export async function watchlistOf(
  binding: object,
  db: Database,
  visitorId: string,
  reading: EntryReading,
): Promise<WatchlistEntry[]> {
  const rows = await watchRows(db, visitorId);
  return rows.map(await entryReader(binding, db, rows, await watchedHistories(db, visitorId), reading));
}

/**
 * Watches the asked name, once: a name watched already answers its entry (`created` false).
 * Refused for a name that is not one, and when the list holds WATCHLIST_MAX_ENTRIES. A new
 * name is tracked by the radar from now on.
 */
export async function watch(
  binding: object,
  db: Database,
  visitorId: string,
  asked: AskedName,
  reading: EntryReading,
): Promise<Refusable<{ entry: WatchlistEntry; created: boolean }>> {
  const name = await nameOf(db, asked, { in: 'json', name: 'domain' });
  if (isRefused(name)) return name;
  const result = await watchName(db, visitorId, name, reading.now);
  if (result.kind === 'full') {
    return refuse(
      'conflict',
      `Your watchlist is full: it holds at most ${WATCHLIST_MAX_ENTRIES} domains. Remove one to add another.`,
      { code: 'watchlist_full' },
    );
  }
  if (result.created) await trackName(db, name, reading.now);
  const read = await entryReader(binding, db, [result.row], new Map(), reading);
  return { entry: read(result.row), created: result.created };
}

/**
 * Stops watching the asked name; the radar stops tracking it when nobody watches it any more.
 * Refused for a name that is not one, and for a name not on this watchlist.
 */
export async function unwatch(
  db: Database,
  visitorId: string,
  asked: AskedName,
): Promise<Refusable<{ fqdn: string }>> {
  const name = await nameOf(db, asked, { in: 'query', name: 'domain' });
  if (isRefused(name)) return name;
  const fqdn = fqdnOf(name);
  if (!(await unwatchName(db, visitorId, name)))
    return refuse('not-found', `${fqdn} is not on your watchlist`);
  await untrackIfUnwatched(db, name);
  return { fqdn };
}
