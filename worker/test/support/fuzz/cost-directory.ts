import { env } from 'cloudflare:test';
import { companyNameSortKey } from '@domainary/schema/company-name-sort-key.ts';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { FixtureCompany } from '../company-fixture.ts';

/** Shares as the full seed has them: one country and one industry hold much of the directory. */
const countries = ['United States', 'United States', 'United States', 'Germany', 'Japan', 'Brazil', 'India'];
const industries = ['Software', 'Software', 'Finance', 'Healthcare', 'Retail', 'Energy', 'Logistics'];
/** A country the directory barely holds (one company in 2,000), for rare filters beside common words. */
export const RARE_COUNTRY = 'Iceland';
const stems = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Vandelay',
  'Stark',
  'Wayne',
  'Tyrell',
  'Co',
];
const suffixes = ['Labs', 'Systems', 'Group', 'Holdings', 'Co', 'Software'];
const themes = [
  'solar panels',
  'payment rails',
  'clinic software',
  'grocery delivery',
  'cloud storage',
  'a co-op',
];

/**
 * A directory of `count` companies for the cost fuzzer, shaped like the full seed where
 * cost depends on it: every rank once, a few common words in most descriptions ("a",
 * "co", "software", "group"), and a country and an industry holding a large share, so the
 * widest keywords, filters and deepest pages cost what they would at scale, in proportion;
 * and a rare country, so a common word beside a filter that leaves few costs what it would.
 */
export function buildCostDirectory(count: number, seed = 25): FixtureCompany[] {
  const generator = xoroshiro128plus(seed);
  const next = () => (generator.next() >>> 0) / 2 ** 32;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const ranks = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [ranks[i], ranks[j]] = [ranks[j] as number, ranks[i] as number];
  }
  return ranks.map((rank, i) => {
    const stem = pick(stems);
    const suffix = pick(suffixes);
    const name = `${stem} ${suffix}`;
    return {
      id: i + 1,
      name,
      website: `${stem}${suffix}${i}.com`.toLowerCase(),
      industry: pick(industries),
      country: (i + 1) % 2000 === 0 ? RARE_COUNTRY : pick(countries),
      rank,
      yearFounded: 1900 + Math.floor(next() * 125),
      employees: Math.floor(10 ** (next() * 5.5)),
      description: `${name} is a company that builds ${pick(themes)} for customers in ${pick(themes)}, a co-founded group.`,
    };
  });
}

/**
 * Inserts the directory a thousand companies per statement (a JSON array bound as one
 * parameter), so the FTS5 triggers index each row as every writer's would, in seconds.
 */
export async function insertCostDirectory(companies: readonly FixtureCompany[]): Promise<void> {
  const statement = env.DB.prepare(
    `insert into companies (id, name, name_sort_key, website, industry, country, rank, year_founded,
       employees, revenue_amount, revenue_currency, description, date_added)
     select c.value ->> '$.id', c.value ->> '$.name', c.value ->> '$.key', c.value ->> '$.website',
       c.value ->> '$.industry', c.value ->> '$.country', c.value ->> '$.rank', c.value ->> '$.yearFounded',
       c.value ->> '$.employees', (c.value ->> '$.employees') * 120000, 'USD', c.value ->> '$.description',
       '2024-01-15'
     from json_each(?) as c`,
  );
  for (let i = 0; i < companies.length; i += 1_000) {
    const chunk = companies.slice(i, i + 1_000).map((c) => ({ ...c, key: companyNameSortKey(c.name) }));
    await statement.bind(JSON.stringify(chunk)).run();
  }
}
