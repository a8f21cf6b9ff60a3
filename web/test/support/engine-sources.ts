import type { EstimateSources } from '@domainary/schema/contracts/estimate-sources.ts';

/**
 * Where the valuation engine's figures come from as the API answers them for any name it
 * values, for tests that build a valued name by hand. The sales beside them are named
 * differently per contract (similar sales on a domain, comparable sales on a valuation).
 */
export const engineSources: Omit<EstimateSources, 'similarSales'> = {
  estimatedValue: { kind: 'estimate', method: 'valuation-model' },
  scores: { kind: 'estimate', method: 'name-scores' },
  trafficScore: { kind: 'estimate', method: 'type-in-traffic' },
  trafficPotential: { kind: 'estimate', method: 'search-interest-scale' },
  keywordVolume: { kind: 'estimate', method: 'word-frequency-proxy' },
  keywords: { kind: 'estimate', method: 'word-split' },
  industry: { kind: 'estimate', method: 'industry-lexicon' },
};
