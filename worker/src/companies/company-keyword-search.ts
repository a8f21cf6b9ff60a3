import type { CompanySearchQuery } from '@domainary/schema/contracts/companies.ts';
import type { Database } from '../db/database.ts';
import type { Refusable } from '../refusal.ts';
import { keywordSidePaths } from './company-keyword-paths.ts';
import { sortField, sortIndex } from './data/company-indexes.ts';
import { unknownFacetOf } from './data/company-rows.ts';
import { countScopeOf } from './data/count-statements.ts';
import {
  companiesReading,
  filteredKeywordRow,
  idsReading,
  type KeywordPage,
  keywordSizes,
  lookedUpKeywordIds,
  MAX_KEYWORD_MATCHES,
  type PageReading,
  walkedKeywordIds,
} from './data/keyword-statements.ts';
import { wideKeywordPageTooDeep } from './data/search-refusal.ts';
import { wideKeywordPage } from './wide-keyword-search.ts';

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
): Promise<Refusable<KeywordPage<T>>> {
  // The first page, and a page at or past the estimated end, are never refused: they hold
  // what one walk finds, however few (a filter that leaves few or none beside a common word).
  const found = await wideKeywordPage(db, query, {
    offset,
    limit,
    estimate,
    partial: reading.partial || offset === 0 || offset >= estimate,
  });
  if (!found) return wideKeywordPageTooDeep(query.keyword ?? match, estimate);
  return {
    totalCount: found.total,
    totalCountKind: found.exact ? 'exact' : 'estimate',
    page: found.ids.length === 0 ? [] : await reading.ofIds(db, query, found.ids),
  };
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
): Promise<Refusable<KeywordPage<T>>> {
  const row = await filteredKeywordRow(db, query, match, { offset, limit }, reading, keywordSidePaths(query));
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
): Promise<Refusable<KeywordPage<T>>> {
  const sizes = await keywordSizes(db, keyword);
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
  const walk = sizes?.directory != null && field !== 'name' && walked < total;
  const ids = walk
    ? walkedKeywordIds(query, sortIndex[field], { reverse, limit, offset: reverse ? fromEnd : offset })
    : lookedUpKeywordIds(query, field, keyword, { limit, offset });
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
): Promise<Refusable<KeywordPage<T>>> {
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
