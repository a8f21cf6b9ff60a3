const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** An amount as the planner gives it, in whole US dollars; an unknown amount says so. */
export const usd = (amount: number | null) => (amount === null ? 'Unknown' : dollars.format(amount));

/** A yearly chance to sell as people say it: "0.6%", "0.48%". */
export const yearlyPercent = (share: number) =>
  `${(share * 100).toFixed(share < 0.01 ? 2 : 1).replace(/\.?0+$/, '')}%`;
