import { currencyByCode } from '@domainary/schema/reference/currencies.ts';
import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceRange } from './format-price.ts';

const usd = currencyByCode('USD');
const eur = currencyByCode('EUR');
const jpy = currencyByCode('JPY');

describe('formatPrice', () => {
  it('shows USD with zero decimals and grouping', () => {
    expect(formatPrice(12500.4, usd)).toBe('$12,500');
    expect(formatPrice(0, usd)).toBe('$0');
  });

  it('converts with the fixed rate from USD and rounds to whole units', () => {
    expect(formatPrice(1000, eur)).toBe('€910');
    expect(formatPrice(1000, jpy)).toBe('¥153,120');
    expect(formatPrice(10, currencyByCode('MXN'))).toBe('MX$167');
  });

  it("shows 'N/A' for a missing price", () => {
    expect(formatPrice(null, usd)).toBe('N/A');
    expect(formatPrice(undefined, usd)).toBe('N/A');
    expect(formatPrice(Number.NaN, usd)).toBe('N/A');
  });
});

describe('formatPriceRange', () => {
  it("shows 'low - high' when both ends exist", () => {
    expect(formatPriceRange(1000, 2500, usd)).toBe('$1,000 - $2,500');
    expect(formatPriceRange(100, 200, currencyByCode('GBP'))).toBe('£77 - £154');
  });

  it('shows the single price when only one end exists', () => {
    expect(formatPriceRange(1000, null, usd)).toBe('$1,000');
    expect(formatPriceRange(undefined, 2500, usd)).toBe('$2,500');
  });

  it("shows 'N/A' when neither end exists", () => {
    expect(formatPriceRange(null, undefined, usd)).toBe('N/A');
  });
});
