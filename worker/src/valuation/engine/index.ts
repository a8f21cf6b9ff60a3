export { channelOf, venueOfSource } from '@domainary/schema/sales/sale-channel.ts';
export type { Appraisal, ChannelValue, DomainScores, ValueFactorExplanation } from './appraisal.ts';
export { appraise, channelValueOf } from './appraise.ts';
export { type ComparableSale, comparableSales } from './comparables.ts';
export { MAX_LABEL_LENGTH, type ParsedName, parseDomain, parseName } from './domain-name.ts';
export { isKnownExtension } from './extensions.ts';
export { nameFeatures } from './features.ts';
export { INDUSTRIES, type Industry } from './industries.ts';
export { saleEstimate } from './sale-estimate.ts';
export {
  factorsOfAppraisal,
  ownFactors,
  type Simulation,
  type SimulatorFactors,
  simulate,
} from './simulate.ts';
