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

/** Upper edges of the bands of served value the report reads calibration in, USD; the last band is open. */
const VALUE_BANDS_USD = [300, 1_000, 3_000, 10_000, 30_000, 100_000, 1_000_000];

const usd = (v: number) => `$${v.toLocaleString('en-US')}`;

/**
 * Calibration where a visitor meets it: the held-out figures of the sales in each band of the
 * value served for them (asked in the sale's year), the bands holding no sale left out.
 * Aggregate calibration hides the tails: a band whose bias is well below zero values its names
 * below what they sell for.
 */
export function bandReport(
  rows: number[],
  actualAll: Float64Array,
  predictedAll: Float64Array,
  lo: Float64Array,
  hi: Float64Array,
) {
  const bands: Array<
    { band: string } & Omit<ReturnType<typeof channelReport>, 'pairwiseRankScore' | 'spearman'>
  > = [];
  let from = 0;
  for (const to of [...VALUE_BANDS_USD, Number.POSITIVE_INFINITY]) {
    const inBand = rows.filter((r) => {
      const value = 10 ** (predictedAll[r] as number);
      return value >= from && value < to;
    });
    if (inBand.length > 0) {
      const {
        pairwiseRankScore: _,
        spearman: __,
        ...figures
      } = channelReport(inBand, actualAll, predictedAll, lo, hi);
      bands.push({
        band:
          to === Number.POSITIVE_INFINITY
            ? `${usd(from)} and up`
            : from === 0
              ? `under ${usd(to)}`
              : `${usd(from)} to ${usd(to)}`,
        ...figures,
      });
    }
    from = to;
  }
  return bands;
}
