import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { encodeCursor, type SearchPosition } from '../search-cursor.ts';
import type { DomainRow } from './domain-row.ts';

/** The low 26 bits of an ordered index key are the domain id (migrations 0004 and 0025). */
const ID_MASK = 67_108_863;
/**
 * Index keys one statement may check against the filters. Unfiltered pages stop after their
 * first rows; a narrow filter would otherwise read every key of the order, so the page ends
 * early and its cursor resumes where the scan stopped.
 */
export const SCAN_BUDGET = 250;

type Hit = DomainRow & { search_key: string };

type ScanRow = Partial<Hit> & { scan_extent: string | null };

export interface ScanResult {
  hits: Hit[];
  /** The last key read when the budget ran out, so more may follow; null when the order ended. */
  resumeAfter: string | null;
}

/**
 * Up to `take` rows passing `where` along `scan`, one statement that selects at most
 * SCAN_BUDGET ordered keys as `k`. The scan runs once, its keys kept (in order) for both
 * uses: rows are looked up along it until `take` pass the filters, and only when fewer pass
 * are its keys counted to say how far it reached. The left join keeps that answer when
 * nothing passed at all.
 */
export async function scanKeys(db: Database, scan: SQL, where: SQL, take: number): Promise<ScanResult> {
  const rows = await db.all<ScanRow>(sql`
    with scan as materialized (${scan}),
    hits as materialized (
      select cast(scan.k as text) as search_key, d.*
      from scan
      join domains d on d.id = (scan.k & ${ID_MASK})
      where ${where}
      order by scan.k
      limit ${take}
    ),
    extent as (
      select case when (select count(*) from hits) < ${take} then (
        select count(*) || ' ' || ifnull(cast(max(k) as text), '') from scan
      ) end as scan_extent
    )
    select extent.scan_extent, hits.* from extent left join hits on 1
    order by cast(hits.search_key as integer)`);
  const hits = rows.filter((r): r is ScanRow & Hit => r.search_key != null);
  const [scanned, lastKey] = (rows[0]?.scan_extent ?? '').split(' ');
  // A full budget means matches may remain beyond the last key read.
  const resumeAfter = Number(scanned) === SCAN_BUDGET && lastKey ? lastKey : null;
  return { hits, resumeAfter };
}

export interface SearchPage {
  rows: DomainRow[];
  nextCursor: string | null;
}

/** How one plan is read: its phases in turn, each scanned from a key, by one sort's cursor. */
interface PhaseWalk {
  sortBy: Parameters<typeof encodeCursor>[0];
  phases: number;
  limit: number;
  /** Where a phase is read from when the walk enters it. */
  startOf: (phase: number) => string;
  scan: (phase: number, after: string, take: number) => Promise<ScanResult>;
}

/**
 * One page of a phased plan from `position`. Phases are walked in turn until the page is
 * full; a page ends short, with a cursor, when a phase's scan budget runs out first.
 */
export async function walkPhases(walk: PhaseWalk, from: SearchPosition): Promise<SearchPage> {
  const rows: DomainRow[] = [];
  let position = from;
  while (position.phase < walk.phases) {
    const want = walk.limit - rows.length;
    const { hits, resumeAfter } = await walk.scan(position.phase, position.after, want + 1);
    if (hits.length > want) {
      const page = hits.slice(0, want);
      rows.push(...page);
      const last = page.at(-1) as Hit;
      return {
        rows,
        nextCursor: encodeCursor(walk.sortBy, { phase: position.phase, after: last.search_key }),
      };
    }
    rows.push(...hits);
    if (resumeAfter) {
      return { rows, nextCursor: encodeCursor(walk.sortBy, { phase: position.phase, after: resumeAfter }) };
    }
    const next = position.phase + 1;
    position = { phase: next, after: next < walk.phases ? walk.startOf(next) : '' };
    if (rows.length === walk.limit) {
      const more = position.phase < walk.phases;
      return { rows, nextCursor: more ? encodeCursor(walk.sortBy, position) : null };
    }
  }
  return { rows, nextCursor: null };
}
