import { type CompanySearchQuery, companyRankBounds } from '@domainary/schema/contracts/companies.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type SortField, sortField } from './company-plan.ts';
import { companyWhere } from './data/company-filters.ts';

/**
 * A keyword in more companies than a search may count ("software", "group") is read from
 * the full-text index kept in the requested order (migration 0024: companies_by_rank_fts,
 * companies_by_name_fts, companies_by_founded_fts, each rowid `sort key << 26 | id`), so its
 * matches come already sorted and a page stops after its own entries. Each entry read beside
 * filters (or by name) is also looked up in the narrow id index: two rows read per entry.
 */

/** Full-text entries one walk reads at most: its rows read stay under twice this. */
export const WIDE_KEYWORD_WALK = 3_500;

/**
 * Entries read at most to put a page by name in exact order: the page's entries share a name
 * code (the first six characters) with these, and only the stored name key orders them.
 */
const NAME_GROUP_WALK = 1_500;

const ID_BITS = 26;
const ID_MASK = 2 ** ID_BITS - 1;

const orderedIndex: Record<SortField, string> = {
  rank: 'companies_by_rank_fts',
  name: 'companies_by_name_fts',
  founded: 'companies_by_founded_fts',
};

// Each entry's filters are checked in the narrow index keyed by id, which holds every sort and
// filter column.
const byId = sql`companies as c indexed by companies_id_sorts_filters_idx`;

/** The rowids of the index that a filter on the sort column itself leaves, when there is one. */
function sortKeyRange(
  query: CompanySearchQuery,
  field: SortField,
): { low: number; high: number } | undefined {
  if (field === 'rank' && query.rankRange !== undefined) {
    const { min, max } = companyRankBounds[query.rankRange];
    return { low: min, high: max };
  }
  if (field === 'founded' && (query.foundedAfter !== undefined || query.foundedBefore !== undefined)) {
    return { low: query.foundedAfter ?? 0, high: query.foundedBefore ?? 2 ** 20 };
  }
  return undefined;
}

/** A keyed range of the ordered index: sort keys low to high, every id within them. */
const keyRange = (low: number, high: number) =>
  sql`f.rowid between (${low} << ${sql.raw(String(ID_BITS))}) and ((${high} << ${sql.raw(String(ID_BITS))}) | ${sql.raw(String(ID_MASK))})`;

interface WalkEntry {
  code: number;
  id: number;
  name_key: string | null;
}

interface Walked {
  /** The entries that pass the filters, in the index's order. */
  hits: WalkEntry[];
  /** Whether the walk stopped at its budget rather than at the end of the matches. */
  spent: boolean;
}

interface WalkOptions {
  /** A rowid range of the ordered index to read within. */
  range?: SQL;
  /** Entries read at most. */
  budget: number;
  /** Stop after this many entries that pass the filters. */
  wanted?: number;
  /** Put the entries in the stored name key's order (they share a name code). */
  orderByName?: boolean;
}

/**
 * Reads the keyword's entries of one ordered index in order, at most `budget`, and keeps those
 * that pass the filters, stopping after `wanted` of them. A walk that found fewer is told
 * from one that reached the end of the matches by counting its entries, full-text entries
 * only, at most the budget.
 */
async function walk(
  db: Database,
  query: CompanySearchQuery,
  match: string,
  options: WalkOptions,
): Promise<Walked> {
  const field = sortField(query.sortBy);
  const index = sql.raw(orderedIndex[field]);
  const direction = sql.raw(query.sortBy.endsWith('_desc') ? 'desc' : 'asc');
  const filters = companyWhere({ ...query, keyword: undefined }, 'c');
  const within = options.range ? sql` and ${options.range}` : sql``;
  const entries = sql`select f.rowid as key from ${index} as f where ${index} match ${match}${within}
    order by f.rowid ${direction} limit ${options.budget}`;
  const kept = sql`select w.key >> ${sql.raw(String(ID_BITS))} as code, c.id as id,
      ${field === 'name' ? sql`c.name_sort_key` : sql`null`} as name_key
    from (${entries}) as w cross join ${byId} on c.id = w.key & ${sql.raw(String(ID_MASK))}
    where ${filters}`;
  const statement = options.orderByName
    ? sql`select code, id, name_key from (${kept}) order by name_key ${direction}, id ${direction}`
    : sql`${kept}${options.wanted === undefined ? sql`` : sql` limit ${options.wanted}`}`;
  const hits = await db.all<WalkEntry>(statement);
  if (options.wanted !== undefined && hits.length >= options.wanted) return { hits, spent: false };
  const [read] = await db.all<{ n: number }>(
    sql`select count(*) as n from (select 1 from ${index} as f where ${index} match ${match}${within} limit ${options.budget})`,
  );
  return { hits, spent: (read?.n ?? 0) >= options.budget };
}

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
  match: string,
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
  const group = await walk(db, query, match, {
    range: keyRange(last.code, last.code),
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
  match: string,
  { offset, limit, estimate, partial }: WideStretch,
): Promise<WidePage | undefined> {
  const field = sortField(query.sortBy);
  const own = sortKeyRange(query, field);
  const wanted = offset + limit + 1;
  const walked = await walk(db, query, match, {
    range: own && keyRange(own.low, own.high),
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
    const named = await inNameOrder(db, query, match, walked, { complete: exact, end: offset + limit });
    // A page cut short is refused; an export ends where the order is known.
    if (named.cut && !partial && named.ordered.length < offset + limit) return undefined;
    ordered = named.ordered;
  }
  return { ids: ordered.slice(offset, offset + limit).map((h) => h.id), total, exact };
}
