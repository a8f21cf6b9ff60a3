import type { DomainSearchQuery } from '@domainary/schema/contracts/domains.ts';
import type { Database } from '../db/database.ts';
import type { Refusable } from '../refusal.ts';
import { scanPhase } from './data/phase-scan.ts';
import { filtersSql, phaseWhereSql } from './data/search-conditions.ts';
import { foreignCursor, type SearchPage, walkPhases } from './phase-walk.ts';
import { decodeCursor, type SearchPosition, START_KEY } from './search-cursor.ts';
import { SCAN_BUDGET, type SearchPhase, searchPhases } from './search-plan.ts';
import { searchTermsOf } from './search-terms.ts';

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
): Promise<Refusable<SearchPage>> {
  if (query.words.length === 0) return { rows: [], nextCursor: null };
  const terms = searchTermsOf(query.words);
  const phases = searchPhases(terms, query.sortBy);
  let position: SearchPosition = { phase: 0, after: START_KEY };
  if (query.cursor) {
    const decoded = decodeCursor(query.sortBy, query.cursor, phases.length);
    if (!decoded) return foreignCursor('search');
    position = decoded;
  }
  const filters = filtersSql(query, candidateExtensions);
  return walkPhases(
    {
      sortBy: query.sortBy,
      phases: phases.length,
      limit: query.limit,
      startOf: () => START_KEY,
      scan: (index, after, take) => {
        const phase = phases[index] as SearchPhase;
        return scanPhase(db, {
          index: phase.index,
          match: phase.match,
          where: phaseWhereSql(terms, phase.placement, filters),
          after,
          take,
          budget: SCAN_BUDGET,
        });
      },
    },
    position,
  );
}
