import { env } from 'cloudflare:test';
import { rebuildCompanyCountsStatements } from '@domainary/schema/company-counts.ts';
import { companyNameSortKey } from '@domainary/schema/company-name-sort-key.ts';
import { numberCompanyOrdersStatements } from '@domainary/schema/company-orders.ts';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A company as the tests insert it and as their independent expectations read it. */
export interface FixtureCompany {
  id: number;
  name: string;
  website: string;
  industry: string;
  country: string;
  rank: number;
  yearFounded: number;
  employees: number;
  description: string;
}

export const fixtureIndustries = ['Software', 'Finance', 'Healthcare', 'Retail', 'Energy'];
export const fixtureCountries = ['United States', 'Germany', 'Japan', 'Brazil'];
const stems = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay', 'Stark', 'Wayne', 'Tyrell'];
const suffixes = ['Labs', 'Systems', 'Group', 'Holdings'];
const themes = ['solar panels', 'payment rails', 'clinic software', 'grocery delivery', 'cloud storage'];

/** A fixed pseudo-random sequence in [0, 1), so every run builds the same directory. */
function prng(seed: number): () => number {
  const generator = xoroshiro128plus(seed);
  return () => (generator.next() >>> 0) / 2 ** 32;
}

/**
 * `count` companies whose names, years and employee counts repeat often (so tie-breakers
 * matter) and whose ranks fall in every rank-range filter.
 */
export function buildCompanies(count: number, seed = 7): FixtureCompany[] {
  const next = prng(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T;
  const rankPools = [
    [1, 100],
    [101, 1000],
    [1001, 10_000],
    [10_001, 100_000],
    [100_001, 1_000_000],
    [1_000_001, 1_200_000],
  ] as const;
  const usedRanks = new Set<number>();
  const usedInPool = (lo: number, hi: number) => [...usedRanks].filter((r) => r >= lo && r <= hi).length;
  return Array.from({ length: count }, (_, i) => {
    let [lo, hi] = pick([...rankPools]);
    // A full small pool (only 100 ranks in the top 100) sends the rest to the largest.
    if (usedInPool(lo, hi) > hi - lo) [lo, hi] = [100_001, 1_000_000];
    let rank = lo + Math.floor(next() * (hi - lo + 1));
    while (usedRanks.has(rank)) rank = rank >= hi ? lo : rank + 1;
    usedRanks.add(rank);
    const stem = pick(stems);
    const suffix = pick(suffixes);
    const name = `${stem} ${suffix}`;
    return {
      id: 1000 + i * 3,
      name,
      website: `${stem}${suffix}.com`.toLowerCase(),
      industry: pick(fixtureIndustries),
      country: pick(fixtureCountries),
      rank,
      yearFounded: 1975 + Math.floor(next() * 50),
      employees: Math.floor(10 ** (next() * 5.5)),
      description: `${name} builds ${pick(themes)} for customers in ${pick(themes)}.`,
    };
  });
}

/** Inserts the companies (and so their FTS rows, through the triggers) with their name sort keys, as every writer does. */
export async function insertCompanies(companies: FixtureCompany[]): Promise<void> {
  const statement = env.DB.prepare(
    `insert into companies (id, name, name_sort_key, website, industry, country, rank, year_founded,
       employees, revenue_amount, revenue_currency, description, date_added)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'USD', ?, '2024-01-15')`,
  );
  const rows = companies.map((c) =>
    statement.bind(
      c.id,
      c.name,
      companyNameSortKey(c.name),
      c.website,
      c.industry,
      c.country,
      c.rank,
      c.yearFounded,
      c.employees,
      c.employees * 120_000,
      c.description,
    ),
  );
  for (let i = 0; i < rows.length; i += 100) await env.DB.batch(rows.slice(i, i + 100));
}

/** A portfolio domain row: only the columns the company endpoints read vary. */
export async function insertCompanyDomain(
  id: number,
  companyId: number,
  name: string,
  extension: string,
  status: string,
  expiryDate: string | null,
): Promise<void> {
  await env.DB.prepare(
    `insert into domains (id, name, extension, length, status, expiry_date, estimated_value,
       estimated_value_min, estimated_value_max, seo_score, traffic_score, brandability_score,
       potential_score, brand_score, market_value, traffic_potential, available, industry, company_id, registrar)
     values (?, ?, ?, ?, ?, ?, 1000, 800, 1200, 50, 50, 50, 50, 50, 50, 50, 0, 'tech', ?, ?)`,
  )
    .bind(id, name, extension, name.length, status, expiryDate, companyId, `Registrar of ${name}`)
    .run();
}

/**
 * Runs the same rebuild the seed and the importers run after a bulk load: every company's
 * place in name and founding order (the keyword indexes in those orders are keyed by it),
 * then the counts.
 */
export async function rebuildCompanyCounts(): Promise<void> {
  const highest = await env.DB.prepare('select coalesce(max(id), 0) as id from companies').first<{
    id: number;
  }>();
  const statements = [...numberCompanyOrdersStatements(highest?.id ?? 0), ...rebuildCompanyCountsStatements];
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
}

export async function markCountsStale(): Promise<void> {
  await env.DB.prepare('update company_counts_state set stale = 1 where id = 1').run();
}
