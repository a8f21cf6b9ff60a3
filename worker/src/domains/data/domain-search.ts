import type { DomainSearchQuery } from '@domainary/schema/contracts/domains.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { decodeCursor, type SearchPosition, START_KEY } from '../search-cursor.ts';
import { type Placement, type SearchPhase, searchPhases } from '../search-plan.ts';
import { type SearchTerms, searchTermsOf } from '../search-terms.ts';
import { SCAN_BUDGET, type ScanResult, type SearchPage, scanKeys, walkPhases } from './budgeted-scan.ts';
import { listingFiltersSql } from './listing-filters.ts';

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
  const where = listingFiltersSql(query);
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

/** Up to `take` matching rows of a phase after `after`, in its index order. */
function scanPhase(
  db: Database,
  phase: SearchPhase,
  after: string,
  take: number,
  terms: SearchTerms,
  filters: SQL[],
): Promise<ScanResult> {
  const where = sql.join([placementSql(terms, phase.placement), ...filters], sql` and `);
  return scanKeys(db, scanSql(phase, after), where, take);
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
  return walkPhases(
    {
      sortBy: query.sortBy,
      phases: phases.length,
      limit: query.limit,
      startOf: () => START_KEY,
      scan: (phase, after, take) => scanPhase(db, phases[phase] as SearchPhase, after, take, terms, filters),
    },
    position,
  );
}
