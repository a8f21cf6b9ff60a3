import { type CompanyRankRange, companyRankBounds } from './contracts/companies.ts';

/**
 * Exact company counts without counting rows (DESIGN.md "Data": D1 bills every row read).
 * Two tables, both derived from `companies` and rebuilt by the statements below after any
 * bulk load (seed, importers):
 *
 * - company_count_groups: how many companies per (industry, country, rank bucket, year
 *   founded), also summed over any industry (''), any country ('') and any rank bucket (-1).
 * - company_counts: within each (industry, country, rank bucket, year) group with a concrete
 *   rank bucket, one row per distinct head count holding how many companies of the group
 *   have at most that many employees. Any employee range is then two index seeks per group.
 *
 * - company_sort_checkpoints: every COMPANY_CHECKPOINT_SPACING-th company of each sort order
 *   with its sort key, so a deep page of the whole directory starts near its first row.
 *
 * company_counts_state.stale turns 1 on any write to companies (triggers in the migration);
 * while it is 1 the API counts rows instead, so a missed rebuild costs speed, never truth.
 */

export const COMPANY_CHECKPOINT_SPACING = 1000;

/** Rank buckets: the five ranges of SPEC 2 tile ranks 1..1,000,000 with these; 5 is the rest. */
export const companyRankBuckets = [
  { bucket: 0, min: 1, max: 100 },
  { bucket: 1, min: 101, max: 1000 },
  { bucket: 2, min: 1001, max: 10_000 },
  { bucket: 3, min: 10_001, max: 100_000 },
  { bucket: 4, min: 100_001, max: 1_000_000 },
] as const;
export const OTHER_RANK_BUCKET = 5;
/** The rank_bucket value of the rows summed over every bucket. */
export const ANY_RANK_BUCKET = -1;

/** The buckets that exactly make up a rank range. */
export function rankBucketsOf(range: CompanyRankRange): number[] {
  const { min, max } = companyRankBounds[range];
  return companyRankBuckets.filter((b) => b.min >= min && b.max <= max).map((b) => b.bucket);
}

const rankBucketSql = `case ${companyRankBuckets.map((b) => `when rank between ${b.min} and ${b.max} then ${b.bucket}`).join(' ')} else ${OTHER_RANK_BUCKET} end`;

// The finest cells first (one pass over companies), then every roll-up from those cells.
const rollups: [industry: string, country: string][] = [
  ['industry', 'country'],
  ['industry', "''"],
  ["''", 'country'],
  ["''", "''"],
];

/** Statements that rebuild the counts from companies; run them in order, in one transaction when possible. */
export const rebuildCompanyCountsStatements: readonly string[] = [
  'drop table if exists company_count_cells',
  `create table company_count_cells as
     select industry, country, ${rankBucketSql} as rank_bucket, year_founded, employees, count(*) as companies
     from companies group by 1, 2, 3, 4, 5`,
  'delete from company_counts',
  'delete from company_count_groups',
  ...rollups.map(
    ([industry, country]) =>
      `insert into company_counts (industry, country, rank_bucket, year_founded, employees, at_most)
       select ${industry}, ${country}, rank_bucket, year_founded, employees,
         sum(sum(companies)) over (partition by ${industry}, ${country}, rank_bucket, year_founded order by employees)
       from company_count_cells group by 1, 2, 3, 4, 5`,
  ),
  `insert into company_count_groups (industry, country, rank_bucket, year_founded, companies)
   select industry, country, rank_bucket, year_founded, sum(companies)
   from company_count_cells group by 1, 2, 3, 4`,
  // Coarser groups sum the finest groups, a quarter the size of the cells.
  ...rollups.slice(1).map(
    ([industry, country]) =>
      `insert into company_count_groups (industry, country, rank_bucket, year_founded, companies)
       select ${industry}, ${country}, rank_bucket, year_founded, sum(companies)
       from company_count_groups where industry <> '' and country <> '' and rank_bucket >= 0 group by 1, 2, 3, 4`,
  ),
  `insert into company_count_groups (industry, country, rank_bucket, year_founded, companies)
   select industry, country, ${ANY_RANK_BUCKET}, year_founded, sum(companies)
   from company_count_groups where rank_bucket >= 0 group by 1, 2, 4`,
  'drop table company_count_cells',
  'delete from company_sort_checkpoints',
  // Only index columns in the windows, so each reads its covering index in order.
  `insert into company_sort_checkpoints (sort_key, position, key_int, id)
   select 'rank', position, rank, id
   from (select id, rank, row_number() over (order by rank) - 1 as position from companies)
   where position % ${COMPANY_CHECKPOINT_SPACING} = 0`,
  `insert into company_sort_checkpoints (sort_key, position, key_text, id)
   select 'name', position, name, id
   from (select id, name, row_number() over (order by name, id) - 1 as position from companies)
   where position % ${COMPANY_CHECKPOINT_SPACING} = 0`,
  `insert into company_sort_checkpoints (sort_key, position, key_int, id)
   select 'founded', position, year_founded, id
   from (select id, year_founded, row_number() over (order by year_founded, id) - 1 as position from companies)
   where position % ${COMPANY_CHECKPOINT_SPACING} = 0`,
  'update company_counts_state set stale = 0, rebuilt_at = CURRENT_TIMESTAMP where id = 1',
];
