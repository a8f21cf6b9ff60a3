import { describe, expect, it } from 'vitest';
import type { Channel } from '../src/valuation/engine/features.ts';
import { calibrateIntervals, FULL_YEAR_SALES, yearWeights } from './intervals.ts';

describe('yearWeights', () => {
  it('gives every year of a channel the same weight, a thin year in proportion to its sales', () => {
    const channels: Channel[] = [];
    const years: number[] = [];
    for (const [year, count] of [
      [2015, 2000],
      [2018, FULL_YEAR_SALES + 100],
      [2020, 250],
    ] as const) {
      for (let k = 0; k < count; k++) {
        channels.push('marketplace');
        years.push(year);
      }
    }
    const rows = channels.map((_, r) => r);
    const weights = yearWeights(channels, years, rows);
    const total = (year: number) =>
      rows.filter((r) => years[r] === year).reduce((sum, r) => sum + (weights.get(r) as number), 0);
    expect(total(2015)).toBeCloseTo(1, 9);
    expect(total(2018)).toBeCloseTo(1, 9);
    expect(total(2020)).toBeCloseTo(250 / FULL_YEAR_SALES, 9);
  });
});

describe('calibrateIntervals', () => {
  it('places the value between two years of sales, not on the year with more of them', () => {
    // 2,000 sales of one year sold 0.4 above the prediction, 500 of another 0.4 below it.
    const channels: Channel[] = [];
    const years: number[] = [];
    const actual: number[] = [];
    for (let k = 0; k < 2500; k++) {
      channels.push('marketplace');
      years.push(k < 2000 ? 2015 : 2020);
      actual.push((k < 2000 ? 3.4 : 2.6) + (k % 10) * 0.001);
    }
    const predicted = new Float64Array(2500).fill(3);
    const rows = channels.map((_, r) => r);
    const { cells } = calibrateIntervals(
      predicted,
      Float64Array.from(actual),
      channels,
      years,
      rows.map(() => 0),
      rows,
    ).marketplace;
    // Pooled, the median would be +0.4; the two years weigh alike, so the value sits between them.
    for (const [lower, median, upper] of cells) {
      expect(median).toBeGreaterThan(-0.39);
      expect(median).toBeLessThan(0.39);
      expect(lower).toBeLessThanOrEqual(-0.39);
      expect(upper).toBeGreaterThanOrEqual(0.39);
    }
  });
});
