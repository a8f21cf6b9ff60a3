import type {
  Company,
  CompanyFacets,
  CompanyFilters,
  CompanySort,
} from '@domainary/schema/contracts/companies.ts';
import { recordSourceOf } from '@domainary/schema/record-source.ts';
import { companies } from '@domainary/schema/tables/index.ts';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { StoredRow } from '../../db/stored-row.ts';
import type { Refused } from '../../refusal.ts';
import { unknownFacet } from './search-refusal.ts';

/** The filters whose values only the directory knows: a value no company has is bad input. */
const facetFields = ['industry', 'country'] as const;

/** A company as the search reads it: every column but the name key, which only orders. */
export type CompanyRow = Omit<StoredRow<typeof companies>, 'name_sort_key'>;

const companyColumnNames = Object.values(getTableColumns(companies))
  .map((column) => column.name)
  .filter((name) => name !== 'name_sort_key');

const companyColumns = sql.raw(companyColumnNames.join(', '));
/** The same columns of the table aliased `c`, beside a table with columns of the same names. */
const companyColumnsOfC = sql.raw(companyColumnNames.map((name) => `c.${name}`).join(', '));

/** A company row of the table aliased `c` as one JSON object, keyed like CompanyRow. */
export const companyRowJson = sql.raw(
  `json_object(${companyColumnNames.map((name) => `'${name}', c.${name}`).join(', ')})`,
);

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    industry: row.industry,
    country: row.country,
    rank: row.rank,
    yearFounded: row.year_founded,
    employees: row.employees,
    revenue: { amount: row.revenue_amount, currency: row.revenue_currency },
    description: row.description,
    dateAdded: row.date_added,
    recordSource: recordSourceOf(row.source),
    rankSource: recordSourceOf(row.rank_source),
  };
}

// Every ordering is total (rank is unique, the others end in id), so pages never overlap.
// Names sort by their stored key, whose byte order is the order people read names in.
const orderings: Record<CompanySort, [forward: string, backward: string]> = {
  rank_asc: ['rank asc', 'rank desc'],
  rank_desc: ['rank desc', 'rank asc'],
  name_asc: ['name_sort_key asc, id asc', 'name_sort_key desc, id desc'],
  name_desc: ['name_sort_key desc, id desc', 'name_sort_key asc, id asc'],
  founded_asc: ['year_founded asc, id asc', 'year_founded desc, id desc'],
  founded_desc: ['year_founded desc, id desc', 'year_founded asc, id asc'],
};

export function companyOrderBy(sort: CompanySort, backward = false): SQL {
  return sql.raw(orderings[sort][backward ? 1 : 0]);
}

/**
 * The rows of the companies a statement's ids name, in the search's order (one statement).
 * With `onlyIf`, a condition on no table, the statement reads nothing past it when it is
 * false: as the outer loop (one row or none), not a WHERE term, which SQLite would test on
 * each company after reading the ids.
 */
export function companyRowsOf(
  db: Database,
  ids: SQL,
  sort: CompanySort,
  onlyIf?: SQL,
): Promise<CompanyRow[]> {
  const from =
    onlyIf === undefined ? sql`companies` : sql`(select 1 where ${onlyIf}) as ok cross join companies`;
  return db.all<CompanyRow>(
    sql`select ${companyColumns} from ${from} where id in (${ids}) order by ${companyOrderBy(sort)}`,
  );
}

/**
 * The companies with these ids, in the order of the ids (one statement, one parameter). Each
 * id is read from the list, then its row by rowid: two rows read a company, as the export's
 * stated bound counts them, where `id in (list)` read three (1,500 for 500 ids, measured).
 */
export async function companiesByIds(db: Database, ids: readonly number[]): Promise<Company[]> {
  if (ids.length === 0) return [];
  const rows = await db.all<CompanyRow>(
    sql`select ${companyColumnsOfC} from json_each(${JSON.stringify(ids)}) as j cross join companies as c on c.id = j.value`,
  );
  const byId = new Map(rows.map((r) => [r.id, toCompany(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Each distinct value of an indexed column by hopping from one value to the next in its
 * index: one seek per value instead of a scan of every company.
 */
function distinctValues(db: Database, column: 'industry' | 'country') {
  const c = sql.raw(column);
  return db.all<{ v: string }>(
    sql`with recursive hop(v) as (
          select min(${c}) from companies
          union all
          select (select min(${c}) from companies where ${c} > hop.v) from hop where hop.v is not null)
        select v from hop where v is not null`,
  );
}

/** Distinct industries and countries, sorted: the options of the filter selects. */
export async function companyFacets(db: Database): Promise<CompanyFacets> {
  const [industries, countries] = await Promise.all([
    distinctValues(db, 'industry'),
    distinctValues(db, 'country'),
  ]);
  return { industries: industries.map((r) => r.v), countries: countries.map((r) => r.v) };
}

/**
 * A scalar naming the industry or country filter that matches no company at all ('industry'
 * or 'country'), or null; undefined when the search names neither. A search's own statement
 * asks it only once it has found nothing, so a search that finds something pays at most the
 * row that tells it so.
 */
export function unknownFacetSql(filters: CompanyFilters): SQL | undefined {
  const checks = facetFields.flatMap((field) => {
    const value = filters[field];
    if (value === undefined) return [];
    return [sql`when not exists (select 1 from companies where ${sql.raw(field)} = ${value}) then ${field}`];
  });
  return checks.length === 0 ? undefined : sql`case ${sql.join(checks, sql` `)} end`;
}

/** The refusal of a search whose industry or country no company has, as unknownFacetSql named it. */
export function unknownFacetOf(filters: CompanyFilters, named: string | null): Refused | undefined {
  const field = facetFields.find((f) => f === named);
  const value = field === undefined ? undefined : filters[field];
  return field === undefined || value === undefined ? undefined : unknownFacet(field, value);
}
