import { type SQL, sql } from 'drizzle-orm';
import type { CompanySearchQuery, CompanySearchResponse } from '../../../schema/src/contracts/companies.ts';
import type { Database } from '../db/database.ts';
import { type CompanyRow, companyColumns, companyOrderBy, toCompany } from './companies.ts';
import { countScopeOf, measureSearch } from './company-counts.ts';
import { companyWhere, keywordMatch } from './company-filters.ts';
import { searchCompaniesByKeyword } from './company-keyword-search.ts';
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

/**
 * A page of companies with the exact total. Keyword searches go through FTS5; the rest
 * measure first (the exact count and the size of every candidate index range, from the
 * precomputed counts), plan, then read the page's ids from narrow index entries and only
 * then the page's rows. While the counts are stale, rows are counted and SQLite plans.
 */
export async function searchCompanies(
  db: Database,
  query: CompanySearchQuery,
): Promise<CompanySearchResponse> {
  const keyword = keywordMatch(query);
  if (keyword !== undefined) return searchCompaniesByKeyword(db, query, keyword);
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
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= totalCount) return { companies: [], totalCount };

  const plan = planPage({
    sort: query.sortBy,
    offset,
    limit: query.pageSize,
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
  const rows = await db.all<CompanyRow>(
    sql`select ${companyColumns} from companies where id in (${pageIdsSql(query, plan)})
        order by ${companyOrderBy(query.sortBy)}`,
  );
  return { companies: rows.map(toCompany), totalCount };
}
