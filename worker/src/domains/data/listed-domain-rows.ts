import type { ListedDomainsQuery } from '@domainary/schema/contracts/listed-domains.ts';
import {
  ENDING_STATUSES_SQL,
  LISTED_STATUSES_SQL,
  listedEndKey,
  listedValueKey,
} from '@domainary/schema/tables/listed-domain-keys.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ListedPhase, listedPhases } from '../listed-plan.ts';
import { decodeCursor } from '../search-cursor.ts';
import { SCAN_BUDGET, type SearchPage, scanKeys, walkPhases } from './budgeted-scan.ts';
import type { ForeignCursor } from './domain-search.ts';
import { listingFiltersSql } from './listing-filters.ts';

/** Each index's key expression and the partial-index condition a query must repeat to use it. */
const indexes = {
  domains_listed_by_value_idx: { key: listedValueKey, holds: sql.raw(LISTED_STATUSES_SQL) },
  domains_listed_by_end_idx: { key: listedEndKey, holds: sql.raw(ENDING_STATUSES_SQL) },
} as const;

/**
 * The budgeted range of a phase's index for one status, from just after `after`. The
 * bound is `0 + ?`: the key travels as decimal text (past JavaScript's exact integers) and
 * arithmetic makes it an integer, where a cast would keep SQLite from seeking the index.
 */
function scanSql(phase: ListedPhase, status: string, after: string): SQL {
  const { key, holds } = indexes[phase.index];
  return sql`select (${key}) as k from domains indexed by ${sql.raw(phase.index)}
    where ${holds} and status = ${status} and (${key}) > (0 + ${after})
    order by (${key}) limit ${SCAN_BUDGET}`;
}

/**
 * One page of the listed names of a status, by value or ending soonest, with the search's
 * filters. Each statement reads at most SCAN_BUDGET index keys and the rows they name.
 */
export function listedDomainRows(
  db: Database,
  query: ListedDomainsQuery,
  today: string,
): Promise<SearchPage | ForeignCursor> {
  const phases = listedPhases(query.status, query.sortBy, today);
  const startOf = (phase: number) => (phases[phase] as ListedPhase).startAfter;
  const position = query.cursor
    ? decodeCursor(query.sortBy, query.cursor, phases.length)
    : { phase: 0, after: startOf(0) };
  if (!position) return Promise.resolve({ refused: 'foreign-cursor' });
  const filters = listingFiltersSql({ ...query, status: undefined });
  return walkPhases(
    {
      sortBy: query.sortBy,
      phases: phases.length,
      limit: query.limit,
      startOf,
      scan: (index, after, take) => {
        const phase = phases[index] as ListedPhase;
        const where = phase.endUnknown ? [...filters, sql`d.auction_ends_on is null`] : filters;
        return scanKeys(
          db,
          scanSql(phase, query.status, after),
          sql.join([sql`1`, ...where], sql` and `),
          take,
        );
      },
    },
    position,
  );
}
