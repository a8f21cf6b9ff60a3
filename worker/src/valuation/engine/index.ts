export { channelOf, venueOfSource } from '@domainary/schema/sales/sale-channel.ts';
export { type ComparableSale, comparableSales } from './comparables.ts';
export { nameFeatures } from './features.ts';
export { INDUSTRIES, type Industry } from './industries.ts';
export type { ChannelValue, DomainScores, NameValuation, ValueFactorExplanation } from './name-valuation.ts';
export { OWN_SALE_FACTOR } from './own-sale-value.ts';
export { saleEstimate } from './sale-estimate.ts';
export {
  factorsOfValuation,
  ownFactors,
  type Simulation,
  type SimulatorFactors,
  simulate,
} from './simulate.ts';
export { channelValueOf, valueName } from './value-name.ts';
