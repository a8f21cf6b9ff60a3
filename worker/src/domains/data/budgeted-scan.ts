import { type DomainName, fqdnOf } from '@domainary/schema/keyword/domain-name.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { DomainRow } from './domain-row.ts';

/** The low 26 bits of an ordered index key are the domain id (migrations 0004 and 0025). */
const ID_MASK = 67_108_863;

export type ScanHit = DomainRow & { search_key: string };

type ScanRow = Partial<ScanHit> & { part: 'scan' | 'named'; scan_extent: string | null };

export interface ScanResult {
  hits: ScanHit[];
  /** The last key read when the budget ran out, so more may follow; null when the order ended. */
  resumeAfter: string | null;
  /** The stored rows of `alsoNamed`, by fqdn; empty when the scan was asked for none. */
  named: Map<string, DomainRow>;
}

/**
 * Up to `take` rows passing `where` along `scan`, one statement that selects at most `budget`
 * ordered keys as `k`. The scan runs once, its keys kept (in order) for both uses: rows are
 * looked up along it until `take` pass the filters, and only when fewer pass are its keys
 * counted to say how far it reached. The left join keeps that answer when nothing passed.
 * `alsoNamed` rows (a search's exact names) are read in the same statement, each a lookup in
 * the unique (name, extension) index, rather than in a statement of their own: locally a
 * statement's fixed cost is more CPU than these lookups. The names travel as one JSON
 * parameter, so their number never meets D1's limit on bound parameters.
 */
export async function scanKeys(
  db: Database,
  scan: { keys: SQL; where: SQL; take: number; budget: number; alsoNamed?: readonly DomainName[] },
): Promise<ScanResult> {
  const { keys, where, take, budget, alsoNamed = [] } = scan;
  const named =
    alsoNamed.length === 0
      ? sql``
      : sql`union all
    select 'named', null, null, d.*
    from json_each(${JSON.stringify(alsoNamed.map((n) => [n.label, n.extension]))}) as wanted
    join domains d on d.name = json_extract(wanted.value, '$[0]') and d.extension = json_extract(wanted.value, '$[1]')`;
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
    select * from (
      select 'scan' as part, extent.scan_extent, hits.* from extent left join hits on 1
      ${named}
    )
    order by cast(search_key as integer)`);
  const scanned = rows.filter((r) => r.part === 'scan');
  const hits = scanned.filter((r): r is ScanRow & ScanHit => r.search_key != null);
  const [count, lastKey] = (scanned[0]?.scan_extent ?? '').split(' ');
  // A full budget means matches may remain beyond the last key read.
  const resumeAfter = Number(count) === budget && lastKey ? lastKey : null;
  const namedRows = new Map<string, DomainRow>();
  for (const row of rows) {
    if (row.part === 'named')
      namedRows.set(
        fqdnOf({ label: row.name as string, extension: row.extension as string }),
        row as DomainRow,
      );
  }
  return { hits, resumeAfter, named: namedRows };
}
