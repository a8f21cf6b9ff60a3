import { describe, expect, it } from 'vitest';
import { nameFeatures } from '../src/valuation/engine/features.ts';
import { bootstrapMedian, measureIdnDiscount } from './idn-discount.ts';

describe('measureIdnDiscount', () => {
  it('measures IDN sales read as an ASCII twin against the twin, apart from those with no Latin reading', () => {
    const names = [
      ['xn--caf-dma', 'com'], // café: read as cafe
      ['xn--bcher-kva', 'de'], // bücher: read as buecher
      ['xn--fiqs8s', 'cn'], // 中国: no Latin reading
      ['cafe', 'com'], // not an IDN
    ] as const;
    const features = names.map(([label, extension]) => nameFeatures(label, extension));
    const logPrice = Float64Array.of(3, 2, 4, 5);
    const heldOut = Float64Array.of(4, 3, 3.5, 1);
    const { discount, withoutLatinReading } = measureIdnDiscount(features, logPrice, heldOut);
    expect(discount.sales).toBe(2);
    expect(discount.log10).toBe(-1);
    expect(discount.interval80).toEqual([-1, -1]);
    expect(withoutLatinReading).toEqual({ sales: 1, medianLog10: 0.5 });
  });
});

describe('bootstrapMedian', () => {
  it('brackets the median of a spread sample and is the same on every run', () => {
    const values = [-2, -1.5, -1, -0.5, 0, 0.5, 1];
    const [lower, upper] = bootstrapMedian(values);
    expect(lower).toBeLessThan(-0.5);
    expect(upper).toBeGreaterThan(-0.5);
    expect(bootstrapMedian(values)).toEqual([lower, upper]);
  });
});
