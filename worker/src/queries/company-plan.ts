import type { CompanyFilters, CompanySort } from '../../../schema/src/contracts/companies.ts';
import type { CountScope } from './company-counts.ts';

/**
 * Chooses how to read one page of a company search. SQLite's own planner guesses row
 * counts; here they are known exactly (company_counts), so each candidate access path is
 * priced by the work it does, and the page query names its index (INDEXED BY).
 *
 * Two kinds of path: walking an index that is already in the requested order (stop after
 * offset + limit matches, or walk from the far end when the page is nearer the end), or
 * reading every entry of a narrower index range and sorting the survivors.
 */

/** Relative work per step, measured on 1M companies (an index entry read in order = 1). */
const COST = {
  entry: 1,
  sortedEntry: 1.2,
  // A wide row fetched by rowid for a sort key the index lacks (name).
  rowLookup: 40,
  // Reading a keyword match from FTS5 and keeping it in the IN-list.
  keywordList: 3,
  // Keyword matches looked up one by one in companies_id_filters_idx.
  keywordFirst: 7,
} as const;

export type CompanyIndex =
  | 'companies_rank_filters_idx'
  | 'companies_name_id_filters_idx'
  | 'companies_founded_id_filters_idx'
  | 'companies_industry_country_founded_idx'
  | 'companies_country_founded_idx'
  | 'companies_employees_filters_idx'
  | 'companies_id_filters_idx';

/** A part of the search whose size decides a path's cost, counted exactly beforehand. */
export interface RangeNeed {
  index: CompanyIndex;
  scope: CountScope;
}

const sortIndex: Record<string, CompanyIndex> = {
  rank: 'companies_rank_filters_idx',
  name: 'companies_name_id_filters_idx',
  founded: 'companies_founded_id_filters_idx',
};

export function sortField(sort: CompanySort): 'rank' | 'name' | 'founded' {
  return sort.slice(0, sort.indexOf('_')) as 'rank' | 'name' | 'founded';
}

/** The index ranges worth counting for this search: each is the range one path would read. */
export function rangeNeeds(filters: CompanyFilters, scope: CountScope, sort: CompanySort): RangeNeed[] {
  const years = { yearMin: scope.yearMin, yearMax: scope.yearMax };
  const field = sortField(sort);
  const needs: RangeNeed[] = [];
  if (field === 'name') needs.push({ index: sortIndex.name as CompanyIndex, scope: {} });
  if (field === 'rank' || scope.rankBuckets !== undefined) {
    needs.push({ index: 'companies_rank_filters_idx', scope: { rankBuckets: scope.rankBuckets } });
  }
  if (field === 'founded' || scope.yearMin !== undefined || scope.yearMax !== undefined) {
    needs.push({ index: 'companies_founded_id_filters_idx', scope: years });
  }
  if (filters.industry !== undefined) {
    // The year range narrows this index only behind an equal country.
    const narrowed = filters.country === undefined ? {} : { country: filters.country, ...years };
    needs.push({
      index: 'companies_industry_country_founded_idx',
      scope: { industry: filters.industry, ...narrowed },
    });
  }
  if (filters.country !== undefined) {
    needs.push({ index: 'companies_country_founded_idx', scope: { country: filters.country, ...years } });
  }
  if (scope.employeesMin !== undefined || scope.employeesMax !== undefined) {
    needs.push({
      index: 'companies_employees_filters_idx',
      scope: { employeesMin: scope.employeesMin, employeesMax: scope.employeesMax },
    });
  }
  return needs;
}

export interface PageRequest {
  sort: CompanySort;
  offset: number;
  limit: number;
  /** Exact number of companies the search matches. */
  total: number;
  /** Matches of the keyword alone, when there is one. */
  keywordMatches?: number;
  /** Exact entries in each needed index range; absent while the counts are stale. */
  ranges?: Map<CompanyIndex, number>;
}

export interface PagePlan {
  /**
   * The index to read; 'rowid' reads keyword matches' rows by id (NOT INDEXED); undefined
   * lets SQLite choose, for when there are no counts to reason with.
   */
  index: CompanyIndex | 'rowid' | undefined;
  /** Read in the opposite order, the page counted from the end. */
  reverse: boolean;
  offset: number;
  limit: number;
  cost: number;
}

/** The cheapest way to read `limit` companies starting at `offset` in `sort` order. */
export function planPage(request: PageRequest): PagePlan {
  const { sort, offset, total } = request;
  const limit = Math.min(request.limit, total - offset);
  const fromEnd = total - offset - limit;
  const reverse = fromEnd < offset;
  const keyword = request.keywordMatches;
  const listCost = keyword === undefined ? 0 : keyword * COST.keywordList;
  const naive: PagePlan = { index: undefined, reverse: false, offset, limit, cost: Number.POSITIVE_INFINITY };
  if (!request.ranges) return naive;

  const field = sortField(sort);
  const needsRowForSort = field === 'name';
  let best = naive;
  const consider = (plan: PagePlan) => {
    if (plan.cost < best.cost) best = plan;
  };
  for (const [index, entries] of request.ranges) {
    if (index === sortIndex[field]) {
      // Matches are spread evenly enough over the ordered range to estimate the walk.
      const needed = (reverse ? fromEnd : offset) + limit;
      const walked = Math.min(entries, Math.ceil((needed * entries) / Math.max(total, 1)));
      consider({
        index,
        reverse,
        offset: reverse ? fromEnd : offset,
        limit,
        cost: walked * COST.entry + listCost,
      });
    } else {
      const perEntry = COST.sortedEntry;
      const sortLookups = needsRowForSort ? total * COST.rowLookup : 0;
      consider({ index, reverse: false, offset, limit, cost: entries * perEntry + sortLookups + listCost });
    }
  }
  if (keyword !== undefined) {
    // Name is not in companies_id_filters_idx, so a name sort reads the rows themselves.
    consider({
      index: needsRowForSort ? 'rowid' : 'companies_id_filters_idx',
      reverse: false,
      offset,
      limit,
      cost: keyword * (needsRowForSort ? COST.rowLookup : COST.keywordFirst),
    });
  }
  return best;
}

/**
 * The index for counting keyword matches that also pass the other filters: look each match
 * up by id, or read the narrowest filter range and keep the entries in the match list.
 */
export function planKeywordCount(keywordMatches: number, ranges: Map<CompanyIndex, number> | undefined) {
  let best: { index: CompanyIndex | undefined; cost: number } = {
    index: ranges ? 'companies_id_filters_idx' : undefined,
    cost: keywordMatches * COST.keywordFirst,
  };
  for (const [index, entries] of ranges ?? []) {
    const cost = keywordMatches * COST.keywordList + entries * COST.entry;
    if (cost < best.cost) best = { index, cost };
  }
  return best.index;
}
