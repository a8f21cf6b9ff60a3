/**
 * How the renewal plan writes its figures, one way wherever they appear: the planner's reason
 * sentences on the server, and the page's figures beside them.
 */
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** An amount in whole US dollars: "$4,706". */
export const wholeDollars = (amount: number) => dollars.format(amount);

/** A share as people say it: "0.6%", "0.48%", "15%" (two decimals below one percent). */
export function sharePercent(share: number): string {
  const points = share * 100;
  return `${points.toFixed(points < 1 ? 2 : 1).replace(/\.?0+$/, '')}%`;
}
