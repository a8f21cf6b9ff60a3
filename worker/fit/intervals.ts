import { CHANNELS, type Channel } from '../src/intel/features.ts';
import { type AppraisalModel, bandOf } from '../src/intel/model.ts';
import { quantile } from './metrics.ts';

export const INTERVAL = { lower: 0.1, upper: 0.9 } as const;
const BANDS = 5;
/** A band with fewer held-out sales than this borrows its channel's overall spread. */
const MIN_BAND_SALES = 40;

/**
 * Each channel's calibration from its own held-out errors: the 10th, 50th and 90th percentile
 * of (actual - predicted) log10 price per band of that channel's predicted value. The median
 * moves the value onto the typical sale (a squared-error fit aims at the mean of a skewed
 * spread, above most sales); the outer two give the 80% range, narrow where the model is sure.
 * A channel's value and range are judged only against sales of that channel.
 */
export function calibrateIntervals(
  predicted: Float64Array,
  actual: Float64Array,
  channels: readonly Channel[],
  rows: number[],
): AppraisalModel['interval'] {
  const out = {} as AppraisalModel['interval'];
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
      return [
        round(quantile(source, INTERVAL.lower)),
        round(quantile(source, 0.5)),
        round(quantile(source, INTERVAL.upper)),
      ];
    });
    out[channel] = { bandEdges, cells };
  }
  return out;
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}
