import { CHANNELS } from '../src/valuation/engine/features.ts';
import { compile, predict } from '../src/valuation/engine/gbm.ts';
import { bandOf } from '../src/valuation/engine/model.ts';
import { valuesAsOf } from './as-of-evaluation.ts';
import { type Columns, type Dataset, fitOn, rowOf } from './cross-validate.ts';
import { channelReport } from './fit-report.ts';
import { calibrateIntervals } from './intervals.ts';
import type { TreeParams } from './train-trees.ts';

/** Fitted on the sales up to this year, tested on the names first sold in the years after. */
const OUT_OF_TIME = { trainedThrough: 2018, testedYears: [2019, 2020] } as const;

/**
 * The out-of-time check: a model fitted only on sales up to 2018 values the names sold in
 * 2019–2020 that it never saw, as the API would have then, asked in 2018 money (each channel's
 * index carried flat past its data), against their nominal prices. Intervals are calibrated on
 * the grouped cross-validation's held-out errors of the training years' sales.
 */
export function outOfTimeReport(
  data: Dataset,
  nominalLogPrice: Float64Array,
  outOfFoldValue: Float64Array,
  columns: Columns,
  params: TreeParams,
) {
  const { trainedThrough, testedYears } = OUT_OF_TIME;
  const train = data.sales.flatMap((s, r) => (s.year <= trainedThrough ? [r] : []));
  const seen = new Set(train.map((r) => data.sales[r]?.domain));
  const test = data.sales.flatMap((s, r) =>
    (testedYears as readonly number[]).includes(s.year) && !seen.has(s.domain) ? [r] : [],
  );
  const { model, tables } = fitOn(data, train, columns, params);
  const trees = compile(model);
  const calibration = calibrateIntervals(outOfFoldValue, data.logPrice, data.channels, train);
  const reference = new Float64Array(data.sales.length);
  const lo = new Float64Array(data.sales.length);
  const hi = new Float64Array(data.sales.length);
  for (const r of test) {
    const p = predict(trees, rowOf(data, r, tables, columns));
    const { bandEdges, cells } = calibration[data.channels[r] as (typeof CHANNELS)[number]];
    const [l, m, h] = cells[bandOf(bandEdges, p)] as [number, number, number];
    reference[r] = p + m;
    lo[r] = l - m;
    hi[r] = h - m;
  }
  const asOf = valuesAsOf(
    reference,
    data.sales,
    data.sales.map(() => trainedThrough),
  );
  const report = (rows: number[]) => channelReport(rows, nominalLogPrice, asOf, lo, hi);
  return {
    ...OUT_OF_TIME,
    overall: report(test),
    perChannel: Object.fromEntries(
      CHANNELS.map((c) => [c, report(test.filter((r) => data.channels[r] === c))]),
    ),
  };
}
