import type { CompanySearchQuery, TotalCountKind } from '@domainary/schema/contracts/companies.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { companyWhere, partialIndexCondition } from './company-filters.ts';
import { type CompanyIndex, type SortField, sortField } from './company-indexes.ts';
import {
  type CompanyRow,
  companyOrderBy,
  companyRowJson,
  companyRowsOf,
  unknownFacetSql,
} from './company-rows.ts';
import {
  type CountScope,
  countsStale,
  measuringSource,
  precomputedCount,
  statementFacets,
} from './count-statements.ts';

/**
 * The most companies a keyword's total is counted for. Its matches are counted exactly and,
 * beside other filters, each is read (about five rows read per match, all told), so a word
 * in many descriptions ("company", "software") is not counted: every keyword statement stops
 * one match past this, and such a wide keyword's page is read from the index kept in the
 * requested order (wide-keyword-search.ts) with an estimated total.
 */
export const MAX_KEYWORD_MATCHES = 8_000;

/**
 * The first matches a wide keyword's filters are checked on to estimate its total: enough for
 * a share to within a few percent, few enough to leave one walk its rows.
 */
const ESTIMATE_SAMPLE = 2_000;

/** The keyword's matches, one past the cap at most: rowids in FTS5 order. */
const boundedMatches = (keyword: string) =>
  sql`select rowid as id from companies_fts where companies_fts match ${keyword} limit ${MAX_KEYWORD_MATCHES + 1}`;

/** The highest id of the directory: the span the capped matches are a sample of. */
const topId = sql`(select max(id) from companies)`;

// Each match is checked in the narrow index keyed by id, which holds every sort and filter
// column: a whole row would pull about four times the pages from disk.
const byId = sql`companies as c indexed by companies_id_sorts_filters_idx`;

/** The column of each sort, in the narrow id index. */
const sortColumns: Record<SortField, SQL> = {
  rank: sql`c.rank`,
  name: sql`c.name_sort_key`,
  founded: sql`c.year_founded`,
};

/** A stretch of a keyword search's results, in order, with the total and how it is known. */
export interface KeywordPage<T> {
  totalCount: number;
  totalCountKind: TotalCountKind;
  page: T[];
}

/**
 * What a keyword page is read as: its ids (an export then reads them in chunks) or its
 * companies, read by the statement that orders the page so a search page costs no statement
 * of its own.
 */
export interface PageReading<T> {
  /** A scalar: the page as a JSON array, from `ordered` (ids in order, column id). */
  json(ordered: SQL): SQL;
  /** The page from a statement whose ids come in order, or backwards when `backward`. */
  read(db: Database, query: CompanySearchQuery, ids: SQL, backward: boolean): Promise<T[]>;
  /** The page of these ids, in their order. */
  ofIds(db: Database, query: CompanySearchQuery, ids: number[]): Promise<T[]>;
  /** Whether a wide keyword's stretch may end short, where one walk stops (an export). */
  partial: boolean;
}

export const idsReading: PageReading<number> = {
  json: (ordered) => sql`(select json_group_array(p.id) from (${ordered}) as p)`,
  async read(db, _query, ids, backward) {
    const page = (await db.all<{ id: number }>(ids)).map((r) => r.id);
    return backward ? page.reverse() : page;
  },
  ofIds: async (_db, _query, ids) => ids,
  partial: true,
};

export const companiesReading: PageReading<CompanyRow> = {
  // CROSS JOIN keeps the ordered ids as the outer loop, so the array keeps their order.
  json: (ordered) =>
    sql`(select json_group_array(${companyRowJson}) from (${ordered}) as p cross join companies as c on c.id = p.id)`,
  read: (db, query, ids) => companyRowsOf(db, ids, query.sortBy),
  ofIds: (db, query, ids) =>
    companyRowsOf(db, sql`select value from json_each(${JSON.stringify(ids)})`, query.sortBy),
  partial: false,
};

/** A range of an index a keyword search with filters may read instead of checking each match. */
interface SidePath {
  index: CompanyIndex;
  scope: CountScope;
}

/**
 * Which side a keyword search with filters is read from, decided inside its statement: -1
 * checks every match against the filters (in the narrow id index), i reads the range of
 * candidate path i and keeps the ids among the matches. A path wins when its range, read in
 * order, holds fewer entries than the keyword has matches, each one a seek of its own.
 * While the precomputed counts are stale, the matches are checked.
 */
function chosenSide(query: CompanySearchQuery, paths: readonly SidePath[]): SQL {
  if (paths.length === 0) return sql`select -1 as i`;
  // VALUES rows, not a compound SELECT: D1 allows only five terms in one.
  const entries = paths.map(
    (path, i) => sql`(${sql.raw(String(i))}, ${precomputedCount(path.scope, statementFacets)})`,
  );
  return sql`select coalesce((select p.column1 from (values ${sql.join(entries, sql`, `)}) as p
      where s.stale = 0 and p.column2 < (select n from size) order by p.column2 limit 1), -1) as i
    from ${measuringSource(query)}`;
}

/**
 * The one statement of a keyword search with filters: the page and its exact total while the
 * keyword has at most MAX_KEYWORD_MATCHES matches; past that, what estimates the total (the
 * filters checked on the first ESTIMATE_SAMPLE matches, the last of them and the top id);
 * and an industry or country no company has, when nothing was found.
 */
export async function filteredKeywordRow<T>(
  db: Database,
  query: CompanySearchQuery,
  match: string,
  { offset, limit }: { offset: number; limit: number },
  reading: PageReading<T>,
  paths: readonly SidePath[],
) {
  const sortColumn = sortColumns[sortField(query.sortBy)];
  const filters = companyWhere({ ...query, keyword: undefined }, 'c');
  // `side` is each branch's outer loop: a branch not chosen stops at its one row, before
  // reading any entry (SQLite evaluates a scalar-subquery guard per entry instead).
  const fromPaths = paths.map(
    (
      path,
      i,
    ) => sql`select c.id, ${sortColumn} from side cross join companies as c indexed by ${sql.raw(path.index)}
      where side.i = ${sql.raw(String(i))} and ${filters}${partialIndexCondition(path.index, 'c')} and c.id in (select id from matches)`,
  );
  const ordered = sql`select id from hits order by ${companyOrderBy(query.sortBy)} limit ${limit} offset ${offset}`;
  const unknownFacetCheck = unknownFacetSql(query);
  const [row] = await db.all<{
    total: number | null;
    page: string | null;
    unknown_facet: string | null;
    sample_hits: number | null;
    last: number | null;
    top: number | null;
  }>(
    sql`with matches as materialized (${boundedMatches(match)}),
        size as materialized (select count(*) as n from matches),
        side as materialized (${chosenSide(query, paths)}),
        hits as materialized (
          select c.id, ${sortColumn}
          from side cross join matches as m cross join ${byId} on c.id = m.id
          where side.i = -1 and ${filters}
          ${sql.join(
            fromPaths.map((branch) => sql` union all ${branch}`),
            sql``,
          )})
        select case when size.n <= ${MAX_KEYWORD_MATCHES} then (select count(*) from hits) end as total,
          case when size.n <= ${MAX_KEYWORD_MATCHES} then ${reading.json(ordered)} end as page,
          ${
            unknownFacetCheck === undefined
              ? sql`null`
              : sql`case when size.n > ${MAX_KEYWORD_MATCHES} or not exists (select 1 from hits)
                  then ${unknownFacetCheck} end`
          } as unknown_facet,
          case when size.n > ${MAX_KEYWORD_MATCHES} then (select count(*) from (select id from matches limit ${ESTIMATE_SAMPLE}) as m
            cross join ${byId} on c.id = m.id where ${filters}) end as sample_hits,
          case when size.n > ${MAX_KEYWORD_MATCHES} then (select max(id) from (select id from matches limit ${ESTIMATE_SAMPLE})) end as last,
          case when size.n > ${MAX_KEYWORD_MATCHES} then ${topId} end as top
        from size`,
  );
  return row;
}

/**
 * A keyword's size: its matches (one past the cap at most) and the last of them, the top id,
 * and the directory's precomputed size while the counts are fresh.
 */
export async function keywordSizes(db: Database, keyword: string) {
  const [sizes] = await db.all<{
    total: number;
    last: number | null;
    top: number | null;
    directory: number | null;
  }>(
    sql`select b.total, b.last, ${topId} as top,
          case when s.stale = 0 then ${precomputedCount({}, statementFacets)} end as directory
        from (select count(*) as total, max(id) as last from (${boundedMatches(keyword)})) as b,
          (select ${countsStale} as stale) as s`,
  );
  return sizes;
}

/** A page of a keyword search read by walking the sort's index, keeping the matching companies. */
export const walkedKeywordIds = (
  query: CompanySearchQuery,
  index: CompanyIndex,
  { reverse, limit, offset }: { reverse: boolean; limit: number; offset: number },
): SQL =>
  sql`select id from companies indexed by ${sql.raw(index)} where ${companyWhere(query)}
      order by ${companyOrderBy(query.sortBy, reverse)} limit ${limit} offset ${offset}`;

/** A page of a keyword search read by looking each match up in the narrow id index and sorting. */
export const lookedUpKeywordIds = (
  query: CompanySearchQuery,
  field: SortField,
  keyword: string,
  { limit, offset }: { limit: number; offset: number },
): SQL =>
  sql`select id from (
        select c.id, ${sortColumns[field]} from companies_fts as f cross join ${byId} on c.id = f.rowid
        where companies_fts match ${keyword})
      order by ${companyOrderBy(query.sortBy)} limit ${limit} offset ${offset}`;
