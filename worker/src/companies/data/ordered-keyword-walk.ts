import type { CompanySearchQuery } from '@domainary/schema/contracts/companies.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { everyPartMatch } from '../../search/fts-match.ts';
import { holdsEveryPhrase, severalPartPhrases } from '../../search/keyword-phrases.ts';
import { companyWhere } from './company-filters.ts';

/**
 * A keyword's matches read from the full-text index kept in the requested order (migrations
 * 0031 and 0032: companies_by_rank_fts keyed by rank, companies_by_name_fts and
 * companies_by_founded_fts by each company's ordinal in name and in founding order), so they
 * come already sorted and a page stops after its own entries. Each entry is looked up by its
 * key in a narrow index that holds every filter column: two rows read per entry. The indexes
 * keep no word positions, so a keyword with a phrase of several parts ("co.uk") is read as
 * all its parts, and each entry's own text (one more row read) is checked for the phrase
 * here: asking companies_fts instead costs a prefix's whole expansion per entry.
 */

interface OrderedIndex {
  table: string;
  /** The company's column the index's rowids are. */
  key: string;
  /** The narrow index on that column holding every filter column. */
  lookup: string;
}

const orderedIndex = {
  rank: { table: 'companies_by_rank_fts', key: 'rank', lookup: 'companies_rank_filters_idx' },
  name: { table: 'companies_by_name_fts', key: 'name_order', lookup: 'companies_name_order_filters_idx' },
  founded: {
    table: 'companies_by_founded_fts',
    key: 'founded_order',
    lookup: 'companies_founded_order_filters_idx',
  },
} satisfies Record<string, OrderedIndex>;

/** The sort orders a keyword's matches are indexed in. */
export type OrderedIndexField = keyof typeof orderedIndex;

/** Sort values (ranks, or founding years), both ends included. */
export interface SortKeyRange {
  low: number;
  high: number;
}

/** Past every ordinal: the low end of a range no company falls in. */
const PAST_EVERY_ORDINAL = 2 ** 62;

/**
 * The founding ordinal of the first company founded in `year` or later, or of the last one
 * founded in `year` or earlier: one entry of the index by year and id, and that company's row.
 * Where there is none the range is empty (low past every ordinal, high 0): FTS5 reads a NULL
 * bound (as any that is not an INTEGER) as no bound at all, and would hand over every match.
 */
const foundedOrdinal = (edge: 'first' | 'last', year: number) =>
  edge === 'first'
    ? sql`coalesce((select founded_order from companies indexed by companies_founded_id_filters_idx
        where year_founded >= ${year} order by year_founded, id limit 1), ${sql.raw(String(PAST_EVERY_ORDINAL))})`
    : sql`coalesce((select founded_order from companies indexed by companies_founded_id_filters_idx
        where year_founded <= ${year} order by year_founded desc, id desc limit 1), 0)`;

/**
 * The rowids of the ordered index within a range of sort values: ranks are the rank index's
 * rowids, a range of years is the founding ordinals from the first company founded in it to
 * the last.
 */
function keyRange(field: OrderedIndexField, { low, high }: SortKeyRange): SQL {
  if (field === 'founded') {
    return sql`f.rowid between ${foundedOrdinal('first', low)} and ${foundedOrdinal('last', high)}`;
  }
  // Cast: D1 binds a number as a REAL, and FTS5 takes only an INTEGER as a rowid bound.
  return sql`f.rowid between cast(${low} as integer) and cast(${high} as integer)`;
}

export interface Walked {
  /** The ids of the entries that pass the filters, in the index's order. */
  ids: number[];
  /** Whether the walk stopped at its budget rather than at the end of the matches. */
  spent: boolean;
}

export interface WalkOptions {
  /** The sort values to read within (ranks or founding years; not names). */
  range?: SortKeyRange;
  /** Entries read at most. */
  budget: number;
  /** Stop after this many entries that pass the filters. */
  wanted?: number;
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
  const { table, key, lookup } = orderedIndex[field];
  const index = sql.raw(table);
  const keyword = query.keyword ?? '';
  const match = everyPartMatch(keyword);
  if (!match) throw new Error('an ordered keyword walk needs a keyword');
  const phrases = severalPartPhrases(keyword);
  const direction = sql.raw(query.sortBy.endsWith('_desc') ? 'desc' : 'asc');
  const filters = companyWhere({ ...query, keyword: undefined }, 'c');
  // Numbered keys only: a company not numbered yet (a load or import under way) sits at -id.
  const within = sql` and ${options.range ? keyRange(field, options.range) : sql`f.rowid > 0`}`;
  const entries = sql`select f.rowid as key from ${index} as f where ${index} match ${match}${within}
    order by f.rowid ${direction} limit ${options.budget}`;
  const texts =
    phrases.length > 0 ? sql`, c.name as name, c.website as website, c.description as description` : sql``;
  // With phrases to check, the entries that hold them are counted here, not in SQL.
  const limit = options.wanted === undefined || phrases.length > 0 ? sql`` : sql` limit ${options.wanted}`;
  const rows = await db.all<
    { id: number } & Partial<Record<'name' | 'website' | 'description', string | null>>
  >(
    sql`select c.id as id${texts}
      from (${entries}) as w cross join companies as c indexed by ${sql.raw(lookup)} on c.${sql.raw(key)} = w.key
      where ${filters}${limit}`,
  );
  const holding =
    phrases.length === 0
      ? rows
      : rows
          .filter((r) => holdsEveryPhrase([r.name ?? '', r.website ?? '', r.description ?? ''], phrases))
          .slice(0, options.wanted);
  const ids = holding.map((r) => r.id);
  if (options.wanted !== undefined && ids.length >= options.wanted) return { ids, spent: false };
  const [read] = await db.all<{ n: number }>(
    sql`select count(*) as n from (select 1 from ${index} as f where ${index} match ${match}${within} limit ${options.budget})`,
  );
  return { ids, spent: (read?.n ?? 0) >= options.budget };
}
