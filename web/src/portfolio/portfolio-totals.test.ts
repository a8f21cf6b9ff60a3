import { describe, expect, it } from 'vitest';
import { namePlan, noChannelValue } from '../../test/support/name-plan.ts';
import { portfolioTotals } from './portfolio-totals.ts';

const valued = {
  auction: noChannelValue,
  marketplace: { value: 5000, range: { min: 1000, max: 20000 }, noValueReason: null },
  brokerage: noChannelValue,
};
describe('portfolioTotals', () => {
  const today = new Date('2026-11-27T12:00:00Z');
  const plans = [
    namePlan({
      expiresOn: '2026-11-30',
      values: valued,
      expectedSaleIncome: 40,
      expectedYearly: 30,
      verdict: 'keep',
    }),
    namePlan({
      expiresOn: '2026-12-01',
      values: valued,
      renewal: { amount: 45, kind: 'typical', source: 't' },
      expectedSaleIncome: 5,
      expectedYearly: -40,
    }),
    namePlan({ expiresOn: '2027-10-31', renewal: { amount: 990, kind: 'yours', source: 'y' } }),
    namePlan({ expiresOn: '2027-11-01' }),
    namePlan({ expiresOn: '2026-11-26', verdict: 'unknown' }),
    namePlan({}),
  ];
  const totals = portfolioTotals(plans, today);

  it('adds up the renewals and the expected income the planner gave', () => {
    expect(totals.renewalBill).toBe(10 + 45 + 990 + 10 + 10 + 10);
    expect(totals.expectedIncome).toBe(45);
    expect(totals.losing).toEqual({ names: 1, renewals: 45 });
    expect(totals.unestimated).toBe(4);
    // Every fixture name but the first two has no marketplace value.
    expect(totals.unvalued).toEqual({ names: 4, renewals: 990 + 10 + 10 + 10 });
    expect(totals.verdicts).toEqual({ keep: 1, drop: 4, reprice: 0, unknown: 1 });
  });

  it('puts each renewal in its month over the next twelve, starting with this one', () => {
    expect(totals.months.map((m) => m.month)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
    ]);
    expect(totals.months[0]).toEqual({ month: '2026-11', names: 1, amount: 10, dropAmount: 0 });
    expect(totals.months[1]).toEqual({ month: '2026-12', names: 1, amount: 45, dropAmount: 45 });
    expect(totals.months[11]).toEqual({ month: '2027-10', names: 1, amount: 990, dropAmount: 990 });
    // 2027-11-01 lies past the twelve months; 2026-11-26 has passed; one name has no date.
    expect(totals.months.reduce((sum, m) => sum + m.names, 0)).toBe(3);
    expect(totals.overdue).toEqual({ names: 1, amount: 10 });
    expect(totals.undated).toBe(1);
  });
});
