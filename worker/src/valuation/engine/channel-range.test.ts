import { describe, expect, it } from 'vitest';
import { boundedRange, calibratedRange } from './channel-range.ts';
import type { ValuationModel } from './model.ts';

/**
 * One band per channel: the trees' prediction moved by the channel's median error, ±0.3 for the
 * range of range group 0 and ±0.6 for group 1's.
 */
const band = (mid: number) => ({
  bandEdges: [],
  cells: [[mid - 0.3, mid, mid + 0.3] as [number, number, number]],
  groupRanges: [
    [
      [mid - 0.3, mid + 0.3],
      [mid - 0.6, mid + 0.6],
    ] as Array<[number, number]>,
  ],
});
const calibration: Pick<ValuationModel, 'interval' | 'spread'> = {
  interval: {
    auction: band(-0.1),
    marketplace: band(0),
    brokerage: band(0.2),
  },
  spread: {
    bandEdges: [3],
    gap: {
      auction: [
        [-0.8, 0.2],
        [-0.5, -0.1],
      ],
      marketplace: [
        [-0.4, 0.4],
        [-0.4, 0.4],
      ],
      brokerage: [
        [0.3, 1.2],
        [0.3, 1.2],
      ],
    },
  },
};

describe('calibratedRange', () => {
  it("moves the trees' prediction by the channel's calibration", () => {
    expect(calibratedRange(calibration.interval, 3, 'brokerage', 0)).toEqual([2.9, 3.2, 3.5]);
  });

  it("takes the range of the name's range group around the same value", () => {
    const [lower, value, upper] = calibratedRange(calibration.interval, 3, 'brokerage', 1);
    expect([lower, value, upper].map((v) => Math.round(v * 10) / 10)).toEqual([2.6, 3.2, 3.8]);
  });
});

describe('boundedRange', () => {
  it('keeps a channel value the sold names allow as the calibration placed it', () => {
    const [, value] = boundedRange(calibration, 2.5, 2.8, 'auction', 0);
    expect(value).toBeCloseTo(2.4, 9);
  });

  it("pulls a channel value that lies further from the headline than that channel's sold names do", () => {
    // Headline 4.0 (band 2): auction may lie 0.5 below it at most.
    const [lower, value, upper] = boundedRange(calibration, 2.9, 4, 'auction', 0);
    expect(value).toBeCloseTo(3.5, 9);
    expect(upper - lower).toBeCloseTo(0.6, 9);
  });

  it('takes in the headline itself when every sold name lies to one side of it', () => {
    // Brokered names sell 0.3-1.2 above their headline; a value at the headline is still allowed.
    expect(boundedRange(calibration, 2.8, 3, 'brokerage', 0)[1]).toBeCloseTo(3, 9);
    expect(boundedRange(calibration, 5, 3, 'brokerage', 0)[1]).toBeCloseTo(4.2, 9);
  });
});
