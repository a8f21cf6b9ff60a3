import { type SQL, sql } from 'drizzle-orm';
import type { CompanySearchQuery } from '../../../schema/src/contracts/companies.ts';
import type { Database } from '../db/database.ts';
import { companyOrderBy } from './companies.ts';
import { countScopeOf, countsStale, precomputedCount, statementFacets } from './company-counts.ts';
import { companyWhere } from './company-filters.ts';
import { sortField, sortIndex } from './company-plan.ts';
import type { CompanyIdsPage } from './company-search.ts';

// Each match is read by rowid: one row read, where an index holding the columns costs two.
const byId = sql`companies as c`;

// CROSS JOIN keeps FTS5 outside: probing it once per company row costs ~0.1 ms each.
const sortColumnOf = (query: CompanySearchQuery) =>
  ({ rank: sql`c.rank`, name: sql`c.name`, founded: sql`c.year_founded` })[sortField(query.sortBy)];

/**
 * Keyword plus other filters, in one statement: FTS5 hands over the matching ids, each is
 * checked against the filters in its row (read by rowid), and the survivors are kept once
 * to be both counted and paged.
 */
async function searchFiltered(
  db: Database,
  query: CompanySearchQuery,
  keyword: string,
  offset: number,
  limit: number,
): Promise<CompanyIdsPage> {
  const sortColumn = sortColumnOf(query);
  const [row] = await db.all<{ total: number; ids: string | null }>(
    sql`with hits as materialized (
          select c.id, ${sortColumn}
          from companies_fts as f cross join ${byId} on c.id = f.rowid
          where companies_fts match ${keyword} and ${companyWhere({ ...query, q: undefined }, 'c')})
        select (select count(*) from hits) as total,
          (select json_group_array(id) from (select id from hits
            order by ${companyOrderBy(query.sortBy)} limit ${limit} offset ${offset})) as ids`,
  );
  return { totalCount: row?.total ?? 0, ids: JSON.parse(row?.ids ?? '[]') as number[] };
}

/**
 * Keyword alone: the FTS5 count is the total; the page either looks each match up and
 * sorts, or, when the keyword matches so much that the page is near, walks the sort order
 * keeping the entries that are in the match list.
 */
async function searchKeywordOnly(
  db: Database,
  query: CompanySearchQuery,
  keyword: string,
  offset: number,
  wanted: number,
): Promise<CompanyIdsPage> {
  const [sizes] = await db.all<{ total: number; directory: number | null }>(
    sql`select (select count(*) from companies_fts where companies_fts match ${keyword}) as total,
          case when s.stale = 0 then ${precomputedCount({}, statementFacets)} end as directory
        from (select ${countsStale} as stale) as s`,
  );
  const total = sizes?.total ?? 0;
  if (offset >= total) return { totalCount: total, ids: [] };
  const limit = Math.min(wanted, total - offset);
  const fromEnd = total - offset - limit;
  const reverse = fromEnd < offset;
  const field = sortField(query.sortBy);
  // A walk reads about (offset + limit) * directory / total entries; a lookup reads each
  // match three times (its FTS5 entry and an index seek). Names bunch matches together ("johnson" sits at J): never walked.
  const walked = ((reverse ? fromEnd : offset) + limit) * ((sizes?.directory ?? 0) / total);
  let ids: SQL;
  const walk = sizes?.directory != null && field !== 'name' && walked < total;
  if (walk) {
    ids = sql`select id from companies indexed by ${sql.raw(sortIndex[field])} where ${companyWhere(query)}
      order by ${companyOrderBy(query.sortBy, reverse)} limit ${limit} offset ${reverse ? fromEnd : offset}`;
  } else {
    ids = sql`select id from (
        select c.id, ${sortColumnOf(query)} from companies_fts as f cross join ${byId} on c.id = f.rowid
        where companies_fts match ${keyword})
      order by ${companyOrderBy(query.sortBy)} limit ${limit} offset ${offset}`;
  }
  const page = (await db.all<{ id: number }>(ids)).map((r) => r.id);
  return { totalCount: total, ids: reverse && walk ? page.reverse() : page };
}

/** A keyword search: work grows with the keyword's matches, which no precomputed count covers. */
export function findCompanyIdsByKeyword(
  db: Database,
  query: CompanySearchQuery,
  keyword: string,
  offset: number,
  limit: number,
): Promise<CompanyIdsPage> {
  const structured = Object.values(countScopeOf(query)).some((v) => v !== undefined);
  return structured
    ? searchFiltered(db, query, keyword, offset, limit)
    : searchKeywordOnly(db, query, keyword, offset, limit);
}
