import type { ListedDomainsQuery } from '@domainary/schema/contracts/listed-domains.ts';
import type { Database } from '../db/database.ts';
import type { Refusable } from '../refusal.ts';
import { scanListed } from './data/listed-domain-rows.ts';
import { listingFiltersSql } from './data/listing-filters.ts';
import { type ListedPhase, listedPhases } from './listed-plan.ts';
import { foreignCursor, type SearchPage, walkPhases } from './phase-walk.ts';
import { decodeCursor } from './search-cursor.ts';
import { SCAN_BUDGET } from './search-plan.ts';

/**
 * One page of the listed names of a status, by value or ending soonest, with the search's
 * filters. Each statement reads at most SCAN_BUDGET index keys and the rows they name.
 */
export function listedDomainRows(
  db: Database,
  query: ListedDomainsQuery,
  today: string,
): Promise<Refusable<SearchPage>> {
  const phases = listedPhases(query.status, query.sortBy, today);
  const startOf = (phase: number) => (phases[phase] as ListedPhase).startAfter;
  const position = query.cursor
    ? decodeCursor(query.sortBy, query.cursor, phases.length)
    : { phase: 0, after: startOf(0) };
  if (!position) return Promise.resolve(foreignCursor('browse'));
  const filters = listingFiltersSql({ ...query, status: undefined });
  return walkPhases(
    {
      sortBy: query.sortBy,
      phases: phases.length,
      limit: query.limit,
      startOf,
      scan: (index, after, take) => {
        const phase = phases[index] as ListedPhase;
        return scanListed(db, {
          index: phase.index,
          status: query.status,
          after,
          filters,
          endUnknown: phase.endUnknown,
          take,
          budget: SCAN_BUDGET,
        });
      },
    },
    position,
  );
}
