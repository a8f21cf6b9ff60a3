import type { ValuationMoney } from '@domainary/schema/contracts/valuation.ts';
import { type Refusable, refuse } from '../refusal.ts';
import { FIRST_PRICE_YEAR, priceBasisOf } from './engine/market-index.ts';

/**
 * Why a valuation cannot be asked in `asOf` money, or null when it can: from the year of the
 * first reported sale to the current year. Inside that span each channel's value is moved by
 * its own index and carried flat where the channel's data ends, which the answer says.
 */
function asOfProblem(asOf: number, now: Date): string | null {
  const thisYear = now.getUTCFullYear();
  if (asOf >= FIRST_PRICE_YEAR && asOf <= thisYear) return null;
  return `asOf must be a year from ${FIRST_PRICE_YEAR} (the first reported sale) to ${thisYear}`;
}

/** The asked year, the current one by default, or why it cannot be asked. */
export function askedYear(asOf: number | undefined, now: Date): Refusable<{ year: number }> {
  const year = asOf ?? now.getUTCFullYear();
  const problem = asOfProblem(year, now);
  return problem === null ? { year } : refuse('invalid', problem);
}

/** The year asked and, per channel, whose prices its value is in. */
export function valuationMoney(asOf: number): ValuationMoney {
  return {
    asOf,
    priceBasis: {
      auction: priceBasisOf('auction', asOf),
      marketplace: priceBasisOf('marketplace', asOf),
      brokerage: priceBasisOf('brokerage', asOf),
    },
  };
}
