import { apiErrorSchema, domainSearchResultSchema } from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { defaultCandidates } from '../support/domain-expectation.ts';
import { type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

let nextId = 50_000;
const stored = (name: string, extension: string, estimatedValue: number): FixtureDomain => ({
  id: nextId++,
  name,
  extension,
  status: 'taken',
  industry: 'food',
  estimatedValue,
  acquisitionFee: null,
  currentBid: null,
  expiryDate: '2030-01-01',
  firstRegistered: '2015-03-03',
  marketValue: 50,
  available: false,
  companyId: null,
});

// biome-ignore format: one phrase shape a row
const fixture: FixtureDomain[] = [
  stored('coffeeshop', 'net', 9000),
  stored('coffee-shop', 'io', 8000),
  stored('coffeeshopnyc', 'com', 1200),
  stored('coffee-shop-deals', 'com', 300),
  stored('bestcoffeeshop', 'com', 7000),
  stored('my-coffee-shop', 'co', 100),
  stored('shopcoffee', 'com', 20000),
  stored('coffeeandshop', 'com', 650),
  stored('shoppingforcoffee', 'net', 15),
  stored('coffee', 'com', 90000),
  stored('shop', 'com', 80000),
  stored('teashop', 'com', 500),
  stored('coffeebean', 'com', 400),
  stored('cafe', 'com', 5000),
  stored('cafeteria', 'com', 900),
  stored('strasse', 'de', 800),
  // Enough two-word names for several pages at every order.
  ...['cold', 'iced', 'fresh', 'roast', 'brew', 'bean', 'cup', 'mug', 'drip', 'milk', 'dark', 'pure'].flatMap(
    (middle, k) => [stored(`coffee${middle}shop`, 'com', 100 + k * 37), stored(`${middle}shop${'coffee'}`, 'io', 95 + k * 41)],
  ),
];

beforeAll(async () => {
  await insertDomains(fixture);
});

async function search(params: Record<string, string>) {
  const res = await api(`/api/domains?${new URLSearchParams(params)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return domainSearchResultSchema.parse(await res.json());
}

async function allPages(params: Record<string, string>) {
  const names: string[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 50; n++) {
    const body = await search({ ...params, ...(cursor ? { cursor } : {}) });
    names.push(...body.domains.map((d) => `${d.name}.${d.extension}`));
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return names;
}

const fqdns = (rows: { name: string; extension: string }[]) => rows.map((d) => `${d.name}.${d.extension}`);
const holdsBoth = (d: FixtureDomain) => d.name.includes('coffee') && d.name.includes('shop');

describe('GET /api/domains: a phrase', () => {
  it('offers the words joined and hyphenated under each common extension', async () => {
    const body = await search({ query: 'coffee shop' });
    expect(body.keyword).toBe('coffee shop');
    expect(fqdns(body.candidates)).toEqual([
      ...defaultCandidates.map((ext) => `coffeeshop.${ext}`),
      ...defaultCandidates.map((ext) => `coffee-shop.${ext}`),
    ]);
    const net = body.candidates.find((c) => c.name === 'coffeeshop' && c.extension === 'net');
    expect(net?.id).toBe(fixture[0]?.id);
  });

  it('lists only stored names holding every word, each once, the phrase at the start first', async () => {
    const body = await search({ query: 'coffee shop', limit: '50' });
    const listed = fqdns(body.domains);
    const expected = fixture
      .filter(holdsBoth)
      .filter(
        (d) => !(['coffeeshop', 'coffee-shop'].includes(d.name) && defaultCandidates.includes(d.extension)),
      );
    expect([...listed].sort()).toEqual(fqdns(expected).sort());
    expect(listed).not.toContain('teashop.com');
    expect(listed).not.toContain('coffee.com');
    // Closeness: the phrase at the start, then the phrase further in, then the words apart.
    const rank = (name: string) => (/^coffee-?shop/.test(name) ? 0 : /coffee-?shop/.test(name) ? 1 : 2);
    const ranks = body.domains.map((d) => rank(d.name));
    expect(ranks).toEqual([...ranks].sort());
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
    expect(listed.slice(0, 2)).toEqual(['coffeeshopnyc.com', 'coffee-shop-deals.com']);
  });

  it.each(['relevance', 'value', 'length'])(
    'pages a phrase by cursor without repeats (sortBy=%s)',
    async (sortBy) => {
      const whole = (await search({ query: 'coffee shop', sortBy, limit: '50' })).domains;
      const paged = await allPages({ query: 'coffee shop', sortBy, limit: '4' });
      expect(paged.length).toBeGreaterThan(8);
      expect(new Set(paged).size).toBe(paged.length);
      expect(paged).toEqual(fqdns(whole));
    },
  );

  it('reads punctuation, capitals and & as the same words', async () => {
    const body = await search({ query: 'Coffee-Shop!' });
    expect(body.keyword).toBe('coffee shop');
    expect(body.candidates[0]?.name).toBe('coffeeshop');
    const and = await search({ query: 'coffee & shop', extension: 'com' });
    expect(fqdns(and.candidates)).toEqual(['coffeeandshop.com', 'coffee-and-shop.com']);
    expect(and.candidates[0]?.id).not.toBeNull();
  });

  it('takes a pasted URL or e-mail address as its name and extension', async () => {
    const url = await search({ query: 'https://www.CoffeeShop.io/menu?x=1' });
    expect(fqdns(url.candidates)).toEqual(['coffeeshop.io']);
    expect(url.domains.every((d) => d.extension === 'io')).toBe(true);
    const mail = await search({ query: 'orders@coffee-shop.io' });
    expect(fqdns(mail.candidates)).toEqual(['coffeeshop.io', 'coffee-shop.io']);
    expect(mail.candidates[1]?.id).toBe(fixture[1]?.id);
  });
});

describe('GET /api/domains: accents and other scripts', () => {
  it('offers café as its internationalised name and as cafe', async () => {
    const body = await search({ query: 'Café', extension: 'com,net' });
    expect(body.keyword).toBe('café');
    expect(fqdns(body.candidates)).toEqual(['xn--caf-dma.com', 'xn--caf-dma.net', 'cafe.com', 'cafe.net']);
    expect(body.candidates.map((c) => c.unicodeName)).toEqual(['café', 'café', undefined, undefined]);
    expect(body.candidates[2]?.id).toBe(fixture.find((d) => d.name === 'cafe')?.id);
    expect(body.candidates[0]).toMatchObject({ id: null, status: 'unverified', available: false });
    expect(fqdns(body.domains)).toEqual(['cafeteria.com']);
  });

  it('adds .de for ß, and matches stored names by the ASCII spelling', async () => {
    const body = await search({ query: 'straße' });
    expect(fqdns(body.candidates)).toContain('xn--strae-oqa.de');
    expect(fqdns(body.candidates)).toContain('strasse.de');
    expect(body.candidates.find((c) => c.name === 'strasse' && c.extension === 'de')?.id).not.toBeNull();
  });

  it('offers a name with no Latin spelling and lists no stored names for it', async () => {
    const body = await search({ query: '東京', extension: 'com' });
    expect(body.candidates.map((c) => [c.name, c.unicodeName])).toEqual([['xn--1lqs71d', '東京']]);
    expect(body.domains).toEqual([]);
  });
});

describe('GET /api/domains: nothing to search', () => {
  it.each(['!!!', '   ', '☕🍕', '-'])('answers %j with an empty result', async (query) => {
    expect(await search({ query })).toEqual({ keyword: '', candidates: [], domains: [], nextCursor: null });
  });

  it('says when the name is too long for a domain', async () => {
    const res = await api(`/api/domains?${new URLSearchParams({ query: 'coffee '.repeat(11) })}`);
    expect(res.status).toBe(400);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error.message).toContain('too long for a domain name');
    expect(body.error.issues?.[0]?.path).toEqual(['query']);
  });
});
