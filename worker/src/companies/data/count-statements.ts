import {
  ANY_RANK_BUCKET,
  ANY_YEAR,
  COMPANY_COUNTS_LAYOUT,
  rankBucketsOf,
} from '@domainary/schema/company-counts.ts';
import type { CompanyFilters } from '@domainary/schema/contracts/companies.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/** The structured (non-keyword) part of a search, in the terms company_counts is keyed by. */
export interface CountScope {
  industry?: string;
  country?: string;
  rankBuckets?: number[];
  yearMin?: number;
  yearMax?: number;
  employeesMin?: number;
  employeesMax?: number;
}

export function countScopeOf(filters: CompanyFilters): CountScope {
  return {
    industry: filters.industry,
    country: filters.country,
    rankBuckets: filters.rankRange === undefined ? undefined : rankBucketsOf(filters.rankRange),
    yearMin: filters.foundedAfter,
    yearMax: filters.foundedBefore,
    employeesMin: filters.minEmployees,
    employeesMax: filters.maxEmployees,
  };
}

/**
 * A whole number as SQL text. D1 binds at most 100 parameters per statement and a measuring
 * statement holds dozens of counts, so their numbers (validated integers) are written inline.
 */
function literal(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return sql.raw(String(n));
}

/** The newest at_most of the group `g` at or below a head count (0 when none is). */
function atMost(comparison: '<=' | '<', bound: number): SQL {
  return sql`coalesce((select c.at_most from company_counts as c
    where c.industry = g.industry and c.country = g.country and c.rank_bucket = g.rank_bucket
      and c.year_founded = g.year_founded and c.employees ${sql.raw(comparison)} ${literal(bound)}
    order by c.employees desc limit 1), 0)`;
}

/**
 * Where a count finds the search's industry and country: bound once per statement (as the
 * columns of `s`), since every scope of a search names the same ones or none.
 */
export interface FacetRefs {
  industry: SQL;
  country: SQL;
}

/**
 * A scalar SQL expression with the exact number of companies in the scope, read from the
 * precomputed tables: one row per matching group, plus one seek per group and employee
 * bound. Without a year range the groups summed over every year serve (one per rank
 * bucket at most). Only meaningful while company_counts_state.stale = 0.
 */
export function precomputedCount(scope: CountScope, facets: FacetRefs): SQL {
  const hasEmployees = scope.employeesMin !== undefined || scope.employeesMax !== undefined;
  const hasYears = scope.yearMin !== undefined || scope.yearMax !== undefined;
  const conditions = [
    sql`g.industry = ${scope.industry === undefined ? sql`''` : facets.industry}`,
    sql`g.country = ${scope.country === undefined ? sql`''` : facets.country}`,
  ];
  if (scope.rankBuckets !== undefined) {
    conditions.push(sql`g.rank_bucket in (${sql.join(scope.rankBuckets.map(literal), sql`, `)})`);
  } else if (hasEmployees && hasYears) {
    // Head counts per concrete year are kept per concrete rank bucket only.
    conditions.push(sql`g.rank_bucket <> ${literal(ANY_RANK_BUCKET)}`);
  } else {
    conditions.push(sql`g.rank_bucket = ${literal(ANY_RANK_BUCKET)}`);
  }
  if (hasYears) {
    conditions.push(sql`g.year_founded >= ${literal(Math.max(scope.yearMin ?? 0, 0))}`);
    if (scope.yearMax !== undefined) conditions.push(sql`g.year_founded <= ${literal(scope.yearMax)}`);
  } else {
    conditions.push(sql`g.year_founded = ${literal(ANY_YEAR)}`);
  }
  const high = scope.employeesMax === undefined ? sql`g.companies` : atMost('<=', scope.employeesMax);
  const low = scope.employeesMin === undefined ? sql`0` : atMost('<', scope.employeesMin);
  return sql`(select coalesce(sum(${high} - ${low}), 0) from company_count_groups as g
    where ${sql.join(conditions, sql` and `)})`;
}

/** 1 while the precomputed counts lag behind companies, were never built or have another layout. */
export const countsStale = sql`coalesce((select stale <> 0 or layout <> ${literal(COMPANY_COUNTS_LAYOUT)} from company_counts_state where id = 1), 1)`;

/**
 * Which build of the precomputed counts is current: the time of their last rebuild (to the
 * millisecond), or null while they are stale or in another layout. Any write to companies
 * makes them stale until the next rebuild, so figures read at one version hold while it lasts.
 */
const countsVersion = sql`(select rebuilt_at from company_counts_state
  where id = 1 and stale = 0 and layout = ${literal(COMPANY_COUNTS_LAYOUT)})`;

/** A condition true only while the counts are still the build `version` names. */
export const countsStillAt = (version: string): SQL => sql`${countsVersion} = ${version}`;

/** Whether the counts are still the build `version` names: one statement, one row read. */
export async function countsStillCurrent(db: Database, version: string): Promise<boolean> {
  const [row] = await db.all<{ current: number }>(sql`select ${countsStillAt(version)} as current`);
  return row?.current === 1;
}

/** The facets of `s`, the one-row source every measuring statement selects from. */
export const statementFacets: FacetRefs = { industry: sql`s.industry`, country: sql`s.country` };

/** `s`: whether the counts are usable, and the search's industry and country, bound once. */
export function measuringSource(facets: { industry?: string; country?: string }): SQL {
  return sql`(select ${countsStale} as stale, ${facets.industry ?? ''} as industry, ${facets.country ?? ''} as country) as s`;
}

/** The exact size of every scope a search asked for, and its answer to `ifNone`. */
export interface SearchMeasure {
  /** Undefined while the precomputed counts are stale. */
  counts: number[] | undefined;
  /** The build of the counts they were read from (countsVersion); null while they are stale. */
  version: string | null;
  /** What `ifNone` gave when the first scope holds no company, else null. */
  ifNone: string | null;
}

/** One row: whether the counts are usable (`stale`) and each scope's count, as c0, c1, ... */
type MeasureRow = Record<string, number | string | null>;

/**
 * One statement that measures a search before it runs: the exact size of every scope asked
 * for, from company_counts (a few rows each, a few hundred with a year range and a head
 * count range). Every scope names the search's own industry and country or none. `ifNone`,
 * a scalar, is asked only when the first scope holds no company.
 */
export async function measureSearch(
  db: Database,
  facets: { industry?: string; country?: string },
  scopes: CountScope[],
  ifNone: SQL | undefined,
): Promise<SearchMeasure> {
  const columns = scopes.map((scope, i) => {
    if (
      (scope.industry ?? facets.industry) !== facets.industry ||
      (scope.country ?? facets.country) !== facets.country
    ) {
      throw new Error('a measured scope names another industry or country than its search');
    }
    return sql`case when s.stale = 0 then ${precomputedCount(scope, statementFacets)} end as ${sql.raw(`c${i}`)}`;
  });
  const measuring = sql`select s.stale as stale, ${countsVersion} as version, ${sql.join(columns, sql`, `)}
    from ${measuringSource(facets)}`;
  // Materialized, so the first count is read once, not again by the question that follows it.
  const [row] = await db.all<MeasureRow>(
    ifNone === undefined
      ? measuring
      : sql`with m as materialized (${measuring})
          select m.*, case when m.stale = 0 and m.c0 = 0 then ${ifNone} end as if_none from m`,
  );
  const counts = row?.stale === 0 ? scopes.map((_, i) => Number(row?.[`c${i}`] ?? 0)) : undefined;
  const answer = row?.if_none;
  const version = row?.version;
  return {
    counts,
    version: counts && typeof version === 'string' ? version : null,
    ifNone: typeof answer === 'string' ? answer : null,
  };
}
