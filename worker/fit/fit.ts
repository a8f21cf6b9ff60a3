/**
 * `npm run fit`: fits the valuation model to the real sales in schema/data/sales.csv, measures it
 * on held-out folds grouped by domain, and writes the model and its report into the repo.
 * Deterministic: the same sales give byte-identical files.
 *
 * `FIT_SAMPLE=0.3 npm run fit` measures on a share of the domains and writes nothing (for
 * exploring); `FIT_ABLATION=0` skips the feature-family ablation; `FIT_PARAMS='{"maxDepth":8}'`
 * changes the trees' settings (the report records the ones used).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { calibratedRange } from '../src/valuation/engine/channel-range.ts';
import { storeTables } from '../src/valuation/engine/encoding-tables-codec.ts';
import {
  CHANNELS,
  type Channel,
  FEATURE_NAMES,
  featureVector,
  nameFeatures,
} from '../src/valuation/engine/features.ts';
import { compile, predict } from '../src/valuation/engine/gbm.ts';
import type { ValuationModel } from '../src/valuation/engine/model.ts';
import { rangeGroupOf } from '../src/valuation/engine/range-group.ts';
import { ABLATION, columnsOf } from './ablation.ts';
import { priceIndexesForReport, referenceLogPrices, valuesAsOf } from './as-of-evaluation.ts';
import { fitChannelSupport } from './channel-support.ts';
import { ALL_COLUMNS, type Dataset, FOLDS, fitOn, foldOf, outOfFold } from './cross-validate.ts';
import { channelReport, TARGETS } from './fit-report.ts';
import { measureIdnDiscount } from './idn-discount.ts';
import {
  type CalibrationRule,
  calibrateIntervals,
  FIFTHS_RULE,
  FULL_YEAR_SALES,
  SERVED_RULE,
} from './intervals.ts';
import { learningCurve } from './learning-curve.ts';
import { quantile } from './metrics.ts';
import { fitNameSupport } from './name-support.ts';
import { noiseCeiling } from './noise-ceiling.ts';
import { outOfTimeReport } from './out-of-time.ts';
import {
  anchorServed,
  measureOwnSaleBlend,
  ownSaleReport,
  type RepeatSale,
  rangesOf,
  repeatSales,
} from './own-sale-blend.ts';
import { loadSales } from './sales.ts';
import { measureSalesHistory } from './sales-history-report.ts';
import {
  calibrationFrom,
  emptyServed,
  type HeldOutPredictions,
  outOfFoldPredictions,
  servedBands,
  servedReport,
  serveInto,
} from './served-values.ts';
import type { TreeParams } from './train-trees.ts';
import { writeSalesIndexes } from './write-sales-indexes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const modelDir = path.join(root, 'worker/src/valuation/engine/model');
const sample = Number(process.env.FIT_SAMPLE ?? 1);
const ablation = process.env.FIT_ABLATION !== '0';

/** The trees' settings; FIT_PARAMS (JSON) overrides some of them while exploring. */
const PARAMS: TreeParams = {
  trees: 400,
  learningRate: 0.04,
  maxDepth: 7,
  minLeaf: 20,
  lambda: 5,
  rowSample: 0.8,
  featureSample: 0.7,
  bins: 64,
  seed: 20260,
  ...(JSON.parse(process.env.FIT_PARAMS ?? '{}') as Partial<TreeParams>),
};

const started = performance.now();
const sales = loadSales(path.join(root, 'schema/data/sales.csv')).filter(
  (s) => sample >= 1 || foldOf(s.domain, 99) < sample * FOLDS,
);
const features = sales.map((s) => nameFeatures(s.label, s.extension));
const data: Dataset = {
  sales,
  features,
  logPrice: referenceLogPrices(sales),
  channels: sales.map((s) => s.channel),
};
const nominal = Float64Array.from(sales, (s) => Math.log10(s.price));
const saleYears = sales.map((s) => s.year);
const folds = sales.map((s) => foldOf(s.domain, 0));
const groups = features.map(rangeGroupOf);
const everyRow = sales.map((_, r) => r);
console.log(
  `fit: ${sales.length} sales, ${new Set(sales.map((s) => s.domain)).size} domains, ${FOLDS} folds grouped by domain`,
);

/** Each fold's calibration from the other folds' held-out errors, as a visitor would meet it: offsets around the value. */
function heldOutIntervals(predicted: Float64Array) {
  const lo = new Float64Array(sales.length);
  const mid = new Float64Array(sales.length);
  const hi = new Float64Array(sales.length);
  for (let k = 0; k < FOLDS; k++) {
    const table = calibrateIntervals(
      predicted,
      data.logPrice,
      data.channels,
      saleYears,
      groups,
      everyRow.filter((r) => folds[r] !== k),
    );
    for (let r = 0; r < sales.length; r++) {
      if (folds[r] !== k) continue;
      const p = predicted[r] as number;
      const [l, m, h] = calibratedRange(table, p, data.channels[r] as Channel, groups[r] as number);
      lo[r] = l - m;
      mid[r] = m - p;
      hi[r] = h - m;
    }
  }
  return { lo, mid, hi };
}

/** Each sale's held-out value in its own channel as a visitor sees it: the trees' prediction moved by its calibration. */
function heldOutValue(trees: Float64Array): Float64Array {
  const { mid } = heldOutIntervals(trees);
  return Float64Array.from(trees, (p, r) => p + (mid[r] as number));
}

/**
 * Held-out ordering of the trees' values (each moved by its channel's calibration, asked `asOf`
 * the sale's own year) against the price as reported, for comparing feature families.
 */
function evaluate(trees: Float64Array) {
  const { lo, mid, hi } = heldOutIntervals(trees);
  const predicted = valuesAsOf(
    Float64Array.from(trees, (p, r) => p + (mid[r] as number)),
    sales,
    saleYears,
  );
  const rowsOf = (channel?: string) => everyRow.filter((r) => !channel || data.channels[r] === channel);
  const report = (rows: number[]) => channelReport(rows, nominal, predicted, lo, hi);
  return {
    overall: report(everyRow),
    perChannel: Object.fromEntries(CHANNELS.map((c) => [c, report(rowsOf(c))])),
  };
}

const ablationReport: Array<{ family: string; added: string[]; withinChannelPairs: Record<string, number> }> =
  [];
if (ablation) {
  const used: string[] = [];
  for (const step of ABLATION) {
    used.push(...step.features);
    const t = performance.now();
    const result = evaluate(outOfFold(data, columnsOf(used), PARAMS));
    const withinChannelPairs = Object.fromEntries(
      CHANNELS.map((c) => [c, result.perChannel[c]?.pairwiseRankScore as number]),
    );
    ablationReport.push({ family: step.family, added: step.features, withinChannelPairs });
    console.log(
      `fit: + ${step.family.padEnd(34)} ${JSON.stringify(withinChannelPairs)} overall ${result.overall.pairwiseRankScore} (${((performance.now() - t) / 1000).toFixed(1)} s)`,
    );
  }
}

/**
 * Held-out figures of the values a visitor sees: each fold valued by a model, calibration,
 * support and spread bound fitted without it, exactly as the API values a name, asked `asOf`
 * the sale's own year, against the price as reported.
 */
function evaluateServed(predictions: HeldOutPredictions, rule: CalibrationRule) {
  const served = emptyServed(sales.length);
  for (let k = 0; k < FOLDS; k++) {
    const calibration = calibrationFrom(
      data,
      predictions,
      everyRow.filter((r) => folds[r] !== k),
      rule,
    );
    for (const r of everyRow) {
      if (folds[r] === k) {
        serveInto(calibration, predictions, data.channels[r] as Channel, groups[r] as number, r, served);
      }
    }
  }
  return served;
}

/** A resold pair's fold: its name's. */
const foldOfPair = (pair: RepeatSale) => folds[pair.later] as number;
const resold = repeatSales(data, everyRow);

const t = performance.now();
const heldOutPredictions = outOfFoldPredictions(data, ALL_COLUMNS, PARAMS);
const outOfFoldValue = heldOutPredictions.own;
// Before: the calibration cut in fifths with one range per band, and no name anchored on its own sale.
const before = evaluateServed(heldOutPredictions, FIFTHS_RULE);
const served = evaluateServed(heldOutPredictions, SERVED_RULE);
const modelRanges = rangesOf(served);
const ownSales = {
  ...measureOwnSaleBlend(data, modelRanges, resold),
  heldOut: ownSaleReport(data, modelRanges, resold, foldOfPair, FOLDS),
};
anchorServed(data, served, resold, foldOfPair, FOLDS);
const heldOut = servedReport(data, nominal, everyRow, heldOutPredictions, served, saleYears);
const calibrationByBand = {
  before: servedBands(data, nominal, everyRow, heldOutPredictions, before, saleYears),
  after: servedBands(data, nominal, everyRow, heldOutPredictions, served, saleYears),
  beforePerChannel: servedReport(data, nominal, everyRow, heldOutPredictions, before, saleYears).perChannel,
};
console.log(`fit: held out (${((performance.now() - t) / 1000).toFixed(1)} s)`);
console.log(JSON.stringify({ ...heldOut, calibrationByBand, ownSales }, null, 1));
console.log(JSON.stringify(heldOut, null, 1));
const tOut = performance.now();
const outOfTime = outOfTimeReport(data, nominal, heldOutPredictions, ALL_COLUMNS, PARAMS);
console.log(`fit: out of time (${((performance.now() - tOut) / 1000).toFixed(1)} s)`);
console.log(JSON.stringify(outOfTime, null, 1));
if (sample < 1) process.exit(0);

// How far ordering within a channel could go: with more sales, with the sales' own history, and at most.
const ordering = {
  learningCurve: learningCurve(data, ALL_COLUMNS, PARAMS, outOfFoldValue),
  noiseCeiling: noiseCeiling(sales, data.logPrice, outOfFoldValue),
  salesHistory: measureSalesHistory(data, ALL_COLUMNS, PARAMS, outOfFoldValue),
};
console.log(`fit: ordering ${JSON.stringify(ordering)}`);
const idn = measureIdnDiscount(features, data.logPrice, heldOutValue(outOfFoldValue));

const final = fitOn(data, everyRow, ALL_COLUMNS, PARAMS);
const finalTrees = compile(final.model);
const headlineRows = features.map((f) =>
  featureVector(f, final.tables, 'marketplace', new Float64Array(FEATURE_NAMES.length)),
);
const marketplace = headlineRows.map((x) => predict(finalTrees, x));
// Calibration and spread from every sale's held-out predictions, as each fold's were measured.
const { interval, spread } = calibrationFrom(data, heldOutPredictions, everyRow);
const channelSupport = fitChannelSupport(headlineRows, data.channels);
const nameSupport = fitNameSupport(
  features,
  folds,
  data.channels,
  Float64Array.from(data.logPrice, (price, r) => price - (outOfFoldValue[r] as number)),
);
const model = {
  version: 2,
  features: [...FEATURE_NAMES],
  tables: storeTables(final.tables),
  value: roundEnsemble(final.model),
  interval,
  support: channelSupport.support,
  spread,
  idn: idn.discount,
  valuePercentiles: Array.from({ length: 101 }, (_, q) => round(quantile(marketplace, q / 100))),
} satisfies Omit<ValuationModel, 'tables'> & { tables: unknown };
const report = {
  sales: sales.length,
  domains: new Set(sales.map((s) => s.domain)).size,
  folds: FOLDS,
  method: `${FOLDS}-fold cross-validation with every sale of a domain in one fold; each sale's price carried to its channel's latest year of data by that channel's own index, and each held-out sale valued as the API values it asked in the sale's own year, against its price as reported; ${PARAMS.trees} gradient-boosted oblivious trees of depth ${PARAMS.maxDepth} predict log10 price from name features (length, words and their frequencies, digits, hyphens, repeated characters and the digits 4 and 8, hard letters, pronounceability, extension kind) and target encodings (words shrunk toward their frequency class, a word under its extension, letter trigrams, extension, industry), each encoding relative to its sale's channel and computed out of fold for training rows; each channel's value and 80% interval calibrated on the other folds' errors of that channel's sales, in bands of predicted value (fifths, then the 80th-90th, 90th-95th, 95th-98th percentiles and the top 2%), the range per kind of name (.com or not, up to 6 characters or longer, words or not) where a band holds 40 of its sales, every year of a channel weighed alike (a year of fewer than ${FULL_YEAR_SALES} sales in proportion to them); then, as the API serves values, a channel's spread from the headline bounded by what sold names of that value show and a gated channel's value shown only inside its support, both fitted without the fold; a held-out sale of a name sold in an earlier year valued from that sale blended with the model, by weights measured on the other folds' resold names; each channel's figures are over the sales it shows a value for`,
  targets: TARGETS,
  params: PARAMS,
  channels: Object.fromEntries(CHANNELS.map((c) => [c, data.channels.filter((x) => x === c).length])),
  ...heldOut,
  calibrationByBand,
  ownSales,
  outOfTime,
  priceIndexes: priceIndexesForReport(),
  ablation: ablationReport,
  channelSupport: channelSupport.report,
  nameSupport: nameSupport.report,
  idn,
  ordering,
};
// The model as one JSON string inside the file: the worker reads it with JSON.parse at every
// start, about twice as fast as evaluating the same data as an object literal.
writeFileSync(
  path.join(modelDir, 'valuation-model.json'),
  `${JSON.stringify({ model: JSON.stringify(model) })}\n`,
);
writeFileSync(path.join(modelDir, 'name-support.json'), `${JSON.stringify(nameSupport.table)}\n`);
writeSalesIndexes(sales, features, modelDir);
const { heldOut: _, ...ownSaleBlend } = ownSales;
writeFileSync(path.join(modelDir, 'own-sale-blend.json'), `${JSON.stringify(ownSaleBlend, null, 2)}\n`);
writeFileSync(
  path.join(root, 'schema/src/reference/valuation-accuracy.json'),
  `${JSON.stringify(report, null, 2)}\n`,
);
console.log(
  `fit: wrote model (${model.value.trees.length} trees) and report in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

function roundEnsemble(e: typeof final.model) {
  return {
    base: round(e.base),
    depth: e.depth,
    // Thresholds sit between bin edges' values, so rounding them can't move a sold name across.
    trees: e.trees.map((t) => ({ ...t, leaves: t.leaves.map((v) => Math.round(v * 1e6) / 1e6) })),
  };
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}
