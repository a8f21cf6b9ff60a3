import { env } from 'cloudflare:test';
import { companyNameSortKey } from '@domainary/schema/company-name-sort-key.ts';
import { companySearchResponseSchema } from '@domainary/schema/contracts/companies.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_KEYWORD_MATCHES } from '../../src/companies/data/keyword-statements.ts';
import { MAX_ROWS_PER_REQUEST } from '../../src/http/route-costs.ts';
import { api } from '../support/api.ts';
import { rebuildCompanyCounts } from '../support/company-fixture.ts';

// Loading a directory past the cap takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

// Every third company says both words, but not as the phrase "widget parts": the indexes kept
// in sort order hold no word positions, so only the check against companies_fts leaves them out.
const companies = Math.ceil(((MAX_KEYWORD_MATCHES + 1) * 3) / 2);
const apart = (i: number) => i % 3 === 0;

beforeAll(async () => {
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
     insert into companies (id, name, website, industry, country, rank, year_founded, employees,
       revenue_amount, revenue_currency, description, date_added, name_sort_key)
     select i, 'Firm ' || i, 'firm' || i || '.com', 'Software', 'Germany', i, 1990 + i % 30, 10, 1000000, 'USD',
       case when i % 3 = 0 then 'Parts for every widget.' else 'We make widget parts.' end, '2024-01-15',
       'firm' || char(2) || i || char(1) || 'Firm ' || i
     from n`,
  )
    .bind(companies)
    .run();
  await rebuildCompanyCounts();
});

const rowsReadOf = (res: Response) => Number(res.headers.get('Server-Timing')?.match(/rows_read=(\d+)/)?.[1]);

const phraseHolders = Array.from({ length: companies }, (_, k) => k + 1)
  .filter((i) => !apart(i))
  .map((i) => ({ id: i, name: `Firm ${i}`, key: companyNameSortKey(`Firm ${i}`), founded: 1990 + (i % 30) }));

async function searched(query: string) {
  const res = await api(`/api/companies?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(rowsReadOf(res)).toBeLessThanOrEqual(MAX_ROWS_PER_REQUEST);
  return companySearchResponseSchema.parse(await res.json());
}

describe('a phrase of several parts in more companies than a search may count', () => {
  it('pages by rank through the companies holding the phrase only', async () => {
    const body = await searched('q=widget-parts&page=2&pageSize=20');
    expect(body.totalCountKind).toBe('estimate');
    expect(body.companies.map((c) => c.id)).toEqual(phraseHolders.slice(20, 40).map((r) => r.id));
  });

  it('pages by founding year and by name through the same companies', async () => {
    const founded = await searched('q=widget-parts&sortBy=founded_desc&pageSize=20');
    const byFounded = [...phraseHolders].sort((a, b) => b.founded - a.founded || b.id - a.id);
    expect(founded.companies.map((c) => c.id)).toEqual(byFounded.slice(0, 20).map((r) => r.id));
    // By name from the end: the names starting "Firm 9" are few enough to order in one read.
    const named = await searched('q=widget-parts&sortBy=name_desc&page=3&pageSize=10');
    const byName = [...phraseHolders].sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : b.id - a.id));
    expect(named.companies.map((c) => c.id)).toEqual(byName.slice(20, 30).map((r) => r.id));
  });
});
