import type { NamePlan } from '@domainary/schema/contracts/portfolio.ts';

/** A channel the planner gave no value, as it does for a name that channel rarely sells. */
export const noChannelValue = { value: null, range: null, noValueReason: 'Rarely sold' };

/** One name's plan as the API gives it: bakery.com, $10 a year to renew, no value, so drop; `over` changes any field. */
export function namePlan(over: Partial<NamePlan>): NamePlan {
  return {
    domain: 'bakery.com',
    expiresOn: null,
    autoRenew: null,
    values: { auction: noChannelValue, marketplace: noChannelValue, brokerage: noChannelValue },
    renewal: { amount: 10, kind: 'yours', source: 'Your renewal price' },
    saleChance: null,
    expectedSaleIncome: null,
    expectedYearly: null,
    breakEvenPrice: null,
    verdict: 'drop',
    reason: 'Renewal $10 a year; no marketplace value to pay it: drop',
    latestSale: null,
    highValue: false,
    lookalike: null,
    ...over,
  };
}
