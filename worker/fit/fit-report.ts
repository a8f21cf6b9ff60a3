import { median, pairwiseRankScore, spearman } from './metrics.ts';

/** What the fit aims for, per channel and overall; the accuracy page shows each beside its figure. */
export const TARGETS = {
  withinChannelPairwiseRankScore: 0.68,
  pairwiseRankScore: 0.76,
  spearman: 0.7,
  interval80Coverage: [0.75, 0.85],
  interval80MedianWidthRatio: 15,
  brokerageMedianBiasLog10: 0.3,
} as const;

/**
 * Held-out figures over some sales: ranking (pairs in the right order, Spearman), error and
 * bias in log10, and how often and how wide each sale's own 80% interval held it.
 */
export function channelReport(
  rows: number[],
  actualAll: Float64Array,
  predictedAll: Float64Array,
  lo: Float64Array,
  hi: Float64Array,
) {
  const actual = Float64Array.from(rows, (r) => actualAll[r] as number);
  const predicted = Float64Array.from(rows, (r) => predictedAll[r] as number);
  let covered = 0;
  const widths: number[] = [];
  const errors: number[] = [];
  rows.forEach((r, k) => {
    const error = (actual[k] as number) - (predicted[k] as number);
    errors.push(error);
    if (error >= (lo[r] as number) && error <= (hi[r] as number)) covered++;
    widths.push(10 ** ((hi[r] as number) - (lo[r] as number)));
  });
  return {
    sales: rows.length,
    pairwiseRankScore: round(pairwiseRankScore(actual, predicted)),
    spearman: round(spearman(actual, predicted)),
    medianAbsLog10Error: round(median(errors.map(Math.abs))),
    /** Median of predicted minus actual log10 price: above zero the value is too high. */
    medianBiasLog10: round(-median(errors)),
    interval80Coverage: round(covered / rows.length),
    interval80MedianWidthRatio: round(median(widths)),
  };
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}
