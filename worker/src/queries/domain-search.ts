import { type SQL, sql } from 'drizzle-orm';
import { type DomainSearchQuery, priceRanges, takenStatuses } from '../../../schema/src/contracts/domains.ts';
import type { Database } from '../db/database.ts';
import { InvalidQueryError } from '../http/invalid-query.ts';
import { decodeCursor, encodeCursor, type SearchPosition, START_KEY } from '../search/search-cursor.ts';
import { type Placement, type SearchPhase, searchPhases } from '../search/search-plan.ts';
import { type SearchTerms, searchTermsOf } from '../search/search-terms.ts';
import type { DomainRow } from './domain-record.ts';

/** The low 26 bits of a ranked index key are the domain id (migration 0004). */
const ID_MASK = 67_108_863;
/**
 * Index keys one statement may check against the filters. Unfiltered pages stop after their
 * first rows; a narrow filter on a common keyword would otherwise read every match, so the
 * page ends early and its cursor resumes where the scan stopped.
 */
export const SCAN_BUDGET = 250;

type Hit = DomainRow & { search_key: string };

/** The asking price of SPEC 2's price bands (see priceRanges): bid, list price, or nothing extra. */
const acquisitionPrice = sql`(case d.status
  when 'auction' then coalesce(d.current_bid, d.acquisition_fee)
  when 'available' then coalesce(d.acquisition_fee, 0)
  else d.acquisition_fee end)`;

const startsWithSql = (form: string) => sql`substr(d.name, 1, ${form.length}) = ${form}`;

function phraseForms(terms: SearchTerms): string[] {
  return [...new Set([terms.joined, terms.hyphenated])];
}

/** The row-level check of a placement; the index scan only narrows to candidates. */
function placementSql(terms: SearchTerms, placement: Placement): SQL {
  const forms = phraseForms(terms);
  const startsWithPhrase = sql`(${sql.join(forms.map(startsWithSql), sql` or `)})`;
  const holdsPhrase = sql`(${sql.join(
    forms.map((form) => sql`instr(d.name, ${form}) > 0`),
    sql` or `,
  )})`;
  const holdsEveryWord = sql`(${sql.join(
    terms.words.map((word) => sql`instr(d.name, ${word}) > 0`),
    sql` and `,
  )})`;
  switch (placement) {
    case 'start':
      return startsWithPhrase;
    case 'inside':
      return sql`${holdsPhrase} and not ${startsWithPhrase}`;
    case 'apart':
      return sql`${holdsEveryWord} and not ${holdsPhrase}`;
    case 'anywhere':
      return terms.indexed.length > 0 ? holdsEveryWord : holdsPhrase;
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
    const names = q.labels.map((label) => label.ascii);
    where.push(sql`not (d.name in ${names} and d.extension in ${candidateExtensions})`);
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

type ScanRow = Partial<Hit> & { scan_extent: string | null };

/**
 * Up to `take` matching rows after `after` in the phase's index order, in one statement.
 * The budgeted index scan runs once, its keys kept (in order) for both uses: rows are looked
 * up along it until `take` pass the filters, and only when fewer pass are its keys counted
 * to say how far it reached. Trigram matching is most of a search's work, and a keyword
 * with few matches reads its whole budget either way. The left join keeps that answer when
 * nothing matched at all.
 */
async function scanPhase(
  db: Database,
  phase: SearchPhase,
  after: string,
  take: number,
  terms: SearchTerms,
  filters: SQL[],
) {
  const where = sql.join([placementSql(terms, phase.placement), ...filters], sql` and `);
  const rows = await db.all<ScanRow>(sql`
    with scan as materialized (${scanSql(phase, after)}),
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

/**
 * One page of names holding every word of the keyword, in the requested order; none when a
 * word has no ASCII spelling, since stored names are ASCII. Phases are walked in turn
 * until the page is full; a page ends short, with a cursor, when a phase's scan budget runs
 * out before the page fills.
 */
export async function searchDomainRows(
  db: Database,
  q: DomainSearchQuery,
  candidateExtensions: readonly string[],
): Promise<SearchPage> {
  if (q.words.length === 0) return { rows: [], nextCursor: null };
  const terms = searchTermsOf(q.words);
  const phases = searchPhases(terms, q.sortBy);
  let position: SearchPosition = { phase: 0, after: START_KEY };
  if (q.cursor) {
    const decoded = decodeCursor(q.sortBy, q.cursor, phases.length);
    if (!decoded) throw new InvalidQueryError('cursor', 'does not belong to this search');
    position = decoded;
  }
  const filters = filtersSql(q, candidateExtensions);
  const rows: DomainRow[] = [];
  while (position.phase < phases.length) {
    const phase = phases[position.phase] as SearchPhase;
    const want = q.limit - rows.length;
    const { hits, resumeAfter } = await scanPhase(db, phase, position.after, want + 1, terms, filters);
    if (hits.length > want) {
      const page = hits.slice(0, want);
      rows.push(...page);
      const last = page.at(-1) as Hit;
      return { rows, nextCursor: encodeCursor(q.sortBy, { phase: position.phase, after: last.search_key }) };
    }
    rows.push(...hits);
    if (resumeAfter) {
      return { rows, nextCursor: encodeCursor(q.sortBy, { phase: position.phase, after: resumeAfter }) };
    }
    position = { phase: position.phase + 1, after: START_KEY };
    if (rows.length === q.limit) {
      const more = position.phase < phases.length;
      return { rows, nextCursor: more ? encodeCursor(q.sortBy, position) : null };
    }
  }
  return { rows, nextCursor: null };
}
