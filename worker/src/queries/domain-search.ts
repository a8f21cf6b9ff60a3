import { type SQL, sql } from 'drizzle-orm';
import { type DomainSearchQuery, priceRanges, takenStatuses } from '../../../schema/src/contracts/domains.ts';
import type { Database } from '../db/database.ts';
import { decodeCursor, encodeCursor, type SearchPosition, START_KEY } from '../search/search-cursor.ts';
import { type Placement, type SearchPhase, searchPhases } from '../search/search-plan.ts';
import type { DomainRow } from './domain-record.ts';

/** The low 26 bits of a ranked index key are the domain id (migration 0004). */
const ID_MASK = 67_108_863;
/**
 * Index keys one statement may check against the filters. Unfiltered pages stop after their
 * first rows; a narrow filter on a common keyword would otherwise read every match, so the
 * page ends early and its cursor resumes where the scan stopped.
 */
export const SCAN_BUDGET = 1000;

export class InvalidCursorError extends Error {}

type Hit = DomainRow & { search_key: string };

/** The asking price of SPEC 2's price bands (see priceRanges): bid, list price, or nothing extra. */
const acquisitionPrice = sql`(case d.status
  when 'auction' then coalesce(d.current_bid, d.acquisition_fee)
  when 'available' then coalesce(d.acquisition_fee, 0)
  else d.acquisition_fee end)`;

function placementSql(keyword: string, placement: Placement): SQL {
  switch (placement) {
    case 'anywhere':
      return sql`instr(d.name, ${keyword}) > 0`;
    case 'start':
      return sql`substr(d.name, 1, ${keyword.length}) = ${keyword}`;
    case 'inside':
      return sql`instr(d.name, ${keyword}) > 1`;
  }
}

/** Filters only when set (SPEC 7), and the exact names the candidates already show. */
function filtersSql(q: DomainSearchQuery, candidateExtensions: readonly string[]): SQL[] {
  const where: SQL[] = [];
  if (q.extensions.length > 0) where.push(sql`d.extension in ${q.extensions}`);
  if (q.industry) where.push(sql`d.industry = ${q.industry}`);
  if (q.status === 'taken') where.push(sql`d.status in ${takenStatuses}`);
  else if (q.status) where.push(sql`d.status = ${q.status}`);
  if (q.maxLength !== undefined) where.push(sql`d.length <= ${q.maxLength}`);
  if (q.priceRange) {
    const band = priceRanges[q.priceRange];
    where.push(sql`${acquisitionPrice} >= ${band.min}`);
    if (band.max !== null) where.push(sql`${acquisitionPrice} < ${band.max}`);
  }
  if (candidateExtensions.length > 0) {
    where.push(sql`not (d.name = ${q.keyword} and d.extension in ${candidateExtensions})`);
  }
  return where;
}

/** The budgeted index scan of a phase, from just after `after`. */
function scanSql(phase: SearchPhase, after: string): SQL {
  const index = sql.raw(phase.index);
  return sql`select rowid as k from ${index}
    where ${index} match ${phase.match} and rowid > cast(${after} as integer)
    order by rowid limit ${SCAN_BUDGET}`;
}

type ScanRow = Partial<Hit> & { phase: number | null; extents: string };

interface PhaseScan {
  hits: Hit[];
  /** The last key read when the budget ran out with the page still short; null otherwise. */
  resumeAfter: string | null;
}

/**
 * Up to `take` matching rows of each phase from `from` on (the first after `from.after`, the
 * rest from their start), in one statement. Each phase's scan is a co-routine that stops once
 * `take` rows pass the filters. Only for a phase that comes up short does the statement count
 * how far its budgeted scan reached, on the index alone; the left join keeps those counts
 * when nothing matched at all.
 */
async function scanPhases(
  db: Database,
  phases: readonly SearchPhase[],
  from: SearchPosition,
  take: number,
  keyword: string,
  filters: SQL[],
): Promise<PhaseScan[]> {
  const scans = phases.slice(from.phase).map((phase, i) => ({
    phase,
    after: i === 0 ? from.after : START_KEY,
    name: sql.raw(`hits${i}`),
  }));
  const hitTables = scans.map(({ phase, after, name }, i) => {
    const where = sql.join([placementSql(keyword, phase.placement), ...filters], sql` and `);
    return sql`${name} as materialized (
      select ${i} as phase, cast(scan.k as text) as search_key, d.*
      from (${scanSql(phase, after)}) as scan
      join domains d on d.id = (scan.k & ${ID_MASK})
      where ${where}
      order by scan.k
      limit ${take}
    )`;
  });
  const extents = scans.map(
    ({ phase, after, name }) => sql`case when (select count(*) from ${name}) < ${take} then (
      select count(*) || ' ' || ifnull(cast(max(k) as text), '') from (${scanSql(phase, after)})
    ) else '' end`,
  );
  const rows = await db.all<ScanRow>(sql`
    with ${sql.join(hitTables, sql`, `)},
    extent as (select ${sql.join(extents, sql` || ',' || `)} as extents)
    select extent.extents, hits.* from extent
    left join (${sql.join(
      scans.map(({ name }) => sql`select * from ${name}`),
      sql` union all `,
    )}) as hits on 1
    order by hits.phase, cast(hits.search_key as integer)`);
  const extentOf = (rows[0]?.extents ?? '').split(',');
  return scans.map((_, i) => {
    const [scanned, lastKey] = (extentOf[i] ?? '').split(' ');
    return {
      hits: rows.filter((r): r is ScanRow & Hit => r.phase === i && r.search_key != null),
      // A full budget means matches may remain beyond the last key read.
      resumeAfter: Number(scanned) === SCAN_BUDGET && lastKey ? lastKey : null,
    };
  });
}

export interface SearchPage {
  rows: DomainRow[];
  nextCursor: string | null;
}

/**
 * One page of names matching the keyword in the requested order, in one statement. Phases
 * fill the page in turn; a page ends short, with a cursor, when a phase's scan budget runs
 * out before the page fills.
 */
export async function searchDomainRows(
  db: Database,
  q: DomainSearchQuery,
  candidateExtensions: readonly string[],
): Promise<SearchPage> {
  const phases = searchPhases(q.keyword, q.sortBy);
  let position: SearchPosition = { phase: 0, after: START_KEY };
  if (q.cursor) {
    const decoded = decodeCursor(q.sortBy, q.cursor, phases.length);
    if (!decoded) throw new InvalidCursorError('cursor does not belong to this search');
    position = decoded;
  }
  const filters = filtersSql(q, candidateExtensions);
  const rows: DomainRow[] = [];
  const scanned = await scanPhases(db, phases, position, q.limit + 1, q.keyword, filters);
  for (const [i, { hits, resumeAfter }] of scanned.entries()) {
    const phase = position.phase + i;
    const want = q.limit - rows.length;
    if (hits.length > want) {
      const page = hits.slice(0, want);
      rows.push(...page);
      const last = page.at(-1) as Hit;
      return { rows, nextCursor: encodeCursor(q.sortBy, { phase, after: last.search_key }) };
    }
    rows.push(...hits);
    if (resumeAfter) return { rows, nextCursor: encodeCursor(q.sortBy, { phase, after: resumeAfter }) };
    if (rows.length === q.limit && phase + 1 < phases.length) {
      return { rows, nextCursor: encodeCursor(q.sortBy, { phase: phase + 1, after: START_KEY }) };
    }
  }
  return { rows, nextCursor: null };
}
