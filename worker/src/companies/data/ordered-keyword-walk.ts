import type { CompanySearchQuery } from '@domainary/schema/contracts/companies.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { everyPartMatch, ftsMatchExpression } from '../../search/fts-match.ts';
import { holdsEveryPhrase, severalPartPhrases } from '../../search/keyword-phrases.ts';
import { companyWhere } from './company-filters.ts';

/**
 * A keyword's matches read from the full-text index kept in the requested order (migrations
 * 0024 and 0031: companies_by_rank_fts keyed by rank, companies_by_name_fts and
 * companies_by_founded_fts by `sort key << 26 | id`), so they come already sorted and a page
 * stops after its own entries. Each entry read beside filters (or by name) is also looked up
 * in a narrow index that holds every filter column: two rows read per entry. The rank index
 * keeps no word positions, so there a keyword with a phrase of several parts ("co.uk") is
 * read as all its parts, and each entry's own text (one more row read) is checked for the
 * phrase here: asking companies_fts instead costs a prefix's whole expansion per entry.
 */

const ID_BITS = 26;
const ID_MASK = 2 ** ID_BITS - 1;

// Each entry's filters are checked in a narrow index that holds every sort and filter
// column: by rank for the rank index, whose rowid is the rank, otherwise by id.
const byRank = sql`companies as c indexed by companies_rank_filters_idx on c.rank = w.key`;
const byId = sql`companies as c indexed by companies_id_sorts_filters_idx on c.id = w.key & ${sql.raw(String(ID_MASK))}`;

interface OrderedIndex {
  table: string;
  /** The low bits of a rowid below its sort key (the id's), none when the key is unique. */
  idBits: number;
  company: SQL;
  /** Whether the index keeps word positions, so reads phrases itself. */
  positions: boolean;
}

const orderedIndex = {
  rank: { table: 'companies_by_rank_fts', idBits: 0, company: byRank, positions: false },
  name: { table: 'companies_by_name_fts', idBits: ID_BITS, company: byId, positions: true },
  founded: { table: 'companies_by_founded_fts', idBits: ID_BITS, company: byId, positions: true },
} satisfies Record<string, OrderedIndex>;

/** The sort orders a keyword's matches are indexed in. */
export type OrderedIndexField = keyof typeof orderedIndex;

/** Sort keys (a rank, a founding year, a name code), both ends included. */
export interface SortKeyRange {
  low: number;
  high: number;
}

/** A keyed range of the ordered index: sort keys low to high, every id within them. */
const keyRange = ({ low, high }: SortKeyRange, bits: number) =>
  sql`f.rowid between (${low} << ${sql.raw(String(bits))}) and ((${high} << ${sql.raw(String(bits))}) | ${sql.raw(String(2 ** bits - 1))})`;

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
  options: WalkOptions,
): Promise<Walked> {
  const { table, idBits, company, positions } = orderedIndex[field];
  const index = sql.raw(table);
  const keyword = query.keyword ?? '';
  const match = positions ? ftsMatchExpression(keyword) : everyPartMatch(keyword);
  if (!match) throw new Error('an ordered keyword walk needs a keyword');
  const phrases = positions ? [] : severalPartPhrases(keyword);
  const direction = sql.raw(query.sortBy.endsWith('_desc') ? 'desc' : 'asc');
  const filters = companyWhere({ ...query, keyword: undefined }, 'c');
  const within = options.range ? sql` and ${keyRange(options.range, idBits)}` : sql``;
  const entries = sql`select f.rowid as key from ${index} as f where ${index} match ${match}${within}
    order by f.rowid ${direction} limit ${options.budget}`;
  const texts =
    phrases.length > 0 ? sql`, c.name as name, c.website as website, c.description as description` : sql``;
  const kept = sql`select w.key >> ${sql.raw(String(idBits))} as code, c.id as id,
      ${field === 'name' ? sql`c.name_sort_key` : sql`null`} as name_key${texts}
    from (${entries}) as w cross join ${company}
    where ${filters}`;
  // With phrases to check, the entries that hold them are counted here, not in SQL.
  const limit = options.wanted === undefined || phrases.length > 0 ? sql`` : sql` limit ${options.wanted}`;
  const statement = options.orderByName
    ? sql`select * from (${kept}) order by name_key ${direction}, id ${direction}`
    : sql`${kept}${limit}`;
  const rows = await db.all<WalkEntry & Partial<Record<'name' | 'website' | 'description', string | null>>>(
    statement,
  );
  const holding =
    phrases.length === 0
      ? rows
      : rows
          .filter((r) => holdsEveryPhrase([r.name ?? '', r.website ?? '', r.description ?? ''], phrases))
          .slice(0, options.wanted);
  const hits = holding.map(({ code, id, name_key }) => ({ code, id, name_key }));
  if (options.wanted !== undefined && hits.length >= options.wanted) return { hits, spent: false };
  const [read] = await db.all<{ n: number }>(
    sql`select count(*) as n from (select 1 from ${index} as f where ${index} match ${match}${within} limit ${options.budget})`,
  );
  return { hits, spent: (read?.n ?? 0) >= options.budget };
}
