import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import {
  bulkValuationResponseSchema,
  type ValuationResult,
  valuationSchema,
} from '@domainary/schema/contracts/valuation.ts';
import { describe, expect, it } from 'vitest';
import { channelIndex, FIRST_PRICE_YEAR } from '../../src/valuation/engine/market-index.ts';
import { api } from '../support/api.ts';

const CHANNELS = ['auction', 'marketplace', 'brokerage'] as const;
type Channel = (typeof CHANNELS)[number];

async function valuation(domain: string, asOf?: number | string): Promise<ValuationResult> {
  const query = asOf === undefined ? '' : `&asOf=${asOf}`;
  const res = await api(`/api/valuation?domain=${encodeURIComponent(domain)}${query}`);
  expect(res.status, `${domain} ${asOf}`).toBe(200);
  return valuationSchema.parse(await res.json());
}

const bulk = (body: unknown) => api('/api/valuation/bulk', { method: 'POST', body: JSON.stringify(body) });

/** The channel's index level in a year, held inside its years of data, read from the shipped index. */
function levelOf(channel: Channel, year: number): number {
  const { firstYear, lastYear, years } = channelIndex(channel);
  const held = Math.min(lastYear, Math.max(firstYear, year));
  return years.find((y) => y.year === held)?.index as number;
}

describe('values in asOf money', () => {
  it('moves each channel by its own index alone between two asOf years', async () => {
    const [from, to] = [2017, 2020];
    // A dear name every channel gives a value for, so rounding to whole dollars and tens is far
    // below the index's moves, with no reported sale of its own (whose weight changes with its age).
    const early = await valuation('wines.com', from);
    const late = await valuation('wines.com', to);
    let moved = 0;
    for (const channel of CHANNELS) {
      const ratio = levelOf(channel, to) / levelOf(channel, from);
      if (ratio !== 1) moved++;
      const [before, after] = [early.channels[channel], late.channels[channel]];
      expect((after.value as number) / (before.value as number), channel).toBeCloseTo(ratio, 3);
      expect((after.range?.max as number) / (before.range?.max as number), channel).toBeCloseTo(ratio, 3);
    }
    // The test means something only while some channel's index moved between the two years.
    expect(moved).toBeGreaterThan(0);
    expect(late.estimatedValue).toBe(late.channels.marketplace.value);
    expect(late.scores).toEqual(early.scores);
    expect(late.explanation).toEqual(early.explanation);
  });

  it('carries each channel flat past its data and says so, the current year by default', async () => {
    const thisYear = new Date().getUTCFullYear();
    const today = await valuation('bakery.com');
    expect(today.asOf).toBe(thisYear);
    for (const channel of CHANNELS) {
      const { lastYear } = channelIndex(channel);
      const atLast = await valuation('bakery.com', lastYear);
      expect(today.channels[channel]).toEqual(atLast.channels[channel]);
      expect(today.priceBasis[channel]).toEqual({
        year: lastYear,
        carried: lastYear !== thisYear,
        text: `${channel} prices as of ${lastYear}, the latest ${channel} data`,
      });
      expect(atLast.priceBasis[channel].carried).toBe(false);
    }
  });

  it('values a bulk list in the asked year as a single valuation does', async () => {
    const res = await bulk({ domains: ['voice.com', 'bakery.com'], asOf: 2018 });
    expect(res.status).toBe(200);
    const body = bulkValuationResponseSchema.parse(await res.json());
    const single = await valuation('bakery.com', 2018);
    expect(body.valuations[1]?.asOf).toBe(2018);
    expect(body.valuations[1]?.channels).toEqual(single.channels);
  });

  it("shows each comparable's own price and year, and beside them that price in its channel's prices", async () => {
    const a = await valuation('bakery.com', 2018);
    expect(a.comparableSales.length).toBeGreaterThan(0);
    for (const sale of a.comparableSales) {
      const to = Math.min(
        channelIndex(sale.channel).lastYear,
        Math.max(channelIndex(sale.channel).firstYear, 2018),
      );
      const factor = levelOf(sale.channel, to) / levelOf(sale.channel, sale.year);
      if (factor === 1) expect(sale.adjusted).toBeNull();
      else
        expect(sale.adjusted).toEqual({
          price: Math.round(sale.price * factor),
          basis: `${to} ${sale.channel} prices`,
        });
    }
  });
});

describe('a year the sales cannot speak for', () => {
  const thisYear = new Date().getUTCFullYear();
  const bad: Array<[string, string, RegExp]> = [
    ['a year before the first sale', String(FIRST_PRICE_YEAR - 1), /from \d{4} .* to \d{4}/],
    ['a year after this one', String(thisYear + 1), /from \d{4} .* to \d{4}/],
    ['a word', 'soon', /a year such as/],
    ['a fraction', '2019.5', /a year such as/],
  ];
  for (const [what, asOf, message] of bad) {
    it(`answers 400 for ${what}`, async () => {
      const res = await api(`/api/valuation?domain=voice.com&asOf=${encodeURIComponent(asOf)}`);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(message);
    });
  }

  it('answers 400 for a bulk list asked in a year outside the sales', async () => {
    for (const asOf of [FIRST_PRICE_YEAR - 1, thisYear + 1, 2019.5, '2019']) {
      const res = await bulk({ domains: ['voice.com'], asOf });
      expect(res.status, String(asOf)).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(/asOf/);
    }
  });
});
