import { type SQL, sql } from 'drizzle-orm';
import {
  ANY_RANK_BUCKET,
  ANY_YEAR,
  COMPANY_COUNTS_LAYOUT,
  rankBucketsOf,
} from '../../../schema/src/company-counts.ts';
import type { CompanyFilters } from '../../../schema/src/contracts/companies.ts';
import type { Database } from '../db/database.ts';

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

/** The newest at_most of the group `g` at or below a head count (0 when none is). */
function atMost(bound: SQL): SQL {
  return sql`coalesce((select c.at_most from company_counts as c
    where c.industry = g.industry and c.country = g.country and c.rank_bucket = g.rank_bucket
      and c.year_founded = g.year_founded and c.employees ${bound}
    order by c.employees desc limit 1), 0)`;
}

/**
 * A scalar SQL expression with the exact number of companies in the scope, read from the
 * precomputed tables: one row per matching group, plus one seek per group and employee
 * bound. Without a year range the groups summed over every year serve (one per rank
 * bucket at most). Only meaningful while company_counts_state.stale = 0.
 */
export function precomputedCount(scope: CountScope): SQL {
  const hasEmployees = scope.employeesMin !== undefined || scope.employeesMax !== undefined;
  const hasYears = scope.yearMin !== undefined || scope.yearMax !== undefined;
  const conditions = [sql`g.industry = ${scope.industry ?? ''}`, sql`g.country = ${scope.country ?? ''}`];
  if (scope.rankBuckets !== undefined) {
    conditions.push(
      sql`g.rank_bucket in (${sql.join(
        scope.rankBuckets.map((b) => sql`${b}`),
        sql`, `,
      )})`,
    );
  } else if (hasEmployees && hasYears) {
    // Head counts per concrete year are kept per concrete rank bucket only.
    conditions.push(sql`g.rank_bucket <> ${ANY_RANK_BUCKET}`);
  } else {
    conditions.push(sql`g.rank_bucket = ${ANY_RANK_BUCKET}`);
  }
  if (hasYears) {
    conditions.push(sql`g.year_founded >= ${Math.max(scope.yearMin ?? 0, 0)}`);
    if (scope.yearMax !== undefined) conditions.push(sql`g.year_founded <= ${scope.yearMax}`);
  } else {
    conditions.push(sql`g.year_founded = ${ANY_YEAR}`);
  }
  const high = scope.employeesMax === undefined ? sql`g.companies` : atMost(sql`<= ${scope.employeesMax}`);
  const low = scope.employeesMin === undefined ? sql`0` : atMost(sql`< ${scope.employeesMin}`);
  return sql`(select coalesce(sum(${high} - ${low}), 0) from company_count_groups as g
    where ${sql.join(conditions, sql` and `)})`;
}

/** 1 while the precomputed counts lag behind companies, were never built or have another layout. */
export const countsStale = sql`coalesce((select stale <> 0 or layout <> ${COMPANY_COUNTS_LAYOUT} from company_counts_state where id = 1), 1)`;

/**
 * One statement that measures a search before it runs: the exact size of every scope asked
 * for, from company_counts (a few rows each, a few hundred with a year range and a head
 * count range). Undefined while the precomputed counts are stale.
 */
export async function measureSearch(db: Database, scopes: CountScope[]): Promise<number[] | undefined> {
  const columns = scopes.map(
    (scope, i) => sql`case when s.stale = 0 then ${precomputedCount(scope)} end as ${sql.raw(`c${i}`)}`,
  );
  const [row] = await db.all<Record<string, number | null>>(
    sql`select s.stale as stale, ${sql.join(columns, sql`, `)} from (select ${countsStale} as stale) as s`,
  );
  return row?.stale === 0 ? scopes.map((_, i) => row?.[`c${i}`] ?? 0) : undefined;
}
