import { domainDetailsSchema, domainSearchResultSchema } from '@domainary/schema/contracts/index.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { valuationWatch } from '../../src/valuation/engine/value-name.ts';
import { api } from '../support/api.ts';
import { buildDomains, insertDomains } from '../support/domain-fixture.ts';

const all = buildDomains();

beforeAll(async () => {
  await insertDomains(all);
});

/**
 * The names the engine values afresh while one request is answered, with how often: the cache
 * is emptied first, so every name a card shows is valued in this request.
 */
async function valuedDuring(path: string): Promise<{ body: unknown; valued: Map<string, number> }> {
  valuationWatch.forget();
  const valued = new Map<string, number>();
  valuationWatch.valued = (name) => valued.set(name, (valued.get(name) ?? 0) + 1);
  const res = await api(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return { body: await res.json(), valued };
}

const valuedMoreThanOnce = (valued: Map<string, number>) => [...valued].filter(([, times]) => times > 1);

afterEach(() => {
  valuationWatch.valued = null;
});

describe("a result card's figures are computed once per name in one request", () => {
  it('GET /api/domains values each name once, though its .com is also the stronger form of every other extension', async () => {
    const { body, valued } = await valuedDuring('/api/domains?query=car&limit=30');
    const result = domainSearchResultSchema.parse(body);
    const cards = [...result.domains, ...result.candidates].map((d) => `${d.name}.${d.extension}`);
    // car.com heads the exact names, and car.net, car.io ... are each held below it.
    expect(cards).toContain('car.com');
    expect(cards.filter((n) => n.startsWith('car.') && n !== 'car.com').length).toBeGreaterThan(1);
    for (const card of cards) expect(valued.has(card), card).toBe(true);
    expect(valuedMoreThanOnce(valued)).toEqual([]);
  });

  it('GET /api/domains/:id values the name and its stronger form once each', async () => {
    const stored = all.find((d) => d.name === 'cloudshop' && d.extension !== 'com');
    if (!stored) throw new Error('the fixture holds cloudshop under another extension than .com');
    const { body, valued } = await valuedDuring(`/api/domains/${stored.id}`);
    expect(domainDetailsSchema.parse(body).name).toBe('cloudshop');
    // cloudshop.net (or .io ...) is held below cloudshop.com.
    expect(valued).toEqual(
      new Map([
        [`cloudshop.${stored.extension}`, 1],
        ['cloudshop.com', 1],
      ]),
    );
  });
});
