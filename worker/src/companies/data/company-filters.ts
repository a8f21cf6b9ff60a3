import { type CompanyFilters, companyRankBounds } from '@domainary/schema/contracts/companies.ts';
import { type SQL, sql } from 'drizzle-orm';
import { ftsMatchExpression } from '../../search/fts-match.ts';
import { type CompanyIndex, partialIndexRankMax } from './company-indexes.ts';

/**
 * The WHERE clause of a company search, as one SQL fragment over `companies`, its columns
 * qualified by `table` (needed beside companies_fts, whose hidden `rank` column would
 * clash). Every filter is a sargable comparison on a plain column so the indexes can serve
 * it; the keyword becomes a rowid set from the FTS5 index.
 */
export function companyWhere(filters: CompanyFilters, table = 'companies'): SQL {
  const column = (name: string) => sql.raw(`${table}.${name}`);
  const conditions: SQL[] = [];
  if (filters.industry !== undefined) conditions.push(sql`${column('industry')} = ${filters.industry}`);
  if (filters.country !== undefined) conditions.push(sql`${column('country')} = ${filters.country}`);
  if (filters.rankRange !== undefined) {
    const { min, max } = companyRankBounds[filters.rankRange];
    conditions.push(sql`${column('rank')} between ${min} and ${max}`);
  }
  if (filters.foundedAfter !== undefined)
    conditions.push(sql`${column('year_founded')} >= ${filters.foundedAfter}`);
  if (filters.foundedBefore !== undefined)
    conditions.push(sql`${column('year_founded')} <= ${filters.foundedBefore}`);
  if (filters.minEmployees !== undefined)
    conditions.push(sql`${column('employees')} >= ${filters.minEmployees}`);
  if (filters.maxEmployees !== undefined)
    conditions.push(sql`${column('employees')} <= ${filters.maxEmployees}`);
  const match = keywordMatch(filters);
  if (match !== undefined) {
    conditions.push(
      sql`${column('id')} in (select rowid from companies_fts where companies_fts match ${match})`,
    );
  }
  return conditions.length === 0 ? sql`1` : sql.join(conditions, sql` and `);
}

/** The FTS5 expression for the keyword, or undefined when the search has none. */
export function keywordMatch(filters: CompanyFilters): string | undefined {
  return filters.keyword === undefined ? undefined : ftsMatchExpression(filters.keyword);
}

/**
 * SQLite reads a partial index only for a statement whose WHERE repeats the index's own
 * condition term for term, so a read through one states it again (`table` as in companyWhere).
 */
export function partialIndexCondition(index: CompanyIndex | undefined, table: string): SQL {
  const rankMax = partialIndexRankMax(index);
  return rankMax === undefined ? sql.empty() : sql.raw(` and ${table}.rank <= ${rankMax}`);
}
