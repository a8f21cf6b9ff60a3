import { type DomainSearchQuery, priceRanges, takenStatuses } from '@domainary/schema/contracts/domains.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { decodeCursor, encodeCursor, type SearchPosition, START_KEY } from '../search-cursor.ts';
import { type Placement, type SearchPhase, searchPhases } from '../search-plan.ts';
import { type SearchTerms, searchTermsOf } from '../search-terms.ts';
import type { DomainRow } from './domain-row.ts';

/** The low 26 bits of a ranked index key are the domain id (migration 0004). */
const ID_MASK = 67_108_863;
/**
 * Index keys one statement may check against the filters. Unfiltered pages stop after their
 * first rows; a narrow filter on a common keyword would otherwise read every match, so the
 * page ends early and its cursor resumes where the scan stopped.
 */
export const SCAN_BUDGET = 250;

type Hit = DomainRow & { search_key: string };

/**
 * The price a price band filters on (see priceRanges): an auction's current bid (else its
 * fee), an available name's fee (0 when it has none), any other name's acquisition fee.
 */
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

/** Each filter only when set, and not the exact names the candidates already show. */
function filtersSql(query: DomainSearchQuery, candidateExtensions: readonly string[]): SQL[] {
  const where: SQL[] = [];
  if (query.extensions.length > 0) where.push(sql`d.extension in ${query.extensions}`);
  if (query.industry) where.push(sql`d.industry = ${query.industry}`);
  if (query.status === 'taken') where.push(sql`d.status in ${takenStatuses}`);
  else if (query.status) where.push(sql`d.status = ${query.status}`);
  if (query.maxLength !== undefined) where.push(sql`d.length <= ${query.maxLength}`);
  if (query.priceRange) {
    const band = priceRanges[query.priceRange];
    where.push(sql`${acquisitionPrice} >= ${band.min}`);
    if (band.max !== null) where.push(sql`${acquisitionPrice} < ${band.max}`);
  }
  if (candidateExtensions.length > 0) {
    const names = query.labels.map((label) => label.ascii);
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

/** A cursor this search did not issue (another sort, another keyword's plan): nothing is read. */
export interface ForeignCursor {
  refused: 'foreign-cursor';
}

/**
 * One page of names holding every word of the keyword, in the requested order; none when a
 * word has no ASCII spelling, since stored names are ASCII. Phases are walked in turn
 * until the page is full; a page ends short, with a cursor, when a phase's scan budget runs
 * out before the page fills.
 */
export async function searchDomainRows(
  db: Database,
  query: DomainSearchQuery,
  candidateExtensions: readonly string[],
): Promise<SearchPage | ForeignCursor> {
  if (query.words.length === 0) return { rows: [], nextCursor: null };
  const terms = searchTermsOf(query.words);
  const phases = searchPhases(terms, query.sortBy);
  let position: SearchPosition = { phase: 0, after: START_KEY };
  if (query.cursor) {
    const decoded = decodeCursor(query.sortBy, query.cursor, phases.length);
    if (!decoded) return { refused: 'foreign-cursor' };
    position = decoded;
  }
  const filters = filtersSql(query, candidateExtensions);
  const rows: DomainRow[] = [];
  while (position.phase < phases.length) {
    const phase = phases[position.phase] as SearchPhase;
    const want = query.limit - rows.length;
    const { hits, resumeAfter } = await scanPhase(db, phase, position.after, want + 1, terms, filters);
    if (hits.length > want) {
      const page = hits.slice(0, want);
      rows.push(...page);
      const last = page.at(-1) as Hit;
      return {
        rows,
        nextCursor: encodeCursor(query.sortBy, { phase: position.phase, after: last.search_key }),
      };
    }
    rows.push(...hits);
    if (resumeAfter) {
      return { rows, nextCursor: encodeCursor(query.sortBy, { phase: position.phase, after: resumeAfter }) };
    }
    position = { phase: position.phase + 1, after: START_KEY };
    if (rows.length === query.limit) {
      const more = position.phase < phases.length;
      return { rows, nextCursor: more ? encodeCursor(query.sortBy, position) : null };
    }
  }
  return { rows, nextCursor: null };
}
