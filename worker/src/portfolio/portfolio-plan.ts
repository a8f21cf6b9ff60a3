import type { NamePlan, PortfolioName, RenewalCost } from '@domainary/schema/contracts/portfolio.ts';
import type { ReportedSale } from '@domainary/schema/contracts/sales.ts';
import type { DomainNameParts } from '@domainary/schema/keyword/domain-name.ts';
import { typicalRenewal } from '@domainary/schema/reference/extension-prices.ts';
import { lookalikeOf } from '../domains/index.ts';
import { valueName } from '../valuation/index.ts';
import { renewalVerdict } from './renewal-verdict.ts';

/**
 * A marketplace value from which a name is worth a look by hand before it drops, whatever the
 * arithmetic says: five figures is where brokers start to take names on.
 */
const HIGH_VALUE_USD = 10_000;

/** The owner's renewal price where given, else the extension's typical one, said to be typical. */
function renewalOf(name: PortfolioName, extension: string): RenewalCost {
  if (name.renewalPrice !== undefined) {
    return { amount: name.renewalPrice, kind: 'yours', source: 'Your renewal price' };
  }
  return { ...typicalRenewal(extension), kind: 'typical' };
}

/**
 * One name's plan: its valuation (as GET /api/valuation values it, in the current year's
 * money), its renewal, and the verdict of renewalVerdict with the figures it rests on.
 */
export function planName(
  name: PortfolioName,
  parsed: DomainNameParts,
  reportedSales: readonly ReportedSale[],
  commission: number,
  year: number,
): NamePlan {
  const valuation = valueName(parsed.label, parsed.extension, year);
  const renewal = renewalOf(name, parsed.extension);
  const marketplace = valuation.channels.marketplace;
  const decision = renewalVerdict({
    renewal: renewal.amount,
    commission,
    marketplace,
    saleChance: valuation.saleChance,
  });
  return {
    domain: parsed.fqdn,
    expiresOn: name.expiresOn ?? null,
    autoRenew: name.autoRenew ?? null,
    values: {
      auction: valuation.channels.auction,
      marketplace,
      brokerage: valuation.channels.brokerage,
    },
    renewal,
    saleChance: valuation.saleChance,
    ...decision,
    latestSale: reportedSales[0] ?? null,
    highValue: marketplace.value !== null && marketplace.value >= HIGH_VALUE_USD,
    lookalike: lookalikeOf(parsed.label, parsed.extension),
  };
}
