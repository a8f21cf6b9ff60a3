import { env } from 'cloudflare:test';
import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';

const bad: Array<[query: string, field: string]> = [
  ['minPrice=-5', 'minPrice'],
  ['minPrice=abc', 'minPrice'],
  ['maxPrice=12.5', 'maxPrice'],
  ['yearFrom=20x', 'yearFrom'],
  ['yearTo=-2019', 'yearTo'],
  ['minPrice=5000&maxPrice=100', 'minPrice'],
  ['yearFrom=2020&yearTo=2010', 'yearFrom'],
  ['channel=retail', 'channel'],
  ['sortBy=cheapest', 'sortBy'],
  ['pageSize=101', 'pageSize'],
  ['pageSize=0', 'pageSize'],
  ['page=0', 'page'],
  [`q=${'a'.repeat(201)}`, 'q'],
];

describe('GET /api/sales with bad input', () => {
  for (const route of ['/api/sales', '/api/sales/export.csv']) {
    it(`answers ${route} with a JSON 400 naming the field`, async () => {
      for (const [query, field] of bad) {
        const res = await api(`${route}?${query}`);
        expect(res.status, query).toBe(400);
        const body = apiErrorSchema.parse(await res.json());
        expect(body.error.code).toBe('bad_request');
        expect(body.error.message, query).toContain(field);
        expect(body.error.issues?.[0]?.path, query).toEqual([field]);
      }
    });
  }

  it('takes FTS5 syntax in the keyword as plain text', async () => {
    await env.DB.exec(
      `insert into sales (id, domain, label, extension, price_usd, year, source) values (1, 'shop.com', 'shop', 'com', 900, 2020, 'test')`,
    );
    for (const q of ['"sh', 'shop"', 'sh*op', 'NEAR(shop)', "o'r", 'shop OR car']) {
      const res = await api(`/api/sales?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    const res = await api(`/api/sales?q=${encodeURIComponent('SHOP')}`);
    expect(((await res.json()) as { totalCount: number }).totalCount).toBe(1);
  });
});
