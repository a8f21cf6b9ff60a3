import type { NamePlan } from '@domainary/schema/contracts/portfolio.ts';
import { csvLines } from '@domainary/schema/csv/spreadsheet-csv.ts';

/** The CSV columns: money in whole USD as the planner gave it, the chance as a share of one year. */
const columns: readonly { header: string; value: (p: NamePlan) => string | number | null }[] = [
  { header: 'domain', value: (p) => p.domain },
  { header: 'verdict', value: (p) => p.verdict },
  { header: 'reason', value: (p) => p.reason },
  { header: 'expires_on', value: (p) => p.expiresOn },
  { header: 'auto_renew', value: (p) => (p.autoRenew === null ? null : p.autoRenew ? 'yes' : 'no') },
  { header: 'renewal_usd', value: (p) => p.renewal.amount },
  { header: 'renewal_source', value: (p) => p.renewal.source },
  { header: 'marketplace_value_usd', value: (p) => p.values.marketplace.value },
  { header: 'auction_value_usd', value: (p) => p.values.auction.value },
  { header: 'brokerage_value_usd', value: (p) => p.values.brokerage.value },
  // An empty marketplace value above says why here.
  { header: 'marketplace_no_value_reason', value: (p) => p.values.marketplace.noValueReason },
  { header: 'sale_chance_per_year_estimate', value: (p) => p.saleChance?.perYear ?? null },
  { header: 'expected_sale_income_usd', value: (p) => p.expectedSaleIncome },
  { header: 'expected_yearly_result_usd', value: (p) => p.expectedYearly },
  { header: 'break_even_price_usd', value: (p) => p.breakEvenPrice },
  { header: 'latest_reported_sale_usd', value: (p) => p.latestSale?.price ?? null },
  { header: 'latest_reported_sale_year', value: (p) => p.latestSale?.year ?? null },
  { header: 'high_value', value: (p) => (p.highValue ? 'yes' : 'no') },
  // "Looks like apple.com", as the screen flags the name; empty for an ordinary name. Last, so
  // the columns before it keep their places.
  { header: 'lookalike', value: (p) => p.lookalike?.message ?? null },
];

/** The plans as CSV text, one row per name in the given order; a cell that looks like a formula stays text. */
export function plansCsv(plans: readonly NamePlan[]): string {
  return csvLines([columns.map((c) => c.header), ...plans.map((p) => columns.map((c) => c.value(p)))]);
}
