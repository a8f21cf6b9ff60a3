import { type CompanySearchQuery, companyRankBounds } from '@domainary/schema/contracts/companies.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type SortField, sortField } from '../company-plan.ts';
import { companyWhere } from './company-filters.ts';

/**
 * A keyword in more companies than a search may count ("software", "group") is read from
 * the full-text index kept in the requested order (migration 0024: companies_by_rank_fts,
 * companies_by_name_fts, companies_by_founded_fts, each rowid `sort key << 26 | id`), so its
 * matches come already sorted and a page stops after its own entries. Each entry read beside
 * filters (or by name) is also looked up in the narrow id index: two rows read per entry.
 */

/** Full-text entries one walk reads at most: its rows read stay under twice this. */
export const WIDE_KEYWORD_WALK = 8_000;

/**
 * Entries read at most to put a page by name in exact order: the page's entries share a name
 * code (the first six characters) with these, and only the stored name key orders them.
 */
const NAME_GROUP_WALK = 2_000;

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
  hit: number;
  n: number;
}

interface Walked {
  /** The entries that pass the filters, in the index's order. */
  hits: WalkEntry[];
  /** Whether the walk stopped at its budget rather than at the end of the matches. */
  spent: boolean;
}

/**
 * Reads the keyword's entries of one ordered index in order, at most `budget`, and keeps those
 * that pass the filters, stopping after `wanted` of them. The budget's last entry comes back
 * whether it passes or not (numbered `budget`), so a walk that ran out is told from one that
 * reached the end of the matches.
 */
async function walk(
  db: Database,
  query: CompanySearchQuery,
  match: string,
  options: { range?: SQL; budget: number; wanted?: number; orderByName?: boolean },
): Promise<Walked> {
  const field = sortField(query.sortBy);
  const index = sql.raw(orderedIndex[field]);
  const direction = sql.raw(query.sortBy.endsWith('_desc') ? 'desc' : 'asc');
  const filters = companyWhere({ ...query, keyword: undefined }, 'c');
  const entries = sql`select f.rowid as key, row_number() over (order by f.rowid ${direction}) as n
    from ${index} as f where ${index} match ${match}${options.range ? sql` and ${options.range}` : sql``}
    order by f.rowid ${direction} limit ${options.budget}`;
  const walked = sql`select w.key >> ${sql.raw(String(ID_BITS))} as code, c.id as id, (${filters}) as hit, w.n as n, c.name_sort_key as name_key
    from (${entries}) as w cross join ${byId} on c.id = w.key & ${sql.raw(String(ID_MASK))}
    where (${filters}) or w.n = ${options.budget}`;
  const statement = options.orderByName
    ? sql`select code, id, hit, n from (${walked}) order by name_key ${direction}, id ${direction}`
    : sql`${walked}${options.wanted === undefined ? sql`` : sql` limit ${options.wanted}`}`;
  const rows = await db.all<WalkEntry>(statement);
  return { hits: rows.filter((r) => r.hit === 1), spent: rows.some((r) => r.n === options.budget) };
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
  const { hits, spent } = await walk(db, query, match, {
    range: own && keyRange(own.low, own.high),
    budget: WIDE_KEYWORD_WALK,
    wanted,
  });
  const more = hits.length >= wanted;
  if (!more && spent && hits.length < offset + limit && !partial) return undefined;
  const exact = !more && !spent;
  const total = exact ? hits.length : Math.max(estimate, hits.length);
  const stretch = hits.slice(offset, offset + limit);
  if (field !== 'name' || stretch.length === 0) return { ids: stretch.map((h) => h.id), total, exact };

  // Names sharing a code come by id: the codes the stretch spans are read again, whole, and
  // put in the stored name key's order.
  const first = stretch[0] as WalkEntry;
  const last = stretch[stretch.length - 1] as WalkEntry;
  const before = hits.slice(0, offset).filter((h) => h.code !== first.code).length;
  const [low, high] = first.code <= last.code ? [first.code, last.code] : [last.code, first.code];
  const group = await walk(db, query, match, {
    range: keyRange(low, high),
    budget: NAME_GROUP_WALK,
    orderByName: true,
  });
  if (group.spent) return undefined;
  const ids = group.hits.slice(offset - before, offset - before + limit).map((h) => h.id);
  return { ids, total, exact };
}
