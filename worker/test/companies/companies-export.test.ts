import { env } from 'cloudflare:test';
import { companyNameSortKey } from '@domainary/schema/company-name-sort-key.ts';
import { COMPANY_EXPORT_MAX_ROWS } from '@domainary/schema/contracts/companies.ts';
import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../support/api.ts';
import { expectedSearch, type SearchParams } from '../support/company-expectation.ts';
import { buildCompanies, insertCompanies, rebuildCompanyCounts } from '../support/company-fixture.ts';

vi.setConfig({ testTimeout: 60_000 });

const all = buildCompanies(300, 3);

// Past the cap: plain generated rows after the fixture, all in one industry of their own.
const BULK = COMPANY_EXPORT_MAX_ROWS + 37;

beforeAll(async () => {
  await insertCompanies(all);
  const formula = all[0];
  if (formula) {
    await env.DB.prepare('update companies set name = ?1, name_sort_key = ?2 where id = ?3')
      .bind('=HYPERLINK("x")', companyNameSortKey('=HYPERLINK("x")'), formula.id)
      .run();
    formula.name = '=HYPERLINK("x")';
  }
  await env.DB.prepare(
    `insert into companies (id, name, website, industry, country, rank, year_founded, employees,
       revenue_amount, revenue_currency, description, date_added)
     with recursive n(i) as (select 1 union all select i + 1 from n where i < ${BULK})
     select 100000 + i, 'Bulk ' || i, 'bulk' || i || '.com', 'Bulk', 'Nowhere', 2000000 + i, 2001, 5,
       500000, 'USD', 'A bulk row.', '2024-01-15' from n`,
  ).run();
  await rebuildCompanyCounts();
});

async function exportOf(query: string) {
  const res = await api(`/api/companies/export.csv?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const rows = parse(await res.text()) as string[][];
  return { res, header: rows[0], rows: rows.slice(1) };
}

const ranksOf = (p: SearchParams) => expectedSearch(all, p).map((c) => String(c.rank));

describe('GET /api/companies/export.csv', () => {
  it('streams the whole search in its order with a header row', async () => {
    const { res, header, rows } = await exportOf('industry=Software&sortBy=name_desc');
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toContain(
      'attachment; filename="domainary-companies.csv"',
    );
    expect(header).toEqual([
      'Rank',
      'Name',
      'Website',
      'Industry',
      'Country',
      'Founded',
      'Employees',
      'Revenue',
      'Revenue currency',
      'Description',
      'Date added',
    ]);
    const want = expectedSearch(all, { industry: 'Software', sortBy: 'name_desc' });
    expect(rows.map((r) => r[0])).toEqual(want.map((c) => String(c.rank)));
    expect(res.headers.get('X-Total-Count')).toBe(String(want.length));
    expect(rows[0]?.slice(2, 7)).toEqual([
      want[0]?.website,
      'Software',
      want[0]?.country,
      String(want[0]?.yearFounded),
      String(want[0]?.employees),
    ]);
  });

  it('exports keyword searches and every filter the same way as the search', async () => {
    expect((await exportOf('q=acme&sortBy=founded_asc')).rows.map((r) => r[0])).toEqual(
      ranksOf({ q: 'acme', sortBy: 'founded_asc' }),
    );
    const p: SearchParams = { country: 'Japan', foundedAfter: 1990, minEmployees: 20, sortBy: 'rank_desc' };
    const query = 'country=Japan&foundedAfter=1990&minEmployees=20&sortBy=rank_desc';
    expect((await exportOf(query)).rows.map((r) => r[0])).toEqual(ranksOf(p));
  });

  it(`stops at ${COMPANY_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows and says how many matched`, async () => {
    const { res, rows } = await exportOf('industry=Bulk&sortBy=rank_asc');
    expect(rows).toHaveLength(COMPANY_EXPORT_MAX_ROWS);
    expect(res.headers.get('X-Total-Count')).toBe(String(BULK));
    expect(res.headers.get('X-Exported-Count')).toBe(String(COMPANY_EXPORT_MAX_ROWS));
    expect(rows[0]?.[1]).toBe('Bulk 1');
    expect(rows.at(-1)?.[1]).toBe(`Bulk ${COMPANY_EXPORT_MAX_ROWS}`);
  });

  it('keeps a cell a spreadsheet would run as a formula as text', async () => {
    const { rows } = await exportOf(`q=${encodeURIComponent('hyperlink')}`);
    expect(rows.map((r) => r[1])).toContain(`'=HYPERLINK("x")`);
  });

  it('answers bad input with 400 JSON, not a file', async () => {
    for (const query of ['industry=Atlantis', 'foundedAfter=2010&foundedBefore=2000', 'sortBy=revenue']) {
      const res = await api(`/api/companies/export.csv?${query}`);
      expect(res.status, query).toBe(400);
      apiErrorSchema.parse(await res.json());
    }
  });
});
