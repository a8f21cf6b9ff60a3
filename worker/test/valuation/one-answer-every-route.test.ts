import {
  bulkValuationResponseSchema,
  domainBulkResultSchema,
  domainDetailsSchema,
  domainSchema,
  domainSearchResultSchema,
  generateDomainsResponseSchema,
  valuationSchema,
  watchlistEntrySchema,
} from '@domainary/schema/contracts/index.ts';
import type { SaleChance } from '@domainary/schema/contracts/sale-chance.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { valueName } from '../../src/valuation/engine/index.ts';
import { api, visitorCookieOf } from '../support/api.ts';
import { type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';
import { generate } from '../support/generator.ts';

/** The figures a visitor reads beside a name, whichever screen shows it. */
interface Figures {
  headlineChannel: string;
  value: number | null;
  range: { min: number; max: number } | null;
  saleChance: SaleChance | null;
}

/** A stored record's figures (search card, details, watchlist, home strip, bulk check). */
const storedFigures = (d: {
  headlineChannel: string;
  estimatedValue: number | null;
  estimatedValueMin: number | null;
  estimatedValueMax: number | null;
  saleChance: SaleChance | null;
}): Figures => ({
  headlineChannel: d.headlineChannel,
  value: d.estimatedValue,
  range:
    d.estimatedValueMin === null || d.estimatedValueMax === null
      ? null
      : { min: d.estimatedValueMin, max: d.estimatedValueMax },
  saleChance: d.saleChance,
});

/** A valuation's figures (/api/valuation, bulk valuation, generator). */
const valuedFigures = (v: {
  headlineChannel: string;
  estimatedValue: number | null;
  valueRange: { min: number; max: number } | null;
  saleChance: SaleChance | null;
}): Figures => ({
  headlineChannel: v.headlineChannel,
  value: v.estimatedValue,
  range: v.valueRange,
  saleChance: v.saleChance,
});

/**
 * Listed names, each a kind the engine answers differently: one valued from its own brokered
 * sale (headlined as brokered), one valued by the model, one that gets no number.
 */
const LISTED = [
  ['voice', 'com'],
  ['bakery', 'com'],
  ['qwkzrtpl', 'net'],
] as const;
/** A name Domainary does not list: valued on read wherever it appears. */
const UNLISTED = ['hotels', 'com'] as const;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Stored as the seed stores a name: the engine's headline value and range at load (a small order key for no number). */
const listed: FixtureDomain[] = LISTED.map(([name, extension], i) => {
  const v = valueName(name, extension);
  return {
    id: 9_100 + i,
    name,
    extension,
    status: 'expiring',
    industry: v.industry,
    estimatedValue: v.estimatedValue ?? 10,
    valueRange: v.valueRange ?? { min: 10, max: 10 },
    acquisitionFee: null,
    currentBid: null,
    expiryDate: inDays(2 + i),
    firstRegistered: '2001-03-04',
    marketValue: 90,
    available: false,
    companyId: null,
  };
});

async function valuation(domain: string): Promise<Figures> {
  const res = await api(`/api/valuation?domain=${domain}`);
  expect(res.status, domain).toBe(200);
  return valuedFigures(valuationSchema.parse(await res.json()));
}

const every = [...LISTED, UNLISTED].map(([name, extension]) => `${name}.${extension}`);
/** GET /api/valuation's figures for each name: what every other route must show. */
const single = new Map<string, Figures>();
const want = (domain: string) => single.get(domain) as Figures;

beforeAll(async () => {
  await insertDomains(listed);
  for (const domain of every) single.set(domain, await valuation(domain));
});

describe('one answer for a name on every route', () => {
  it('starts from names the engine answers in different ways', async () => {
    const [voice, bakery, consonants] = every.slice(0, 3).map(want);
    expect(voice?.headlineChannel).toBe('brokerage');
    expect(bakery?.headlineChannel).toBe('marketplace');
    expect(bakery?.value).toBeGreaterThan(0);
    expect(consonants?.value).toBeNull();
  });

  it('gives bulk valuation the figures of the single valuation', async () => {
    const res = await api('/api/valuation/bulk', {
      method: 'POST',
      body: JSON.stringify({ domains: every }),
    });
    const { valuations } = bulkValuationResponseSchema.parse(await res.json());
    for (const [k, domain] of every.entries()) {
      expect(valuedFigures(valuations[k] as z.infer<typeof valuationSchema>), domain).toEqual(want(domain));
    }
  });

  it('gives the bulk check, search cards and details of a listed name the figures of its valuation', async () => {
    const check = await api('/api/domains/bulk', { method: 'POST', body: JSON.stringify({ names: every }) });
    const { rows } = domainBulkResultSchema.parse(await check.json());
    for (const [k, domain] of every.entries()) {
      const row = rows[k];
      if (!row || row.error !== null) throw new Error(`no bulk-check row for ${domain}`);
      expect(storedFigures(row), `bulk check ${domain}`).toEqual(want(domain));
    }
    for (const d of listed) {
      const domain = `${d.name}.${d.extension}`;
      const details = domainDetailsSchema.parse(await (await api(`/api/domains/${d.id}`)).json());
      expect(storedFigures(details), `details ${domain}`).toEqual(want(domain));
      const search = domainSearchResultSchema.parse(
        await (await api(`/api/domains?query=${d.name}&extension=${d.extension}`)).json(),
      );
      // The exact name searched for is offered first, as a candidate card; the same card as a result.
      const card = [...search.candidates, ...search.domains].find((c) => c.id === d.id);
      expect(card, `search card ${domain}`).toBeDefined();
      expect(storedFigures(card as z.infer<typeof domainSchema>), `search card ${domain}`).toEqual(
        want(domain),
      );
    }
  });

  it("gives an unlisted name's search card the figures of its valuation", async () => {
    const [name, extension] = UNLISTED;
    const search = domainSearchResultSchema.parse(
      await (await api(`/api/domains?query=${name}&extension=${extension}`)).json(),
    );
    const card = search.candidates.find((c) => c.name === name && c.extension === extension);
    expect(card).toBeDefined();
    expect(storedFigures(card as z.infer<typeof domainSchema>)).toEqual(want(`${name}.${extension}`));
  });

  it("gives the watchlist's entries, listed or not, the figures of their valuation", async () => {
    const cookie = visitorCookieOf(await api('/api/watchlist?userId=1'));
    for (const domain of every) {
      const res = await api('/api/watchlist', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ domain, userId: 1 }),
      });
      expect(res.status, domain).toBe(201);
    }
    const entries = z
      .array(watchlistEntrySchema)
      .parse(await (await api('/api/watchlist?userId=1', { cookie })).json());
    expect(entries).toHaveLength(every.length);
    for (const entry of entries) {
      const domain = `${entry.domain.name}.${entry.domain.extension}`;
      expect(storedFigures(entry.domain), `watchlist ${domain}`).toEqual(want(domain));
    }
  });

  it("gives the home page's strip of expiring names the figures of their valuation", async () => {
    const strip = z
      .array(domainSchema)
      .parse(await (await api(`/api/domains/expiring?limit=4&_=${Date.now()}`)).json());
    // The listed .com names (the .net one never joins a strip of .com names).
    expect(strip.map((d) => d.id)).toEqual(listed.filter((d) => d.extension === 'com').map((d) => d.id));
    for (const d of strip) {
      expect(storedFigures(d), `strip ${d.name}.${d.extension}`).toEqual(want(`${d.name}.${d.extension}`));
    }
  });

  it("gives the generator's suggestions the figures of their valuation", async () => {
    const res = await generate({ keyword: 'bakery', count: 5, extension: 'com' });
    const { suggestions } = generateDomainsResponseSchema.parse(await res.json());
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      const domain = `${s.name}.${s.extension}`;
      expect(valuedFigures(s), `generator ${domain}`).toEqual(await valuation(domain));
    }
  });
});
