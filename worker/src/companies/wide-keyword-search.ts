import { type CompanySearchQuery, companyRankBounds } from '@domainary/schema/contracts/companies.ts';
import type { Database } from '../db/database.ts';
import { type SortField, sortField } from './data/company-indexes.ts';
import { type SortKeyRange, walkOrderedIndex } from './data/ordered-keyword-walk.ts';

/**
 * A keyword in more companies than a search may count ("software", "group") is walked in the
 * full-text index kept in the requested order (`data/ordered-keyword-walk.ts`): its matches
 * come already sorted and a page stops after its own entries. This plans the walk: how far it
 * may read, and which stretch of sort keys a filter leaves.
 */

/** Full-text entries one walk reads at most: its rows read stay under twice this. */
export const WIDE_KEYWORD_WALK = 3_500;

/** The ranks or founding years that a filter on the sort column itself leaves, when there is one. */
function sortKeyRange(query: CompanySearchQuery, field: SortField): SortKeyRange | undefined {
  if (field === 'rank' && query.rankRange !== undefined) {
    const { min, max } = companyRankBounds[query.rankRange];
    return { low: min, high: max };
  }
  if (field === 'founded' && (query.foundedAfter !== undefined || query.foundedBefore !== undefined)) {
    return { low: query.foundedAfter ?? 0, high: query.foundedBefore ?? 2 ** 20 };
  }
  return undefined;
}

/** A stretch of a wide keyword's results, in order, and how its total is known. */
export interface WidePage {
  ids: number[];
  total: number;
  exact: boolean;
}

/** Which stretch of a wide keyword's results to read, and what is known of its total. */
export interface WideStretch {
  offset: number;
  limit: number;
  /** The estimated total, from a sample of the matches. */
  estimate: number;
  /** Whether the stretch may end short where one walk stops (an export), or is refused. */
  partial: boolean;
}

/**
 * The ids of one stretch of a wide keyword's results, with its total: exact when the walk
 * reached the end of the matches, otherwise the estimate (or the matches found, when more).
 * Undefined when the stretch lies beyond what one walk may read and may not end short.
 */
export async function wideKeywordPage(
  db: Database,
  query: CompanySearchQuery,
  { offset, limit, estimate, partial }: WideStretch,
): Promise<WidePage | undefined> {
  const field = sortField(query.sortBy);
  const wanted = offset + limit + 1;
  const walked = await walkOrderedIndex(db, query, field, {
    range: sortKeyRange(query, field),
    budget: WIDE_KEYWORD_WALK,
    wanted,
  });
  const { spent } = walked;
  const more = walked.ids.length >= wanted;
  if (!more && spent && walked.ids.length < offset + limit && !partial) return undefined;
  const exact = !more && !spent;
  const total = exact ? walked.ids.length : Math.max(estimate, walked.ids.length);
  return { ids: walked.ids.slice(offset, offset + limit), total, exact };
}
