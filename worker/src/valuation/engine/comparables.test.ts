import { describe, expect, it } from 'vitest';
import { type ComparableSale, comparableSales } from './comparables.ts';
import { nameFeatures } from './features.ts';
import { valueName } from './value-name.ts';

const comparablesOf = (label: string, extension: string) => {
  const v = valueName(label, extension);
  return { valuation: v, sales: comparableSales(v.features, v.channelValues, 5) };
};

const labelOf = (sale: ComparableSale) => sale.domain.slice(0, sale.domain.indexOf('.'));

/** The sale's price in the money the valuation speaks. */
const carried = (sale: ComparableSale) => sale.adjusted?.price ?? sale.price;

describe('comparable sales of a one-word name', () => {
  it.each([
    ['cars', 'com'],
    ['voice', 'com'],
    ['hotels', 'com'],
  ])(
    'compares %s.%s with other one-word names near its value, never the word plus loose letters',
    (label, extension) => {
      const { valuation, sales } = comparablesOf(label, extension);
      expect(sales).toHaveLength(5);
      for (const sale of sales) {
        // Made wholly of dictionary words: carsu.com ('cars' + 'u') and carsgo.com are another market.
        expect(nameFeatures(labelOf(sale), 'com').coverage, sale.domain).toBe(1);
        const value = valuation.channelValues[sale.channel];
        expect(value, sale.domain).not.toBeNull();
        // Sold within 10x of what the name is worth in the sale's channel.
        expect(Math.abs(Math.log10(carried(sale) / (value as number))), sale.domain).toBeLessThan(1);
      }
      expect(sales.some((s) => s.reason === `also one word, .${extension}`)).toBe(true);
    },
  );

  it('ranks a sale of a form of the word itself above the one-word names that share nothing with it', () => {
    const { sales } = comparablesOf('insurance', 'com');
    expect(sales[0]?.domain).toBe('insure.com');
    expect(sales[0]?.reason).toBe("shares a form of 'insurance'");
  });
});

describe('comparable sales of other names', () => {
  it('keeps sales sharing the word for a word plus loose letters, the whole-word ones first among equals', () => {
    const { sales } = comparablesOf('carsu', 'com');
    expect(sales.length).toBeGreaterThan(0);
    for (const sale of sales) expect(sale.reason).toMatch(/^shares .*'cars'/);
  });

  it.each([
    ['xh', 'com', /^[a-z]{2}$/, 'also 2 letters, .com'],
    ['8888', 'com', /^[0-9]{4}$/, 'also 4 digits, .com'],
  ])(
    'compares the short coined name %s.%s with names of its own pattern and length',
    (label, extension, shape, reason) => {
      const { sales } = comparablesOf(label, extension);
      expect(sales).toHaveLength(5);
      for (const sale of sales) {
        expect(labelOf(sale)).toMatch(shape);
        expect(sale.domain.endsWith(`.${extension}`)).toBe(true);
        expect(sale.reason).toBe(reason);
      }
    },
  );

  it('gives a name with no number no market of its own: no reported sale is shaped like it', () => {
    const { valuation, sales } = comparablesOf('qwkzrtpl', 'net');
    expect(valuation.estimatedValue).toBeNull();
    expect(sales).toEqual([]);
  });

  it('never reads a word the name only happens to contain as a shared word', () => {
    // 'low' is half of zillow's letters: the name is a coined string, not a name about 'low'.
    const { sales } = comparablesOf('zillow', 'com');
    for (const sale of sales) expect(sale.reason).not.toMatch(/shares/);
  });
});
