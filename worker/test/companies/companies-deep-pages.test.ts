import { COMPANY_CHECKPOINT_SPACING } from '@domainary/schema/company-counts.ts';
import { companySearchResponseSchema, companySorts } from '@domainary/schema/contracts/companies.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../support/api.ts';
import { expectedSearch, type SearchParams, searchPath } from '../support/company-expectation.ts';
import { buildCompanies, insertCompanies, rebuildCompanyCounts } from '../support/company-fixture.ts';

// Each case walks many pages; a busy machine must not fail it on time alone.
vi.setConfig({ testTimeout: 60_000 });

// More companies than two checkpoint spacings, so pages start before, on and after checkpoints.
const all = buildCompanies(COMPANY_CHECKPOINT_SPACING * 2 + 500, 11);

beforeAll(async () => {
  await insertCompanies(all);
  await rebuildCompanyCounts();
});

async function expectPage(p: SearchParams, page: number, pageSize: number) {
  const want = expectedSearch(all, p);
  const res = await api(searchPath(p, page, pageSize));
  expect(res.status).toBe(200);
  const body = companySearchResponseSchema.parse(await res.json());
  expect(body.totalCount).toBe(want.length);
  expect(
    body.companies.map((c) => c.id),
    `page ${page}`,
  ).toEqual(want.slice((page - 1) * pageSize, page * pageSize).map((c) => c.id));
}

describe('GET /api/companies deep pages', () => {
  it.each([...companySorts])(
    'lands every page of the whole directory exactly, sorted by %s',
    async (sortBy) => {
      for (const page of [1, 2, 99, 100, 101, 150, 199, 200, 201, 249, 250, 251])
        await expectPage({ sortBy }, page, 10);
      for (const page of [1, 142, 143, 285, 357, 358]) await expectPage({ sortBy }, page, 7);
    },
  );

  it.each([...companySorts])(
    'places pages inside a range of the sort column, sorted by %s',
    async (sortBy) => {
      const field = sortBy.split('_')[0];
      const ranged: SearchParams =
        field === 'founded'
          ? { sortBy, foundedAfter: 1990, foundedBefore: 2010 }
          : { sortBy, rankRange: '100001-1000000' };
      const total = expectedSearch(all, ranged).length;
      for (const page of [1, 2, Math.ceil(total / 20), Math.ceil(total / 10)])
        await expectPage(ranged, page, 10);
      await expectPage({ sortBy, foundedAfter: 2001 }, 50, 10);
      await expectPage({ sortBy, rankRange: 'Top 100000' }, 30, 10);
    },
  );

  it('pages deep into filtered searches from either end', async () => {
    for (const sortBy of companySorts) {
      const p: SearchParams = { sortBy, industry: 'Software', minEmployees: 10 };
      const pages = Math.ceil(expectedSearch(all, p).length / 10);
      for (const page of [1, Math.floor(pages / 2), pages - 1, pages]) await expectPage(p, page, 10);
    }
  });

  it('walks a name-ordered page within a country or an industry instead of sorting all of it', async () => {
    const cases: SearchParams[] = [
      { sortBy: 'name_asc', country: 'Germany' },
      { sortBy: 'name_desc', industry: 'Retail' },
    ];
    for (const p of cases) {
      const within = expectedSearch(all, p).length;
      await expectPage(p, 3, 10);
      const res = await api(searchPath(p, 3, 10));
      const rowsRead = Number(res.headers.get('Server-Timing')?.match(/rows_read=(\d+)/)?.[1]);
      // The page is 30 entries into the index (about 65 rows read with the measuring); sorting
      // the whole country or industry reads hundreds.
      expect(rowsRead, JSON.stringify(p)).toBeLessThan(within / 6);
    }
  });
});
