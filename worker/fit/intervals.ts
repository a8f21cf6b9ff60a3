import { CHANNELS, type Channel } from '../src/valuation/engine/features.ts';
import { bandOf, type ValuationModel } from '../src/valuation/engine/model.ts';
import { RANGE_GROUPS } from '../src/valuation/engine/range-group.ts';
import { weightedQuantile } from './metrics.ts';

/**
 * The share of a channel's held-out sales each of its ranges is calibrated to hold: 80%, but
 * the auction's 82%. Calibrated at 80%, the auction ranges held 78.6% of held-out sales and,
 * cut on the sales up to 2018, 74.4% of the names first sold in 2019 and 2020, below the 75% the
 * ranges promise: auction prices of later years spread wider around the value than earlier
 * ones, and a year's many sales weigh no more than a thin year's (see yearWeights). At 82% they
 * hold about 81% held out and 77% of the later sales, at a median width of about 10x.
 */
const COVERAGE: Record<Channel, number> = { auction: 0.82, marketplace: 0.8, brokerage: 0.8 };
/**
 * How a channel's calibration is cut: its bands of predicted value (as shares of its sales below
 * each edge), and whether each range group (see rangeGroupOf) gets its own range in a band.
 */
export interface CalibrationRule {
  bandShares: readonly number[];
  byGroup: boolean;
}

/**
 * The served rule: fifths, then ever thinner bands at the top, where a fifth of the sales spans
 * the dearest names of all and its one median left them far below their sales (auction names
 * valued $3,000 to $30,000 sold for about twice their value on held-out sales); and a range per
 * range group, narrower for the kinds of name whose sales lie closer to their value.
 */
export const SERVED_RULE: CalibrationRule = {
  bandShares: [0.2, 0.4, 0.6, 0.8, 0.9, 0.95, 0.98],
  byGroup: true,
};

/** The rule before (fifths of the sales, one range per band), which the fit report measures beside the served one. */
export const FIFTHS_RULE: CalibrationRule = { bandShares: [0.2, 0.4, 0.6, 0.8], byGroup: false };
/** A band with fewer held-out sales than this borrows its channel's overall spread; a range group in a band, the band's. */
const MIN_BAND_SALES = 40;
/**
 * A year with fewer of a channel's sales than this counts in proportion to them, so a thin
 * year's few sales do not weigh as much as a whole year's market. Picked on the out-of-time
 * check among 300, 400 and 500: lower lets thin years sway the auction calibration, higher
 * gives the one big marketplace year its weight back.
 */
export const FULL_YEAR_SALES = 400;

/**
 * Each sale's weight in its channel's calibration: every year of a channel counts the same.
 * A channel's sales come in yearly lists of very different sizes (the marketplace has 2,032
 * sales from 2015, nearly all one Uniregistry list, and 316 from 2020), and pooled, the one
 * big year would set the value and range for every year after it.
 */
export function yearWeights(
  channels: readonly Channel[],
  years: readonly number[],
  rows: readonly number[],
): Map<number, number> {
  const counts = new Map<string, number>();
  const key = (r: number) => `${channels[r]}|${years[r]}`;
  for (const r of rows) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return new Map(rows.map((r) => [r, 1 / Math.max(counts.get(key(r)) as number, FULL_YEAR_SALES)]));
}

/** Errors of a channel's held-out sales, each with its sale's weight. */
interface WeightedErrors {
  errors: number[];
  weights: number[];
}

/**
 * Each channel's calibration from its own held-out errors of (actual - predicted) log10 price,
 * per band of that channel's predicted value: the median moves the value onto the typical sale
 * (a squared-error fit aims at the mean of a skewed spread, above most sales), and the
 * narrowest range holding 80% of the errors gives the 80% range, narrow where the model is sure,
 * per range group where the band holds enough of its sales. A channel's value and range are judged only against sales of that channel, each year of
 * them weighed alike (see yearWeights).
 */
export function calibrateIntervals(
  predicted: Float64Array,
  actual: Float64Array,
  channels: readonly Channel[],
  years: readonly number[],
  groups: ArrayLike<number>,
  rows: number[],
  rule: CalibrationRule = SERVED_RULE,
): ValuationModel['interval'] {
  const weightOf = yearWeights(channels, years, rows);
  const out = {} as ValuationModel['interval'];
  for (const channel of CHANNELS) {
    const own = rows.filter((r) => channels[r] === channel);
    const preds = own.map((r) => predicted[r] as number);
    const weights = own.map((r) => weightOf.get(r) as number);
    const bandEdges = rule.bandShares.map((q) => round(weightedQuantile(preds, weights, q)));
    const bandRows: number[][] = Array.from({ length: bandEdges.length + 1 }, () => []);
    for (const r of own) bandRows[bandOf(bandEdges, predicted[r] as number)]?.push(r);
    const errorsOf = (rs: readonly number[]): WeightedErrors => ({
      errors: rs.map((r) => (actual[r] as number) - (predicted[r] as number)),
      weights: rs.map((r) => weightOf.get(r) as number),
    });
    const cells: Array<[number, number, number]> = [];
    const groupRanges: Array<Array<[number, number]>> = [];
    for (const rs of bandRows) {
      const source = rs.length >= MIN_BAND_SALES ? rs : own;
      const band = errorsOf(source);
      const [lower, upper] = shortestInterval(band, COVERAGE[channel]);
      cells.push([round(lower), round(weightedQuantile(band.errors, band.weights, 0.5)), round(upper)]);
      groupRanges.push(
        Array.from({ length: RANGE_GROUPS }, (_, g): [number, number] => {
          const members = source.filter((r) => (rule.byGroup ? groups[r] : 0) === g);
          if (members.length < MIN_BAND_SALES) return [round(lower), round(upper)];
          const [lo, hi] = shortestInterval(errorsOf(members), COVERAGE[channel]);
          return [round(lo), round(hi)];
        }),
      );
    }
    out[channel] = { bandEdges, cells, groupRanges };
  }
  return out;
}

/**
 * The narrowest range between two percentiles `coverage` apart (at 80%, from the 0th-80th to
 * the 20th-100th, in steps of one percentile). Errors are skewed (a few names sell far above
 * their kind), so the narrowest range that holds 80% of sales is tighter than the 10th-90th; it
 * always holds the median, since it spans at least the 20th to the 80th percentile.
 */
function shortestInterval({ errors, weights }: WeightedErrors, coverage: number): [number, number] {
  const quantile = (q: number) => weightedQuantile(errors, weights, q);
  let best: [number, number] = [quantile(0), quantile(coverage)];
  for (let step = 1; step <= Math.round((1 - coverage) * 100); step++) {
    const lower = quantile(step / 100);
    const upper = quantile(Math.min(1, step / 100 + coverage));
    if (upper - lower < best[1] - best[0]) best = [lower, upper];
  }
  return best;
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}
