import type { DomainSearchQuery } from '@domainary/schema/contracts/domains.ts';
import type { DomainName } from '@domainary/schema/keyword/domain-name.ts';
import type { Database } from '../db/database.ts';
import type { Refusable } from '../refusal.ts';
import type { DomainRow } from './data/domain-row.ts';
import { scanPhase } from './data/phase-scan.ts';
import { filtersSql, phaseWhereSql } from './data/search-conditions.ts';
import { foreignCursor, type SearchPage, walkPhases } from './phase-walk.ts';
import { decodeCursor, type SearchPosition, START_KEY } from './search-cursor.ts';
import { SCAN_BUDGET, type SearchPhase, searchPhases } from './search-plan.ts';
import { searchTermsOf } from './search-terms.ts';

/** A page of a keyword search, and the stored rows of the names its first statement also read. */
export interface KeywordPage extends SearchPage {
  /** By fqdn; null when no statement ran, so the names were not read. */
  named: Map<string, DomainRow> | null;
}

/**
 * One page of names holding every word of the keyword, in the requested order; none when a
 * word has no ASCII spelling, since stored names are ASCII. Phases are walked in turn
 * until the page is full; a page ends short, with a cursor, when a phase's scan budget runs
 * out before the page fills. The stored rows of `alsoNamed` are read by the first statement.
 */
export async function searchDomainRows(
  db: Database,
  query: DomainSearchQuery,
  candidateExtensions: readonly string[],
  alsoNamed: readonly DomainName[] = [],
): Promise<Refusable<KeywordPage>> {
  if (query.words.length === 0) return { rows: [], nextCursor: null, named: null };
  const terms = searchTermsOf(query.words);
  const phases = searchPhases(terms, query.sortBy);
  let position: SearchPosition = { phase: 0, after: START_KEY };
  if (query.cursor) {
    const decoded = decodeCursor(query.sortBy, query.cursor, phases.length);
    if (!decoded) return foreignCursor('search');
    position = decoded;
  }
  const filters = filtersSql(query, candidateExtensions);
  let named: Map<string, DomainRow> | null = null;
  const page = await walkPhases(
    {
      sortBy: query.sortBy,
      phases: phases.length,
      limit: query.limit,
      startOf: () => START_KEY,
      scan: async (index, after, take) => {
        const phase = phases[index] as SearchPhase;
        const first = named === null;
        const scanned = await scanPhase(db, {
          index: phase.index,
          match: phase.match,
          where: phaseWhereSql(terms, phase.placement, filters),
          after,
          take,
          budget: SCAN_BUDGET,
          alsoNamed: first ? alsoNamed : [],
        });
        if (first) named = scanned.named;
        return scanned;
      },
    },
    position,
  );
  return { ...page, named };
}
