import { type CompanySearchQuery, companyRankBounds } from '@domainary/schema/contracts/companies.ts';
import type { Database } from '../db/database.ts';
import { type SortField, sortField } from './data/company-indexes.ts';
import {
  type SortKeyRange,
  type WalkEntry,
  type Walked,
  type WalkOptions,
  walkOrderedIndex,
} from './data/ordered-keyword-walk.ts';

/**
 * A keyword in more companies than a search may count ("software", "group") is walked in the
 * full-text index kept in the requested order (`data/ordered-keyword-walk.ts`): its matches
 * come already sorted and a page stops after its own entries. This plans the walk: how far it
 * may read, which stretch of sort keys a filter leaves, and the exact order of names.
 */

/** Full-text entries one walk reads at most: its rows read stay under twice this. */
export const WIDE_KEYWORD_WALK = 3_500;

/**
 * Entries read at most to put a page by name in exact order: the page's entries share a name
 * code (the first six characters) with these, and only the stored name key orders them.
 */
const NAME_GROUP_WALK = 1_500;

/** The sort keys of the index that a filter on the sort column itself leaves, when there is one. */
function sortKeyRange(query: CompanySearchQuery, field: SortField): SortKeyRange | undefined {
  if (field === 'rank' && query.rankRange !== undefined) {
    const { min, max } = companyRankBounds[query.rankRange];
    return { low: min, high: max };
  }
  if (field === 'founded' && (query.foundedAfter !== undefined || query.foundedBefore !== undefined)) {
    return { low: query.foundedAfter ?? 0, high: query.foundedBefore ?? 2 ** 20 };
  }
  return undefined;
}

/** Walks the index in the query's sort order. */
const walk = (db: Database, query: CompanySearchQuery, options: WalkOptions) =>
  walkOrderedIndex(db, query, sortField(query.sortBy), options);

const utf8 = new TextEncoder();

/** SQLite's order of stored name keys (the bytes of their UTF-8), then ids. */
function compareBytes(x: Uint8Array, y: Uint8Array): number {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  }
  return x.length - y.length;
}

/** A stretch of a wide keyword's results, in order, and how its total is known. */
export interface WidePage {
  ids: number[];
  total: number;
  exact: boolean;
}

/** Which stretch of a wide keyword's results to read, and what is known of its total. */
export interface WideStretch {
  offset: number;
  limit: number;
  /** The estimated total, from a sample of the matches. */
  estimate: number;
  /** Whether the stretch may end short where one walk stops (an export), or is refused. */
  partial: boolean;
}

/**
 * Puts walked entries by name in exact order, as far as `end`: the walk delivers them by name
 * code (the first six characters) and id, so each code's entries are sorted by the stored
 * key, and the last code's, which the walk may have left part-read, are read again whole when
 * the stretch reaches it. When that code holds more entries than one such read may take, the
 * order ends before it (`cut`).
 */
async function inNameOrder(
  db: Database,
  query: CompanySearchQuery,
  walked: Walked,
  { complete, end }: { complete: boolean; end: number },
): Promise<{ ordered: WalkEntry[]; cut: boolean }> {
  const descending = query.sortBy.endsWith('_desc');
  // Each key encoded once, not once per comparison.
  const bytes = new Map(walked.hits.map((h) => [h, utf8.encode(h.name_key ?? '')]));
  const ascending = (a: WalkEntry, b: WalkEntry) =>
    a.code - b.code || compareBytes(bytes.get(a) as Uint8Array, bytes.get(b) as Uint8Array) || a.id - b.id;
  const exactOrder = (a: WalkEntry, b: WalkEntry) => (descending ? ascending(b, a) : ascending(a, b));
  const last = walked.hits[walked.hits.length - 1];
  if (complete || last === undefined) return { ordered: [...walked.hits].sort(exactOrder), cut: false };
  const before = walked.hits.filter((h) => h.code !== last.code).sort(exactOrder);
  if (before.length >= end) return { ordered: before, cut: false };
  const group = await walk(db, query, {
    range: { low: last.code, high: last.code },
    budget: NAME_GROUP_WALK,
    orderByName: true,
  });
  return group.spent ? { ordered: before, cut: true } : { ordered: [...before, ...group.hits], cut: false };
}

/**
 * The ids of one stretch of a wide keyword's results, with its total: exact when the walk
 * reached the end of the matches, otherwise the estimate (or the matches found, when more).
 * Undefined when the stretch lies beyond what one walk may read and may not end short.
 */
export async function wideKeywordPage(
  db: Database,
  query: CompanySearchQuery,
  { offset, limit, estimate, partial }: WideStretch,
): Promise<WidePage | undefined> {
  const field = sortField(query.sortBy);
  const wanted = offset + limit + 1;
  const walked = await walk(db, query, {
    range: sortKeyRange(query, field),
    budget: WIDE_KEYWORD_WALK,
    wanted,
  });
  const { spent } = walked;
  const more = walked.hits.length >= wanted;
  if (!more && spent && walked.hits.length < offset + limit && !partial) return undefined;
  const exact = !more && !spent;
  const total = exact ? walked.hits.length : Math.max(estimate, walked.hits.length);
  let ordered = walked.hits;
  if (field === 'name') {
    const named = await inNameOrder(db, query, walked, { complete: exact, end: offset + limit });
    // A page cut short is refused; an export ends where the order is known.
    if (named.cut && !partial && named.ordered.length < offset + limit) return undefined;
    ordered = named.ordered;
  }
  return { ids: ordered.slice(offset, offset + limit).map((h) => h.id), total, exact };
}
