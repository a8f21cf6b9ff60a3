import { env } from 'cloudflare:test';
import { companyNameSortKey } from '@domainary/schema/company-name-sort-key.ts';
import {
  COMPANY_EXPORT_MAX_ROWS,
  type CompanySort,
  companySearchQuerySchema,
  companySearchResponseSchema,
} from '@domainary/schema/contracts/companies.ts';
import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_PLANNED_ENTRIES } from '../../src/companies/company-plan.ts';
import type { CompanyIndex } from '../../src/companies/data/company-indexes.ts';
import { pageIdsSql } from '../../src/companies/data/page-statements.ts';
import { type RouteCost, routeCosts } from '../../src/http/route-costs.ts';
import { api } from '../support/api.ts';
import { rebuildCompanyCounts } from '../support/company-fixture.ts';

// The directory is built in SQL, 60,000 companies, and some searches read 40,000 entries.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * The full seed's shape in small: head counts follow rank inside one rank bucket. 60,000
 * companies ranked 100,001 to 160,000 (all in the bucket of ranks 100,001 to 1,000,000): the
 * 4,000 best ranked have 1,000 employees, the 56,000 below them only every 500th. A walk
 * from the bottom (rank descending) meets one match every 500 entries for its first 56,000;
 * priced as if matches were spread evenly in the bucket, page 12 of ten costs about 1,750.
 * Names and founding years follow rank too, so name and founding order walk the same way.
 */
const FIRST_RANK = 100_001;
const COMPANIES = 60_000;
const DENSE_BELOW = FIRST_RANK + 4000;
const SPARSE_EVERY = 500;

interface Company {
  rank: number;
  name: string;
  yearFounded: number;
  employees: number;
}

const directory: Company[] = Array.from({ length: COMPANIES }, (_, i) => {
  const rank = FIRST_RANK + i;
  return {
    rank,
    name: `Firm ${String(rank).padStart(7, '0')}`,
    yearFounded: 1950 + Math.floor(i / 1000),
    employees: rank < DENSE_BELOW || rank % SPARSE_EVERY === 0 ? 1000 : 10,
  };
});

/** Inserts the directory a few thousand companies per statement (ids are the ranks). */
async function insertDirectory(): Promise<void> {
  for (let i = 0; i < directory.length; i += 5000) {
    const chunk = directory
      .slice(i, i + 5000)
      .map((c) => [c.rank, c.name, companyNameSortKey(c.name), c.yearFounded, c.employees]);
    await env.DB.prepare(
      `insert into companies (id, name, name_sort_key, website, industry, country, rank, year_founded,
         employees, revenue_amount, revenue_currency, description, date_added)
       select value ->> 0, value ->> 1, value ->> 2, 'firm' || (value ->> 0) || '.com', 'Software',
         'Germany', value ->> 0, value ->> 3, value ->> 4, 1000000, 'USD', 'A firm.', '2024-01-15'
       from json_each(?)`,
    )
      .bind(JSON.stringify(chunk))
      .run();
  }
}

beforeAll(async () => {
  await insertDirectory();
  await rebuildCompanyCounts();
});

const search = (sortBy: string, page: number, pageSize = 10) =>
  `/api/companies?minEmployees=250&sortBy=${sortBy}&page=${page}&pageSize=${pageSize}`;
const rowsRead = (res: Response) =>
  Number(res.headers.get('Server-Timing')?.match(/rows_read=(\d+)/)?.[1] ?? Number.NaN);

/** The search's matches in its order: in every descending order here, best rank last. */
const matches = directory.filter((c) => c.employees >= 250).sort((a, b) => b.rank - a.rank);
/** The last page of ten a walk from the bottom fills within the entries it may read. */
const lastReached = Math.floor((Math.floor((MAX_PLANNED_ENTRIES - 1) / SPARSE_EVERY) + 1) / 10);
const bound = (routeCosts.get('GET /api/companies') as RouteCost).rows;

describe.each(['rank_desc', 'name_desc', 'founded_desc'])(
  'a search whose matches lie thinly where its walk starts, sorted by %s',
  (sortBy) => {
    it('reads past no bound on a page beyond what the walk may read, and refuses it as too deep', async () => {
      // Page 12 of ten lies 56,000 entries into the walk; the page after the last one reached,
      // just past its cap; page 12 of seven, partly within it. Page 12 of ten is asked twice:
      // measured first, then from the kept figures.
      const pages: [page: number, pageSize: number][] = [
        [12, 10],
        [lastReached + 1, 10],
        [12, 7],
        [12, 10],
      ];
      for (const [page, pageSize] of pages) {
        const res = await api(search(sortBy, page, pageSize));
        expect(rowsRead(res), `page ${page} of ${pageSize}`).toBeLessThanOrEqual(bound);
        expect(res.status, `page ${page} of ${pageSize}`).toBe(400);
        const message =
          'this page lies deeper than one search may read: narrow the search with filters, or sort it another way';
        expect(apiErrorSchema.parse(await res.json())).toEqual({
          error: {
            code: 'bad_request',
            message: `Invalid query: page: ${message}`,
            issues: [{ path: ['page'], message }],
          },
        });
      }
    });

    it('refuses a first page the walk cannot fill as the order at fault, not the page', async () => {
      // A page of 100 needs 100 matches; the walk's 40,000 entries from the bottom hold 80.
      const res = await api(search(sortBy, 1, 100));
      expect(rowsRead(res)).toBeLessThanOrEqual(bound);
      expect(res.status).toBe(400);
      const message =
        'the companies these filters find lie too far into this order for one search to read: sort them another way, or narrow the search with filters';
      expect(apiErrorSchema.parse(await res.json())).toEqual({
        error: {
          code: 'bad_request',
          message: `Invalid query: sortBy: ${message}`,
          issues: [{ path: ['sortBy'], message }],
        },
      });
    });

    it('answers exactly every page the walk reaches, and the last pages from the other end', async () => {
      const pages = Math.ceil(matches.length / 10);
      for (const page of [1, lastReached, pages - 1, pages]) {
        const res = await api(search(sortBy, page));
        expect(res.status, `page ${page}`).toBe(200);
        const body = companySearchResponseSchema.parse(await res.json());
        expect(body.totalCount).toBe(matches.length);
        expect(
          body.companies.map((c) => c.rank),
          `page ${page}`,
        ).toEqual(matches.slice((page - 1) * 10, page * 10).map((c) => c.rank));
        expect(rowsRead(res), `page ${page}`).toBeLessThanOrEqual(bound);
      }
    });
  },
);

describe('an export whose walk meets its matches late', () => {
  // Founding years follow rank here, so companies founded before a year are the best ranked:
  // a walk by rank, descending, passes every later company first. Priced as an even spread,
  // the walk costs half the sorted founding range, so the export walks.
  const exportPath = (foundedBefore: number) =>
    `/api/companies/export.csv?foundedBefore=${foundedBefore}&sortBy=rank_desc`;
  const exportBound = (routeCosts.get('GET /api/companies/export.csv') as RouteCost).rows;

  it('sends every row when the walk reaches them within its cap', async () => {
    // 30,000 later companies, then 10,000 of the 30,000 earlier: 40,000 entries exactly.
    const res = await api(exportPath(1979));
    expect(res.status).toBe(200);
    const earlier = directory.filter((c) => c.yearFounded <= 1979).sort((a, b) => b.rank - a.rank);
    const lines = (await res.text()).trim().split('\n').slice(1);
    expect(res.headers.get('X-Exported-Count')).toBe(String(COMPANY_EXPORT_MAX_ROWS));
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(
      earlier.slice(0, COMPANY_EXPORT_MAX_ROWS).map((c) => c.rank),
    );
    expect(rowsRead(res)).toBeLessThanOrEqual(exportBound);
  });

  it('refuses it, naming its order, when the walk meets its cap first', async () => {
    // 33,000 later companies, then only 7,000 earlier ones within the 40,000 entries. An
    // export has no page: the order is what the visitor can change.
    const res = await api(exportPath(1976));
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.issues).toEqual([
      {
        path: ['sortBy'],
        message: expect.stringContaining('too far into this order for one search to read'),
      },
    ]);
    expect(rowsRead(res)).toBeLessThanOrEqual(bound);
  });
});

/** SQLite's plan for the page statement of a walk along `index`, one detail line per step. */
async function walkPlan(index: CompanyIndex, sortBy: CompanySort): Promise<string> {
  const query = companySearchQuerySchema.parse({
    industry: 'Software',
    country: 'Germany',
    rankRange: 'Top 10000',
    foundedAfter: '1950',
    foundedBefore: '2000',
    minEmployees: '250',
    sortBy,
  });
  const read = {
    kind: 'index',
    index,
    reverse: false,
    offset: 20,
    limit: 10,
    maxEntries: MAX_PLANNED_ENTRIES,
  } as const;
  const { sql, params } = new SQLiteSyncDialect().sqlToQuery(pageIdsSql(query, read));
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail).join('\n');
}

describe('a capped walk', () => {
  it.each<[CompanyIndex, CompanySort, string]>([
    [
      'companies_rank_filters_idx',
      'rank_desc',
      'SEARCH companies USING COVERING INDEX companies_rank_filters_idx (rank>? AND rank<?)',
    ],
    [
      'companies_industry_rank_idx',
      'rank_asc',
      'SEARCH companies USING COVERING INDEX companies_industry_rank_idx (industry=? AND rank>? AND rank<?)',
    ],
    [
      'companies_country_rank_idx',
      'rank_desc',
      'SEARCH companies USING COVERING INDEX companies_country_rank_idx (country=? AND rank>? AND rank<?)',
    ],
    [
      'companies_industry_country_rank_idx',
      'rank_asc',
      'SEARCH companies USING COVERING INDEX companies_industry_country_rank_idx (industry=? AND country=? AND rank>? AND rank<?)',
    ],
    [
      'companies_name_id_filters_idx',
      'name_asc',
      'SCAN companies USING COVERING INDEX companies_name_id_filters_idx',
    ],
    [
      'companies_country_name_idx',
      'name_desc',
      'SEARCH companies USING COVERING INDEX companies_country_name_idx (country=?)',
    ],
    [
      'companies_industry_name_idx',
      'name_asc',
      'SEARCH companies USING COVERING INDEX companies_industry_name_idx (industry=?)',
    ],
    [
      'companies_top_10000_name_idx',
      'name_desc',
      'SCAN companies USING COVERING INDEX companies_top_10000_name_idx',
    ],
    [
      'companies_founded_id_filters_idx',
      'founded_asc',
      'SEARCH companies USING COVERING INDEX companies_founded_id_filters_idx (year_founded>? AND year_founded<?)',
    ],
    [
      'companies_industry_founded_idx',
      'founded_desc',
      'SEARCH companies USING COVERING INDEX companies_industry_founded_idx (industry=? AND year_founded>? AND year_founded<?)',
    ],
    [
      'companies_country_founded_idx',
      'founded_asc',
      'SEARCH companies USING COVERING INDEX companies_country_founded_idx (country=? AND year_founded>? AND year_founded<?)',
    ],
    [
      'companies_top_100000_founded_idx',
      'founded_desc',
      'SEARCH companies USING COVERING INDEX companies_top_100000_founded_idx (year_founded>? AND year_founded<?)',
    ],
  ])('seeks %s on its leading columns, reads no row and sorts nothing', async (index, sortBy, seek) => {
    const plan = await walkPlan(index, sortBy);
    // Every entry the LIMIT counts lies in the filters' range of the index, read in its order.
    expect(plan.split('\n'), plan).toContain(seek);
    expect(plan, plan).not.toMatch(/TEMP B-TREE/);
  });
});
