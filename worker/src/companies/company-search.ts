import type {
  CompanySearchQuery,
  CompanySearchResponse,
  TotalCountKind,
} from '@domainary/schema/contracts/companies.ts';
import type { Database } from '../db/database.ts';
import { isRefused, type Refusable } from '../refusal.ts';
import { findCompaniesByKeyword, findCompanyIdsByKeyword } from './company-keyword-search.ts';
import {
  type BucketCounts,
  candidatePaths,
  checkpointPlacement,
  type IndexPath,
  type PagePlan,
  planPage,
  rankBucketOrder,
  readsTooMuch,
} from './company-plan.ts';
import { keywordMatch } from './data/company-filters.ts';
import { sortField } from './data/company-indexes.ts';
import { companyRowsOf, toCompany, unknownFacetOf, unknownFacetSql } from './data/company-rows.ts';
import { type CountScope, countScopeOf, measureSearch } from './data/count-statements.ts';
import { countMatchingRows, pageIds, pageIdsSql } from './data/page-statements.ts';
import { pageTooDeep } from './data/search-refusal.ts';

/** Scopes to count in one statement, each remembered by the handle add() gave it. */
class ScopeCounts {
  readonly scopes: CountScope[] = [];

  add(scope: CountScope): number {
    this.scopes.push(scope);
    return this.scopes.length - 1;
  }
}

/** A scope limited to one rank bucket, or undefined when the scope excludes that bucket. */
function inBucket(scope: CountScope, bucket: number): CountScope | undefined {
  if (scope.rankBuckets !== undefined && !scope.rankBuckets.includes(bucket)) return undefined;
  return { ...scope, rankBuckets: [bucket] };
}

interface PlannedSearch {
  totalCount: number;
  plan: PagePlan | undefined;
  /** The industry or country filter no company has, when the search found nothing. */
  unknownFacet: string | null;
}

/**
 * Measures (the exact count and the size of every candidate index range, from the
 * precomputed counts, per rank bucket where the walk follows rank) and plans. While the
 * counts are stale, rows are counted and SQLite plans.
 */
async function planSearch(
  db: Database,
  query: CompanySearchQuery,
  offset: number,
  limit: number,
): Promise<PlannedSearch> {
  const scope = countScopeOf(query);
  const paths = candidatePaths(query, scope, query.sortBy);
  const placement = checkpointPlacement(scope, query.sortBy);
  const bag = new ScopeCounts();
  const total = bag.add(scope);
  const entries = paths.map((p) => bag.add(p.scope));
  const byRank = sortField(query.sortBy) === 'rank';
  const bucketHandles = (s: CountScope) =>
    rankBucketOrder.map((b) => {
      const limited = inBucket(s, b);
      return limited ? bag.add(limited) : -1;
    });
  const matchesByBucket = byRank ? bucketHandles(scope) : [];
  const entriesByBucket = paths.map((p) => (byRank && p.ordered ? bucketHandles(p.scope) : undefined));
  const directory = placement ? bag.add({}) : -1;
  const before = placement?.before ? bag.add(placement.before) : -1;
  const unknownFacetCheck = unknownFacetSql(query);
  const measure = await measureSearch(db, query, bag.scopes, unknownFacetCheck);
  const counts = measure.counts;

  let totalCount = counts?.[total];
  let unknownFacet = measure.ifNone;
  if (totalCount === undefined) {
    const counted = await countMatchingRows(db, query, unknownFacetCheck);
    totalCount = counted.count;
    unknownFacet = counted.unknownFacet;
  }
  if (offset >= totalCount) return { totalCount, plan: undefined, unknownFacet };
  const at = (handle: number) => (handle < 0 ? 0 : (counts?.[handle] ?? 0));
  const buckets = (handles: number[] | undefined): BucketCounts | undefined =>
    handles && { entries: handles.map(at), matches: matchesByBucket.map(at) };
  const measured: { path: IndexPath; entries: number; buckets?: BucketCounts }[] | undefined =
    counts &&
    paths.map((path, i) => ({ path, entries: at(entries[i] ?? -1), buckets: buckets(entriesByBucket[i]) }));
  const plan = planPage({
    sort: query.sortBy,
    offset,
    limit,
    total: totalCount,
    paths: measured,
    nameFollows: (['industry', 'country'] as const).filter((f) => query[f] !== undefined),
    checkpoint: placement && counts ? { directory: at(directory), before: at(before) } : undefined,
  });
  return { totalCount, plan, unknownFacet };
}

/** The ids of one stretch of a search's results, in order, with the total and how it is known. */
export interface CompanyIdsPage {
  totalCount: number;
  totalCountKind: TotalCountKind;
  ids: number[];
}

/** Keyword searches go through FTS5; the rest are planned on the precomputed counts. */
export async function findCompanyIds(
  db: Database,
  query: CompanySearchQuery,
  offset: number,
  limit: number,
): Promise<Refusable<CompanyIdsPage>> {
  const keyword = keywordMatch(query);
  if (keyword !== undefined) {
    const found = await findCompanyIdsByKeyword(db, query, keyword, offset, limit);
    return isRefused(found)
      ? found
      : { totalCount: found.totalCount, totalCountKind: found.totalCountKind, ids: found.page };
  }
  const { totalCount, plan, unknownFacet } = await planSearch(db, query, offset, limit);
  if (!plan) return unknownFacetOf(query, unknownFacet) ?? { totalCount, totalCountKind: 'exact', ids: [] };
  if (readsTooMuch(plan)) return pageTooDeep;
  const ids = await pageIds(db, query, plan);
  // A backward walk returns the page back to front.
  return {
    totalCount,
    totalCountKind: 'exact',
    ids: plan.kind === 'index' && plan.reverse ? ids.reverse() : ids,
  };
}

/**
 * A page of companies with its total (exact, or estimated for a keyword in more companies
 * than a search may count), for GET /api/companies, or why the search is refused: a wide
 * keyword's page past what one walk may read, a page deeper than a search may read, an
 * industry or country no company has.
 */
export async function searchCompanies(
  db: Database,
  query: CompanySearchQuery,
): Promise<Refusable<CompanySearchResponse>> {
  const offset = (query.page - 1) * query.pageSize;
  const keyword = keywordMatch(query);
  if (keyword !== undefined) {
    const found = await findCompaniesByKeyword(db, query, keyword, offset, query.pageSize);
    return isRefused(found)
      ? found
      : {
          companies: found.page.map(toCompany),
          totalCount: found.totalCount,
          totalCountKind: found.totalCountKind,
        };
  }
  // The page's rows come with its ids: one statement after the measuring one.
  const { totalCount, plan, unknownFacet } = await planSearch(db, query, offset, query.pageSize);
  if (!plan)
    return unknownFacetOf(query, unknownFacet) ?? { companies: [], totalCount, totalCountKind: 'exact' };
  if (readsTooMuch(plan)) return pageTooDeep;
  const rows = await companyRowsOf(db, pageIdsSql(query, plan), query.sortBy);
  return { companies: rows.map(toCompany), totalCount, totalCountKind: 'exact' };
}
