import report from '@domainary/schema/reference/valuation-accuracy.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../src/valuation/engine/features.ts';
import { bandReport, TARGETS } from './fit-report.ts';

/** A band's figures as the report writes them. */
interface Band {
  band: string;
  sales: number;
  medianBiasLog10: number;
  interval80Coverage: number;
}

/** Bands from $3,000 up: the top of the market, where the bands of fifths left names far below their sales. */
const TOP = /^\$(3,000|10,000|30,000|100,000|1,000,000) /;
/** A band holding at least this many held-out sales reads its bias with some confidence. */
const READABLE = 40;
/** At most this far (log10, about 1.4x) may a readable top band's median value lie from its sales. */
const TOP_BIAS = 0.15;

describe('the fit report, per band of served value', () => {
  it('measures every channel before and after, through the served path', () => {
    for (const when of ['before', 'after'] as const) {
      for (const channel of CHANNELS) {
        const bands = report.calibrationByBand[when][channel] as Band[];
        expect(bands.length, `${when} ${channel}`).toBeGreaterThan(1);
        // Every held-out sale with a value lies in one band.
        expect(bands.reduce((n, b) => n + b.sales, 0)).toBe(report.perChannel[channel].sales);
      }
    }
  });

  it('leaves no readable top band far from what its names sell for', () => {
    let read = 0;
    for (const channel of CHANNELS) {
      for (const band of report.calibrationByBand.after[channel] as Band[]) {
        if (!TOP.test(band.band) || band.sales < READABLE) continue;
        expect(Math.abs(band.medianBiasLog10), `${channel} ${band.band}`).toBeLessThanOrEqual(TOP_BIAS);
        read++;
      }
    }
    expect(read).toBeGreaterThan(2);
  });

  it('keeps the marketplace range within its width target at its coverage', () => {
    const { interval80Coverage, interval80MedianWidthRatio } = report.perChannel.marketplace;
    expect(interval80MedianWidthRatio).toBeLessThanOrEqual(TARGETS.interval80MedianWidthRatio);
    expect(interval80Coverage).toBeGreaterThanOrEqual(TARGETS.interval80Coverage[0]);
    expect(interval80Coverage).toBeLessThanOrEqual(TARGETS.interval80Coverage[1]);
  });

  it("values resold names from their earlier sale closer than the model alone, the sale's weight falling with its age", () => {
    const { heldOut, saleVariance } = report.ownSales;
    expect(heldOut.pairs).toBeGreaterThanOrEqual(90);
    expect(heldOut.medianAbsLog10Error.blended).toBeLessThan(heldOut.medianAbsLog10Error.modelAlone);
    expect(saleVariance.perYear).toBeGreaterThan(0);
  });
});

describe('bandReport', () => {
  it('reads each band of served value apart, naming it in dollars', () => {
    // Three sales served at $200 that sold at $100, two at $50,000 that sold at $50,000.
    const predicted = Float64Array.from([2.3, 2.3, 2.3, 4.7, 4.7]);
    const actual = Float64Array.from([2, 2, 2, 4.7, 4.7]);
    const lo = new Float64Array(5).fill(-0.5);
    const hi = new Float64Array(5).fill(0.5);
    const bands = bandReport([0, 1, 2, 3, 4], actual, predicted, lo, hi);
    expect(bands.map((b) => [b.band, b.sales])).toEqual([
      ['under $300', 3],
      ['$30,000 to $100,000', 2],
    ]);
    expect(bands[0]?.medianBiasLog10).toBeCloseTo(0.3, 6);
    expect(bands[1]?.medianBiasLog10).toBeCloseTo(0, 6);
    expect(bands[1]?.interval80MedianWidthRatio).toBeCloseTo(10, 6);
  });
});
