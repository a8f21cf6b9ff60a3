import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { DomainRow } from './domain-row.ts';

/** The contentless trigram indexes of migration 0004, each keyed by one sort order. */
export type RankedIndex = 'domains_by_value_fts' | 'domains_by_length_fts';

/** The low 26 bits of a ranked index key are the domain id (migration 0004). */
const ID_MASK = 67_108_863;

type Hit = DomainRow & { search_key: string };

/**
 * One phase of a search as the planner chose it: which ranked index, its MATCH, the row-level
 * conditions, where to resume, how many rows to return and how many index keys to check.
 */
export interface PhaseScan {
  index: RankedIndex;
  match: string;
  where: SQL;
  /** Decimal index key; the scan resumes after it. */
  after: string;
  take: number;
  budget: number;
}

/** The budgeted index scan of a phase, from just after `after`. */
function scanSql({ index, match, after, budget }: PhaseScan): SQL {
  const table = sql.raw(index);
  return sql`select rowid as k from ${table}
    where ${table} match ${match} and rowid > cast(${after} as integer)
    order by rowid limit ${budget}`;
}

type ScanRow = Partial<Hit> & { scan_extent: string | null };

/**
 * Up to `take` matching rows after `after` in the phase's index order, in one statement.
 * The budgeted index scan runs once, its keys kept (in order) for both uses: rows are looked
 * up along it until `take` pass the filters, and only when fewer pass are its keys counted
 * to say how far it reached. Trigram matching is most of a search's work, and a keyword
 * with few matches reads its whole budget either way. The left join keeps that answer when
 * nothing matched at all.
 */
export async function scanPhase(db: Database, scan: PhaseScan) {
  const { where, take } = scan;
  const rows = await db.all<ScanRow>(sql`
    with scan as materialized (${scanSql(scan)}),
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
  const resumeAfter = Number(scanned) === scan.budget && lastKey ? lastKey : null;
  return { hits, resumeAfter };
}
