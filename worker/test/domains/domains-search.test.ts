import {
  apiErrorSchema,
  domainSearchResultSchema,
  maxLengthChoices,
  priceRanges,
  statusFilters,
} from '@domainary/schema/contracts/index.ts';
import { notChecked } from '@domainary/schema/testing/availability-fixtures.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import {
  type DomainSearchParams,
  defaultCandidates,
  expectedDomains,
  searchPath,
} from '../support/domain-expectation.ts';
import { buildDomains, insertDomains } from '../support/domain-fixture.ts';

const all = buildDomains();

beforeAll(async () => {
  await insertDomains(all);
});

async function page(p: DomainSearchParams, extra: Record<string, string> = {}) {
  const res = await api(searchPath(p, extra));
  expect(res.status, await res.clone().text()).toBe(200);
  return domainSearchResultSchema.parse(await res.json());
}

/** Follows every cursor and checks the concatenated pages against the test's own answer. */
async function expectSearch(p: DomainSearchParams, limit = 7) {
  const want = expectedDomains(all, p).map((d) => `${d.name}.${d.extension}#${d.id}`);
  const got: string[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 100; n++) {
    const body = await page(p, { limit: String(limit), ...(cursor ? { cursor } : {}) });
    got.push(...body.domains.map((d) => `${d.name}.${d.extension}#${d.id}`));
    if (cursor) expect(body.candidates).toEqual([]);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  expect(got).toEqual(want);
  return want.length;
}

describe('GET /api/domains: matching and order', () => {
  it('answers an empty keyword, and a blank one, with an empty list', async () => {
    for (const query of ['', '   ']) {
      const body = await page({ query });
      expect(body).toEqual({ keyword: '', candidates: [], domains: [], nextCursor: null });
    }
    const res = await api('/api/domains');
    expect(await res.json()).toMatchObject({ domains: [], candidates: [] });
  });

  it.each(['relevance', 'value', 'length'] as const)(
    'lists every substring match by %s, across pages',
    async (sortBy) => {
      expect(await expectSearch({ query: 'car', sortBy })).toBeGreaterThan(20);
      await expectSearch({ query: 'shop', sortBy });
      await expectSearch({ query: 'love', sortBy }, 3);
    },
  );

  it('puts names that start with the keyword before names that contain it (relevance)', async () => {
    const body = await page({ query: 'car', sortBy: 'relevance' }, { limit: '50' });
    const starts = body.domains.map((d) => d.name.startsWith('car'));
    expect(starts.indexOf(false)).toBeGreaterThan(0);
    expect(starts.slice(starts.indexOf(false))).not.toContain(true);
  });

  it('matches one- and two-character keywords at the start of names', async () => {
    expect(await expectSearch({ query: 'ai', sortBy: 'value' })).toBeGreaterThan(0);
    expect(await expectSearch({ query: 'a' })).toBeGreaterThan(0);
    await expectSearch({ query: 'x', sortBy: 'length' });
    const body = await page({ query: 'ai' }, { limit: '50' });
    expect(body.domains.map((d) => d.name)).not.toContain('repair');
  });

  it('trims and lower-cases the keyword, and splits a typed extension off', async () => {
    const body = await page({ query: '  CARS ' });
    expect(body.keyword).toBe('cars');
    await expectSearch({ query: 'cars' });
    const typed = await page({ query: 'lovely.io' });
    expect(typed.keyword).toBe('lovely');
    expect(typed.candidates.map((c) => c.extension)).toEqual(['io']);
    expect(typed.domains.every((d) => d.extension === 'io')).toBe(true);
  });
});

describe('GET /api/domains: filters', () => {
  it.each(statusFilters)('honours status=%s', async (status) => {
    await expectSearch({ query: 'car', status, sortBy: 'value' });
  });

  it.each(Object.keys(priceRanges))('honours priceRange=%s', async (priceRange) => {
    await expectSearch({ query: 'o', priceRange });
    await expectSearch({ query: 'car', priceRange, sortBy: 'value' });
  });

  it.each(maxLengthChoices)('honours maxLength=%s', async (maxLength) => {
    await expectSearch({ query: 'car', maxLength, sortBy: 'length' });
  });

  it('honours extension, one or several, and industry', async () => {
    await expectSearch({ query: 'car', extension: 'io' });
    await expectSearch({ query: 'car', extension: 'com,co.uk' });
    await expectSearch({ query: 'shop', industry: 'automotive', sortBy: 'value' });
    await expectSearch({ query: 'car', extension: 'net', industry: 'tech', status: 'taken', maxLength: '7' });
  });
});

describe('GET /api/domains: results', () => {
  it('returns whole domains: stored engine values, scores, metrics and real comparable sales', async () => {
    const body = await page({ query: 'carpet', sortBy: 'value' });
    const stored = all.find((d) => d.id === body.domains[0]?.id);
    const d = body.domains[0];
    expect(d && stored).toBeTruthy();
    if (!d || !stored) return;
    expect(d.estimatedValue).toBe(stored.estimatedValue);
    expect(d.estimatedValueMin).toBeLessThan(d.estimatedValueMax as number);
    expect(d.analysis.marketValue).toBe(stored.marketValue);
    expect(d.analysis.similarSales.length).toBeGreaterThan(0);
    for (const sale of d.analysis.similarSales) {
      expect(sale.domain).toMatch(/^[a-z0-9-]+\.[a-z.]+$/);
      expect(sale.price).toBeGreaterThan(0);
      expect(sale.year).toBeGreaterThan(1990);
      expect(sale.similarity).toBeGreaterThan(0);
      expect(sale.similarity).toBeLessThanOrEqual(100);
    }
    expect(d.metrics).toEqual({ keywordVolume: 320, backlinks: 14, referringDomains: 3 });
    expect(d.keywords).toEqual(['carpet']);
    expect(d.availability.source).toBe('sample');
    expect(d.availability.status).toBe(stored.available ? 'available' : 'registered');
  });

  it('counts whole days until expiry, rounded up', async () => {
    const body = await page({ query: 'car', status: 'expiring' }, { limit: '50' });
    for (const d of body.domains) {
      const ms = Date.parse(`${d.expiryDate}T00:00:00Z`) - Date.now();
      expect(d.analysis.daysUntilExpiry).toBe(Math.max(0, Math.ceil(ms / 86_400_000)));
    }
  });
});

describe('GET /api/domains: candidates', () => {
  it('offers the exact keyword under each requested extension, with how its status is known', async () => {
    const body = await page({ query: 'zebra', extension: 'com,io,ai' });
    expect(body.candidates.map((c) => c.extension)).toEqual(['com', 'io', 'ai']);
    for (const c of body.candidates) {
      expect(c.name).toBe('zebra');
      const stored = all.find((d) => d.name === 'zebra' && d.extension === c.extension);
      if (stored) {
        expect(c.id).toBe(stored.id);
        // Offline, a listed name has its sample listing: nobody checked it, so no check time.
        expect(c.availability).toMatchObject({
          status: stored.available ? 'available' : 'registered',
          source: 'sample',
          checkedAt: null,
        });
      } else {
        // Nobody checked it: never reported available.
        expect(c.id).toBeNull();
        expect(c.status).toBe('unverified');
        expect(c.available).toBe(false);
        expect(c.availability).toEqual(notChecked);
        expect(c.estimatedValue).toBeGreaterThan(0);
      }
    }
  });

  it('uses the six common extensions when none is asked for', async () => {
    const body = await page({ query: 'quokkafarm' });
    expect(body.candidates.map((c) => c.extension)).toEqual(defaultCandidates);
    expect(body.candidates.every((c) => c.status === 'unverified' && c.id === null)).toBe(true);
    expect(body.domains).toEqual([]);
  });
});

describe('GET /api/domains: bad input', () => {
  it.each([
    [{ query: 'a'.repeat(64) }, 'query'],
    [{ query: `https://${'a'.repeat(250)}.com` }, 'query'],
    [{ query: 'car', extension: 'banana' }, 'extension'],
    [{ query: 'car', extension: 'com,banana' }, 'extension'],
    [{ query: 'car', status: 'sold' }, 'status'],
    [{ query: 'car', priceRange: 'cheap' }, 'priceRange'],
    [{ query: 'car', maxLength: '4' }, 'maxLength'],
    [{ query: 'car', industry: 'mining' }, 'industry'],
    [{ query: 'car', sortBy: 'price' }, 'sortBy'],
    [{ query: 'car', limit: '0' }, 'limit'],
    [{ query: 'car', cursor: 'v0_123' }, 'cursor'],
    [{ query: 'car', cursor: 'r7_1' }, 'cursor'],
    [{ query: 'car', cursor: 'nonsense!' }, 'cursor'],
  ])('refuses %o with a 400 naming %s', async (params, field) => {
    const res = await api(searchPath(params as DomainSearchParams));
    expect(res.status).toBe(400);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error.message).toContain(field);
    expect(body.error.issues?.[0]?.path).toEqual([field]);
  });
});
