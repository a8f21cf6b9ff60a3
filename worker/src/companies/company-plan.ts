import {
  COMPANY_CHECKPOINT_SPACING,
  type CompanyRankHead,
  companyRankHeads,
  OTHER_RANK_BUCKET,
} from '@domainary/schema/company-counts.ts';
import type { CompanyFilters, CompanySort } from '@domainary/schema/contracts/companies.ts';
import { type CompanyIndex, headIndex, sortField, sortIndex } from './data/company-indexes.ts';
import type { CountScope } from './data/count-statements.ts';
import type { PageRead } from './data/page-statements.ts';

/**
 * Chooses how to read one page of a company search. SQLite's own planner guesses row
 * counts; here they are known exactly (company_counts), so each candidate path is priced by
 * the work it does and the page query names its index (INDEXED BY).
 *
 * - Walk an index already in the requested order, stopping after offset + limit matches,
 *   or from the far end when the page is nearer the end.
 * - Read every entry of a narrower index range and sort the survivors.
 * - With no filter but the sort column's own range, jump to the nearest sort checkpoint
 *   (company_sort_checkpoints) and walk at most one spacing: deep pages stay cheap.
 */

/**
 * Work per step in D1's rows read (what it bills): an index entry read in order is 1; an
 * entry read to be sorted is 2, as measured (D1 counts each entry once as the range is read
 * and once more as the sorter hands it back: a founded range of 32,500 companies sorted by
 * rank read 65,164 rows); a row fetched by rowid for a sort key the index lacks (name) is 1
 * more.
 */
export const COST = {
  entry: 1,
  sortedEntry: 2,
  rowLookup: 1,
  // Names come from the country's surnames and the industry's words, so a country's or an
  // industry's companies bunch together in name order: walks there run this much longer.
  nameClustering: 3,
} as const;

/** The filters company names follow: names come from the country's surnames and the industry's words. */
type NameFollowedFilter = 'industry' | 'country';

/** Name-ordered indexes behind an equal filter: within it, the names are that filter's own. */
const nameOrderWithin: Partial<Record<CompanyIndex, NameFollowedFilter>> = {
  companies_country_name_idx: 'country',
  companies_industry_name_idx: 'industry',
};

/** The heads of the directory a rank range lies within. */
function headsHolding(rankBuckets: readonly number[] | undefined): CompanyRankHead[] {
  if (rankBuckets === undefined) return [];
  return companyRankHeads.filter((h) =>
    rankBuckets.every((b) => (h.buckets as readonly number[]).includes(b)),
  );
}

/** The indexes that hold the name sort key: a name-ordered page read from them fetches no row. */
const holdsNameKey: ReadonlySet<CompanyIndex> = new Set([
  'companies_name_id_filters_idx',
  'companies_country_name_idx',
  'companies_industry_name_idx',
  'companies_rank_filters_idx',
  'companies_industry_country_rank_idx',
  'companies_industry_rank_idx',
  'companies_founded_id_filters_idx',
  'companies_employees_filters_idx',
  ...companyRankHeads.map((h) => headIndex(h, 'name')),
]);

const isDescending = (sort: CompanySort) => sort.endsWith('_desc');

/** An index range one path would read, and whether walking it yields the requested order. */
export interface IndexPath {
  index: CompanyIndex;
  scope: CountScope;
  ordered: boolean;
}

/** The paths worth pricing for this search; each range is counted exactly beforehand. */
export function candidatePaths(filters: CompanyFilters, scope: CountScope, sort: CompanySort): IndexPath[] {
  const years = { yearMin: scope.yearMin, yearMax: scope.yearMax };
  const field = sortField(sort);
  const paths: IndexPath[] = [];
  if (field === 'name') {
    paths.push({ index: sortIndex.name, scope: {}, ordered: true });
    for (const head of headsHolding(scope.rankBuckets)) {
      paths.push({
        index: headIndex(head, 'name'),
        scope: { rankBuckets: [...head.buckets] },
        ordered: true,
      });
    }
    if (filters.country !== undefined) {
      paths.push({ index: 'companies_country_name_idx', scope: { country: filters.country }, ordered: true });
    }
    if (filters.industry !== undefined) {
      paths.push({
        index: 'companies_industry_name_idx',
        scope: { industry: filters.industry },
        ordered: true,
      });
    }
  }
  if (field === 'rank' || scope.rankBuckets !== undefined) {
    paths.push({
      index: sortIndex.rank,
      scope: { rankBuckets: scope.rankBuckets },
      ordered: field === 'rank',
    });
  }
  const founded = years.yearMin !== undefined || years.yearMax !== undefined || field === 'founded';
  if (founded) paths.push({ index: sortIndex.founded, scope: years, ordered: field === 'founded' });
  for (const head of founded ? headsHolding(scope.rankBuckets) : []) {
    paths.push({
      index: headIndex(head, 'founded'),
      scope: { rankBuckets: [...head.buckets], ...years },
      ordered: field === 'founded',
    });
  }
  if (filters.industry !== undefined) {
    // Behind an equal country its own index holds the rank order; otherwise the industry's.
    const withCountry = filters.country !== undefined;
    paths.push({
      index: withCountry ? 'companies_industry_country_rank_idx' : 'companies_industry_rank_idx',
      scope: { industry: filters.industry, country: filters.country, rankBuckets: scope.rankBuckets },
      ordered: field === 'rank',
    });
    if (founded) {
      paths.push({
        index: 'companies_industry_founded_idx',
        scope: { industry: filters.industry, ...years },
        ordered: field === 'founded',
      });
    }
  }
  if (filters.country !== undefined) {
    paths.push({
      index: 'companies_country_rank_idx',
      scope: { country: filters.country, rankBuckets: scope.rankBuckets },
      ordered: field === 'rank',
    });
    if (founded) {
      paths.push({
        index: 'companies_country_founded_idx',
        scope: { country: filters.country, ...years },
        ordered: field === 'founded',
      });
    }
  }
  if (scope.employeesMin !== undefined || scope.employeesMax !== undefined) {
    paths.push({
      index: 'companies_employees_filters_idx',
      scope: { employeesMin: scope.employeesMin, employeesMax: scope.employeesMax },
      ordered: false,
    });
  }
  return paths;
}

/**
 * When the only filter is the sort column's own range, a page is a fixed stretch of the
 * whole directory's order. Returns how to place it: `before` is the scope of the companies
 * ahead of that range (undefined: none are). Returns undefined when checkpoints cannot
 * serve the search.
 */
export function checkpointPlacement(
  scope: CountScope,
  sort: CompanySort,
): { before: CountScope | undefined } | undefined {
  const { rankBuckets, yearMin, yearMax, ...others } = scope;
  if (Object.values(others).some((v) => v !== undefined)) return undefined;
  const years = yearMin !== undefined || yearMax !== undefined;
  switch (sortField(sort)) {
    case 'name':
      return rankBuckets === undefined && !years ? { before: undefined } : undefined;
    case 'rank': {
      if (years) return undefined;
      // Ranks are 1 and up (the importers check it), so the buckets below the range come first.
      const lowest = rankBuckets === undefined ? 0 : Math.min(...rankBuckets);
      return {
        before: lowest === 0 ? undefined : { rankBuckets: Array.from({ length: lowest }, (_, b) => b) },
      };
    }
    case 'founded':
      if (rankBuckets !== undefined) return undefined;
      return { before: yearMin === undefined ? undefined : { yearMax: yearMin - 1 } };
  }
}

/** Rank buckets in ascending rank order (ranks are 1 and up, so the other bucket holds the tail). */
export const rankBucketOrder = [0, 1, 2, 3, 4, OTHER_RANK_BUCKET] as const;

/** Per rank bucket (in rankBucketOrder): a rank-ordered range's entries and the search's matches. */
export interface BucketCounts {
  entries: number[];
  matches: number[];
}

/**
 * Entries read walking a rank-ordered range until `needed` matches have passed. With counts
 * per rank bucket the walk skips whole buckets exactly, which matters because head counts
 * and founding years follow rank; within a bucket, and without buckets, matches are taken
 * as evenly spread.
 */
function walkedEntries(
  needed: number,
  entries: number,
  total: number,
  buckets: BucketCounts | undefined,
  ascending: boolean,
): number {
  if (!buckets) return Math.min(entries, Math.ceil((needed * entries) / Math.max(total, 1)));
  const order = rankBucketOrder.map((_, i) => i);
  if (!ascending) order.reverse();
  let walked = 0;
  let remaining = needed;
  for (const i of order) {
    const inBucket = buckets.entries[i] ?? 0;
    const matches = buckets.matches[i] ?? 0;
    if (matches >= remaining) return walked + Math.ceil((remaining * inBucket) / Math.max(matches, 1));
    walked += inBucket;
    remaining -= matches;
  }
  return walked;
}

export interface PageRequest {
  sort: CompanySort;
  offset: number;
  limit: number;
  /** Exact number of companies the search matches. */
  total: number;
  /** Candidate paths with the exact entries of their ranges; absent while counts are stale. */
  paths?: { path: IndexPath; entries: number; buckets?: BucketCounts }[];
  /** The filters of the search that names follow; a name-ordered walk meets their matches bunched. */
  nameFollows?: readonly NameFollowedFilter[];
  /** For a checkpoint-served search: companies before its range, and in the directory. */
  checkpoint?: { before: number; directory: number };
}

/**
 * What every page of one search is planned from: its exact total and the measured paths,
 * with what an empty search found (an industry or country no company has) and the build of
 * the precomputed counts they were read from (null while stale: counted row by row).
 */
export type PlanFigures = Omit<PageRequest, 'sort' | 'offset' | 'limit'> & {
  unknownFacet: string | null;
  version: string | null;
};

/** A page read as planned, with its price in index entries. */
export type PagePlan = PageRead & { cost: number };

function checkpointPlan(
  sort: CompanySort,
  offset: number,
  limit: number,
  total: number,
  at: { before: number; directory: number },
): PagePlan {
  const spacing = COMPANY_CHECKPOINT_SPACING;
  if (!isDescending(sort)) {
    const start = at.before + offset;
    const position = Math.floor(start / spacing) * spacing;
    return { kind: 'checkpoint', position, offset: start - position, limit, cost: start - position + limit };
  }
  // Descending: the page's first row, as a position in the ascending order.
  const top = at.before + total - 1 - offset;
  const position = Math.ceil(top / spacing) * spacing;
  if (position > at.directory - 1) {
    const fromEnd = at.directory - 1 - top;
    return { kind: 'checkpoint', position: undefined, offset: fromEnd, limit, cost: fromEnd + limit };
  }
  return { kind: 'checkpoint', position, offset: position - top, limit, cost: position - top + limit };
}

/**
 * The most index entries a planned page may read (plans are priced in entries). A deep page
 * of filters that no checkpoint serves ("page 4950 by name, 10 to 100,000 employees" walks
 * about 460,000 entries of the full seed) is refused with a way forward instead. A walk in
 * an index's order is also cut off after this many entries by its own statement, since its
 * price assumes matches spread evenly within a rank bucket, and they bunch: head counts and
 * founding years follow rank. The route's 50,000 rows leave the rest for the measuring
 * statement (a few hundred rows, a few thousand with a year range and a head-count range)
 * and the page's own rows.
 */
export const MAX_PLANNED_ENTRIES = 40_000;

/** Whether a plan reads more than a page may; a plan made without counts (stale) is not priced. */
export const readsTooMuch = (plan: PagePlan) => Number.isFinite(plan.cost) && plan.cost > MAX_PLANNED_ENTRIES;

/** The cheapest way to read `limit` companies starting at `offset` in `sort` order. */
export function planPage(request: PageRequest): PagePlan {
  const { sort, offset, total } = request;
  const limit = Math.min(request.limit, total - offset);
  const fromEnd = total - offset - limit;
  const reverse = fromEnd < offset;
  let best: PagePlan = {
    kind: 'index',
    index: undefined,
    reverse: false,
    offset,
    limit,
    maxEntries: undefined,
    cost: Number.POSITIVE_INFINITY,
  };
  if (!request.paths) return best;
  const consider = (plan: PagePlan) => {
    if (plan.cost < best.cost) best = plan;
  };
  if (request.checkpoint) consider(checkpointPlan(sort, offset, limit, total, request.checkpoint));

  const byName = sortField(sort) === 'name';
  // A filter that is the index's own leading column costs the walk nothing extra.
  const clustering = (index: CompanyIndex) =>
    byName && (request.nameFollows ?? []).some((f) => f !== nameOrderWithin[index]) ? COST.nameClustering : 1;
  for (const { path, entries, buckets } of request.paths) {
    if (path.ordered) {
      const needed = (reverse ? fromEnd : offset) + limit;
      const walked =
        clustering(path.index) *
        walkedEntries(needed, entries, total, buckets, isDescending(sort) === reverse);
      consider({
        kind: 'index',
        index: path.index,
        reverse,
        offset: reverse ? fromEnd : offset,
        limit,
        // The price guesses where the matches lie; the cap holds the walk to the bound wherever they do.
        maxEntries: MAX_PLANNED_ENTRIES,
        cost: walked * COST.entry,
      });
    } else {
      const sortCost = byName && !holdsNameKey.has(path.index) ? total * COST.rowLookup : 0;
      consider({
        kind: 'index',
        index: path.index,
        reverse: false,
        offset,
        limit,
        maxEntries: undefined,
        cost: entries * COST.sortedEntry + sortCost,
      });
    }
  }
  return best;
}
