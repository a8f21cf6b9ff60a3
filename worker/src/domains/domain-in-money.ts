import type { Domain, DomainDetails } from '@domainary/schema/contracts/domains.ts';
import { asOfShift, valuationMoney } from '../valuation/index.ts';

/**
 * A stored domain in `asOf` money. The engine's figures (auction value, comparables) are
 * already computed in that money (`engineFiguresOf` with the same year), so only the stored
 * retail value and range, in the latest marketplace data's prices as the seed values names,
 * are moved here, by the marketplace index; then whose prices each figure is in.
 */
export function domainInMoney(domain: Domain, asOf: number): DomainDetails {
  const retail = 10 ** asOfShift('marketplace', asOf);
  const moved = (value: number | null) => (value === null ? null : Math.round(value * retail));
  return {
    ...domain,
    estimatedValue: moved(domain.estimatedValue),
    estimatedValueMin: moved(domain.estimatedValueMin),
    estimatedValueMax: moved(domain.estimatedValueMax),
    ...valuationMoney(asOf),
  };
}
