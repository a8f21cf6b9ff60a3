import { env } from 'cloudflare:test';
import {
  companySearchQuerySchema,
  companySearchResponseSchema,
  companySorts,
} from '@domainary/schema/contracts/companies.ts';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchCompanies } from '../../src/companies/company-search.ts';
import type { Database } from '../../src/db/database.ts';
import { api } from '../support/api.ts';
import { expectedSearch, type SearchParams, searchPath } from '../support/company-expectation.ts';
import {
  buildCompanies,
  insertCompanies,
  markCountsStale,
  rebuildCompanyCounts,
} from '../support/company-fixture.ts';

interface Statement {
  sql: string;
  params: unknown[];
}

/** The D1 binding, noting every statement it is asked to run with its parameters. */
function recordingD1(statements: Statement[]): D1Database {
  const bound = (statement: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, prop) {
        if (prop === 'bind') {
          return (...params: unknown[]) => {
            statements.push({ sql, params });
            return target.bind(...params);
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => bound(target.prepare(sql), sql);
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** SQLite's plan for a statement, one detail line per step. */
async function planOf({ sql, params }: Statement): Promise<string> {
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail).join('\n');
}

/** The plans of the statements of one search, in the order they run. */
async function searchPlans(params: object): Promise<string[]> {
  const statements: Statement[] = [];
  const db = drizzle(recordingD1(statements)) as unknown as Database;
  // As a query string brings them.
  const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  await searchCompanies(db, companySearchQuerySchema.parse(query));
  return Promise.all(statements.map(planOf));
}

const all = buildCompanies(2_000, 23);

beforeAll(async () => {
  await insertCompanies(all);
  await rebuildCompanyCounts();
});

describe('keyword search reads', () => {
  it.each([
    ['alone, by name (looked up and sorted)', { q: 'solar', sortBy: 'name_asc' }],
    ['alone, by year founded', { q: 'clinic', sortBy: 'founded_desc', page: '40' }],
    [
      'beside filters, by name',
      { q: 'payment', industry: 'Finance', minEmployees: '20', sortBy: 'name_desc' },
    ],
    ['beside a rank range, by rank', { q: 'grocery', rankRange: 'Top 1000', sortBy: 'rank_asc' }],
  ])('check each match in the narrow id index, never in its row: %s', async (_, params) => {
    const plans = (await searchPlans(params)).join('\n---\n');
    const lines = plans.split('\n');
    // The step after reading the matches (m, or FTS5 itself as f) is where each is checked.
    const checks = lines.flatMap((line, i) =>
      /^SCAN (m|f VIRTUAL TABLE)\b/.test(line) ? [lines[i + 1]] : [],
    );
    expect(checks.length, plans).toBeGreaterThan(0);
    for (const check of checks) {
      expect(check, plans).toMatch(/^SEARCH c USING COVERING INDEX companies_id_sorts_filters_idx \(id=\?/);
    }
  });
});

/** One page of a search, checked against the fixture, with the rows it read. */
async function searchReading(p: SearchParams): Promise<number> {
  const want = expectedSearch(all, p);
  const res = await api(searchPath(p, 1, 10));
  expect(res.status).toBe(200);
  const body = companySearchResponseSchema.parse(await res.json());
  expect(body.totalCount).toBe(want.length);
  expect(body.companies.map((c) => c.id)).toEqual(want.slice(0, 10).map((c) => c.id));
  return Number(res.headers.get('Server-Timing')?.match(/rows_read=(\d+)/)?.[1]);
}

describe('a keyword beside a filter whose range holds fewer companies than the keyword matches', () => {
  it.each<[string, SearchParams]>([
    ['a rank range', { q: 'solar', rankRange: 'Top 100', sortBy: 'name_asc' }],
    ['an industry and a country', { q: 'cloud', industry: 'Energy', country: 'Japan', sortBy: 'rank_desc' }],
    ['a founding year range', { q: 'payment', foundedAfter: 2022, sortBy: 'founded_asc' }],
  ])('reads that range instead of checking each match: %s', async (_, p) => {
    const range = expectedSearch(all, { ...p, q: undefined }).length;
    const matches = expectedSearch(all, { q: p.q }).length;
    expect(range).toBeLessThan(matches / 2);
    const fromRange = await searchReading(p);
    // While the counts are stale the range sizes are unknown, so every match is checked.
    await markCountsStale();
    try {
      const fromMatches = await searchReading(p);
      // Checking the matches adds a seek per match; the range adds its own entries.
      expect(fromRange).toBeLessThan(fromMatches - (matches - range) / 2);
    } finally {
      await rebuildCompanyCounts();
    }
  });
});

describe('a filtered search sorted by name', () => {
  it.each<[string, SearchParams, number, RegExp]>([
    [
      'a founding year range',
      { foundedAfter: 1990, foundedBefore: 1995, sortBy: 'name_desc' },
      // Deep enough that walking the name order costs more than sorting the range (two rows read an entry).
      15,
      /SEARCH companies USING COVERING INDEX companies_founded_id_filters_idx \(year_founded>\? AND year_founded<\?\)/,
    ],
    [
      'a head-count range',
      { minEmployees: 40, maxEmployees: 60, sortBy: 'name_asc' },
      3,
      /SEARCH companies USING COVERING INDEX companies_employees_filters_idx \(employees>\? AND employees<\?\)/,
    ],
    [
      'an industry in a country',
      { industry: 'Energy', country: 'Japan', foundedAfter: 1990, sortBy: 'name_asc' },
      3,
      /SEARCH companies USING COVERING INDEX companies_industry_country_rank_idx \(industry=\? AND country=\?\)/,
    ],
  ])('reads and sorts %s in its index alone, fetching no row', async (_, p, page, read) => {
    const want = expectedSearch(all, p);
    const res = await api(searchPath(p, page, 10));
    const body = companySearchResponseSchema.parse(await res.json());
    expect(body.totalCount).toBe(want.length);
    expect(body.companies.map((c) => c.id)).toEqual(want.slice((page - 1) * 10, page * 10).map((c) => c.id));
    const plans = await searchPlans({ ...p, page: String(page), pageSize: '10' });
    expect(plans.join('\n')).toMatch(read);
  });
});

describe('an industry alone in rank order', () => {
  it.each(['rank_asc', 'rank_desc'] as const)(
    'walks the industry in its own rank index, %s',
    async (sortBy) => {
      for (const p of [
        { industry: 'Energy', sortBy },
        { industry: 'Retail', rankRange: '100001-1000000', foundedAfter: 1990, sortBy },
      ] satisfies SearchParams[]) {
        for (const page of [1, 4]) {
          const want = expectedSearch(all, p);
          const body = companySearchResponseSchema.parse(await (await api(searchPath(p, page, 10))).json());
          expect(body.totalCount).toBe(want.length);
          expect(body.companies.map((c) => c.id)).toEqual(
            want.slice((page - 1) * 10, page * 10).map((c) => c.id),
          );
          const plans = (await searchPlans({ ...p, page: String(page), pageSize: '10' })).join('\n');
          expect(plans).toMatch(
            /SEARCH companies USING COVERING INDEX companies_industry_rank_idx \(industry=\?/,
          );
        }
      }
    },
  );
});

describe('a top rank range sorted by name or founding year', () => {
  it.each<[SearchParams, number, RegExp]>([
    [
      { rankRange: 'Top 1000', sortBy: 'name_desc' },
      15,
      /SCAN companies USING COVERING INDEX companies_top_10000_name_idx/,
    ],
    [
      { rankRange: 'Top 100000', sortBy: 'name_asc' },
      5,
      /SCAN companies USING COVERING INDEX companies_top_100000_name_idx/,
    ],
    [
      { rankRange: 'Top 10000', sortBy: 'founded_asc' },
      6,
      /SCAN companies USING COVERING INDEX companies_top_10000_founded_idx/,
    ],
    [
      { rankRange: 'Top 100000', foundedAfter: 1990, sortBy: 'founded_desc' },
      3,
      /SEARCH companies USING COVERING INDEX companies_top_100000_founded_idx \(year_founded>\?\)/,
    ],
  ])('walks the head of the directory in that order: %j page %i', async (p, page, read) => {
    const want = expectedSearch(all, p);
    const body = companySearchResponseSchema.parse(await (await api(searchPath(p, page, 10))).json());
    expect(body.totalCount).toBe(want.length);
    expect(body.companies.map((c) => c.id)).toEqual(want.slice((page - 1) * 10, page * 10).map((c) => c.id));
    const plans = await searchPlans({ ...p, page: String(page), pageSize: '10' });
    expect(plans.join('\n')).toMatch(read);
  });
});

describe('a keyword beside every filter at once', () => {
  it.each([...companySorts])('is answered exactly, sorted by %s', async (sortBy) => {
    for (const p of [
      { q: 'solar', industry: 'Energy', country: 'Japan', rankRange: '100001-1000000', foundedAfter: 1980 },
      {
        q: 'cloud',
        industry: 'Retail',
        country: 'Germany',
        foundedBefore: 2015,
        minEmployees: 20,
        maxEmployees: 90_000,
      },
      { q: 'payment', country: 'Brazil', rankRange: 'Top 100000', foundedAfter: 1976, minEmployees: 10 },
    ] satisfies SearchParams[]) {
      await searchReading({ ...p, sortBy });
    }
  });
});
