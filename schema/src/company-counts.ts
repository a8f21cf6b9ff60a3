import { type CompanyRankRange, companyRankBounds } from './contracts/companies.ts';

/**
 * Exact company counts without counting rows, because D1 bills every row a query reads.
 * Tables derived from `companies`, rebuilt by the statements below after any bulk load
 * (seed, importers):
 *
 * - company_count_groups: how many companies per (industry, country, rank bucket, year
 *   founded), also summed over any industry (''), any country (''), any rank bucket (-1)
 *   and any year (-1).
 * - company_counts: within each such group, one row per distinct head count holding how
 *   many companies of the group have at most that many employees, so any employee range
 *   is two index seeks per group. Groups with a concrete year keep concrete rank buckets
 *   only (summing over buckets per year would double the table); groups over any year
 *   keep both.
 * - company_sort_checkpoints: every COMPANY_CHECKPOINT_SPACING-th company of each sort order
 *   with its sort key, so a deep page of the whole directory starts near its first row.
 *
 * company_counts_state.stale turns 1 on any write to companies (triggers in the migration);
 * while it is 1, or the counts were built in another layout, the API counts rows instead:
 * a missed rebuild costs speed, never truth.
 */

export const COMPANY_CHECKPOINT_SPACING = 1000;
/** Bumped whenever the shape of the counts changes; stored by the rebuild, checked by the API. */
export const COMPANY_COUNTS_LAYOUT = 3;

/** Rank buckets: the five rank-range filters tile ranks 1..1,000,000 with these; 5 is the rest. */
const companyRankBuckets = [
  { bucket: 0, min: 1, max: 100 },
  { bucket: 1, min: 101, max: 1000 },
  { bucket: 2, min: 1001, max: 10_000 },
  { bucket: 3, min: 10_001, max: 100_000 },
  { bucket: 4, min: 100_001, max: 1_000_000 },
] as const;
export const OTHER_RANK_BUCKET = 5;
/**
 * The heads of the directory that partial indexes hold in name and in founded order, each
 * with the rank buckets it spans: a "Top" range sorted so walks its own companies instead
 * of skipping the many ranked below it.
 */
export const companyRankHeads = [
  { maxRank: 10_000, buckets: [0, 1, 2] },
  { maxRank: 100_000, buckets: [0, 1, 2, 3] },
] as const;
export type CompanyRankHead = (typeof companyRankHeads)[number];
/** The rank_bucket of rows summed over every bucket, and the year_founded of rows over every year. */
export const ANY_RANK_BUCKET = -1;
export const ANY_YEAR = -1;

/** The buckets that exactly make up a rank range. */
export function rankBucketsOf(range: CompanyRankRange): number[] {
  const { min, max } = companyRankBounds[range];
  return companyRankBuckets.filter((b) => b.min >= min && b.max <= max).map((b) => b.bucket);
}

const rankBucketSql = `case ${companyRankBuckets.map((b) => `when rank between ${b.min} and ${b.max} then ${b.bucket}`).join(' ')} else ${OTHER_RANK_BUCKET} end`;

/** Each roll-up as the select expressions of (industry, country, rank_bucket, year_founded). */
type Rollup = [industry: string, country: string, rankBucket: string, year: string];

const overIndustryCountry: [string, string][] = [
  ['industry', 'country'],
  ['industry', "''"],
  ["''", 'country'],
  ["''", "''"],
];
const headCountRollups: Rollup[] = overIndustryCountry.flatMap(([industry, country]): Rollup[] => [
  [industry, country, 'rank_bucket', 'year_founded'],
  [industry, country, 'rank_bucket', `${ANY_YEAR}`],
  [industry, country, `${ANY_RANK_BUCKET}`, `${ANY_YEAR}`],
]);
const groupRollups: Rollup[] = overIndustryCountry.flatMap(([industry, country]): Rollup[] => [
  [industry, country, 'rank_bucket', 'year_founded'],
  [industry, country, `${ANY_RANK_BUCKET}`, 'year_founded'],
  [industry, country, 'rank_bucket', `${ANY_YEAR}`],
  [industry, country, `${ANY_RANK_BUCKET}`, `${ANY_YEAR}`],
]);

/** The columns among a roll-up's select expressions that vary (the rest are constants). */
const varyingOf = (columns: string[]) => columns.filter((c) => /^[a-z_]+$/.test(c));

// SQLite reads an integer in GROUP BY as a column position, so the constant columns of a
// roll-up stay out of it (they are constant within the roll-up anyway).
function groupBy(...columns: string[]): string {
  const varying = varyingOf(columns);
  // Without a column to group by, an empty directory must still yield no row, not a NULL sum.
  return varying.length === 0 ? 'having count(*) > 0' : `group by ${varying.join(', ')}`;
}

/**
 * A window's partition by the roll-up's varying columns only: a constant splits nothing, and
 * with one in it SQLite sorted the grouped rows again instead of reading them in the order
 * the GROUP BY left them (a second temporary B-tree per roll-up).
 */
function partitionBy(...columns: string[]): string {
  const varying = varyingOf(columns);
  return varying.length === 0 ? '' : `partition by ${varying.join(', ')} `;
}

const finestGroups = `(select * from company_count_groups
  where industry <> '' and country <> '' and rank_bucket <> ${ANY_RANK_BUCKET} and year_founded <> ${ANY_YEAR})`;

/** Statements that rebuild the counts from companies; run them in order, in one transaction when possible. */
export const rebuildCompanyCountsStatements: readonly string[] = [
  'drop table if exists company_count_cells',
  // The finest cells in one pass over companies; every roll-up sums cells.
  `create table company_count_cells as
     select industry, country, ${rankBucketSql} as rank_bucket, year_founded, employees, count(*) as companies
     from companies group by 1, 2, 3, 4, 5`,
  'delete from company_counts',
  'delete from company_count_groups',
  ...headCountRollups.map(
    ([industry, country, rankBucket, year]) =>
      `insert into company_counts (industry, country, rank_bucket, year_founded, employees, at_most)
       select ${industry}, ${country}, ${rankBucket}, ${year}, employees,
         sum(sum(companies)) over (${partitionBy(industry, country, rankBucket, year)}order by employees)
       from company_count_cells ${groupBy(industry, country, rankBucket, year, 'employees')}`,
  ),
  ...groupRollups.map(
    ([industry, country, rankBucket, year], i) =>
      // The finest groups come from the cells, the coarser ones from those (a quarter the rows).
      `insert into company_count_groups (industry, country, rank_bucket, year_founded, companies)
       select ${industry}, ${country}, ${rankBucket}, ${year}, sum(companies)
       from ${i === 0 ? 'company_count_cells' : finestGroups} ${groupBy(industry, country, rankBucket, year)}`,
  ),
  'drop table company_count_cells',
  'delete from company_sort_checkpoints',
  // Only index columns in the windows, so each reads its covering index in order.
  `insert into company_sort_checkpoints (sort_key, position, key_int, id)
   select 'rank', position, rank, id
   from (select id, rank, row_number() over (order by rank) - 1 as position from companies)
   where position % ${COMPANY_CHECKPOINT_SPACING} = 0`,
  `insert into company_sort_checkpoints (sort_key, position, key_text, id)
   select 'name', position, name_sort_key, id
   from (select id, name_sort_key, row_number() over (order by name_sort_key, id) - 1 as position from companies)
   where position % ${COMPANY_CHECKPOINT_SPACING} = 0`,
  `insert into company_sort_checkpoints (sort_key, position, key_int, id)
   select 'founded', position, year_founded, id
   from (select id, year_founded, row_number() over (order by year_founded, id) - 1 as position from companies)
   where position % ${COMPANY_CHECKPOINT_SPACING} = 0`,
  // To the millisecond, not the second: the API keeps figures read from the counts while
  // rebuilt_at is still the one they were read at, so a rebuild after new data must not
  // repeat the stamp of the one before it (the load between them takes far longer than that).
  `update company_counts_state set stale = 0, layout = ${COMPANY_COUNTS_LAYOUT},
     rebuilt_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where id = 1`,
];
