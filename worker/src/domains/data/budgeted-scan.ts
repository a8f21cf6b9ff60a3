import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { DomainRow } from './domain-row.ts';

/** The low 26 bits of an ordered index key are the domain id (migrations 0004 and 0025). */
const ID_MASK = 67_108_863;

export type ScanHit = DomainRow & { search_key: string };

type ScanRow = Partial<ScanHit> & { scan_extent: string | null };

export interface ScanResult {
  hits: ScanHit[];
  /** The last key read when the budget ran out, so more may follow; null when the order ended. */
  resumeAfter: string | null;
}

/**
 * Up to `take` rows passing `where` along `scan`, one statement that selects at most `budget`
 * ordered keys as `k`. The scan runs once, its keys kept (in order) for both uses: rows are
 * looked up along it until `take` pass the filters, and only when fewer pass are its keys
 * counted to say how far it reached. The left join keeps that answer when nothing passed.
 */
export async function scanKeys(
  db: Database,
  scan: { keys: SQL; where: SQL; take: number; budget: number },
): Promise<ScanResult> {
  const { keys, where, take, budget } = scan;
  const rows = await db.all<ScanRow>(sql`
    with scan as materialized (${keys}),
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
  const hits = rows.filter((r): r is ScanRow & ScanHit => r.search_key != null);
  const [scanned, lastKey] = (rows[0]?.scan_extent ?? '').split(' ');
  // A full budget means matches may remain beyond the last key read.
  const resumeAfter = Number(scanned) === budget && lastKey ? lastKey : null;
  return { hits, resumeAfter };
}
