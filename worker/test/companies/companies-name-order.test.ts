import { env } from 'cloudflare:test';
import { COMPANY_CHECKPOINT_SPACING } from '@domainary/schema/company-counts.ts';
import { companySearchResponseSchema } from '@domainary/schema/contracts/companies.ts';
import { parse } from 'csv-parse/sync';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { companyOrderBy } from '../../src/companies/data/company-rows.ts';
import { api } from '../support/api.ts';
import { expectedSearch, type SearchParams, searchPath } from '../support/company-expectation.ts';
import {
  type FixtureCompany,
  fixtureCountries,
  fixtureIndustries,
  insertCompanies,
  markCountsStale,
  rebuildCompanyCounts,
} from '../support/company-fixture.ts';

// Each case walks many pages; a busy machine must not fail it on time alone.
vi.setConfig({ testTimeout: 60_000 });

/**
 * Names a binary order gets wrong: mixed case, Polish, German, French, Nordic and Turkish
 * letters (some NFD cannot decompose), names equal but for case or accents, punctuation and
 * digits. The expectation sorts them with Intl.Collator, not with the stored key.
 */
const leads = [
  'alpha',
  'Beta',
  'Ćma',
  'delta',
  'Żukowski',
  'żukowski',
  'Zając',
  'zebra',
  'Łódź',
  'Lodz',
  'Łukasiewicz',
  'Ślusarczyk',
  'Szymański',
  'Müller',
  'MÜLLER',
  'Mueller',
  'Straße',
  'Strasse',
  'Strasbourg',
  'Ärzte',
  'Arzte',
  'Ångström',
  'Éclair',
  'eclair',
  'École',
  'Çelik',
  'Côte',
  'Œuvre',
  'Oeuvre',
  'Ørsted',
  'Orsted',
  'Işık',
  'Isik',
  'Þórsson',
  "O'Brien",
  'Obrien',
  'AT&T',
  '3M',
  'Zürich',
  'Åre',
];
const tails = ['', 'Quotes', 'and Zając', 'GmbH', 'S.A.', 'Sp. z o.o.', '& Söhne', 'et Fils', 'Énergie'];
const themes = ['solar panels', 'payment rails', 'clinic software'];

/** Past two checkpoint spacings, so deep pages start before, on and after checkpoints. */
const COUNT = COMPANY_CHECKPOINT_SPACING * 2 + 300;

function buildNamedCompanies(): FixtureCompany[] {
  return Array.from({ length: COUNT }, (_, i) => {
    const lead = leads[i % leads.length] as string;
    const tail = tails[Math.floor(i / leads.length) % tails.length] as string;
    const name = tail === '' ? lead : `${lead} ${tail}`;
    return {
      id: 5000 + i,
      name,
      website: `company${i}.com`,
      industry: fixtureIndustries[(i * 7) % fixtureIndustries.length] as string,
      country: fixtureCountries[(i * 3 + Math.floor(i / 11)) % fixtureCountries.length] as string,
      // 7919 is prime and coprime to COUNT: every rank 1..COUNT once, spread over the ids.
      rank: ((i * 7919) % COUNT) + 1,
      yearFounded: 1970 + ((i * 13) % 55),
      employees: 1 + ((i * 37) % 5000),
      description: `${name} makes ${themes[i % themes.length]}.`,
    };
  });
}

const all = buildNamedCompanies();

beforeAll(async () => {
  await insertCompanies(all);
  await rebuildCompanyCounts();
});

async function search(p: SearchParams, page: number, pageSize: number) {
  const res = await api(searchPath(p, page, pageSize));
  expect(res.status, await res.clone().text()).toBe(200);
  const rowsRead = Number(res.headers.get('Server-Timing')?.match(/rows_read=(\d+)/)?.[1]);
  return { body: companySearchResponseSchema.parse(await res.json()), rowsRead };
}

async function expectPages(p: SearchParams, pages: number[], pageSize = 10) {
  const want = expectedSearch(all, p);
  for (const page of pages) {
    const { body } = await search(p, page, pageSize);
    expect(body.totalCount, JSON.stringify(p)).toBe(want.length);
    expect(
      body.companies.map((c) => `${c.name} #${c.id}`),
      `${JSON.stringify(p)} page ${page}`,
    ).toEqual(want.slice((page - 1) * pageSize, page * pageSize).map((c) => `${c.name} #${c.id}`));
  }
}

const lastPages = (p: SearchParams, pageSize = 10) => {
  const pages = Math.ceil(expectedSearch(all, p).length / pageSize);
  return [1, 2, Math.ceil(pages / 2), pages - 1, pages].filter((n) => n >= 1);
};

const sorts = ['name_asc', 'name_desc'] as const;

describe('company names sort as people read them', () => {
  it("orders the issue's names: alpha, Beta, Ćma, delta; Żukowski and Zając before Żukowski Quotes", async () => {
    const order: string[] = [];
    for (let page = 1; order.length < COUNT; page++) {
      const { body } = await search({ sortBy: 'name_asc' }, page, 100);
      if (body.companies.length === 0) break;
      order.push(...body.companies.map((c) => c.name));
    }
    const firstOf = (name: string) => order.indexOf(name);
    const issue = ['alpha', 'Beta', 'Ćma', 'delta'].map(firstOf);
    expect(issue.every((at) => at >= 0)).toBe(true);
    expect(issue).toEqual([...issue].sort((a, b) => a - b));
    expect(firstOf('Żukowski and Zając')).toBeLessThan(firstOf('Żukowski Quotes'));
    // Accented initials sit with their plain letter, not after "z".
    expect(firstOf('Ärzte')).toBeLessThan(firstOf('Beta'));
    expect(firstOf('Łódź')).toBeLessThan(firstOf('Mueller'));
    expect(firstOf('zebra')).toBeLessThan(firstOf('Żukowski'));
    expect(firstOf('Żukowski')).toBeLessThan(firstOf('Zürich'));
  });

  it.each(sorts)('pages the whole directory in reading order, first and deep pages, %s', async (sortBy) => {
    const p = { sortBy };
    await expectPages(p, [1, 2, 99, 100, 101, 150, 199, 200, 201, 229, 230]);
    await expectPages(p, [1, 142, 143, 285, 328, 329], 7);
  });

  it.each(sorts)('pages filtered searches in reading order from either end, %s', async (sortBy) => {
    const filtered: SearchParams[] = [
      { sortBy, country: 'Germany' },
      { sortBy, industry: 'Retail' },
      { sortBy, industry: 'Software', country: 'Japan' },
      { sortBy, rankRange: 'Top 1000' },
      { sortBy, foundedAfter: 1990, foundedBefore: 2000 },
      { sortBy, minEmployees: 100, maxEmployees: 2000, country: 'Brazil' },
    ];
    for (const p of filtered) await expectPages(p, lastPages(p));
  });

  it.each(sorts)('pages keyword searches in reading order, %s', async (sortBy) => {
    const keywords: SearchParams[] = [
      { sortBy, q: 'solar' },
      { sortBy, q: 'Żukowski' },
      { sortBy, q: 'payment', industry: 'Finance' },
      { sortBy, q: 'clinic', rankRange: 'Top 1000', foundedAfter: 1980 },
    ];
    for (const p of keywords) await expectPages(p, lastPages(p));
  });

  it.each(sorts)(
    'keeps the order while the precomputed counts are stale (SQLite plans), %s',
    async (sortBy) => {
      await markCountsStale();
      try {
        await expectPages({ sortBy }, [1, 150, 230]);
        await expectPages({ sortBy, country: 'Japan' }, [1, 20]);
      } finally {
        await rebuildCompanyCounts();
      }
    },
  );

  it.each(sorts)('exports the CSV in reading order, %s', async (sortBy) => {
    for (const query of [
      `sortBy=${sortBy}`,
      `sortBy=${sortBy}&country=Germany`,
      `sortBy=${sortBy}&q=solar`,
    ]) {
      const res = await api(`/api/companies/export.csv?${query}`);
      expect(res.status, query).toBe(200);
      const rows = (parse(await res.text()) as string[][]).slice(1);
      const params = Object.fromEntries(new URLSearchParams(query)) as SearchParams;
      const want = expectedSearch(all, params);
      expect(
        rows.map((r) => `${r[1]} ${r[0]}`),
        query,
      ).toEqual(want.map((c) => `${c.name} ${c.rank}`));
    }
  });
});

describe('name-ordered reads', () => {
  /** SQLite's plan for a statement, one detail line per step. */
  async function planOf(statement: string): Promise<string[]> {
    const { results } = await env.DB.prepare(`explain query plan ${statement}`).all<{ detail: string }>();
    return results.map((r) => r.detail);
  }

  it.each([
    ['the whole directory', 'companies_name_id_filters_idx', '1'],
    ['a country', 'companies_country_name_idx', "country = 'Germany'"],
    ['an industry', 'companies_industry_name_idx', "industry = 'Retail' and employees >= 10"],
  ])('walk %s in key order through its index, with no sort step', async (_, index, where) => {
    for (const sort of sorts) {
      for (const backward of [false, true]) {
        const order = new SQLiteSyncDialect().sqlToQuery(companyOrderBy(sort, backward)).sql;
        const plan = await planOf(
          `select id from companies indexed by ${index} where ${where} order by ${order} limit 10 offset 20`,
        );
        expect(plan.join('\n'), `${sort} ${backward}`).toMatch(new RegExp(`USING COVERING INDEX ${index}`));
        expect(plan.join('\n'), `${sort} ${backward}`).not.toContain('TEMP B-TREE');
      }
    }
  });

  it('reads about one page of index entries for a name-ordered page, shallow or deep', async () => {
    // The measuring statement reads a few count rows; the page reads its walk and its rows.
    const cases: [SearchParams, number, number][] = [
      [{ sortBy: 'name_asc' }, 1, 60],
      [{ sortBy: 'name_desc' }, 1, 60],
      // Deep: from the nearest checkpoint, at most one spacing walked.
      [{ sortBy: 'name_asc' }, 151, COMPANY_CHECKPOINT_SPACING + 100],
      [{ sortBy: 'name_desc' }, 151, COMPANY_CHECKPOINT_SPACING + 100],
      [{ sortBy: 'name_asc', country: 'Germany' }, 3, 100],
      [{ sortBy: 'name_desc', industry: 'Retail' }, 3, 100],
    ];
    for (const [p, page, most] of cases) {
      const { rowsRead } = await search(p, page, 10);
      expect(rowsRead, `${JSON.stringify(p)} page ${page}`).toBeLessThan(most);
    }
  });
});
