/**
 * `npm run fit`: fits the appraisal model to the real sales in seed/data/sales.csv, measures it
 * on held-out folds grouped by domain, and writes the model and its report into the repo.
 * Deterministic: the same sales give byte-identical files.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHANNELS, FEATURE_NAMES, featureVector, nameFeatures } from '../src/intel/features.ts';
import { compile, predict } from '../src/intel/gbm.ts';
import { type AppraisalModel, bandOf } from '../src/intel/model.ts';
import { encodeSales, type IndexedSale } from '../src/intel/sales-index-codec.ts';
import {
  ALL_COLUMNS,
  type Columns,
  type Dataset,
  FOLDS,
  fitOn,
  foldOf,
  outOfFold,
} from './cross-validate.ts';
import { calibrateIntervals } from './intervals.ts';
import { median, pairwiseRankScore, quantile, spearman } from './metrics.ts';
import { loadSales } from './sales.ts';
import type { TreeParams } from './train-trees.ts';

const root = path.resolve(import.meta.dirname, '../..');
const modelDir = path.join(root, 'worker/src/intel/model');

const PARAMS: TreeParams = {
  trees: 160,
  learningRate: 0.09,
  maxDepth: 6,
  minLeaf: 10,
  lambda: 5,
  rowSample: 0.8,
  featureSample: 0.8,
  bins: 64,
  seed: 20260,
};

const columnsOf = (names: readonly string[]): Columns =>
  names.map((n) => FEATURE_NAMES.indexOf(n as (typeof FEATURE_NAMES)[number]));
const VARIANTS: Array<{ id: string; description: string; columns: Columns }> = [
  {
    id: 'baseline',
    description:
      'the same trees on simple name features only: length, word and token counts, digits, hyphens, extension kind',
    columns: columnsOf([
      'length',
      'wordCount',
      'tokenCount',
      'digits',
      'allDigits',
      'hyphens',
      'extensionKind',
    ]),
  },
  {
    id: 'name',
    description:
      'every name feature (word frequencies, pronounceability, keywords, encodings of words, extension and industry from past sales), no channel',
    columns: ALL_COLUMNS.filter((c) => FEATURE_NAMES[c] !== 'channel'),
  },
  {
    id: 'full',
    description: 'every name feature plus the sale channel (auction, marketplace, brokerage)',
    columns: ALL_COLUMNS,
  },
];

const started = performance.now();
const sales = loadSales(path.join(root, 'seed/data/sales.csv'));
const features = sales.map((s) => nameFeatures(s.label, s.extension));
const data: Dataset = { sales, features, logPrice: Float64Array.from(sales, (s) => Math.log10(s.price)) };
const folds = sales.map((s) => foldOf(s.domain, 0));
const channels = sales.map((s) => s.channel);
const everyRow = sales.map((_, r) => r);
console.log(
  `fit: ${sales.length} sales, ${new Set(sales.map((s) => s.domain)).size} domains, ${FOLDS} folds grouped by domain`,
);

function heldOutReport(predicted: Float64Array) {
  const actual = data.logPrice;
  const covered: number[] = [];
  const widths: number[] = [];
  for (let k = 0; k < FOLDS; k++) {
    const calibration = everyRow.filter((r) => folds[r] !== k);
    const table = calibrateIntervals(predicted, actual, channels, calibration);
    for (let r = 0; r < sales.length; r++) {
      if (folds[r] !== k) continue;
      const p = predicted[r] as number;
      const [lo, hi] = table.cells[channels[r] as (typeof CHANNELS)[number]][bandOf(table.bandEdges, p)] as [
        number,
        number,
      ];
      const a = actual[r] as number;
      covered.push(a >= p + lo && a <= p + hi ? 1 : 0);
      widths.push(10 ** (hi - lo));
    }
  }
  const errors = Array.from(actual, (a, r) => Math.abs(a - (predicted[r] as number)));
  return {
    pairwiseRankScore: round(pairwiseRankScore(actual, predicted)),
    spearman: round(spearman(actual, predicted)),
    medianAbsLog10Error: round(median(errors)),
    interval80Coverage: round(covered.reduce((s, v) => s + v, 0) / covered.length),
    interval80MedianWidthRatio: round(median(widths)),
  };
}

const variants: Record<string, ReturnType<typeof heldOutReport> & { description: string }> = {};
let fullOutOfFold: Float64Array = new Float64Array(0);
for (const variant of VARIANTS) {
  const t = performance.now();
  const predicted = outOfFold(data, variant.columns, PARAMS);
  if (variant.id === 'full') fullOutOfFold = predicted;
  variants[variant.id] = { description: variant.description, ...heldOutReport(predicted) };
  console.log(
    `fit: ${variant.id.padEnd(8)} ${JSON.stringify(variants[variant.id])} (${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
}

const perChannel: Record<string, ReturnType<typeof heldOutReport> & { sales: number }> = {};
for (const channel of CHANNELS) {
  const rows = everyRow.filter((r) => channels[r] === channel);
  const actual = Float64Array.from(rows, (r) => data.logPrice[r] as number);
  const predicted = Float64Array.from(rows, (r) => fullOutOfFold[r] as number);
  perChannel[channel] = {
    sales: rows.length,
    pairwiseRankScore: round(pairwiseRankScore(actual, predicted)),
    spearman: round(spearman(actual, predicted)),
    medianAbsLog10Error: round(median(Array.from(actual, (a, k) => Math.abs(a - (predicted[k] as number))))),
    interval80Coverage: Number.NaN,
    interval80MedianWidthRatio: Number.NaN,
  };
}

const final = fitOn(data, everyRow, ALL_COLUMNS, PARAMS);
const finalTrees = compile(final.model);
const marketplace = features.map((f) =>
  predict(finalTrees, featureVector(f, final.tables, 'marketplace', new Float64Array(FEATURE_NAMES.length))),
);
const model: AppraisalModel = {
  version: 1,
  features: [...FEATURE_NAMES],
  tables: final.tables,
  value: roundEnsemble(final.model),
  interval: calibrateIntervals(fullOutOfFold, data.logPrice, channels, everyRow),
  valuePercentiles: Array.from({ length: 101 }, (_, q) => round(quantile(marketplace, q / 100))),
};
const report = {
  sales: sales.length,
  domains: new Set(sales.map((s) => s.domain)).size,
  folds: FOLDS,
  method: `${FOLDS}-fold cross-validation with every sale of a domain in one fold; word, extension and industry encodings of training rows computed out of fold; 80% intervals calibrated per channel and predicted-value band on the other folds' errors`,
  targets: {
    pairwiseRankScore: 0.72,
    spearman: 0.55,
    interval80Coverage: [0.75, 0.85],
    interval80MedianWidthRatio: 30,
  },
  params: PARAMS,
  channels: Object.fromEntries(CHANNELS.map((c) => [c, channels.filter((x) => x === c).length])),
  variants,
  perChannel: Object.fromEntries(
    Object.entries(perChannel).map(([c, m]) => [
      c,
      {
        sales: m.sales,
        pairwiseRankScore: m.pairwiseRankScore,
        spearman: m.spearman,
        medianAbsLog10Error: m.medianAbsLog10Error,
      },
    ]),
  ),
};
writeFileSync(path.join(modelDir, 'appraisal-model.json'), `${JSON.stringify(model)}\n`);
// Comparable sales: every sale with its words, dearest first so equal-similarity ties stay stable.
const indexed = everyRow
  .map((r): IndexedSale => {
    const sale = sales[r] as (typeof sales)[number];
    return [sale.domain, sale.price, sale.year, (features[r] as (typeof features)[number]).words];
  })
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
writeFileSync(
  path.join(modelDir, 'sales-index.json'),
  `${JSON.stringify({ sales: encodeSales(indexed) })}\n`,
);
writeFileSync(path.join(modelDir, 'fit-report.json'), `${JSON.stringify(report, null, 2)}\n`);
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
