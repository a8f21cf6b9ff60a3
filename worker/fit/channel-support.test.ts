import { describe, expect, it } from 'vitest';
import type { Channel } from '../src/valuation/engine/features.ts';
import { compile, predict } from '../src/valuation/engine/gbm.ts';
import { fitChannelSpread, fitChannelSupport, OUTSIDE_SHARE } from './channel-support.ts';
import { mulberry32 } from './train-trees.ts';

describe('fitChannelSpread', () => {
  it("gives per band of headline value the middle 80% of each channel's distances from the headline", () => {
    const rand = mulberry32(1);
    const headline: number[] = [];
    const logPrice: number[] = [];
    const channels: Channel[] = [];
    const offset = { auction: -0.5, marketplace: 0, brokerage: 1 } as const;
    for (let k = 0; k < 3000; k++) {
      const channel = (['auction', 'marketplace', 'brokerage'] as const)[k % 3] as Channel;
      const h = 3 + 2 * rand();
      headline.push(h);
      // Each channel's sales spread evenly 0.4 either side of its offset from the headline.
      logPrice.push(h + offset[channel] + 0.8 * (rand() - 0.5));
      channels.push(channel);
    }
    const { bandEdges, gap } = fitChannelSpread(headline, logPrice, channels);
    expect(bandEdges).toHaveLength(7);
    for (const [channel, centre] of Object.entries(offset) as Array<[Channel, number]>) {
      for (const [least, greatest] of gap[channel]) {
        // The 10th and 90th percentiles of an even spread 0.4 either side, from about 125 sales a band.
        expect(Math.abs(least - (centre - 0.32))).toBeLessThan(0.1);
        expect(Math.abs(greatest - (centre + 0.32))).toBeLessThan(0.1);
      }
    }
  });
});

describe('fitChannelSupport', () => {
  it('draws the line where a channel rarely sells, leaving at most 5% of its own sales outside', () => {
    const rand = mulberry32(2);
    const rows: Float64Array[] = [];
    const channels: Channel[] = [];
    for (let k = 0; k < 4000; k++) {
      const quality = rand();
      rows.push(Float64Array.of(quality, rand()));
      // Brokers sell the better names almost only; auctions sell the rest.
      const brokered = quality > 0.6 ? rand() < 0.5 : rand() < 0.01;
      channels.push(brokered ? 'brokerage' : rand() < 0.8 ? 'auction' : 'marketplace');
    }
    const { support, report } = fitChannelSupport(rows, channels);
    const brokered = channels.filter((c) => c === 'brokerage').length;
    expect(report.brokerage.ownSalesOutside).toBeLessThanOrEqual(Math.ceil(OUTSIDE_SHARE * brokered));
    const share = compile(support.brokerage.share);
    expect(predict(share, Float64Array.of(0.2, 0.5))).toBeLessThan(support.brokerage.minShare);
    expect(predict(share, Float64Array.of(0.9, 0.5))).toBeGreaterThanOrEqual(support.brokerage.minShare);
    // Most low-quality names are outside the brokers' support, and counted.
    expect(report.brokerage.soldNamesOutside).toBeGreaterThan(1000);
  });
});
