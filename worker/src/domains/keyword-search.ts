import type { DomainSearchQuery } from '@domainary/schema/contracts/domains.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { DomainRow } from './data/domain-row.ts';
import { scanPhase } from './data/phase-scan.ts';
import { filtersSql, placementSql } from './search-conditions.ts';
import { decodeCursor, encodeCursor, type SearchPosition, START_KEY } from './search-cursor.ts';
import { SCAN_BUDGET, type SearchPhase, searchPhases } from './search-plan.ts';
import { searchTermsOf } from './search-terms.ts';

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
  const scan = (phase: SearchPhase, after: string, take: number) =>
    scanPhase(db, {
      index: phase.index,
      match: phase.match,
      where: sql.join([placementSql(terms, phase.placement), ...filters], sql` and `),
      after,
      take,
      budget: SCAN_BUDGET,
    });
  const rows: DomainRow[] = [];
  while (position.phase < phases.length) {
    const phase = phases[position.phase] as SearchPhase;
    const want = query.limit - rows.length;
    const { hits, resumeAfter } = await scan(phase, position.after, want + 1);
    if (hits.length > want) {
      const page = hits.slice(0, want);
      rows.push(...page);
      const last = page.at(-1) as (typeof page)[number];
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
