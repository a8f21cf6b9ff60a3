import {
  apiErrorSchema,
  domainDetailsSchema,
  domainSchema,
  valueHistoryPointSchema,
} from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { engineFiguresOf } from '../../src/domains/engine-figures.ts';
import { valueTimeline } from '../../src/domains/value-timeline.ts';
import { channelIndex, marketIndexOn } from '../../src/valuation/engine/market-index.ts';
import { channelValueOf } from '../../src/valuation/engine/value-name.ts';
import { api } from '../support/api.ts';
import { buildDomains, type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** Expiring .com names around today, popular and not, so the strip has something to choose. */
const strip: FixtureDomain[] = [
  [-2, 90],
  [1, 80],
  [1, 30],
  [3, 51],
  [3, 50],
  [9, 70],
  [12, 95],
].map(([days, marketValue], i) => ({
  id: 5000 + i,
  name: `lapsing${i}`,
  extension: 'com',
  status: 'expiring',
  industry: 'general',
  estimatedValue: 4000 + i,
  acquisitionFee: null,
  currentBid: null,
  expiryDate: inDays(days as number),
  firstRegistered: '2015-03-02',
  marketValue: marketValue as number,
  available: false,
  companyId: null,
}));
const all = [...buildDomains(), ...strip];
const history = z.array(valueHistoryPointSchema);

beforeAll(async () => {
  await insertDomains(all);
});

const byStatus = (status: string) =>
  all.find((d) => d.status === status && d.firstRegistered) as FixtureDomain;

describe('GET /api/domains/:id', () => {
  it('returns the stored domain in the Domain shape', async () => {
    const stored = byStatus('auction');
    const res = await api(`/api/domains/${stored.id}`);
    expect(res.status).toBe(200);
    const d = domainSchema.parse(await res.json());
    expect(d).toMatchObject({
      id: stored.id,
      name: stored.name,
      extension: stored.extension,
      status: 'auction',
      currentBid: stored.currentBid,
      estimatedValue: stored.estimatedValue,
      history: {
        firstRegistered: stored.firstRegistered,
        lastOwner: 'Redacted for privacy',
        priorUse: 'Parked page',
      },
    });
  });

  it.each([
    ['999999', 404],
    ['abc', 400],
    ['0', 400],
    ['-4', 400],
    ['1.5', 400],
    ['12abc', 400],
  ])('answers /api/domains/%s with %i', async (id, status) => {
    for (const path of [`/api/domains/${id}`, `/api/domains/${id}/value-history`]) {
      const res = await api(path);
      expect(res.status).toBe(status);
      apiErrorSchema.parse(await res.json());
    }
  });
});

describe('GET /api/domains/:id/value-history', () => {
  it('gives dated points ending today at the stored value, each with a reason, the same every time', async () => {
    const stored = byStatus('taken');
    const res = await api(`/api/domains/${stored.id}/value-history`);
    expect(res.status).toBe(200);
    const points = history.parse(await res.json());
    expect(points.length).toBeGreaterThanOrEqual(2);
    const dates = points.map((p) => p.recordDate);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.at(-1)).toBe(today);
    expect((dates[0] ?? '') >= (stored.firstRegistered as string)).toBe(true);
    expect(points.at(-1)?.estimatedValue).toBe(stored.estimatedValue);
    for (const p of points) {
      expect(p.reason.length).toBeGreaterThan(5);
      expect(p.estimatedValue).toBeGreaterThan(0);
      expect(p.seoScore).toBeGreaterThanOrEqual(0);
      expect(p.seoScore).toBeLessThanOrEqual(100);
    }
    const again = history.parse(await (await api(`/api/domains/${stored.id}/value-history`)).json());
    expect(again).toEqual(points);
  });

  it.each(['available', 'taken', 'expiring', 'auction', 'premium'])(
    'ends a name %s today at the value its details headline shows',
    async (status) => {
      const stored = all.find((d) => d.status === status) as FixtureDomain;
      const headline = domainSchema.parse(await (await api(`/api/domains/${stored.id}`)).json());
      const points = history.parse(await (await api(`/api/domains/${stored.id}/value-history`)).json());
      expect(points.at(-1)).toMatchObject({ recordDate: today, estimatedValue: headline.estimatedValue });
    },
  );

  it('closes an expiring name at its value today, saying when it expires', async () => {
    const stored = byStatus('expiring');
    const points = history.parse(await (await api(`/api/domains/${stored.id}/value-history`)).json());
    const last = points.at(-1);
    expect(last?.estimatedValue).toBe(stored.estimatedValue);
    expect(last?.reason).toMatch(/^Expiry in \d+ days/);
  });
});

describe('value timeline model', () => {
  const input = {
    estimatedValue: 10_000,
    seoScore: 60,
    trafficPotential: 40,
    status: 'available',
    firstRegistered: null,
    expiryDate: null,
  };

  it('moves a never-registered name with the marketplace index alone while the index has data', () => {
    const points = valueTimeline(input, '2020-06-30');
    const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    const indexOn = (iso: string) => marketIndexOn(dayOf(iso), 'marketplace');
    for (const p of points) {
      const expected = Math.round((10_000 * indexOn(p.recordDate)) / indexOn('2020-06-30'));
      expect(p.estimatedValue).toBe(expected);
      expect(p.seoScore).toBe(60);
    }
    expect(points.some((p) => /^Marketplace prices (up|down)/.test(p.reason))).toBe(true);
  });

  it('holds the value flat past the last year of marketplace data', () => {
    const last = channelIndex('marketplace').lastYear;
    const points = valueTimeline(input, `${last + 4}-06-30`);
    expect(points.filter((p) => p.recordDate > `${last}-07-01`).map((p) => p.estimatedValue)).toEqual(
      points.filter((p) => p.recordDate > `${last}-07-01`).map(() => 10_000),
    );
    expect(points.some((p) => /^Marketplace prices/.test(p.reason))).toBe(false);
  });

  it('lets a young name gain value and SEO as its registration ages', () => {
    const points = valueTimeline({ ...input, status: 'taken', firstRegistered: '2026-01-01' }, '2026-11-20');
    expect(points[0]).toMatchObject({ recordDate: '2026-01-01', reason: 'First registered' });
    const values = points.map((p) => p.estimatedValue);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(points[0]?.seoScore).toBeLessThan(60);
    expect(points.at(-1)).toMatchObject({
      estimatedValue: 10_000,
      seoScore: 60,
      reason: 'Current valuation',
    });
  });
});

describe('GET /api/domains/expiring', () => {
  it('lists popular .com names expiring soonest, cacheable for five minutes', async () => {
    const res = await api(`/api/domains/expiring?limit=4&_=${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, max-age=300');
    const got = z.array(domainSchema).parse(await res.json());
    const want = all
      .filter((d) => d.status === 'expiring' && d.extension === 'com' && d.marketValue >= 50)
      .filter((d) => (d.expiryDate as string) >= today)
      .sort((a, b) => (a.expiryDate as string).localeCompare(b.expiryDate as string) || a.id - b.id)
      .slice(0, 4);
    expect(want.length).toBeGreaterThan(0);
    expect(got.map((d) => d.id)).toEqual(want.map((d) => d.id));
  });

  it('answers a repeat within the minute from the isolate, without a statement, the same strip', async () => {
    const first = await api('/api/domains/expiring?limit=3');
    const repeat = await api('/api/domains/expiring?limit=3');
    expect(repeat.headers.get('Server-Timing')).toMatch(/rows_read=0 rows_written=0 statements=0 /);
    expect(await repeat.json()).toEqual(await first.json());
  });

  it('defaults to four and refuses a bad limit', async () => {
    const res = await api('/api/domains/expiring');
    expect(z.array(domainSchema).parse(await res.json()).length).toBeLessThanOrEqual(4);
    for (const limit of ['0', 'abc', '500']) {
      expect((await api(`/api/domains/expiring?limit=${limit}`)).status).toBe(400);
    }
  });
});

describe('GET /api/domains/:id?asOf=', () => {
  const level = (year: number) => {
    const { firstYear, lastYear, years } = channelIndex('marketplace');
    const held = Math.min(lastYear, Math.max(firstYear, year));
    return years.find((y) => y.year === held)?.index as number;
  };

  it('moves the stored retail value by the marketplace index alone, and says whose prices it is in', async () => {
    const stored = byStatus('auction');
    const { lastYear } = channelIndex('marketplace');
    const early = lastYear - 3;
    const res = await api(`/api/domains/${stored.id}?asOf=${early}`);
    expect(res.status).toBe(200);
    const d = domainDetailsSchema.parse(await res.json());
    expect(level(early)).not.toBe(1);
    expect(d.estimatedValue).toBe(Math.round((stored.estimatedValue * level(early)) / level(lastYear)));
    expect(d.priceBasis.marketplace).toEqual({
      year: early,
      carried: false,
      text: `marketplace prices as of ${early}`,
    });
    const today = domainDetailsSchema.parse(await (await api(`/api/domains/${stored.id}`)).json());
    expect(today.estimatedValue).toBe(stored.estimatedValue);
    expect(today.priceBasis.marketplace.text).toBe(
      `marketplace prices as of ${lastYear}, the latest marketplace data`,
    );
  });

  it("gives the engine's auction value and comparables in the asked year's money", async () => {
    const early = channelIndex('auction').lastYear - 3;
    // A name the engine values at auction (others carry a reason instead), so the year shows.
    const stored = all.find(
      (d) =>
        channelValueOf(d.name, d.extension, 'auction', early).value !== null &&
        engineFiguresOf(d.name, d.extension, early).similarSales.length > 0,
    ) as FixtureDomain;
    const auctionThen = channelValueOf(stored.name, stored.extension, 'auction', early);
    const auctionNow = channelValueOf(stored.name, stored.extension, 'auction');
    // The year must move the engine's figures, or this test could not tell the years apart.
    expect(auctionThen.value).not.toBe(auctionNow.value);
    const d = domainDetailsSchema.parse(await (await api(`/api/domains/${stored.id}?asOf=${early}`)).json());
    expect(d.analysis.auctionValue).toEqual(auctionThen);
    expect(d.analysis.similarSales).toEqual(
      engineFiguresOf(stored.name, stored.extension, early).similarSales,
    );
    expect(d.analysis.similarSales.length).toBeGreaterThan(0);
  });

  it('answers 400 for a year the sales cannot speak for, before looking the domain up', async () => {
    for (const asOf of ['1800', String(new Date().getUTCFullYear() + 1), 'soon']) {
      const res = await api(`/api/domains/${all[0]?.id}?asOf=${asOf}`);
      expect(res.status, asOf).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(/asOf/);
    }
  });
});
