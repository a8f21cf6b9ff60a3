import type { DomainName } from '@domainary/schema/keyword/domain-name.ts';
import type { trackedNames } from '@domainary/schema/tables/index.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retryTransient } from '../../db/retry-transient.ts';
import type { StoredRow } from '../../db/stored-row.ts';
import type { StageSighting } from './stage-sighting.ts';

export type TrackedRow = StoredRow<typeof trackedNames>;

/** The radar's columns of a watched name, as the watchlist read joins them (null: not tracked yet). */
export interface RadarColumns {
  radar_stage: string | null;
  radar_stage_since: string | null;
  radar_checked_at: string | null;
  radar_next_check_at: string | null;
  radar_source: string | null;
  radar_registrar_iana_id: number | null;
  radar_expires_on: string | null;
}

/** A due name with whether any watchlist still holds it. */
export type DueRow = TrackedRow & { watched: number };

/**
 * The stages a name's history keeps, newest first: two whole cycles (registered, expired,
 * redemption, pending delete, available, registered again). Older sightings are pruned as new
 * ones arrive, so reading a watchlist's histories is bounded per name.
 */
export const HISTORY_KEPT_PER_NAME = 12;

/** How many priorities the job walks (0 around a drop ... 3 the rest). */
const PRIORITIES = [0, 1, 2, 3];

/** Starts tracking a name once, however many watchlists hold it; due at once, ahead of the weekly names. */
export async function trackName(db: Database, name: DomainName, now: Date): Promise<void> {
  await retryTransient(() =>
    db.run(sql`
      insert into tracked_names (fqdn, label, extension, stage, next_check_at, source, priority)
      values (${`${name.label}.${name.extension}`}, ${name.label}, ${name.extension}, 'unknown', ${now.toISOString()}, 'not checked', 2)
      on conflict (fqdn) do nothing`),
  );
}

/** Stops tracking a name nobody watches any more, with its history. */
export async function untrackIfUnwatched(db: Database, name: DomainName): Promise<void> {
  const fqdn = `${name.label}.${name.extension}`;
  const unwatched = sql`not exists (select 1 from watchlist_entries where name = ${name.label} and extension = ${name.extension})`;
  await retryTransient(async () => {
    await db.run(sql`delete from name_stage_history where fqdn = ${fqdn} and ${unwatched}`);
    await db.run(sql`delete from tracked_names where fqdn = ${fqdn} and ${unwatched}`);
  });
}

/**
 * Up to `limit` names due by `now`, nearest a drop first: one index range per priority, in
 * order, each read no further than the names still wanted.
 */
export async function dueNames(db: Database, now: Date, limit: number): Promise<DueRow[]> {
  const due: DueRow[] = [];
  for (const priority of PRIORITIES) {
    const wanted = limit - due.length;
    if (wanted <= 0) break;
    due.push(
      ...(await db.all<DueRow>(sql`
        select t.*, exists (select 1 from watchlist_entries w where w.name = t.label and w.extension = t.extension) as watched
        from tracked_names t
        where t.priority = ${priority} and t.next_check_at <= ${now.toISOString()}
        order by t.next_check_at limit ${wanted}`)),
    );
  }
  return due;
}

/** Forgets names nobody watches (their watchers removed them, or were purged as idle). */
export async function forget(db: Database, fqdns: readonly string[]): Promise<void> {
  if (fqdns.length === 0) return;
  await db.run(sql`delete from name_stage_history where fqdn in ${fqdns}`);
  await db.run(sql`delete from tracked_names where fqdn in ${fqdns}`);
}

/** D1 binds at most 100 parameters per statement. */
const KEYS_PER_READ = 90;

/** A history row as `name_stage_history` holds it. */
export interface SightingRow {
  fqdn: string;
  stage: StageSighting['stage'];
  first_seen_at: string;
}

/** History rows (ordered by fqdn, then first seen) grouped by name, oldest first. */
export function bySighting(rows: readonly SightingRow[], into = new Map<string, StageSighting[]>()) {
  for (const row of rows) {
    const list = into.get(row.fqdn) ?? [];
    list.push({ stage: row.stage, firstSeenAt: row.first_seen_at });
    into.set(row.fqdn, list);
  }
  return into;
}

/** Each name's stages, oldest first, for names the caller has in hand. */
export async function historiesOf(
  db: Database,
  fqdns: readonly string[],
): Promise<Map<string, StageSighting[]>> {
  const histories = new Map<string, StageSighting[]>();
  for (let i = 0; i < fqdns.length; i += KEYS_PER_READ) {
    const rows = await db.all<SightingRow>(sql`
      select fqdn, stage, first_seen_at from name_stage_history
      where fqdn in ${fqdns.slice(i, i + KEYS_PER_READ)} order by fqdn, first_seen_at`);
    bySighting(rows, histories);
  }
  return histories;
}

/** A check's result as the tracked row keeps it. */
export interface CheckedState {
  stage: StageSighting['stage'];
  stageSince: string | null;
  checkedAt: string | null;
  nextCheckAt: string;
  source: string;
  registrarIanaId: number | null;
  expiresOn: string | null;
  priority: number;
}

/** Writes a check's result; a new stage also enters the history with the time it was first seen. */
export async function saveCheck(
  db: Database,
  fqdn: string,
  state: CheckedState,
  newStage: boolean,
): Promise<void> {
  await retryTransient(async () => {
    await db.run(sql`
      update tracked_names set stage = ${state.stage}, stage_since = ${state.stageSince},
        checked_at = ${state.checkedAt}, next_check_at = ${state.nextCheckAt}, source = ${state.source},
        registrar_iana_id = ${state.registrarIanaId}, expires_on = ${state.expiresOn}, priority = ${state.priority}
      where fqdn = ${fqdn}`);
    if (newStage && state.checkedAt !== null) {
      await db.run(sql`
        insert into name_stage_history (fqdn, stage, first_seen_at, source)
        values (${fqdn}, ${state.stage}, ${state.checkedAt}, ${state.source})
        on conflict do nothing`);
      await db.run(sql`
        delete from name_stage_history where fqdn = ${fqdn} and first_seen_at not in (
          select first_seen_at from name_stage_history where fqdn = ${fqdn}
          order by first_seen_at desc limit ${HISTORY_KEPT_PER_NAME})`);
    }
  });
}
