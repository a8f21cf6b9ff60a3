import type { Channel, EncodingTables } from './features.ts';
import type { Ensemble } from './gbm.ts';

/** A channel's calibration: log10 offsets from the trees' prediction, per band of that prediction. */
export interface ChannelInterval {
  /** Band k covers predicted values up to bandEdges[k]; the last band the rest. */
  bandEdges: number[];
  /**
   * Per band, the held-out log10 errors of the channel's sales: the median places the value,
   * the narrowest range holding 80% of them its 80% range.
   */
  cells: Array<[lower: number, median: number, upper: number]>;
}

/** The fitted valuation model as `npm run fit` writes it to model/valuation-model.json. */
export interface ValuationModel {
  version: number;
  features: string[];
  tables: EncodingTables;
  /** Predicts log10 of the sale price, in its channel's prices of that channel's latest year of data, from the feature vector. */
  value: Ensemble;
  interval: Record<Channel, ChannelInterval>;
  /** Percentiles 0..100 of the model's marketplace value over every sold name, in log10 USD. */
  valuePercentiles: number[];
}

/** The band of the interval table a predicted log10 value falls in. */
export function bandOf(bandEdges: readonly number[], predicted: number): number {
  let k = 0;
  while (k < bandEdges.length && predicted > (bandEdges[k] as number)) k++;
  return k;
}
