import { describe, expect, it } from 'vitest';
import { channelIndex } from '../src/valuation/engine/market-index.ts';
import { channelValueOf } from '../src/valuation/engine/value-name.ts';
import { referenceLogPrices, valuesAsOf } from './as-of-evaluation.ts';

const CHANNELS = ['auction', 'marketplace', 'brokerage'] as const;

describe("the fit's held-out values", () => {
  it('are the values the engine gives asked in each sale year, relative to its latest data', () => {
    const sales = CHANNELS.flatMap((channel) => {
      const { firstYear, lastYear } = channelIndex(channel);
      return [firstYear, lastYear - 1, lastYear].map((year) => ({ channel, year }));
    });
    const reference = Float64Array.from(sales, () => 6);
    const asOf = valuesAsOf(
      reference,
      sales,
      sales.map((s) => s.year),
    );
    sales.forEach(({ channel, year }, r) => {
      // The API's own path: the same name (one every channel values, with no reported sale of its
      // own to anchor it) in the sale's year over its value at the latest data.
      const then = channelValueOf('wines', 'com', channel, year).value as number;
      const latest = channelValueOf('wines', 'com', channel, channelIndex(channel).lastYear).value as number;
      expect(asOf[r] as number, `${channel} ${year}`).toBeCloseTo(6 + Math.log10(then / latest), 3);
    });
  });

  it('train on prices carried to the latest data, so valuing a sale in its own year returns its price', () => {
    const sales = CHANNELS.map((channel) => ({
      channel,
      year: channelIndex(channel).firstYear,
      price: 25_000,
    }));
    const target = referenceLogPrices(sales);
    const back = valuesAsOf(
      target,
      sales,
      sales.map((s) => s.year),
    );
    for (const v of back) expect(v).toBeCloseTo(Math.log10(25_000), 10);
    // A channel whose index moved since its first year carries the price to a different level.
    const moved = [...target].filter((t) => Math.abs(t - Math.log10(25_000)) > 1e-6);
    expect(moved.length).toBeGreaterThan(0);
  });
});
