import type { CompanyFilters, CompanySearchQuery } from '@domainary/schema/contracts/companies.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { companyWhere, partialIndexCondition } from './company-filters.ts';
import { type CompanyIndex, seekFiltersOf, sortField, sortIndex } from './company-indexes.ts';
import { companyOrderBy } from './company-rows.ts';

/** How one page of a search without a keyword is read: along an index, or from a sort checkpoint. */
export type PageRead =
  | {
      kind: 'index';
      /** undefined lets SQLite choose (while the counts are stale). */
      index: CompanyIndex | undefined;
      /** Read in the opposite order, the page counted from the end. */
      reverse: boolean;
      offset: number;
      limit: number;
      /**
       * For a walk in the index's own order, the most entries of it the statement reads: a
       * page whose matches lie past them comes back short. Undefined for a range read whole
       * and sorted, whose size the plan knows exactly, and while the counts are stale.
       */
      maxEntries: number | undefined;
    }
  | {
      kind: 'checkpoint';
      /** Walk from the checkpoint at this position, or from the start of the walk's direction. */
      position: number | undefined;
      offset: number;
      limit: number;
    };

function companiesFrom(index: CompanyIndex | undefined): SQL {
  return index === undefined ? sql`companies` : sql.raw(`companies indexed by ${index}`);
}

const sortColumn = { rank: 'rank', name: 'name_sort_key', founded: 'year_founded' } as const;

/** The checkpoint's sort key, read by the page statement itself. */
const checkpointValue = (position: number, column: 'key_int' | 'key_text' | 'id', sortKey: string) =>
  sql`(select ${sql.raw(column)} from company_sort_checkpoints where sort_key = ${sortKey} and position = ${position})`;

/**
 * Where a walk from a checkpoint starts. A (key, id) pair is split into "the key's own rows
 * from the id on" and "every later key", merged in order: SQLite seeks a row-value bound on
 * its first column only, which for a year would read the whole year first.
 */
function fromCheckpoint(query: CompanySearchQuery, position: number): SQL {
  const field = sortField(query.sortBy);
  const index = companiesFrom(sortIndex[field]);
  const [onward, beyond] = query.sortBy.endsWith('_desc') ? ['<=', '<'] : ['>=', '>'];
  if (field === 'rank') {
    return sql`select id, rank from ${index} where rank ${sql.raw(onward)} ${checkpointValue(position, 'key_int', 'rank')}`;
  }
  const column = sortColumn[field];
  const stored = field === 'name' ? 'key_text' : 'key_int';
  const key = checkpointValue(position, stored, field);
  return sql`select id, ${sql.raw(column)} from ${index}
      where ${sql.raw(column)} = ${key} and id ${sql.raw(onward)} ${checkpointValue(position, 'id', field)}
    union all
    select id, ${sql.raw(column)} from ${index} where ${sql.raw(column)} ${sql.raw(beyond)} ${key}`;
}

/** The filters of a search that bound the range of the index a read of it walks. */
function seekedFilters(filters: CompanyFilters, index: CompanyIndex): CompanyFilters {
  const seeks = seekFiltersOf(index);
  const founded = seeks.includes('founded');
  return {
    industry: seeks.includes('industry') ? filters.industry : undefined,
    country: seeks.includes('country') ? filters.country : undefined,
    rankRange: seeks.includes('rankRange') ? filters.rankRange : undefined,
    foundedAfter: founded ? filters.foundedAfter : undefined,
    foundedBefore: founded ? filters.foundedBefore : undefined,
  };
}

/**
 * A walk along an index in its own order that reads at most `maxEntries` of its entries,
 * however thinly the matches lie: the inner select keeps only the conditions the index seeks
 * on, so each entry it reads counts against its LIMIT, and the outer one tests every filter
 * on what it hands over, in the order it hands it over (SQLite runs the inner select as a
 * co-routine and sorts nothing). The columns are those every filter and sort reads, which
 * each index walked in order holds.
 */
function cappedWalk(
  query: CompanySearchQuery,
  index: CompanyIndex,
  reverse: boolean,
  maxEntries: number,
): SQL {
  const order = companyOrderBy(query.sortBy, reverse);
  const nameKey = sortField(query.sortBy) === 'name' ? sql`, name_sort_key` : sql.empty();
  return sql`select id, rank, industry, country, year_founded, employees${nameKey}
      from ${companiesFrom(index)}
      where ${companyWhere(seekedFilters(query, index))}${partialIndexCondition(index, 'companies')}
      order by ${order} limit ${maxEntries}`;
}

/** The ids of one page, read along the chosen plan; a reverse read returns them back to front. */
export function pageIdsSql(query: CompanySearchQuery, read: PageRead): SQL {
  if (read.kind === 'checkpoint') {
    // Positions count the whole directory, so the walk ignores the filter on the sort column.
    const field = sortField(query.sortBy);
    const walk =
      read.position === undefined
        ? sql`select id, ${sql.raw(sortColumn[field])} from ${companiesFrom(sortIndex[field])}`
        : fromCheckpoint(query, read.position);
    // The ORDER BY belongs to the compound itself, so SQLite merges its two ordered halves.
    return sql`select id from (${walk} order by ${companyOrderBy(query.sortBy)} limit ${read.limit} offset ${read.offset})`;
  }
  const order = companyOrderBy(query.sortBy, read.reverse);
  if (read.index !== undefined && read.maxEntries !== undefined) {
    return sql`select id from (${cappedWalk(query, read.index, read.reverse, read.maxEntries)}) as walk
      where ${companyWhere(query, 'walk')} order by ${order} limit ${read.limit} offset ${read.offset}`;
  }
  return sql`select id from ${companiesFrom(read.index)} where ${companyWhere(query)}${partialIndexCondition(read.index, 'companies')}
    order by ${order} limit ${read.limit} offset ${read.offset}`;
}

/** The page's ids in the order its statement reads them. */
export async function pageIds(db: Database, query: CompanySearchQuery, read: PageRead): Promise<number[]> {
  return (await db.all<{ id: number }>(pageIdsSql(query, read))).map((r) => r.id);
}

/**
 * The companies matching the filters, counted row by row (while the precomputed counts are
 * stale), and when none match, what `unknownFacetCheck` names.
 */
export async function countMatchingRows(
  db: Database,
  query: CompanySearchQuery,
  unknownFacetCheck: SQL | undefined,
): Promise<{ count: number; unknownFacet: string | null }> {
  const [row] = await db.all<{ n: number; unknown_facet: string | null }>(
    sql`select count(*) as n, case when count(*) = 0 then ${unknownFacetCheck ?? sql`null`} end as unknown_facet
      from companies where ${companyWhere(query)}`,
  );
  return { count: row?.n ?? 0, unknownFacet: row?.unknown_facet ?? null };
}
