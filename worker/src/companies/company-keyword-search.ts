import type { CompanySearchQuery, TotalCountKind } from '@domainary/schema/contracts/companies.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { keywordSidePaths } from './company-keyword-paths.ts';
import { type IndexPath, sortField, sortIndex } from './company-plan.ts';
import { companyWhere, partialIndexCondition } from './data/company-filters.ts';
import {
  type CompanyRow,
  companyOrderBy,
  companyRowJson,
  companyRowsOf,
  unknownFacetOf,
  unknownFacetSql,
} from './data/company-rows.ts';
import {
  countScopeOf,
  countsStale,
  measuringSource,
  precomputedCount,
  statementFacets,
} from './data/count-statements.ts';
import type { Refused } from './data/search-refusal.ts';
import { wideKeywordPage } from './wide-keyword-search.ts';

/**
 * The most companies a keyword's total is counted for. Its matches are counted exactly and,
 * beside other filters, each is read (about five rows read per match, all told), so a word
 * in many descriptions ("company", "software") is not counted: every keyword statement stops
 * one match past this, and such a wide keyword's page is read from the index kept in the
 * requested order (wide-keyword-search.ts) with an estimated total.
 */
export const MAX_KEYWORD_MATCHES = 8_000;

/** An estimate to two significant figures: it does not pretend to more. */
const roughly = (n: number) => (n < 100 ? Math.round(n) : Number(n.toPrecision(2)));

/**
 * How many companies a wide keyword (with its filters) finds, estimated from its first
 * matches: they come in id order, so `found` of them passing the filters among ids up to
 * `last` tell about what share of the directory (ids up to `top`) the search holds.
 */
const estimateOf = (found: number, last: number | null, top: number | null) =>
  last && top ? roughly((found * top) / last) : found;

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

const sortColumnOf = (query: CompanySearchQuery) =>
  ({ rank: sql`c.rank`, name: sql`c.name_sort_key`, founded: sql`c.year_founded` })[sortField(query.sortBy)];

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
interface PageReading<T> {
  /** A scalar: the page as a JSON array, from `ordered` (ids in order, column id). */
  json(ordered: SQL): SQL;
  /** The page from a statement whose ids come in order, or backwards when `backward`. */
  read(db: Database, query: CompanySearchQuery, ids: SQL, backward: boolean): Promise<T[]>;
  /** The page of these ids, in their order. */
  ofIds(db: Database, query: CompanySearchQuery, ids: number[]): Promise<T[]>;
  /** Whether a wide keyword's stretch may end short, where one walk stops (an export). */
  partial: boolean;
}

const idsReading: PageReading<number> = {
  json: (ordered) => sql`(select json_group_array(p.id) from (${ordered}) as p)`,
  async read(db, _query, ids, backward) {
    const page = (await db.all<{ id: number }>(ids)).map((r) => r.id);
    return backward ? page.reverse() : page;
  },
  ofIds: async (_db, _query, ids) => ids,
  partial: true,
};

const companiesReading: PageReading<CompanyRow> = {
  // CROSS JOIN keeps the ordered ids as the outer loop, so the array keeps their order.
  json: (ordered) =>
    sql`(select json_group_array(${companyRowJson}) from (${ordered}) as p cross join companies as c on c.id = p.id)`,
  read: (db, query, ids) => companyRowsOf(db, ids, query.sortBy),
  ofIds: (db, query, ids) =>
    companyRowsOf(db, sql`select value from json_each(${JSON.stringify(ids)})`, query.sortBy),
  partial: false,
};

/**
 * A keyword in more companies than a search may count: the page from the index kept in the
 * requested order, the total estimated (`estimate`) unless the walk reached the end of the
 * matches. Refused, with the estimate, when a later page within the estimate lies past what
 * one walk may read (the first page, a page past the estimate, and an export instead end
 * where the walk stopped).
 */
async function searchWide<T>(
  db: Database,
  query: CompanySearchQuery,
  match: string,
  offset: number,
  limit: number,
  estimate: number,
  reading: PageReading<T>,
): Promise<KeywordPage<T> | Refused> {
  // The first page, and a page at or past the estimated end, are never refused: they hold
  // what one walk finds, however few (a filter that leaves few or none beside a common word).
  const found = await wideKeywordPage(db, query, {
    offset,
    limit,
    estimate,
    partial: reading.partial || offset === 0 || offset >= estimate,
  });
  if (!found)
    return {
      refused: { reason: 'wide-keyword-page-too-deep', keyword: query.keyword ?? match, about: estimate },
    };
  return {
    totalCount: found.total,
    totalCountKind: found.exact ? 'exact' : 'estimate',
    page: found.ids.length === 0 ? [] : await reading.ofIds(db, query, found.ids),
  };
}

/**
 * Which side a keyword search with filters is read from, decided inside its statement: -1
 * checks every match against the filters (in the narrow id index), i reads the range of
 * candidate path i and keeps the ids among the matches. A path wins when its range, read in
 * order, holds fewer entries than the keyword has matches, each one a seek of its own.
 * While the precomputed counts are stale, the matches are checked.
 */
function chosenSide(query: CompanySearchQuery, paths: IndexPath[]): SQL {
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
 * Keyword plus other filters, in one statement: FTS5 hands over the matching ids (kept
 * apart, so FTS5 is never probed once per company row: see
 * `npm run bench -- --only "companies: deep filtered pages"`), then either each is checked
 * against the filters or, when a filter's index range is the smaller, that range is read
 * and its ids kept when they are matches. The survivors are kept once to be both counted
 * and paged. Past the cap nothing but the matches is read.
 */
async function searchFiltered<T>(
  db: Database,
  query: CompanySearchQuery,
  match: string,
  offset: number,
  limit: number,
  reading: PageReading<T>,
): Promise<KeywordPage<T> | Refused> {
  const sortColumn = sortColumnOf(query);
  const filters = companyWhere({ ...query, keyword: undefined }, 'c');
  const paths = keywordSidePaths(query);
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
  if (row?.total == null) {
    const unknownFacet = unknownFacetOf(query, row?.unknown_facet ?? null);
    if (unknownFacet) return unknownFacet;
    const estimate = estimateOf(row?.sample_hits ?? 0, row?.last ?? null, row?.top ?? null);
    return searchWide(db, query, match, offset, limit, estimate, reading);
  }
  return (
    unknownFacetOf(query, row.unknown_facet) ?? {
      totalCount: row.total,
      totalCountKind: 'exact',
      page: JSON.parse(row.page ?? '[]') as T[],
    }
  );
}

/**
 * Keyword alone: the FTS5 count is the total; the page either looks each match up and
 * sorts, or, when the keyword matches so much that the page is near, walks the sort order
 * keeping the entries that are in the match list.
 */
async function searchKeywordOnly<T>(
  db: Database,
  query: CompanySearchQuery,
  keyword: string,
  offset: number,
  wanted: number,
  reading: PageReading<T>,
): Promise<KeywordPage<T> | Refused> {
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
  const total = sizes?.total ?? 0;
  if (total > MAX_KEYWORD_MATCHES) {
    const estimate = estimateOf(total, sizes?.last ?? null, sizes?.top ?? null);
    return searchWide(db, query, keyword, offset, wanted, estimate, reading);
  }
  if (offset >= total) return { totalCount: total, totalCountKind: 'exact', page: [] };
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
  return {
    totalCount: total,
    totalCountKind: 'exact',
    page: await reading.read(db, query, ids, reverse && walk),
  };
}

/**
 * A keyword search: work grows with the keyword's matches, which no precomputed count
 * covers. Refused past MAX_KEYWORD_MATCHES, and when it finds nothing beside an industry or
 * country no company has.
 */
function searchKeyword<T>(
  db: Database,
  query: CompanySearchQuery,
  match: string,
  offset: number,
  limit: number,
  reading: PageReading<T>,
): Promise<KeywordPage<T> | Refused> {
  const structured = Object.values(countScopeOf(query)).some((v) => v !== undefined);
  return structured
    ? searchFiltered(db, query, match, offset, limit, reading)
    : searchKeywordOnly(db, query, match, offset, limit, reading);
}

/** The ids of a stretch of a keyword search, in order. */
export const findCompanyIdsByKeyword = (
  db: Database,
  query: CompanySearchQuery,
  match: string,
  offset: number,
  limit: number,
) => searchKeyword(db, query, match, offset, limit, idsReading);

/** The companies of a stretch of a keyword search, in order. */
export const findCompaniesByKeyword = (
  db: Database,
  query: CompanySearchQuery,
  match: string,
  offset: number,
  limit: number,
) => searchKeyword(db, query, match, offset, limit, companiesReading);
