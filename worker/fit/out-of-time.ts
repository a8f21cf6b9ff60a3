import type { Channel, NameFeatures } from '../src/valuation/engine/features.ts';
import { rangeGroupOf } from '../src/valuation/engine/range-group.ts';
import type { Columns, Dataset } from './cross-validate.ts';
import {
  calibrationFrom,
  emptyPredictions,
  emptyServed,
  type HeldOutPredictions,
  predictHeldOut,
  servedReport,
  serveInto,
} from './served-values.ts';
import type { TreeParams } from './train-trees.ts';

/** Fitted on the sales up to this year, tested on the names first sold in the years after. */
const OUT_OF_TIME = { trainedThrough: 2018, testedYears: [2019, 2020] } as const;

/**
 * The out-of-time check: a model fitted only on sales up to 2018 values the names sold in
 * 2019–2020 that it never saw, as the API would have then (each channel's support and spread
 * bound included), asked in 2018 money (each channel's index carried flat past its data),
 * against their nominal prices. Values and ranges are calibrated on the grouped
 * cross-validation's held-out predictions of the training years' sales.
 */
export function outOfTimeReport(
  data: Dataset,
  nominalLogPrice: Float64Array,
  outOfFold: HeldOutPredictions,
  columns: Columns,
  params: TreeParams,
) {
  const { trainedThrough, testedYears } = OUT_OF_TIME;
  const train = data.sales.flatMap((s, r) => (s.year <= trainedThrough ? [r] : []));
  const seen = new Set(train.map((r) => data.sales[r]?.domain));
  const test = data.sales.flatMap((s, r) =>
    (testedYears as readonly number[]).includes(s.year) && !seen.has(s.domain) ? [r] : [],
  );
  const predictions = emptyPredictions(data.sales.length);
  predictHeldOut(data, train, test, columns, params, predictions);
  const calibration = calibrationFrom(data, outOfFold, train);
  const served = emptyServed(data.sales.length);
  for (const r of test)
    serveInto(
      calibration,
      predictions,
      data.channels[r] as Channel,
      rangeGroupOf(data.features[r] as NameFeatures),
      r,
      served,
    );
  return {
    ...OUT_OF_TIME,
    ...servedReport(
      data,
      nominalLogPrice,
      test,
      predictions,
      served,
      data.sales.map(() => trainedThrough),
    ),
  };
}
