import { CHANNELS, type Channel } from '../src/valuation/engine/features.ts';
import { compile, type Ensemble, predict } from '../src/valuation/engine/gbm.ts';
import {
  bandOf,
  type ChannelSpread,
  type ChannelSupport,
  GATED_CHANNELS,
  type GatedChannel,
} from '../src/valuation/engine/model.ts';
import { quantile } from './metrics.ts';
import { type TreeParams, trainTrees } from './train-trees.ts';

/**
 * The share of a channel's own sold names left outside its support: below the share of
 * similar names that its 5th percentile sale shows, the channel is said to rarely sell them.
 */
export const OUTSIDE_SHARE = 0.05;
/**
 * At most this share counts as rare: auctions sell 72% of the sold names, so their 5th
 * percentile (about 60%) would call a channel that sells most such names rare.
 */
const RARE_SHARE = 0.1;
const SPREAD_BANDS = 8;
/** A band with fewer sales of a channel than this borrows that channel's gap over every band. */
const MIN_BAND_SALES = 30;

/**
 * Few, shallow trees with large leaves: the share of a channel among similar sold names is a
 * smooth quantity, and a leaf of 100 sales says it to within a few points.
 */
const SHARE_PARAMS: TreeParams = {
  trees: 120,
  learningRate: 0.08,
  maxDepth: 5,
  minLeaf: 100,
  lambda: 20,
  rowSample: 0.8,
  featureSample: 0.7,
  bins: 32,
  seed: 4401,
};

/**
 * Per gated channel, trees that estimate from a name's model row (at the headline channel, so
 * the channel column is one constant the trees never split on) the share of sold names like it
 * that sold through that channel, and the least share its own sold names show (its 5th
 * percentile, at most 10%). With how many sold names, of the channel and of all, fall below it.
 */
export function fitChannelSupport(rows: Float64Array[], channels: readonly Channel[]) {
  const support = {} as Record<GatedChannel, ChannelSupport>;
  const report = {} as Record<
    GatedChannel,
    { minShare: number; ownSalesOutside: number; soldNamesOutside: number }
  >;
  for (const channel of GATED_CHANNELS) {
    const y = Float64Array.from(channels, (c) => (c === channel ? 1 : 0));
    // Measured with the rounded trees the model file ships, so the worker draws the same line.
    const share = roundLeaves(trainTrees(rows, y, SHARE_PARAMS));
    const compiled = compile(share);
    const shares = rows.map((x) => predict(compiled, x));
    const own = shares.filter((_, r) => channels[r] === channel);
    const minShare = round(Math.min(RARE_SHARE, quantile(own, OUTSIDE_SHARE)));
    support[channel] = { share, minShare };
    report[channel] = {
      minShare,
      ownSalesOutside: own.filter((s) => s < minShare).length,
      soldNamesOutside: shares.filter((s) => s < minShare).length,
    };
  }
  return { support, report };
}

/** The share of a channel's sold names whose distance from their own headline value bounds its spread. */
const SPREAD_SHARE = 0.8;

/**
 * How far a channel's prices lie from the headline among sold names of similar headline value:
 * per band of that value, the range holding the middle 80% of that channel's sales' log10
 * price minus their own held-out headline value. A channel's value is kept inside that range
 * (widened to take in the headline itself), no further from the headline than most of the
 * channel's sales of such names sold from theirs.
 */
export function fitChannelSpread(
  headline: ArrayLike<number>,
  logPrice: ArrayLike<number>,
  channels: readonly Channel[],
): ChannelSpread {
  const all = Array.from(headline);
  const bandEdges: number[] = [];
  for (let b = 1; b < SPREAD_BANDS; b++) bandEdges.push(round(quantile(all, b / SPREAD_BANDS)));
  const distances = CHANNELS.map(() => Array.from({ length: SPREAD_BANDS }, (): number[] => []));
  const everyBand = CHANNELS.map((): number[] => []);
  for (let r = 0; r < all.length; r++) {
    const c = CHANNELS.indexOf(channels[r] as Channel);
    const distance = (logPrice[r] as number) - (all[r] as number);
    ((distances[c] as number[][])[bandOf(bandEdges, all[r] as number)] as number[]).push(distance);
    (everyBand[c] as number[]).push(distance);
  }
  const tail = (1 - SPREAD_SHARE) / 2;
  const gap = Object.fromEntries(
    CHANNELS.map((channel, c) => [
      channel,
      Array.from({ length: SPREAD_BANDS }, (_, band): [number, number] => {
        const own = distances[c]?.[band] as number[];
        const source = own.length >= MIN_BAND_SALES ? own : (everyBand[c] as number[]);
        return [round(quantile(source, tail)), round(quantile(source, 1 - tail))];
      }),
    ]),
  ) as ChannelSpread['gap'];
  return { bandEdges, gap };
}

function roundLeaves(e: Ensemble): Ensemble {
  return {
    base: round(e.base),
    depth: e.depth,
    trees: e.trees.map((t) => ({ ...t, leaves: t.leaves.map((v) => Math.round(v * 1e5) / 1e5) })),
  };
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}
