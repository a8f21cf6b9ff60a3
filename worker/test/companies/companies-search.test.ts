import {
  companyFacetsSchema,
  companyRankRanges,
  companySearchResponseSchema,
  companySorts,
} from '@domainary/schema/contracts/companies.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../support/api.ts';
import { expectedSearch, type SearchParams, searchPath } from '../support/company-expectation.ts';
import {
  buildCompanies,
  fixtureCountries,
  fixtureIndustries,
  insertCompanies,
  markCountsStale,
  rebuildCompanyCounts,
} from '../support/company-fixture.ts';

// Each case walks many pages; a busy machine must not fail it on time alone.
vi.setConfig({ testTimeout: 60_000 });

const all = buildCompanies(400);

beforeAll(async () => {
  await insertCompanies(all);
});

/** The same searches run twice: counting rows, and from the precomputed counts with planned paths. */
const modes = [
  ['counting rows while the precomputed counts are stale', markCountsStale],
  ['from the precomputed counts', rebuildCompanyCounts],
] as const;

async function search(p: SearchParams, page?: number, pageSize?: number) {
  const res = await api(searchPath(p, page, pageSize));
  expect(res.status, await res.clone().text()).toBe(200);
  return companySearchResponseSchema.parse(await res.json());
}

/** Walks every page and checks each against the test's own answer. */
async function expectSearch(p: SearchParams, pageSize = 25) {
  const want = expectedSearch(all, p).map((c) => c.id);
  const got: number[] = [];
  for (let page = 1; ; page += 1) {
    const body = await search(p, page, pageSize);
    expect(body.totalCount).toBe(want.length);
    if (body.companies.length === 0) break;
    got.push(...body.companies.map((c) => c.id));
  }
  expect(got).toEqual(want);
  return want.length;
}

const oneFilter: SearchParams[] = [
  ...fixtureIndustries.map((industry) => ({ industry })),
  ...fixtureCountries.map((country) => ({ country })),
  ...companyRankRanges.map((rankRange) => ({ rankRange })),
  { foundedAfter: 2000 },
  { foundedBefore: 1990 },
  { foundedAfter: 1999, foundedBefore: 1999 },
  { minEmployees: 1000 },
  { maxEmployees: 50 },
  { minEmployees: 100, maxEmployees: 5000 },
  { q: 'acme' },
  { q: 'solar panels' },
  { q: 'hoolilabs.com' },
  { q: 'Glob' },
];

const combined: SearchParams[] = [
  { industry: 'Software', country: 'Germany' },
  { industry: 'Finance', rankRange: '100001-1000000', foundedAfter: 1990 },
  { country: 'Japan', foundedAfter: 1985, foundedBefore: 2010, minEmployees: 50, maxEmployees: 20_000 },
  { rankRange: 'Top 100000', minEmployees: 10, foundedBefore: 2015 },
  { q: 'labs', industry: 'Retail', minEmployees: 20 },
  { q: 'cloud storage', country: 'Brazil', rankRange: '100001-1000000' },
  {
    industry: 'Energy',
    country: 'United States',
    rankRange: '100001-1000000',
    foundedAfter: 1980,
    foundedBefore: 2020,
    minEmployees: 5,
    maxEmployees: 200_000,
  },
];

describe.each(modes)('GET /api/companies %s', (_mode, prepare) => {
  beforeAll(prepare);

  it('returns the first 10 by rank with the exact total when nothing is set', async () => {
    const body = await search({});
    expect(body.totalCount).toBe(all.length);
    expect(body.companies.map((c) => c.id)).toEqual(
      expectedSearch(all, {})
        .slice(0, 10)
        .map((c) => c.id),
    );
    const first = all.find((c) => c.id === body.companies[0]?.id);
    expect(body.companies[0]).toMatchObject({
      name: first?.name,
      website: first?.website,
      yearFounded: first?.yearFounded,
      employees: first?.employees,
      revenue: { amount: (first?.employees ?? 0) * 120_000, currency: 'USD' },
      dateAdded: '2024-01-15',
    });
  });

  it.each(oneFilter.map((p) => [JSON.stringify(p), p] as const))('filters by %s', async (_, p) => {
    const total = await expectSearch(p);
    expect(total).toBeGreaterThan(0);
  });

  it.each(combined.map((p) => [JSON.stringify(p), p] as const))('combines %s', async (_, p) => {
    await expectSearch(p);
  });

  it.each([...companySorts])('sorts by %s with id breaking ties, across pages', async (sortBy) => {
    await expectSearch({ sortBy }, 10);
    await expectSearch({ sortBy, industry: 'Healthcare', foundedAfter: 1990 }, 7);
  });

  it('sorts the keyword results too', async () => {
    for (const sortBy of companySorts) await expectSearch({ q: 'group', sortBy }, 10);
  });

  it('gives keyword results the same full records as the listing', async () => {
    const listed = new Map<number, unknown>();
    for (let page = 1; listed.size < all.length; page += 1) {
      for (const c of (await search({}, page, 100)).companies) listed.set(c.id, c);
    }
    // Alone (a page statement of its own) and beside a filter (one statement for all).
    for (const p of [
      { q: 'group' },
      { q: 'group', sortBy: 'rank_desc' as const },
      { q: 'labs', country: 'Brazil' },
    ]) {
      const first = await search(p, 1, 10);
      // The last page is read walking backwards where a walk is chosen.
      const last = await search(p, Math.ceil(first.totalCount / 10), 10);
      expect(first.companies.length).toBeGreaterThan(0);
      for (const c of [...first.companies, ...last.companies]) expect(c).toEqual(listed.get(c.id));
    }
  });

  it('answers a page beyond the end with no companies and the total', async () => {
    const body = await search({ industry: 'Software' }, 10_000, 10);
    expect(body.companies).toEqual([]);
    expect(body.totalCount).toBe(expectedSearch(all, { industry: 'Software' }).length);
  });

  it('treats blank parameters as not set', async () => {
    const res = await api('/api/companies?q=&industry=&country=&rankRange=&minEmployees=&sortBy=&page=');
    expect(res.status).toBe(200);
    expect(companySearchResponseSchema.parse(await res.json()).totalCount).toBe(all.length);
  });

  it('treats a keyword of FTS5 syntax as plain words', async () => {
    for (const q of ['"acme', 'acme AND', 'NEAR(acme', 'name:acme', '*', 'acme OR globex', '(-)']) {
      const res = await api(searchPath({ q }));
      expect(res.status, q).toBe(200);
    }
    await expectSearch({ q: 'name:acme' });
  });
});

describe('GET /api/companies/facets', () => {
  it("lists the directory's own industries and countries, sorted", async () => {
    const res = await api('/api/companies/facets');
    expect(res.status).toBe(200);
    const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => (a < b ? -1 : 1));
    expect(companyFacetsSchema.parse(await res.json())).toEqual({
      industries: sorted(all.map((c) => c.industry)),
      countries: sorted(all.map((c) => c.country)),
    });
  });
});
