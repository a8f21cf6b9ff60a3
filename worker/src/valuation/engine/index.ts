export { channelOf, venueOfSource } from '@domainary/schema/sales/sale-channel.ts';
export { comparableSales } from './comparables.ts';
export { nameFeatures } from './features.ts';
export { INDUSTRIES } from './industries.ts';
export type { NameValuation } from './name-valuation.ts';
export { OWN_SALE_FACTOR } from './own-sale-value.ts';
export { saleEstimate } from './sale-estimate.ts';
export {
  factorsOfValuation,
  ownFactors,
  simulate,
} from './simulate.ts';
export { cachingValuer, channelValueOf, valueName } from './value-name.ts';
