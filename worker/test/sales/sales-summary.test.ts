import { env } from 'cloudflare:test';
import { salesSummarySchema } from '@domainary/schema/contracts/index.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';

async function insertSales(sales: Array<[domain: string, priceUsd: number, year: number]>) {
  await env.DB.batch(
    sales.map(([domain, price, year]) => {
      const [label, ...rest] = domain.split('.');
      return env.DB.prepare(
        'insert into sales (domain, label, extension, price_usd, year, source) values (?, ?, ?, ?, ?, ?)',
      ).bind(domain, label, rest.join('.'), price, year, 'test');
    }),
  );
}

async function summary() {
  const res = await api('/api/market/sales-summary');
  expect(res.status).toBe(200);
  return salesSummarySchema.parse(await res.json());
}

beforeEach(async () => {
  await env.DB.exec('delete from sales');
});

describe('GET /api/market/sales-summary', () => {
  it('gives the median of an odd group and the mean of the middle pair of an even one', async () => {
    await insertSales([
      ['a.com', 100, 2019],
      ['b.com', 5000, 2019],
      ['c.io', 300, 2019],
      ['d.com', 1000, 2020],
      ['e.net', 4000, 2020],
      ['f.com', 2000, 2020],
      ['g.org', 9_000_000, 2020],
    ]);
    const body = await summary();
    expect(body.byYear).toEqual([
      { year: 2019, count: 3, medianUsd: 300 },
      { year: 2020, count: 4, medianUsd: 3000 },
    ]);
    expect(body.byExtension).toEqual([
      { extension: 'com', count: 4, medianUsd: 1500 },
      { extension: 'io', count: 1, medianUsd: 300 },
      { extension: 'net', count: 1, medianUsd: 4000 },
      { extension: 'org', count: 1, medianUsd: 9_000_000 },
    ]);
    expect(body.total).toEqual({ count: 7, firstYear: 2019, lastYear: 2020, extensions: 4 });
  });

  it('lists only the twelve most traded extensions, keeping second-level ones such as co.uk', async () => {
    const extensions = [
      'com',
      'net',
      'org',
      'io',
      'ai',
      'co',
      'co.uk',
      'de',
      'xyz',
      'tv',
      'me',
      'us',
      'ca',
      'fr',
    ];
    await insertSales(
      extensions.flatMap((ext, i) =>
        Array.from(
          { length: extensions.length - i },
          (_, j) => [`n${j}.${ext}`, 100 + j, 2018] as [string, number, number],
        ),
      ),
    );
    const body = await summary();
    expect(body.byExtension.map((g) => g.extension)).toEqual(extensions.slice(0, 12));
    expect(body.total.extensions).toBe(14);
  });

  it('answers an empty table with empty groups', async () => {
    expect(await summary()).toEqual({
      total: { count: 0, firstYear: null, lastYear: null, extensions: 0 },
      byYear: [],
      byExtension: [],
    });
  });

  it('lets the browser cache the answer', async () => {
    const res = await api('/api/market/sales-summary');
    expect(res.headers.get('Cache-Control')).toBe('max-age=3600');
  });
});
