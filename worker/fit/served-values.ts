import { boundedRange, calibratedValue, HEADLINE } from '../src/valuation/engine/channel-range.ts';
import { CHANNELS, type Channel, FEATURE_NAMES, featureVector } from '../src/valuation/engine/features.ts';
import { compile, predict } from '../src/valuation/engine/gbm.ts';
import { GATED_CHANNELS, isGated, withinSupport } from '../src/valuation/engine/model.ts';
import { rangeGroupOf } from '../src/valuation/engine/range-group.ts';
import { valuesAsOf } from './as-of-evaluation.ts';
import { fitChannelSpread, fitChannelSupport } from './channel-support.ts';
import { type Columns, type Dataset, FOLDS, fitOn, foldOf, rowOf } from './cross-validate.ts';
import { bandReport, channelReport } from './fit-report.ts';
import { type CalibrationRule, calibrateIntervals, SERVED_RULE } from './intervals.ts';
import type { TreeParams } from './train-trees.ts';

const CHANNEL_COLUMN = FEATURE_NAMES.indexOf('channel');

/** What a model fitted without some sales says of them: all the API needs to value them. */
export interface HeldOutPredictions {
  /** The trees' log10 prediction of each sale in its own channel. */
  own: Float64Array;
  /** The same trees' prediction of the name at the headline channel. */
  headline: Float64Array;
  /** Whether the API shows the sale's own channel a value for the name (an ungated channel always). */
  shown: Uint8Array;
}

export function emptyPredictions(sales: number): HeldOutPredictions {
  return { own: new Float64Array(sales), headline: new Float64Array(sales), shown: new Uint8Array(sales) };
}

/**
 * Fits the trees and each gated channel's support on the training rows, as `npm run fit` fits
 * the served model on every sale, and writes what they say of the test rows into `out`.
 */
export function predictHeldOut(
  data: Dataset,
  train: number[],
  test: number[],
  columns: Columns,
  params: TreeParams,
  out: HeldOutPredictions,
): void {
  const { model, tables } = fitOn(data, train, columns, params);
  const trees = compile(model);
  // The support is read off a name's full row at the headline channel, as the worker reads it.
  const headlineRow = (r: number) =>
    featureVector(
      data.features[r] as Dataset['features'][number],
      tables,
      HEADLINE,
      new Float64Array(FEATURE_NAMES.length),
    );
  const { support } = fitChannelSupport(
    train.map(headlineRow),
    train.map((r) => data.channels[r] as Channel),
  );
  const shareTrees = new Map(GATED_CHANNELS.map((c) => [c, compile(support[c].share)]));
  for (const r of test) {
    const row = rowOf(data, r, tables, columns);
    out.own[r] = predict(trees, row);
    row[CHANNEL_COLUMN] = CHANNELS.indexOf(HEADLINE);
    out.headline[r] = predict(trees, row);
    const channel = data.channels[r] as Channel;
    out.shown[r] = isGated(channel)
      ? Number(
          withinSupport(
            predict(shareTrees.get(channel) as ReturnType<typeof compile>, headlineRow(r)),
            support[channel].minShare,
          ),
        )
      : 1;
  }
}

/** Each sale's held-out predictions, by a model fitted without its fold. */
export function outOfFoldPredictions(
  data: Dataset,
  columns: Columns,
  params: TreeParams,
): HeldOutPredictions {
  const folds = data.sales.map((s) => foldOf(s.domain, 0));
  const out = emptyPredictions(data.sales.length);
  for (let k = 0; k < FOLDS; k++) {
    const train: number[] = [];
    const test: number[] = [];
    for (let r = 0; r < folds.length; r++) (folds[r] === k ? test : train).push(r);
    predictHeldOut(data, train, test, columns, params, out);
  }
  return out;
}

/**
 * The calibration the API would serve had it been fitted on `rows` (by the served rule unless
 * another is given): each channel's value and range from those rows' held-out errors, and the spread between channels from their held-out
 * headline values.
 */
export function calibrationFrom(
  data: Dataset,
  predictions: HeldOutPredictions,
  rows: number[],
  rule: CalibrationRule = SERVED_RULE,
) {
  const interval = calibrateIntervals(
    predictions.own,
    data.logPrice,
    data.channels,
    data.sales.map((s) => s.year),
    data.features.map(rangeGroupOf),
    rows,
    rule,
  );
  const spread = fitChannelSpread(
    rows.map((r) => calibratedValue(interval, predictions.headline[r] as number, HEADLINE)),
    rows.map((r) => data.logPrice[r] as number),
    rows.map((r) => data.channels[r] as Channel),
  );
  return { interval, spread };
}

/**
 * Writes the served log10 value of sale r (in reference money) and its range's offsets around it,
 * by the same rule the API uses (see boundedRange), for a name of the given range group.
 */
export function serveInto(
  calibration: ReturnType<typeof calibrationFrom>,
  predictions: HeldOutPredictions,
  channel: Channel,
  group: number,
  r: number,
  into: ReturnType<typeof emptyServed>,
): void {
  const [lo, value, hi] = boundedRange(
    calibration,
    predictions.own[r] as number,
    predictions.headline[r] as number,
    channel,
    group,
  );
  into.value[r] = value;
  into.lo[r] = lo - value;
  into.hi[r] = hi - value;
}

/** Served log10 values in reference money and their ranges' offsets, one per sale. */
export function emptyServed(sales: number) {
  return { value: new Float64Array(sales), lo: new Float64Array(sales), hi: new Float64Array(sales) };
}

/**
 * Held-out figures of the values the API serves, asked `asOf` the given year per sale, against
 * the nominal price: overall and per channel, each over the sales whose channel shows a value
 * (a gated channel shows none outside its support), with how many it showed none for.
 */
export function servedReport(
  data: Dataset,
  nominalLogPrice: Float64Array,
  rows: number[],
  predictions: HeldOutPredictions,
  served: ReturnType<typeof emptyServed>,
  asOfYears: readonly number[],
) {
  const value = valuesAsOf(served.value, data.sales, asOfYears);
  const shown = rows.filter((r) => predictions.shown[r] === 1);
  const report = (channelRows: number[]) =>
    channelReport(channelRows, nominalLogPrice, value, served.lo, served.hi);
  return {
    overall: report(shown),
    perChannel: Object.fromEntries(
      CHANNELS.map((c) => [
        c,
        {
          ...report(shown.filter((r) => data.channels[r] === c)),
          notShown: rows.filter((r) => data.channels[r] === c && predictions.shown[r] !== 1).length,
        },
      ]),
    ),
  };
}

/** The same held-out figures per band of the served value, per channel (see bandReport). */
export function servedBands(
  data: Dataset,
  nominalLogPrice: Float64Array,
  rows: number[],
  predictions: HeldOutPredictions,
  served: ReturnType<typeof emptyServed>,
  asOfYears: readonly number[],
) {
  const value = valuesAsOf(served.value, data.sales, asOfYears);
  const shown = rows.filter((r) => predictions.shown[r] === 1);
  return Object.fromEntries(
    CHANNELS.map((c) => [
      c,
      bandReport(
        shown.filter((r) => data.channels[r] === c),
        nominalLogPrice,
        value,
        served.lo,
        served.hi,
      ),
    ]),
  );
}
