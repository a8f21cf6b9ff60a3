import type { Domain, DomainDetails } from '@domainary/schema/contracts/domains.ts';
import { asOfShift } from '../valuation/engine/market-index.ts';
import { channelValueOf } from '../valuation/engine/value-name.ts';
import { valuationMoney } from '../valuation/valuation-money.ts';
import { similarSalesOf } from './domain-record.ts';

/**
 * A stored domain in `asOf` money: the stored retail value and range (in the latest marketplace
 * data's prices, as the seed values names) moved by the marketplace index, the auction value and
 * the comparables by their own channels' indexes, and whose prices each is in.
 */
export function domainInMoney(domain: Domain, asOf: number): DomainDetails {
  const retail = 10 ** asOfShift('marketplace', asOf);
  return {
    ...domain,
    estimatedValue: Math.round(domain.estimatedValue * retail),
    estimatedValueMin: Math.round(domain.estimatedValueMin * retail),
    estimatedValueMax: Math.round(domain.estimatedValueMax * retail),
    analysis: {
      ...domain.analysis,
      similarSales: similarSalesOf(domain.name, domain.extension, asOf),
      auctionValue: channelValueOf(domain.name, domain.extension, 'auction', asOf),
    },
    ...valuationMoney(asOf),
  };
}
