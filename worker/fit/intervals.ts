import { CHANNELS, type Channel } from '../src/valuation/engine/features.ts';
import { bandOf, type ValuationModel } from '../src/valuation/engine/model.ts';
import { quantile } from './metrics.ts';

/** The share of a channel's held-out sales each range is calibrated to hold. */
export const COVERAGE = 0.8;
const BANDS = 5;
/** A band with fewer held-out sales than this borrows its channel's overall spread. */
const MIN_BAND_SALES = 40;

/**
 * Each channel's calibration from its own held-out errors of (actual - predicted) log10 price,
 * per band of that channel's predicted value: the median moves the value onto the typical sale
 * (a squared-error fit aims at the mean of a skewed spread, above most sales), and the
 * narrowest range holding 80% of the errors gives the 80% range, narrow where the model is sure.
 * A channel's value and range are judged only against sales of that channel.
 */
export function calibrateIntervals(
  predicted: Float64Array,
  actual: Float64Array,
  channels: readonly Channel[],
  rows: number[],
): ValuationModel['interval'] {
  const out = {} as ValuationModel['interval'];
  for (const channel of CHANNELS) {
    const own = rows.filter((r) => channels[r] === channel);
    const preds = own.map((r) => predicted[r] as number);
    const bandEdges: number[] = [];
    for (let b = 1; b < BANDS; b++) bandEdges.push(round(quantile(preds, b / BANDS)));
    const errors: number[][] = Array.from({ length: BANDS }, () => []);
    const all: number[] = [];
    for (const r of own) {
      const e = (actual[r] as number) - (predicted[r] as number);
      (errors[bandOf(bandEdges, predicted[r] as number)] as number[]).push(e);
      all.push(e);
    }
    const cells = errors.map((e): [number, number, number] => {
      const source = e.length >= MIN_BAND_SALES ? e : all;
      const [lower, upper] = shortestInterval(source);
      return [round(lower), round(quantile(source, 0.5)), round(upper)];
    });
    out[channel] = { bandEdges, cells };
  }
  return out;
}

/**
 * The narrowest range between two percentiles COVERAGE apart (from the 0th-80th to the
 * 20th-100th, in steps of one percentile). Errors are skewed (a few names sell far above their
 * kind), so the narrowest range that holds 80% of sales is tighter than the 10th-90th; it
 * always holds the median, since it spans at least the 20th to the 80th percentile.
 */
function shortestInterval(errors: readonly number[]): [number, number] {
  let best: [number, number] = [quantile(errors, 0), quantile(errors, COVERAGE)];
  for (let step = 1; step <= Math.round((1 - COVERAGE) * 100); step++) {
    const lower = quantile(errors, step / 100);
    const upper = quantile(errors, Math.min(1, step / 100 + COVERAGE));
    if (upper - lower < best[1] - best[0]) best = [lower, upper];
  }
  return best;
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}
