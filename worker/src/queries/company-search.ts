import { type SQL, sql } from 'drizzle-orm';
import type { CompanySearchQuery, CompanySearchResponse } from '../../../schema/src/contracts/companies.ts';
import type { Database } from '../db/database.ts';
import { companiesByIds, companyOrderBy } from './companies.ts';
import { countScopeOf, measureSearch } from './company-counts.ts';
import { companyWhere, keywordMatch } from './company-filters.ts';
import { findCompanyIdsByKeyword } from './company-keyword-search.ts';
import {
  type CompanyIndex,
  candidatePaths,
  checkpointPlacement,
  type PagePlan,
  planPage,
  type SortField,
  sortField,
  sortIndex,
} from './company-plan.ts';

function companiesFrom(index: CompanyIndex | undefined): SQL {
  return index === undefined ? sql`companies` : sql.raw(`companies indexed by ${index}`);
}

// The checkpoint's key compared as the sort's full key (ties broken by id).
const checkpointKey: Record<SortField, [columns: string, stored: string]> = {
  rank: ['rank', 'key_int'],
  name: ['(name, id)', 'key_text, id'],
  founded: ['(year_founded, id)', 'key_int, id'],
};

/** The ids of one page, read along the chosen plan. */
function pageIdsSql(query: CompanySearchQuery, plan: PagePlan): SQL {
  if (plan.kind === 'checkpoint') {
    const field = sortField(query.sortBy);
    const [columns, stored] = checkpointKey[field];
    // Positions count the whole directory, so the walk ignores the filter on the sort column.
    const from =
      plan.position === undefined
        ? sql`1`
        : sql`${sql.raw(columns)} ${sql.raw(query.sortBy.endsWith('_desc') ? '<=' : '>=')} (
            select ${sql.raw(stored)} from company_sort_checkpoints
            where sort_key = ${field} and position = ${plan.position})`;
    return sql`select id from ${companiesFrom(sortIndex[field])} where ${from}
      order by ${companyOrderBy(query.sortBy)} limit ${plan.limit} offset ${plan.offset}`;
  }
  return sql`select id from ${companiesFrom(plan.index)} where ${companyWhere(query)}
    order by ${companyOrderBy(query.sortBy, plan.reverse)} limit ${plan.limit} offset ${plan.offset}`;
}

/** The ids of one stretch of a search's results, in order, with the exact total. */
export interface CompanyIdsPage {
  totalCount: number;
  ids: number[];
}

/**
 * Keyword searches go through FTS5; the rest measure first (the exact count and the size of
 * every candidate index range, from the precomputed counts), plan, then read the ids from
 * narrow index entries. While the counts are stale, rows are counted and SQLite plans.
 */
export async function findCompanyIds(
  db: Database,
  query: CompanySearchQuery,
  offset: number,
  limit: number,
): Promise<CompanyIdsPage> {
  const keyword = keywordMatch(query);
  if (keyword !== undefined) return findCompanyIdsByKeyword(db, query, keyword, offset, limit);
  const scope = countScopeOf(query);
  const paths = candidatePaths(query, scope, query.sortBy);
  const placement = checkpointPlacement(scope, query.sortBy);
  // The whole directory's size, then (if any) the count of companies ahead of the range.
  const placementScopes = placement ? [{}, ...(placement.before ? [placement.before] : [])] : [];
  const counts = await measureSearch(db, [scope, ...paths.map((p) => p.scope), ...placementScopes]);

  let totalCount = counts?.[0];
  if (totalCount === undefined) {
    const [row] = await db.all<{ n: number }>(
      sql`select count(*) as n from companies where ${companyWhere(query)}`,
    );
    totalCount = row?.n ?? 0;
  }
  if (offset >= totalCount) return { totalCount, ids: [] };

  const plan = planPage({
    sort: query.sortBy,
    offset,
    limit,
    total: totalCount,
    paths: counts && paths.map((path, i) => ({ path, entries: counts[i + 1] ?? 0 })),
    checkpoint:
      placement && counts
        ? {
            directory: counts[paths.length + 1] ?? 0,
            before: placement.before ? (counts[paths.length + 2] ?? 0) : 0,
          }
        : undefined,
  });
  const rows = await db.all<{ id: number }>(pageIdsSql(query, plan));
  // A backward walk returns the page back to front.
  const ids = rows.map((r) => r.id);
  return { totalCount, ids: plan.kind === 'index' && plan.reverse ? ids.reverse() : ids };
}

/** A page of companies with the exact total (SPEC 7 GET /api/companies). */
export async function searchCompanies(
  db: Database,
  query: CompanySearchQuery,
): Promise<CompanySearchResponse> {
  const { totalCount, ids } = await findCompanyIds(
    db,
    query,
    (query.page - 1) * query.pageSize,
    query.pageSize,
  );
  return { companies: await companiesByIds(db, ids), totalCount };
}
