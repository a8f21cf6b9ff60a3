import type { Channel, EncodingTables } from './features.ts';
import type { Ensemble } from './gbm.ts';

/** The fitted appraisal model as `npm run fit` writes it to model/appraisal-model.json. */
export interface AppraisalModel {
  version: number;
  features: string[];
  tables: EncodingTables;
  /** Predicts log10 of the sale price in USD from the feature vector. */
  value: Ensemble;
  /**
   * The 10th and 90th percentile of held-out log10 errors, per channel and per band of the
   * predicted value (band k covers predictions up to bandEdges[k]; the last band the rest).
   */
  interval: { bandEdges: number[]; cells: Record<Channel, Array<[number, number]>> };
  /** Percentiles 0..100 of the model's marketplace value over every sold name, in log10 USD. */
  valuePercentiles: number[];
}

/** The band of the interval table a predicted log10 value falls in. */
export function bandOf(bandEdges: readonly number[], predicted: number): number {
  let k = 0;
  while (k < bandEdges.length && predicted > (bandEdges[k] as number)) k++;
  return k;
}
