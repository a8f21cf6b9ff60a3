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
  type PagePlan,
  type PlanFigures,
  planPage,
  rankBucketOrder,
  readsTooMuch,
} from './company-plan.ts';
import { keywordMatch } from './data/company-filters.ts';
import { sortField } from './data/company-indexes.ts';
import { companyRowsOf, toCompany, unknownFacetOf, unknownFacetSql } from './data/company-rows.ts';
import {
  type CountScope,
  countScopeOf,
  countsStillAt,
  countsStillCurrent,
  measureSearch,
} from './data/count-statements.ts';
import { countMatchingRows, pageIds, pageIdsSql } from './data/page-statements.ts';
import { pageTooDeep } from './data/search-refusal.ts';
import { cachedPlanFigures, forgetPlanFigures, rememberPlanFigures } from './plan-figures-cache.ts';

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

/**
 * Measures (the exact count and the size of every candidate index range, from the
 * precomputed counts, per rank bucket where the walk follows rank): one statement. While the
 * counts are stale, rows are counted and SQLite plans.
 */
async function measurePlan(db: Database, query: CompanySearchQuery): Promise<PlanFigures> {
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
  const nameFollows = (['industry', 'country'] as const).filter((f) => query[f] !== undefined);
  const counts = measure.counts;
  if (counts === undefined) {
    const counted = await countMatchingRows(db, query, unknownFacetCheck);
    return { total: counted.count, unknownFacet: counted.unknownFacet, version: null, nameFollows };
  }
  const at = (handle: number) => (handle < 0 ? 0 : (counts[handle] ?? 0));
  const buckets = (handles: number[] | undefined): BucketCounts | undefined =>
    handles && { entries: handles.map(at), matches: matchesByBucket.map(at) };
  return {
    total: at(total),
    unknownFacet: measure.ifNone,
    version: measure.version,
    paths: paths.map((path, i) => ({
      path,
      entries: at(entries[i] ?? -1),
      buckets: buckets(entriesByBucket[i]),
    })),
    nameFollows,
    checkpoint: placement && { directory: at(directory), before: at(before) },
  };
}

/** How to read `limit` companies from `offset`, or undefined when the search ends before it. */
const planOf = (figures: PlanFigures, query: CompanySearchQuery, offset: number, limit: number) =>
  offset < figures.total ? planPage({ ...figures, sort: query.sortBy, offset, limit }) : undefined;

/**
 * Whether a walk stopped at the entries it may read before it found the whole page. The plan
 * starts before the end of the exact total and is clipped to it, so a page read in full holds
 * `plan.limit` companies; a capped walk that returns fewer met its cap first.
 */
const cutShort = (plan: PagePlan, found: number) =>
  plan.kind === 'index' && plan.maxEntries !== undefined && found < plan.limit;

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
  const figures = await measurePlan(db, query);
  const totalCount = figures.total;
  const plan = planOf(figures, query, offset, limit);
  if (!plan)
    return unknownFacetOf(query, figures.unknownFacet) ?? { totalCount, totalCountKind: 'exact', ids: [] };
  if (readsTooMuch(plan)) return pageTooDeep(offset);
  const ids = await pageIds(db, query, plan);
  if (cutShort(plan, ids.length)) return pageTooDeep(offset);
  // A backward walk returns the page back to front.
  return {
    totalCount,
    totalCountKind: 'exact',
    ids: plan.kind === 'index' && plan.reverse ? ids.reverse() : ids,
  };
}

/**
 * A page of a search without a keyword, from its plan figures. Figures kept from an earlier
 * request (`keptAt`: the build of the counts they were read from) are used only while that
 * build is current, checked by the statement that reads the page; undefined when it is not.
 */
function plannedPage(
  db: Database,
  query: CompanySearchQuery,
  figures: PlanFigures,
  keptAt: string,
): Promise<Refusable<CompanySearchResponse> | undefined>;
function plannedPage(
  db: Database,
  query: CompanySearchQuery,
  figures: PlanFigures,
): Promise<Refusable<CompanySearchResponse>>;
async function plannedPage(
  db: Database,
  query: CompanySearchQuery,
  figures: PlanFigures,
  keptAt?: string,
): Promise<Refusable<CompanySearchResponse> | undefined> {
  const totalCount = figures.total;
  const offset = (query.page - 1) * query.pageSize;
  const plan = planOf(figures, query, offset, query.pageSize);
  if (!plan || readsTooMuch(plan)) {
    if (keptAt !== undefined && !(await countsStillCurrent(db, keptAt))) return undefined;
    if (plan) return pageTooDeep(offset);
    return (
      unknownFacetOf(query, figures.unknownFacet) ?? { companies: [], totalCount, totalCountKind: 'exact' }
    );
  }
  // The page's rows come with its ids, in one statement.
  const rows = await companyRowsOf(
    db,
    pageIdsSql(query, plan),
    query.sortBy,
    keptAt === undefined ? undefined : countsStillAt(keptAt),
  );
  if (cutShort(plan, rows.length)) {
    // Kept figures of another build stop the statement before it reads an id, so an empty
    // page may also mean the counts were rebuilt: then the search is measured again.
    if (keptAt !== undefined && rows.length === 0 && !(await countsStillCurrent(db, keptAt)))
      return undefined;
    return pageTooDeep(offset);
  }
  // Any other planned page starts before the end, so it holds a row unless the check failed.
  if (keptAt !== undefined && rows.length === 0) return undefined;
  return { companies: rows.map(toCompany), totalCount, totalCountKind: 'exact' };
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
  // Another page of a search seen before runs one statement: its figures are kept.
  const kept = cachedPlanFigures(query);
  if (kept) {
    const page = await plannedPage(db, query, kept, kept.version);
    if (page) return page;
    forgetPlanFigures(query);
  }
  const figures = await measurePlan(db, query);
  rememberPlanFigures(query, figures);
  return plannedPage(db, query, figures);
}
