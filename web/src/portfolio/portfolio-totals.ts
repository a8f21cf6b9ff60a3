import type { NamePlan, RenewalVerdict } from '@domainary/schema/contracts/portfolio.ts';

/** One month of the renewal bill: the renewals due in it, and those of names the plan would drop. */
export interface RenewalMonth {
  /** YYYY-MM */
  month: string;
  names: number;
  amount: number;
  dropAmount: number;
}

export interface PortfolioTotals {
  names: number;
  /** Every name's yearly renewal, added up. */
  renewalBill: number;
  /** The expected yearly sales income of the names that have an estimate, added up. */
  expectedIncome: number;
  /** Names expected to earn less than their renewal, and what their renewals come to. */
  losing: { names: number; renewals: number };
  /** Names the reported sales give no marketplace value (names like them rarely sell), and their renewals. */
  unvalued: { names: number; renewals: number };
  /** Names without an expected result: no value, or no estimated chance to sell. */
  unestimated: number;
  verdicts: Record<RenewalVerdict, number>;
  /** The next twelve months from the current one. */
  months: RenewalMonth[];
  /** Renewals whose expiry date has passed (due now), and names with no expiry date given. */
  overdue: { names: number; amount: number };
  undated: number;
}

const MONTHS_AHEAD = 12;

const monthKey = (year: number, monthIndex: number) => {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return date.toISOString().slice(0, 7);
};

/**
 * The portfolio's totals, added up from the planner's figures for each name; nothing here is
 * estimated again. `today` places the renewal months: a name is due in the month of its expiry
 * date, overdue when that date has passed.
 */
export function portfolioTotals(plans: readonly NamePlan[], today: Date): PortfolioTotals {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const months: RenewalMonth[] = Array.from({ length: MONTHS_AHEAD }, (_, i) => ({
    month: monthKey(year, month + i),
    names: 0,
    amount: 0,
    dropAmount: 0,
  }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const todayKey = today.toISOString().slice(0, 10);
  const totals: PortfolioTotals = {
    names: plans.length,
    renewalBill: 0,
    expectedIncome: 0,
    losing: { names: 0, renewals: 0 },
    unvalued: { names: 0, renewals: 0 },
    unestimated: 0,
    verdicts: { keep: 0, drop: 0, reprice: 0, unknown: 0 },
    months,
    overdue: { names: 0, amount: 0 },
    undated: 0,
  };
  for (const plan of plans) {
    const renewal = plan.renewal.amount;
    totals.renewalBill += renewal;
    totals.verdicts[plan.verdict] += 1;
    if (plan.values.marketplace.value === null) {
      totals.unvalued.names += 1;
      totals.unvalued.renewals += renewal;
    }
    if (plan.expectedSaleIncome === null || plan.expectedYearly === null) totals.unestimated += 1;
    else {
      totals.expectedIncome += plan.expectedSaleIncome;
      if (plan.expectedYearly < 0) {
        totals.losing.names += 1;
        totals.losing.renewals += renewal;
      }
    }
    if (plan.expiresOn === null) {
      totals.undated += 1;
      continue;
    }
    if (plan.expiresOn < todayKey) {
      totals.overdue.names += 1;
      totals.overdue.amount += renewal;
      continue;
    }
    const due = byMonth.get(plan.expiresOn.slice(0, 7));
    if (!due) continue;
    due.names += 1;
    due.amount += renewal;
    if (plan.verdict === 'drop') due.dropAmount += renewal;
  }
  return totals;
}
