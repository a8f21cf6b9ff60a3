import { describe, expect, it } from 'vitest';
import { renewalVerdict } from './renewal-verdict.ts';

const chance = (perYear: number) => ({ perYear, basis: 'test basis', source: 'test source' });
const valued = (value: number) => ({ value, range: { min: value / 3, max: value * 6 }, noValueReason: null });

describe('renewalVerdict', () => {
  it('keeps a name whose chance to sell pays its renewal, and says the numbers', () => {
    const decision = renewalVerdict({
      renewal: 12,
      commission: 0.15,
      marketplace: valued(8500),
      saleChance: chance(0.003),
    });
    // 12 / (0.003 x 0.85) = 4,705.9; 0.003 x 8,500 x 0.85 - 12 = 9.675.
    expect(decision).toEqual({
      expectedSaleIncome: 22,
      expectedYearly: 10,
      breakEvenPrice: 4706,
      verdict: 'keep',
      reason:
        'Renewal $12 a year; at about 0.3% a year and 15% commission it needs a $4,706 sale; the marketplace value is $8,500: keep',
    });
  });

  it('drops a name far below its break-even sale', () => {
    const decision = renewalVerdict({
      renewal: 12,
      commission: 0.15,
      marketplace: valued(850),
      saleChance: chance(0.003),
    });
    expect(decision.verdict).toBe('drop');
    expect(decision.expectedYearly).toBe(-10);
    expect(decision.reason).toBe(
      'Renewal $12 a year; at about 0.3% a year and 15% commission it needs a $4,706 sale; the marketplace value is $850: drop',
    );
  });

  it('reprices a name whose break-even sale is at most twice its value, and drops it just beyond', () => {
    const at = (value: number) =>
      renewalVerdict({
        renewal: 12,
        commission: 0.15,
        marketplace: valued(value),
        saleChance: chance(0.003),
      });
    expect(at(2353).verdict).toBe('reprice');
    expect(at(2353).reason).toBe(
      'Renewal $12 a year; at about 0.3% a year and 15% commission it needs a $4,706 sale; the marketplace value is $2,353, more than half of it: reprice, asking $4,706 or more',
    );
    expect(at(2352).verdict).toBe('drop');
    expect(at(4706).verdict).toBe('keep');
  });

  it("uses the owner's commission", () => {
    const none = renewalVerdict({
      renewal: 10,
      commission: 0,
      marketplace: valued(1000),
      saleChance: chance(0.01),
    });
    expect(none.breakEvenPrice).toBe(1000);
    expect(none.verdict).toBe('keep');
    expect(none.reason).toContain('at about 1% a year and 0% commission it needs a $1,000 sale');
  });

  it('drops a name the sales give no value, saying why', () => {
    const decision = renewalVerdict({
      renewal: 13,
      commission: 0.15,
      marketplace: { value: null, range: null, noValueReason: 'Names like this rarely sell' },
      saleChance: null,
    });
    expect(decision).toEqual({
      expectedSaleIncome: null,
      expectedYearly: null,
      breakEvenPrice: null,
      verdict: 'drop',
      reason: 'Renewal $13 a year; no marketplace value to pay it (Names like this rarely sell): drop',
    });
  });

  it('says unknown, with the value, when no chance to sell is estimated', () => {
    const decision = renewalVerdict({
      renewal: 13,
      commission: 0.15,
      marketplace: valued(5000),
      saleChance: null,
    });
    expect(decision.verdict).toBe('unknown');
    expect(decision.expectedYearly).toBeNull();
    expect(decision.reason).toContain('Renewal $13 a year; the marketplace value is $5,000');
  });
});
