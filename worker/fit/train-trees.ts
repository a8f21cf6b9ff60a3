import type { Ensemble, Tree } from '../src/valuation/engine/gbm.ts';

export interface TreeParams {
  trees: number;
  learningRate: number;
  maxDepth: number;
  minLeaf: number;
  /** L2 shrinkage of leaf values towards zero. */
  lambda: number;
  rowSample: number;
  featureSample: number;
  bins: number;
  seed: number;
}

/** Deterministic PRNG (mulberry32): the same seed always fits the same trees. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Candidate split points per feature: midpoints between quantiles of the distinct values. */
function binEdges(column: Float64Array, bins: number): number[] {
  const sorted = Float64Array.from(column).sort();
  const distinct: number[] = [];
  for (const v of sorted) if (distinct.length === 0 || v !== distinct[distinct.length - 1]) distinct.push(v);
  const edges: number[] = [];
  const step = Math.max(1, distinct.length / bins);
  for (let q = step; q < distinct.length; q += step) {
    const k = Math.floor(q);
    edges.push(((distinct[k - 1] as number) + (distinct[k] as number)) / 2);
  }
  return [...new Set(edges)];
}

function binIndex(edges: number[], v: number): number {
  let lo = 0;
  let hi = edges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (v <= (edges[mid] as number)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Gradient-boosted oblivious trees on squared error: each level picks the one split (feature
 * and histogram bin) that most reduces error summed over all of that level's nodes. Rows and
 * features are subsampled per tree from a seeded PRNG.
 */
export function trainTrees(x: Float64Array[], y: Float64Array, params: TreeParams): Ensemble {
  const n = y.length;
  const width = x[0]?.length ?? 0;
  const rand = mulberry32(params.seed);
  const edges: number[][] = [];
  const binned: Uint8Array[] = [];
  for (let f = 0; f < width; f++) {
    const column = new Float64Array(n);
    for (let r = 0; r < n; r++) column[r] = (x[r] as Float64Array)[f] as number;
    const e = binEdges(column, params.bins);
    edges.push(e);
    const b = new Uint8Array(n);
    for (let r = 0; r < n; r++) b[r] = binIndex(e, column[r] as number);
    binned.push(b);
  }
  let base = 0;
  for (const v of y) base += v;
  base /= n;
  const prediction = new Float64Array(n).fill(base);
  const residual = new Float64Array(n);
  const leafOfRow = new Int32Array(n);
  const leaves = 1 << params.maxDepth;
  const maxBins = params.bins + 2;
  const sumHist = new Float64Array(leaves * maxBins);
  const countHist = new Float64Array(leaves * maxBins);
  const trees: Tree[] = [];

  for (let t = 0; t < params.trees; t++) {
    for (let r = 0; r < n; r++) residual[r] = (y[r] as number) - (prediction[r] as number);
    const rows: number[] = [];
    for (let r = 0; r < n; r++) if (rand() < params.rowSample) rows.push(r);
    const features: number[] = [];
    for (let f = 0; f < width; f++) if (rand() < params.featureSample) features.push(f);
    leafOfRow.fill(0);
    const tree: Tree = { features: [], thresholds: [], leaves: [] };
    for (let d = 0; d < params.maxDepth; d++) {
      const nodes = 1 << d;
      let bestGain = 0;
      let bestFeature = -1;
      let bestBin = -1;
      for (const f of features) {
        const b = binned[f] as Uint8Array;
        const bins = (edges[f] as number[]).length + 1;
        sumHist.fill(0, 0, nodes * maxBins);
        countHist.fill(0, 0, nodes * maxBins);
        for (const r of rows) {
          const k = (leafOfRow[r] as number) * maxBins + (b[r] as number);
          sumHist[k] = (sumHist[k] as number) + (residual[r] as number);
          countHist[k] = (countHist[k] as number) + 1;
        }
        const gains = new Float64Array(bins - 1);
        for (let node = 0; node < nodes; node++) {
          const at = node * maxBins;
          let total = 0;
          let count = 0;
          for (let k = 0; k < bins; k++) {
            total += sumHist[at + k] as number;
            count += countHist[at + k] as number;
          }
          const parent = (total * total) / (count + params.lambda);
          let leftSum = 0;
          let leftCount = 0;
          for (let k = 0; k < bins - 1; k++) {
            leftSum += sumHist[at + k] as number;
            leftCount += countHist[at + k] as number;
            const rightSum = total - leftSum;
            const rightCount = count - leftCount;
            // A split that leaves a node's side nearly empty earns nothing there.
            if (leftCount < params.minLeaf || rightCount < params.minLeaf) continue;
            gains[k] =
              (gains[k] as number) +
              (leftSum * leftSum) / (leftCount + params.lambda) +
              (rightSum * rightSum) / (rightCount + params.lambda) -
              parent;
          }
        }
        for (let k = 0; k < bins - 1; k++) {
          if ((gains[k] as number) > bestGain) {
            bestGain = gains[k] as number;
            bestFeature = f;
            bestBin = k;
          }
        }
      }
      if (bestFeature < 0) {
        // Nothing left to gain: a split no row passes keeps the tree's shape uniform.
        bestFeature = 0;
        bestBin = (edges[0] as number[]).length;
      }
      const threshold =
        bestBin < (edges[bestFeature] as number[]).length
          ? ((edges[bestFeature] as number[])[bestBin] as number)
          : Number.MAX_VALUE;
      tree.features.push(bestFeature);
      tree.thresholds.push(threshold);
      const column = binned[bestFeature] as Uint8Array;
      for (let r = 0; r < n; r++)
        leafOfRow[r] = ((leafOfRow[r] as number) << 1) | ((column[r] as number) > bestBin ? 1 : 0);
    }
    const sums = new Float64Array(leaves);
    const counts = new Float64Array(leaves);
    for (const r of rows) {
      const leaf = leafOfRow[r] as number;
      sums[leaf] = (sums[leaf] as number) + (residual[r] as number);
      counts[leaf] = (counts[leaf] as number) + 1;
    }
    for (let leaf = 0; leaf < leaves; leaf++) {
      tree.leaves.push(
        (params.learningRate * (sums[leaf] as number)) / ((counts[leaf] as number) + params.lambda),
      );
    }
    for (let r = 0; r < n; r++)
      prediction[r] = (prediction[r] as number) + (tree.leaves[leafOfRow[r] as number] as number);
    trees.push(tree);
  }
  return { base, depth: params.maxDepth, trees };
}
