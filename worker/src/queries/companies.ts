import { type SQL, sql } from 'drizzle-orm';
import type {
  Company,
  CompanyFacets,
  CompanyFilters,
  CompanySearchQuery,
  CompanySearchResponse,
  CompanySort,
} from '../../../schema/src/contracts/companies.ts';
import type { Database } from '../db/database.ts';
import { companyWhere } from './company-filters.ts';

interface CompanyRow {
  id: number;
  name: string;
  website: string;
  industry: string;
  country: string;
  rank: number;
  year_founded: number;
  employees: number;
  revenue_amount: number;
  revenue_currency: string;
  description: string;
  date_added: string;
}

const companyColumns = sql.raw(
  'id, name, website, industry, country, rank, year_founded, employees, revenue_amount, revenue_currency, description, date_added',
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
  };
}

// Every ordering ends in id so equal keys have one fixed order and pages never overlap.
const orderings: Record<CompanySort, string> = {
  rank_asc: 'rank asc, id asc',
  rank_desc: 'rank desc, id desc',
  name_asc: 'name asc, id asc',
  name_desc: 'name desc, id desc',
  founded_asc: 'year_founded asc, id asc',
  founded_desc: 'year_founded desc, id desc',
};

export function companyOrderBy(sort: CompanySort): SQL {
  return sql.raw(orderings[sort]);
}

export async function countCompanies(db: Database, filters: CompanyFilters): Promise<number> {
  const [row] = await db.all<{ n: number }>(
    sql`select count(*) as n from companies where ${companyWhere(filters)}`,
  );
  return row?.n ?? 0;
}

export async function searchCompanies(
  db: Database,
  query: CompanySearchQuery,
): Promise<CompanySearchResponse> {
  const totalCount = await countCompanies(db, query);
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= totalCount) return { companies: [], totalCount };
  const rows = await db.all<CompanyRow>(
    sql`select ${companyColumns} from companies where ${companyWhere(query)}
        order by ${companyOrderBy(query.sortBy)} limit ${query.pageSize} offset ${offset}`,
  );
  return { companies: rows.map(toCompany), totalCount };
}

/** Distinct industries and countries, sorted: the options of the filter selects. */
export async function companyFacets(db: Database): Promise<CompanyFacets> {
  const [industries, countries] = await Promise.all([
    db.all<{ v: string }>(sql`select distinct industry as v from companies order by v`),
    db.all<{ v: string }>(sql`select distinct country as v from companies order by v`),
  ]);
  return { industries: industries.map((r) => r.v), countries: countries.map((r) => r.v) };
}

/**
 * Names the industry or country filter that matches no company at all, if any. Only worth
 * asking when a search came back empty, so valid searches pay nothing for it.
 */
export async function unknownFacet(
  db: Database,
  filters: CompanyFilters,
): Promise<'industry' | 'country' | undefined> {
  const [row] = await db.all<{ industry: number; country: number }>(
    sql`select
          ${filters.industry === undefined ? sql`1` : sql`exists (select 1 from companies where industry = ${filters.industry})`} as industry,
          ${filters.country === undefined ? sql`1` : sql`exists (select 1 from companies where country = ${filters.country})`} as country`,
  );
  if (row?.industry === 0) return 'industry';
  if (row?.country === 0) return 'country';
  return undefined;
}
