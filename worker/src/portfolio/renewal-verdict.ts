import type { RenewalVerdict } from '@domainary/schema/contracts/portfolio.ts';
import type { SaleChance } from '@domainary/schema/contracts/sale-chance.ts';
import type { ChannelValue } from '@domainary/schema/contracts/valuation.ts';
import { sharePercent, wholeDollars } from '@domainary/schema/portfolio/plan-wording.ts';

/** What the verdict weighs, all money in USD a year or a sale. */
export interface VerdictInputs {
  /** The yearly renewal the owner pays. */
  renewal: number;
  /** The marketplace's share of a sale, 0 to 1. */
  commission: number;
  /** The name's marketplace value, or the reason it has none. */
  marketplace: ChannelValue;
  /** The chance the name sells within a year at its marketplace value; null when not estimated. */
  saleChance: SaleChance | null;
}

export interface RenewalDecision {
  /** chance x marketplace value x (1 - commission); null when a figure it needs is unknown. */
  expectedSaleIncome: number | null;
  /** chance x marketplace value x (1 - commission) - renewal; null when a figure it needs is unknown. */
  expectedYearly: number | null;
  /** The sale that pays the renewal at this chance: renewal / (chance x (1 - commission)). */
  breakEvenPrice: number | null;
  verdict: RenewalVerdict;
  /** One sentence with the numbers the verdict rests on. */
  reason: string;
}

/**
 * How far above its marketplace value a name's break-even sale may lie and still be worth a
 * higher asking price: twice the value lies well inside the marketplace value's 80% range, whose
 * top is several times the value, so buyers of names like it have paid that much.
 */
const REPRICE_REACH = 2;

/**
 * Keep, drop, reprice or unknown for one name, with its reason in the owner's numbers. The
 * rule: a name pays for itself when its chance to sell in a year, times what a sale at its
 * marketplace value brings after commission, covers the renewal (keep). Below that, a name
 * whose break-even sale is at most REPRICE_REACH times its value is worth keeping at a higher
 * asking price (reprice); further off, it drops. A name the reported sales give no value
 * (names like it rarely sell) has nothing to pay its renewal with: drop. Without an estimated
 * chance to sell nothing weighs value against cost: unknown.
 */
export function renewalVerdict({
  renewal,
  commission,
  marketplace,
  saleChance,
}: VerdictInputs): RenewalDecision {
  const cost = `Renewal ${wholeDollars(renewal)} a year`;
  if (marketplace.value === null) {
    return {
      expectedSaleIncome: null,
      expectedYearly: null,
      breakEvenPrice: null,
      verdict: 'drop',
      reason: `${cost}; no marketplace value to pay it (${marketplace.noValueReason ?? 'the sales give names like this no price'}): drop`,
    };
  }
  const value = marketplace.value;
  if (saleChance === null || saleChance.perYear === 0) {
    return {
      expectedSaleIncome: null,
      expectedYearly: null,
      breakEvenPrice: null,
      verdict: 'unknown',
      reason: `${cost}; the marketplace value is ${wholeDollars(value)}, but with no estimate of the chance it sells in a year nothing weighs one against the other: unknown`,
    };
  }
  const keptShare = saleChance.perYear * (1 - commission);
  const expectedSaleIncome = Math.round(keptShare * value);
  const expectedYearly = Math.round(keptShare * value - renewal);
  const breakEvenPrice = Math.ceil(renewal / keptShare);
  const needs = `${cost}; at about ${sharePercent(saleChance.perYear)} a year and ${sharePercent(commission)} commission it needs a ${wholeDollars(breakEvenPrice)} sale`;
  const verdict =
    value >= breakEvenPrice ? 'keep' : breakEvenPrice <= REPRICE_REACH * value ? 'reprice' : 'drop';
  const outcome =
    verdict === 'reprice'
      ? `, more than half of it: reprice, asking ${wholeDollars(breakEvenPrice)} or more`
      : `: ${verdict}`;
  return {
    expectedSaleIncome,
    expectedYearly,
    breakEvenPrice,
    verdict,
    reason: `${needs}; the marketplace value is ${wholeDollars(value)}${outcome}`,
  };
}
