import type { CompanySearchQuery } from '@domainary/schema/contracts/companies.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { companyWhere } from './company-filters.ts';

/**
 * A keyword's matches read from the full-text index kept in the requested order (migration
 * 0024: companies_by_rank_fts, companies_by_name_fts, companies_by_founded_fts, each rowid
 * `sort key << 26 | id`), so they come already sorted and a page stops after its own entries.
 * Each entry read beside filters (or by name) is also looked up in the narrow id index: two
 * rows read per entry.
 */

const ID_BITS = 26;
const ID_MASK = 2 ** ID_BITS - 1;

const orderedIndex = {
  rank: 'companies_by_rank_fts',
  name: 'companies_by_name_fts',
  founded: 'companies_by_founded_fts',
} as const;

/** The sort orders a keyword's matches are indexed in. */
export type OrderedIndexField = keyof typeof orderedIndex;

// Each entry's filters are checked in the narrow index keyed by id, which holds every sort and
// filter column.
const byId = sql`companies as c indexed by companies_id_sorts_filters_idx`;

/** Sort keys (a rank, a founding year, a name code), both ends included. */
export interface SortKeyRange {
  low: number;
  high: number;
}

/** A keyed range of the ordered index: sort keys low to high, every id within them. */
const keyRange = ({ low, high }: SortKeyRange) =>
  sql`f.rowid between (${low} << ${sql.raw(String(ID_BITS))}) and ((${high} << ${sql.raw(String(ID_BITS))}) | ${sql.raw(String(ID_MASK))})`;

export interface WalkEntry {
  /** The entry's sort key: for names, the code of their first six characters. */
  code: number;
  id: number;
  name_key: string | null;
}

export interface Walked {
  /** The entries that pass the filters, in the index's order. */
  hits: WalkEntry[];
  /** Whether the walk stopped at its budget rather than at the end of the matches. */
  spent: boolean;
}

export interface WalkOptions {
  /** The sort keys of the ordered index to read within. */
  range?: SortKeyRange;
  /** Entries read at most. */
  budget: number;
  /** Stop after this many entries that pass the filters. */
  wanted?: number;
  /** Put the entries in the stored name key's order (they share a name code). */
  orderByName?: boolean;
}

/**
 * Reads the keyword's entries of the index ordered by `field` in order, at most `budget`, and
 * keeps those that pass the filters, stopping after `wanted` of them. A walk that found fewer
 * is told from one that reached the end of the matches by counting its entries, full-text
 * entries only, at most the budget.
 */
export async function walkOrderedIndex(
  db: Database,
  query: CompanySearchQuery,
  field: OrderedIndexField,
  match: string,
  options: WalkOptions,
): Promise<Walked> {
  const index = sql.raw(orderedIndex[field]);
  const direction = sql.raw(query.sortBy.endsWith('_desc') ? 'desc' : 'asc');
  const filters = companyWhere({ ...query, keyword: undefined }, 'c');
  const within = options.range ? sql` and ${keyRange(options.range)}` : sql``;
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
