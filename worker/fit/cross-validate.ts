import {
  type EncodingTables,
  FEATURE_NAMES,
  featureVector,
  type NameFeatures,
} from '../src/valuation/engine/features.ts';
import { compile, type Ensemble, predict } from '../src/valuation/engine/gbm.ts';
import { buildTables } from './encode.ts';
import type { Sale } from './sales.ts';
import { type TreeParams, trainTrees } from './train-trees.ts';

export const FOLDS = 5;

/** FNV-1a: a stable fold for each domain, so every sale of one name lands in one fold. */
export function foldOf(domain: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (let k = 0; k < domain.length; k++) h = Math.imul(h ^ domain.charCodeAt(k), 0x01000193);
  return (h >>> 0) % FOLDS;
}

export interface Dataset {
  sales: Sale[];
  features: NameFeatures[];
  /** log10 of each sale's price carried to its channel's latest year of data by that channel's index. */
  logPrice: Float64Array;
  channels: Sale['channel'][];
  /** Columns appended after the model's features, one row per sale (a feature family being measured). */
  extra?: Float64Array[];
}

/** Columns of the full feature vector a variant may use. */
export type Columns = readonly number[];
export const ALL_COLUMNS: Columns = FEATURE_NAMES.map((_, k) => k);

/** A sale's model row from some encodings: the chosen columns, then any extra ones. */
export function rowOf(data: Dataset, r: number, tables: EncodingTables, columns: Columns): Float64Array {
  const full = featureVector(
    data.features[r] as NameFeatures,
    tables,
    (data.sales[r] as Sale).channel,
    new Float64Array(FEATURE_NAMES.length),
  );
  const chosen = columns.length === full.length ? full : Float64Array.from(columns, (c) => full[c] as number);
  const extra = data.extra?.[r];
  if (!extra) return chosen;
  const out = new Float64Array(chosen.length + extra.length);
  out.set(chosen);
  out.set(extra, chosen.length);
  return out;
}

/**
 * Encodes training rows out of fold (inner folds), so a row's own price never reaches its
 * word and extension encodings and the trees learn how far encodings generalise.
 */
function encodeTraining(data: Dataset, rows: number[], columns: Columns): Float64Array[] {
  const inner = rows.map((r) => foldOf((data.sales[r] as Sale).domain, 7));
  const out: Float64Array[] = new Array(rows.length);
  for (let j = 0; j < FOLDS; j++) {
    const tables = buildTables(
      data.features,
      data.logPrice,
      data.channels,
      rows.filter((_, k) => inner[k] !== j),
    );
    rows.forEach((r, k) => {
      if (inner[k] === j) out[k] = rowOf(data, r, tables, columns);
    });
  }
  return out;
}

export function fitOn(
  data: Dataset,
  rows: number[],
  columns: Columns,
  params: TreeParams,
): { model: Ensemble; tables: EncodingTables } {
  const x = encodeTraining(data, rows, columns);
  const y = Float64Array.from(rows, (r) => data.logPrice[r] as number);
  return {
    model: trainTrees(x, y, params),
    tables: buildTables(data.features, data.logPrice, data.channels, rows),
  };
}

/** Held-out predictions: each sale predicted by a model fitted without its fold. */
export function outOfFold(data: Dataset, columns: Columns, params: TreeParams): Float64Array {
  const folds = data.sales.map((s) => foldOf(s.domain, 0));
  const out = new Float64Array(data.sales.length);
  for (let k = 0; k < FOLDS; k++) {
    const train: number[] = [];
    const test: number[] = [];
    for (let r = 0; r < folds.length; r++) (folds[r] === k ? test : train).push(r);
    const { model, tables } = fitOn(data, train, columns, params);
    const compiled = compile(model);
    for (const r of test) out[r] = predict(compiled, rowOf(data, r, tables, columns));
  }
  return out;
}
