import { env } from 'cloudflare:test';
import { companyNameSortKey } from '@domainary/schema/company-name-sort-key.ts';
import { companySearchResponseSchema } from '@domainary/schema/contracts/companies.ts';
import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_KEYWORD_MATCHES } from '../../src/companies/data/keyword-statements.ts';
import { MAX_ROWS_PER_REQUEST } from '../../src/http/route-costs.ts';
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
       revenue_amount, revenue_currency, description, date_added, name_sort_key)
     select i, case when i % 2000 = 0 then 'Acme ' || i else 'Firm ' || i end, 'firm' || i || '.com',
       'Software', case i % 4 when 0 then 'Germany' when 1 then 'Japan' when 2 then 'Brazil' else 'Kenya' end,
       i, 1990 + i % 30, 10 + i % 500, 1000000, 'USD',
       case when i < ?1 then 'We make widget and gadget parts.' else 'We make widget parts.' end, '2024-01-15',
       -- companyNameSortKey of these names: lower case, the space as U+0002, U+0001, the name.
       case when i % 2000 = 0 then 'acme' || char(2) || i || char(1) || 'Acme ' || i
         else 'firm' || char(2) || i || char(1) || 'Firm ' || i end
     from n`,
  )
    .bind(companies)
    .run();
  await rebuildCompanyCounts();
});

const rowsReadOf = (res: Response) => Number(res.headers.get('Server-Timing')?.match(/rows_read=(\d+)/)?.[1]);

/** The fixture's companies as the directory orders them, from the statement above. */
const fixture = Array.from({ length: companies }, (_, k) => {
  const i = k + 1;
  const name = isAcme(i) ? `Acme ${i}` : `Firm ${i}`;
  return {
    id: i,
    rank: i,
    name,
    key: companyNameSortKey(name),
    country: countryOf(i),
    founded: 1990 + (i % 30),
  };
});
type Row = (typeof fixture)[number];
const byName = (a: Row, b: Row) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id);
const byFounded = (a: Row, b: Row) => a.founded - b.founded || a.id - b.id;

async function searched(query: string) {
  const res = await api(`/api/companies?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  // Counting stops one match past the cap; the page is read in order; never the directory.
  expect(rowsReadOf(res)).toBeLessThanOrEqual(MAX_ROWS_PER_REQUEST);
  return companySearchResponseSchema.parse(await res.json());
}

describe(`a keyword in more than ${MAX_KEYWORD_MATCHES.toLocaleString('en-US')} companies`, () => {
  it('answers its first page by rank with a total stated as an estimate', async () => {
    const body = await searched('q=widget&pageSize=3');
    expect(body.companies.map((c) => c.rank)).toEqual([1, 2, 3]);
    expect(body.totalCountKind).toBe('estimate');
    // Ids run 1 to the directory's size, so the estimate is the directory, to two figures.
    expect(body.totalCount).toBe(Number(companies.toPrecision(2)));
  });

  it.each(['name_asc', 'name_desc'])('puts a page sorted %s in exact name order', async (sortBy) => {
    const body = await searched(`q=widget&sortBy=${sortBy}&page=31&pageSize=10`);
    const order = [...fixture].sort(byName);
    if (sortBy === 'name_desc') order.reverse();
    expect(body.companies.map((c) => c.name)).toEqual(order.slice(300, 310).map((r) => r.name));
    expect(body.totalCountKind).toBe('estimate');
  });

  it('estimates the total beside a filter and pages in the requested order', async () => {
    const body = await searched('q=widget&country=Germany&sortBy=founded_desc&page=2&pageSize=5');
    const germans = fixture
      .filter((r) => r.country === 'Germany')
      .sort(byFounded)
      .reverse();
    expect(body.companies.map((c) => c.id)).toEqual(germans.slice(5, 10).map((r) => r.id));
    expect(body.totalCountKind).toBe('estimate');
    expect(body.totalCount).toBe(Number(germans.length.toPrecision(2)));
  });

  it.each(['founded_asc', 'founded_desc'])(
    'reads a range of founding years %s between the ordinals of its first and last company',
    async (sortBy) => {
      const body = await searched(
        `q=widget&foundedAfter=2001&foundedBefore=2003&sortBy=${sortBy}&page=3&pageSize=4`,
      );
      const order = fixture.filter((r) => r.founded >= 2001 && r.founded <= 2003).sort(byFounded);
      if (sortBy === 'founded_desc') order.reverse();
      expect(body.companies.map((c) => c.id)).toEqual(order.slice(8, 12).map((r) => r.id));
    },
  );

  it("counts exactly when its sort's own range holds all the matches one walk may read", async () => {
    const body = await searched(
      `q=widget&rankRange=${encodeURIComponent('Top 100')}&sortBy=rank_desc&pageSize=100`,
    );
    expect(body).toMatchObject({ totalCount: 100, totalCountKind: 'exact' });
    expect(body.companies.slice(0, 2).map((c) => c.rank)).toEqual([100, 99]);
  });

  it('refuses a page past what one walk may read, with the estimate', async () => {
    const res = await api('/api/companies?q=widget&sortBy=name_asc&page=500&pageSize=10');
    expect(res.status).toBe(400);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error.message).toContain('q:');
    expect(body.error.message).toContain(
      `about ${Number(companies.toPrecision(2)).toLocaleString('en-US')} companies`,
    );
    expect(body.error.message).toContain('earlier page');
    expect(rowsReadOf(res)).toBeLessThanOrEqual(MAX_ROWS_PER_REQUEST);
  });

  it('answers a filter that leaves none with an empty page, not a refusal, on any page', async () => {
    for (const page of ['1', '30']) {
      const body = await searched(`q=widget&foundedBefore=1989&sortBy=rank_desc&page=${page}`);
      expect(body).toMatchObject({ totalCount: 0, companies: [] });
    }
  });

  it('answers the first page beside a filter that leaves few with what one walk finds, never a refusal', async () => {
    // Germany and founded 1990: every 60th company, fewer in one walk than a page of 100.
    const expected = fixture.filter((r) => r.country === 'Germany' && r.founded <= 1990);
    const body = await searched('q=widget&country=Germany&foundedBefore=1990&pageSize=100');
    expect(body.companies.length).toBeGreaterThan(0);
    expect(body.companies.length).toBeLessThan(100);
    expect(body.companies.map((c) => c.rank)).toEqual(
      expected.slice(0, body.companies.length).map((r) => r.rank),
    );
    expect(body.totalCountKind).toBe('estimate');
    // A later page past the walk is still refused, with a way forward.
    const deeper = await api(
      '/api/companies?q=widget&country=Germany&foundedBefore=1990&pageSize=100&page=2',
    );
    expect(deeper.status).toBe(400);
  });

  it('still refuses an industry no company has', async () => {
    const res = await api('/api/companies?q=widget&industry=Nope');
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.message).toContain('industry');
  });

  it('exports the results one walk reaches, saying the total is an estimate', async () => {
    const res = await api('/api/companies/export.csv?q=widget&sortBy=founded_asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Total-Count-Kind')).toBe('estimate');
    const lines = (await res.text()).trim().split('\n');
    const exported = Number(res.headers.get('X-Exported-Count'));
    expect(exported).toBe(lines.length - 1);
    expect(exported).toBeGreaterThan(0);
    const first = [...fixture].sort(byFounded)[0] as Row;
    expect(lines[1]).toContain(first.name);
  });

  it('changes nothing: the directory still holds every company', async () => {
    await searched('q=widget');
    const body = await searched('pageSize=1');
    expect(body).toMatchObject({ totalCount: companies, totalCountKind: 'exact' });
  });
});

describe('keywords at or under the cap are served with exact totals', () => {
  it('counts a keyword in exactly the cap', async () => {
    const res = await api('/api/companies?q=gadget&sortBy=rank_desc&pageSize=3');
    expect(res.status).toBe(200);
    const body = companySearchResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ totalCount: MAX_KEYWORD_MATCHES, totalCountKind: 'exact' });
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
