import type { NamePlan } from '@domainary/schema/contracts/portfolio.ts';
import { describe, expect, it } from 'vitest';
import { namePlan, noChannelValue } from '../../test/support/name-plan.ts';
import { noFilter, viewPlans } from './plan-view.ts';

const priced = (value: number | null) =>
  value === null ? noChannelValue : { value, range: null, noValueReason: null };
const plan = (domain: string, over: Partial<NamePlan>) => namePlan({ domain, ...over });

const today = new Date('2026-11-27T00:00:00Z');
const values = (v: number | null) => ({
  auction: priced(null),
  marketplace: priced(v),
  brokerage: priced(null),
});
const plans = [
  plan('bakery.com', {
    expiresOn: '2027-03-04',
    values: values(22_000),
    verdict: 'keep',
    expectedYearly: 100,
  }),
  plan('loans.club', {
    expiresOn: '2026-12-10',
    values: values(5_800),
    verdict: 'drop',
    expectedYearly: -900,
  }),
  plan('xqz.xyz', { values: values(null), verdict: 'drop' }),
  plan('pixelhub.io', {
    expiresOn: '2027-01-20',
    values: values(2_850),
    verdict: 'reprice',
    expectedYearly: -30,
  }),
];
const domains = (list: NamePlan[]) => list.map((p) => p.domain);

describe('viewPlans', () => {
  it('sorts by renewal date, value, verdict and expected result, unknown figures last', () => {
    expect(domains(viewPlans(plans, noFilter, 'renewal', today))).toEqual([
      'loans.club',
      'pixelhub.io',
      'bakery.com',
      'xqz.xyz',
    ]);
    expect(domains(viewPlans(plans, noFilter, 'value', today))).toEqual([
      'bakery.com',
      'loans.club',
      'pixelhub.io',
      'xqz.xyz',
    ]);
    expect(domains(viewPlans(plans, noFilter, 'verdict', today))).toEqual([
      'loans.club',
      'xqz.xyz',
      'pixelhub.io',
      'bakery.com',
    ]);
    expect(domains(viewPlans(plans, noFilter, 'expected', today))).toEqual([
      'loans.club',
      'pixelhub.io',
      'bakery.com',
      'xqz.xyz',
    ]);
  });

  it('filters by verdict, extension, renewal within days and lowest value', () => {
    const view = (over: Partial<typeof noFilter>) =>
      domains(viewPlans(plans, { ...noFilter, ...over }, 'domain', today));
    expect(view({ verdict: 'drop' })).toEqual(['loans.club', 'xqz.xyz']);
    expect(view({ extension: 'io' })).toEqual(['pixelhub.io']);
    expect(view({ dueWithin: '30' })).toEqual(['loans.club']);
    expect(view({ dueWithin: '90' })).toEqual(['loans.club', 'pixelhub.io']);
    expect(view({ minValue: 5_000 })).toEqual(['bakery.com', 'loans.club']);
  });
});
