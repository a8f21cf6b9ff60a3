import { env } from 'cloudflare:test';
import { type SalesSearchResponse, salesSearchResponseSchema } from '@domainary/schema/contracts/index.ts';
import {
  expectedPriceLists,
  type StoredPriceList,
  storedPriceLists,
  storedPriceListsQuery,
} from '@domainary/schema/testing/expected-sale-price-lists.ts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import {
  expectedSales,
  expectedSummary,
  type FixtureSale,
  insertSales,
  rebuildSalePriceLists,
  type SalesParams,
  salesPath,
  shippedSales,
} from '../support/sales-fixture.ts';

let all: FixtureSale[];

beforeAll(async () => {
  all = shippedSales();
  await insertSales(all);
  await rebuildSalePriceLists();
});

async function search(p: SalesParams & { page?: number; pageSize?: number }): Promise<SalesSearchResponse> {
  const res = await api(salesPath(p));
  expect(res.status, salesPath(p)).toBe(200);
  return salesSearchResponseSchema.parse(await res.json());
}

function rowsReadOf(res: Response): number {
  return Number(res.headers.get('Server-Timing')?.match(/rows_read=(\d+)/)?.[1]);
}

const cases: SalesParams[] = [
  {},
  { q: 'shop' },
  { q: 'car', sortBy: 'year_desc' },
  { q: 'ai', sortBy: 'price_asc' },
  { q: '  ＳＨＯＰ ' },
  { q: 'x' },
  { extension: 'io' },
  { extension: '.CO.UK' },
  { minPrice: 50_000 },
  { maxPrice: 1_000 },
  { minPrice: 5_000, maxPrice: 5_000 },
  { yearFrom: 2020 },
  { yearTo: 2005, sortBy: 'year_asc' },
  { yearFrom: 2015, yearTo: 2015 },
  { channel: 'auction' },
  { channel: 'marketplace', sortBy: 'year_desc' },
  { channel: 'brokerage', sortBy: 'price_asc' },
  { q: 'bet', extension: 'com', minPrice: 2_000, yearFrom: 2012, yearTo: 2022, channel: 'auction' },
  { extension: 'ai', channel: 'auction', sortBy: 'year_asc' },
  { q: 'go', extension: 'com', minPrice: 1_000, maxPrice: 50_000, sortBy: 'year_desc' },
  { q: 'x', channel: 'auction', yearFrom: 2015, maxPrice: 2_500 },
  { q: 'nothingsoldlikethis' },
];

describe('GET /api/sales over the shipped sales file', () => {
  it('ships every sale of the file', () => {
    expect(all.length).toBe(20_460);
  });

  it('answers every filter and sort with the exact total, the first page and the summary', async () => {
    for (const p of cases) {
      const expected = expectedSales(all, p);
      const body = await search({ ...p, pageSize: 100 });
      expect(body.totalCount, JSON.stringify(p)).toBe(expected.length);
      expect(
        body.sales.map((s) => s.id),
        JSON.stringify(p),
      ).toEqual(expected.slice(0, 100).map((s) => s.id));
      expect(body.summary, JSON.stringify(p)).toEqual(expectedSummary(expected));
    }
  });

  it('finds at least one sale for each filter on its own, so no case above passes empty', () => {
    for (const p of cases.slice(0, -1))
      expect(expectedSales(all, p).length, JSON.stringify(p)).toBeGreaterThan(0);
  });

  it('gives each sale its venue, channel and the engine estimate for that channel', async () => {
    const body = await search({ q: 'shop', pageSize: 100 });
    const byId = new Map(all.map((s) => [s.id, s]));
    for (const sale of body.sales) {
      const source = byId.get(sale.id) as FixtureSale;
      expect(sale).toEqual({
        id: source.id,
        domain: source.domain,
        priceUsd: source.priceUsd,
        year: source.year,
        venue: source.venue === '' ? null : source.venue,
        channel: source.channel,
        estimateUsd: source.estimateUsd,
      });
    }
    expect(body.sales.some((s) => s.venue === null)).toBe(true);
  });

  it('pages through ties without repeating or skipping a sale', async () => {
    const p: SalesParams = { channel: 'marketplace', yearFrom: 2019, sortBy: 'year_desc' };
    const expected = expectedSales(all, p).map((s) => s.id);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 97); page++) {
      const body = await search({ ...p, page, pageSize: 97 });
      expect(body.totalCount).toBe(expected.length);
      seen.push(...body.sales.map((s) => s.id));
    }
    expect(seen).toEqual(expected);
  });

  it('answers a page past the end with no sales and the same total', async () => {
    const total = expectedSales(all, { extension: 'io' }).length;
    const body = await search({ extension: 'io', page: Math.ceil(total / 20) + 1 });
    expect(body.sales).toEqual([]);
    expect(body.totalCount).toBe(total);
  });

  it('reads a keyword as the domain search does: a phrase, capitals, a pasted address, an accent', async () => {
    const expected = expectedSales(all, { q: 'carinsurance' }).map((s) => s.id);
    expect(expected.length).toBeGreaterThan(0);
    for (const q of [
      'Car Insurance',
      'car-insurance',
      'https://www.CarInsurance.com/quote',
      ' CAR  insurance ',
    ]) {
      const body = await search({ q, pageSize: 100 });
      expect(
        body.sales.map((s) => s.id),
        q,
      ).toEqual(expected.slice(0, 100));
    }
    const cafe = expectedSales(all, { q: 'cafe' }).map((s) => s.id);
    expect((await search({ q: 'Café', pageSize: 100 })).sales.map((s) => s.id)).toEqual(cafe.slice(0, 100));
  });

  it("reads a keyword's matches through the trigram index, not the whole table of 20,460", async () => {
    const keywords: SalesParams[] = [{ q: 'shop' }, { q: 'car', extension: 'com', yearFrom: 2010 }];
    for (const p of keywords) {
      const matches = expectedSales(all, p).length;
      // The index's own pages add about two rows per match; the page's rows are read once more.
      expect(rowsReadOf(await api(salesPath(p))), JSON.stringify(p)).toBeLessThan(matches * 4 + 100);
    }
  });

  it('reads any search without a trigram keyword from the price lists: a few dozen rows and the page', async () => {
    const mixes: SalesParams[] = [
      {},
      { q: 'x' },
      { q: 'ai', sortBy: 'year_asc' },
      { minPrice: 100 },
      { channel: 'marketplace', sortBy: 'price_asc' },
      { yearFrom: 2000, yearTo: 2024 },
      { extension: 'com', maxPrice: 1_000_000 },
    ];
    for (const p of mixes) {
      expect(expectedSales(all, p).length, JSON.stringify(p)).toBeGreaterThan(500);
      // At most one list per channel and year (38 in the file), the state row, and the page of
      // 20 (SQLite counts each id of an `in` list once more).
      expect(rowsReadOf(await api(salesPath({ ...p, page: 3 }))), JSON.stringify(p)).toBeLessThan(100);
    }
  });

  it('finds nothing for an extension typed as a bare dot, not every extension', async () => {
    const body = await search({ extension: '.' });
    expect(body.totalCount).toBe(0);
    expect(body.summary.count).toBe(0);
  });

  it('stores each group of the shipped file as its prices in order with their ids and labels', async () => {
    const { results } = await env.DB.prepare(storedPriceListsQuery).all<StoredPriceList>();
    expect(storedPriceLists(results)).toEqual(expectedPriceLists(all));
  });

  it('never reads more than one pass over the table', async () => {
    for (const p of cases) {
      expect(rowsReadOf(await api(salesPath(p))), JSON.stringify(p)).toBeLessThan(all.length + 100);
    }
  });
});

describe('GET /api/sales while the price lists lag behind the sales', () => {
  const added = {
    id: 900_001,
    domain: 'xylofonshop.io',
    label: 'xylofonshop',
    extension: 'io',
    price: 4_321,
    year: 2025,
  };

  afterAll(async () => {
    await env.DB.prepare('delete from sales where id = ?').bind(added.id).run();
    await rebuildSalePriceLists();
  });

  it('answers exactly from the sales themselves, off a covering index, until the lists are rebuilt', async () => {
    await env.DB.prepare(
      `insert into sales (id, domain, label, extension, price_usd, year, source, venue, channel, estimate_usd)
       values (?, ?, ?, ?, ?, ?, 'test', 'GoDaddy', 'auction', 700)`,
    )
      .bind(added.id, added.domain, added.label, added.extension, added.price, added.year)
      .run();
    const withAdded: FixtureSale[] = [
      ...all,
      {
        ...(all[0] as FixtureSale),
        id: added.id,
        domain: added.domain,
        label: added.label,
        extension: added.extension,
        priceUsd: added.price,
        year: added.year,
        venue: 'GoDaddy',
        channel: 'auction',
      },
    ];
    const mixes: SalesParams[] = [
      { extension: 'io' },
      { q: 'x', channel: 'auction' },
      { yearFrom: 2025 },
      {},
    ];
    for (const p of mixes) {
      const expected = expectedSales(withAdded, p);
      expect(expected.some((s) => s.id === added.id)).toBe(true);
      const res = await api(salesPath({ ...p, pageSize: 100 }));
      const body = salesSearchResponseSchema.parse(await res.json());
      expect(body.totalCount, JSON.stringify(p)).toBe(expected.length);
      expect(body.summary, JSON.stringify(p)).toEqual(expectedSummary(expected));
      expect(body.sales.map((s) => s.id)).toEqual(expected.slice(0, 100).map((s) => s.id));
      if (p.extension !== undefined || p.yearFrom !== undefined) {
        // The matches off their index, then the page's 100 rows.
        expect(rowsReadOf(res), JSON.stringify(p)).toBeLessThan(expected.length * 1.2 + 200);
      }
    }
    await rebuildSalePriceLists();
    const rebuilt = await api(salesPath({ q: 'x', channel: 'auction' }));
    expect(salesSearchResponseSchema.parse(await rebuilt.json()).summary).toEqual(
      expectedSummary(expectedSales(withAdded, { q: 'x', channel: 'auction' })),
    );
    expect(rowsReadOf(rebuilt)).toBeLessThan(100);
  });
});

describe('GET /api/sales/export.csv', () => {
  it('exports the filtered sales in the search order with a header row', async () => {
    const p: SalesParams = { q: 'car', channel: 'auction', sortBy: 'price_asc' };
    const res = await api(salesPath(p, '/api/sales/export.csv'));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    const expected = expectedSales(all, p);
    expect(lines[0]).toBe('Domain,Price (USD),Year,Venue,Channel,Our estimate (USD)');
    expect(lines.length - 1).toBe(expected.length);
    expect(res.headers.get('X-Exported-Count')).toBe(String(expected.length));
    expect(res.headers.get('X-Total-Count')).toBe(String(expected.length));
    const first = expected[0] as FixtureSale;
    expect(lines[1]).toBe(
      [first.domain, first.priceUsd, first.year, first.venue, first.channel, first.estimateUsd].join(','),
    );
  });

  it('stops at 10,000 rows', async () => {
    const res = await api('/api/sales/export.csv');
    expect(res.headers.get('X-Exported-Count')).toBe('10000');
    expect(res.headers.get('X-Total-Count')).toBe('20460');
    expect((await res.text()).trim().split('\r\n').length).toBe(10_001);
  });

  it('keeps a venue a spreadsheet would run as a formula as text', async () => {
    const sale = all[0] as FixtureSale;
    const formula = '=HYPERLINK("http://evil.example","Sold here")';
    await env.DB.prepare('update sales set venue = ?1 where id = ?2').bind(formula, sale.id).run();
    try {
      const res = await api(`/api/sales/export.csv?q=${encodeURIComponent(sale.domain.split('.')[0] ?? '')}`);
      const rows = parse(await res.text()) as string[][];
      const row = rows.find((r) => r[0] === sale.domain && r[1] === String(sale.priceUsd));
      expect(row?.[3]).toBe(`'${formula}`);
    } finally {
      await env.DB.prepare('update sales set venue = ?1 where id = ?2').bind(sale.venue, sale.id).run();
      await rebuildSalePriceLists();
    }
  });
});
