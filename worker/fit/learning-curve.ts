import { CHANNELS } from '../src/valuation/engine/features.ts';
import { compile, predict } from '../src/valuation/engine/gbm.ts';
import { type Columns, type Dataset, FOLDS, fitOn, foldOf, rowOf } from './cross-validate.ts';
import { pairwiseRankScore } from './metrics.ts';
import type { TreeParams } from './train-trees.ts';

const LEARNING_CURVE_SHARES = [0.25, 0.5, 0.75, 1] as const;

/** A stable draw in [0, 1) per domain (FNV-1a), so a smaller share is a subset of a larger one. */
export function shareOfDomain(domain: string): number {
  let h = 0x811c9dc5 ^ 0x5eed;
  for (let k = 0; k < domain.length; k++) h = Math.imul(h ^ domain.charCodeAt(k), 0x01000193);
  return (h >>> 0) / 4294967296;
}

/** Within-channel pairs in order of predictions over every sale, per channel. */
export function withinChannelPairs(data: Dataset, predicted: Float64Array): Record<string, number> {
  return Object.fromEntries(
    CHANNELS.map((c) => {
      const rows = data.channels.flatMap((x, r) => (x === c ? [r] : []));
      const actual = Float64Array.from(rows, (r) => data.logPrice[r] as number);
      const p = Float64Array.from(rows, (r) => predicted[r] as number);
      return [c, Math.round(pairwiseRankScore(actual, p) * 1e4) / 1e4];
    }),
  );
}

/**
 * Refits on a share of the training folds' domains and predicts every held-out fold in full,
 * so each point of the curve is scored on the same sales: if pairs still climb from 75% to
 * 100%, more sales would help; if flat, the features are what limit the ordering.
 * `full` is the cross-validation at 100% already run, reused rather than fitted again.
 */
export function learningCurve(data: Dataset, columns: Columns, params: TreeParams, full: Float64Array) {
  const folds = data.sales.map((s) => foldOf(s.domain, 0));
  const draw = data.sales.map((s) => shareOfDomain(s.domain));
  return LEARNING_CURVE_SHARES.map((share) => {
    let predicted = full;
    let trained = folds.filter((f) => f !== 0).length;
    if (share < 1) {
      trained = 0;
      predicted = new Float64Array(data.sales.length);
      for (let k = 0; k < FOLDS; k++) {
        const train = folds.flatMap((f, r) => (f !== k && (draw[r] as number) < share ? [r] : []));
        trained += train.length / FOLDS;
        const { model, tables } = fitOn(data, train, columns, params);
        const trees = compile(model);
        folds.forEach((f, r) => {
          if (f !== k) return;
          predicted[r] = predict(trees, rowOf(data, r, tables, columns));
        });
      }
    }
    return {
      share,
      trainingSales: Math.round(trained),
      withinChannelPairs: withinChannelPairs(data, predicted),
    };
  });
}
