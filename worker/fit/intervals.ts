import { CHANNELS, type Channel } from '../src/intel/features.ts';
import { type AppraisalModel, bandOf } from '../src/intel/model.ts';
import { quantile } from './metrics.ts';

export const INTERVAL = { lower: 0.1, upper: 0.9 } as const;
const BANDS = 5;

/**
 * The interval table from held-out errors: the 10th and 90th percentile of (actual - predicted)
 * log10 price per channel and band of predicted value, so confident cases get narrow ranges.
 */
export function calibrateIntervals(
  predicted: Float64Array,
  actual: Float64Array,
  channels: Channel[],
  rows: number[],
): AppraisalModel['interval'] {
  const bandEdges: number[] = [];
  const preds = rows.map((r) => predicted[r] as number);
  for (let b = 1; b < BANDS; b++) bandEdges.push(round(quantile(preds, b / BANDS)));
  const cells = {} as Record<Channel, Array<[number, number]>>;
  for (const channel of CHANNELS) {
    const errors: number[][] = Array.from({ length: BANDS }, () => []);
    const all: number[] = [];
    for (const r of rows) {
      if (channels[r] !== channel) continue;
      const e = (actual[r] as number) - (predicted[r] as number);
      (errors[bandOf(bandEdges, predicted[r] as number)] as number[]).push(e);
      all.push(e);
    }
    // A sparse cell borrows its channel's overall spread rather than trusting a handful of sales.
    cells[channel] = errors.map((e) => {
      const source = e.length >= 40 ? e : all;
      return [round(quantile(source, INTERVAL.lower)), round(quantile(source, INTERVAL.upper))];
    });
  }
  return { bandEdges, cells };
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}
