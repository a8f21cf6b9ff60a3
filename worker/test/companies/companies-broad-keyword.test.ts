import { env } from 'cloudflare:test';
import { companySearchResponseSchema } from '@domainary/schema/contracts/companies.ts';
import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_KEYWORD_MATCHES } from '../../src/companies/data/company-keyword-search.ts';
import { api } from '../support/api.ts';
import { rebuildCompanyCounts } from '../support/company-fixture.ts';

// Loading a directory one past the cap takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const companies = MAX_KEYWORD_MATCHES + 1;
const countries = ['Germany', 'Japan', 'Brazil', 'Kenya'];
/** Company i (1-based): every one says "widget", all but the last say "gadget", every 2,000th is an Acme. */
const countryOf = (i: number) => countries[i % countries.length] as string;
const isAcme = (i: number) => i % 2_000 === 0;

beforeAll(async () => {
  // One statement: the FTS5 triggers index each row as it lands.
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
     insert into companies (id, name, website, industry, country, rank, year_founded, employees,
       revenue_amount, revenue_currency, description, date_added)
     select i, case when i % 2000 = 0 then 'Acme ' || i else 'Firm ' || i end, 'firm' || i || '.com',
       'Software', case i % 4 when 0 then 'Germany' when 1 then 'Japan' when 2 then 'Brazil' else 'Kenya' end,
       i, 1990 + i % 30, 10 + i % 500, 1000000, 'USD',
       case when i < ?1 then 'We make widget and gadget parts.' else 'We make widget parts.' end, '2024-01-15'
     from n`,
  )
    .bind(companies)
    .run();
  await rebuildCompanyCounts();
});

const rowsReadOf = (res: Response) => Number(res.headers.get('Server-Timing')?.match(/rows_read=(\d+)/)?.[1]);

async function refusal(path: string) {
  const res = await api(path);
  expect(res.status).toBe(400);
  const body = apiErrorSchema.parse(await res.json());
  expect(body.error.code).toBe('bad_request');
  expect(body.error.message).toContain('q:');
  expect(body.error.message).toContain(
    `more than the ${MAX_KEYWORD_MATCHES.toLocaleString('en-US')} a search may count`,
  );
  // Ids run 1 to the directory's size, so the rough count is the directory, to two figures.
  expect(body.error.message).toContain(
    `about ${Number(companies.toPrecision(2)).toLocaleString('en-US')} companies`,
  );
  // Refusing reads the capped matches twice, never the directory (and the data-load mark's row).
  expect(rowsReadOf(res)).toBeLessThanOrEqual(3 * (MAX_KEYWORD_MATCHES + 1) + 1);
  return body;
}

describe(`a keyword in more than ${MAX_KEYWORD_MATCHES.toLocaleString('en-US')} companies`, () => {
  it.each([
    ['alone, by rank', 'q=widget'],
    ['alone, by name (never walked)', 'q=widget&sortBy=name_desc'],
    ['beside a filter', 'q=widget&country=Germany'],
    ['beside a range and a deep page', 'q=widget&minEmployees=20&maxEmployees=90&page=40'],
    ['as a half-typed prefix', 'q=wid'],
  ])('is refused %s with a 400 naming q', async (_, query) => {
    await refusal(`/api/companies?${query}`);
  });

  it('is refused by the CSV export too', async () => {
    await refusal('/api/companies/export.csv?q=widget');
  });

  it('changes nothing: the directory still holds every company', async () => {
    await refusal('/api/companies?q=widget');
    const res = await api('/api/companies?pageSize=1');
    expect(companySearchResponseSchema.parse(await res.json()).totalCount).toBe(companies);
  });
});

describe('keywords at or under the cap are served with exact totals', () => {
  it('counts a keyword in exactly the cap', async () => {
    const res = await api('/api/companies?q=gadget&sortBy=rank_desc&pageSize=3');
    expect(res.status).toBe(200);
    const body = companySearchResponseSchema.parse(await res.json());
    expect(body.totalCount).toBe(MAX_KEYWORD_MATCHES);
    // The last company has no gadget, so the highest ranks start one below it.
    expect(body.companies.map((c) => c.rank)).toEqual([companies - 1, companies - 2, companies - 3]);
  });

  it('counts a keyword at the cap beside a filter', async () => {
    const res = await api('/api/companies?q=gadget&country=Kenya&pageSize=1');
    const body = companySearchResponseSchema.parse(await res.json());
    let expected = 0;
    for (let i = 1; i < companies; i++) if (countryOf(i) === 'Kenya') expected++;
    expect(body.totalCount).toBe(expected);
  });

  it('serves a broad word beside a rare one', async () => {
    const res = await api('/api/companies?q=acme%20widget&sortBy=rank_asc');
    const body = companySearchResponseSchema.parse(await res.json());
    const acmes = Array.from({ length: companies }, (_, i) => i + 1).filter(isAcme);
    expect(body.totalCount).toBe(acmes.length);
    expect(body.companies.map((c) => c.rank)).toEqual(acmes);
  });
});

describe('a keyword the index cannot search cheaply', () => {
  it.each([
    ['fifty dotted pairs', Array(50).fill('a.a').join(' '), 'single letters'],
    ['a hyphen chain', Array(60).fill('co').join('-'), 'at most 4'],
    ['seven different words', 'widget parts make acme firm kenya brazil', 'at most 6'],
    ['too many parts in all', 'acme.firm.widget parts.make.firm.widget kenya.brazil', 'at most 8'],
  ])('is refused with a 400 naming q, by the search and the export: %s', async (_, keyword, words) => {
    for (const path of ['/api/companies', '/api/companies/export.csv']) {
      const res = await api(`${path}?q=${encodeURIComponent(keyword)}`);
      expect(res.status).toBe(400);
      const body = apiErrorSchema.parse(await res.json());
      expect(body.error.message).toContain('q:');
      expect(body.error.message).toContain(words);
    }
  });

  it('merges a repeated word instead', async () => {
    const res = await api(
      `/api/companies?q=${encodeURIComponent(Array(20).fill('acme').join(' '))}&pageSize=1`,
    );
    const body = companySearchResponseSchema.parse(await res.json());
    expect(body.totalCount).toBe(Math.floor(companies / 2_000));
  });
});
