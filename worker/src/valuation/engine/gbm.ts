/**
 * A fitted ensemble of oblivious regression trees: every node on level d of a tree splits on
 * the same feature at the same threshold, so a row's leaf is the bit string of its d answers
 * (x > threshold is 1). Predicting is a fixed number of comparisons with no branching walk,
 * which keeps a valuation at a few microseconds.
 */
export interface Tree {
  features: number[];
  thresholds: number[];
  /** 2^depth leaf values, indexed by the answers read as a binary number (first level highest). */
  leaves: number[];
}

export interface Ensemble {
  base: number;
  depth: number;
  trees: Tree[];
}

/** The serving form: every tree's splits and leaves end to end in typed arrays. */
export interface CompiledEnsemble {
  base: number;
  depth: number;
  count: number;
  features: Int32Array;
  thresholds: Float64Array;
  leaves: Float64Array;
  /**
   * Each distinct split (feature and threshold) once, and per tree its levels' splits among
   * them: trees split alike (the value model's 2,800 nodes hold 557 distinct splits), so a
   * whole prediction answers each distinct split once and then only reads the answers.
   * `splitOf` holds LEVELS_PER_STEP * stepsPerTree entries per tree, its first levels padded
   * with the index one past the last split (see LEVELS_PER_STEP).
   */
  splitFeatures: Int32Array;
  splitThresholds: Float64Array;
  stepsPerTree: number;
  splitOf: Int32Array;
}

/**
 * A tree's leaf is read four levels per step, unrolled: with a loop per level the walk took
 * about a quarter longer (4.7 against 3.7 µs a prediction of the value model). A depth that
 * is not a multiple of four is padded in front with levels whose answer is always 0, which
 * leave the leaf's number as it is.
 */
const LEVELS_PER_STEP = 4;

export function compile(model: Ensemble): CompiledEnsemble {
  const { depth, trees } = model;
  const width = 1 << depth;
  const c = {
    base: model.base,
    depth,
    count: trees.length,
    features: new Int32Array(trees.length * depth),
    thresholds: new Float64Array(trees.length * depth),
    leaves: new Float64Array(trees.length * width),
  };
  trees.forEach((t, i) => {
    c.features.set(t.features, i * depth);
    c.thresholds.set(t.thresholds, i * depth);
    c.leaves.set(t.leaves, i * width);
  });
  return { ...c, ...distinctSplits(c.features, c.thresholds, depth) };
}

function distinctSplits(features: Int32Array, thresholds: Float64Array, depth: number) {
  const byKey = new Map<string, number>();
  const splitFeatures: number[] = [];
  const splitThresholds: number[] = [];
  const stepsPerTree = Math.ceil(depth / LEVELS_PER_STEP);
  const padding = stepsPerTree * LEVELS_PER_STEP - depth;
  const splitOf = new Int32Array((features.length / depth) * (depth + padding));
  for (let at = 0, to = 0; at < features.length; at++, to++) {
    if (at % depth === 0) to += padding;
    const feature = features[at] as number;
    const threshold = thresholds[at] as number;
    const key = `${feature} ${threshold}`;
    let split = byKey.get(key);
    if (split === undefined) {
      split = splitFeatures.length;
      byKey.set(key, split);
      splitFeatures.push(feature);
      splitThresholds.push(threshold);
    }
    splitOf[to] = split;
  }
  // The padding's answer: the slot after the last split, which answersFor never sets.
  for (let tree = 0; tree < features.length / depth; tree++) {
    splitOf.fill(splitFeatures.length, tree * (depth + padding), tree * (depth + padding) + padding);
  }
  return {
    splitFeatures: Int32Array.from(splitFeatures),
    splitThresholds: Float64Array.from(splitThresholds),
    stepsPerTree,
    splitOf,
  };
}

/**
 * The answers of one prediction, reused from one call to the next (allocating them per name
 * would cost more than filling them): predictions run one at a time, and each reads its
 * answers before it returns. One slot more than there are splits: the padding's, set to 0 in
 * each call, since ensembles of fewer splits share the array.
 */
let answers = new Uint8Array(0);

/** Each distinct split's answer for row x: 1 where x > threshold. Branch-free, as leafOf. */
function answersFor(model: CompiledEnsemble, x: ArrayLike<number>): Uint8Array {
  const { splitFeatures, splitThresholds } = model;
  const n = splitFeatures.length;
  if (answers.length <= n) answers = new Uint8Array(n + 1);
  for (let s = 0; s < n; s++) {
    answers[s] = Number((x[splitFeatures[s] as number] as number) > (splitThresholds[s] as number));
  }
  answers[n] = 0;
  return answers;
}

/**
 * The leaf of one tree from the answers of its row's splits (see answersFor), its levels'
 * splits at splitOf[at...] (see LEVELS_PER_STEP).
 */
function leafFrom(answered: Uint8Array, splitOf: Int32Array, at: number, steps: number): number {
  let leaf = 0;
  for (let step = 0; step < steps; step++, at += LEVELS_PER_STEP) {
    leaf =
      (leaf << 4) |
      ((answered[splitOf[at] as number] as number) << 3) |
      ((answered[splitOf[at + 1] as number] as number) << 2) |
      ((answered[splitOf[at + 2] as number] as number) << 1) |
      (answered[splitOf[at + 3] as number] as number);
  }
  return leaf;
}

/**
 * The leaf of one tree for row x. Number(x > threshold) compiles to a flag, not a jump: a
 * branch per split mispredicts on every other name and slows prediction several-fold
 * (`node worker/bench/engine-throughput.ts` measures valuations per CPU-second).
 */
function leafOf(model: CompiledEnsemble, tree: number, x: ArrayLike<number>): number {
  const { depth, features, thresholds } = model;
  let leaf = 0;
  for (let d = 0, at = tree * depth; d < depth; d++, at++) {
    leaf = leaf + leaf + Number((x[features[at] as number] as number) > (thresholds[at] as number));
  }
  return leaf;
}

/** The sum of every tree's leaf for row x. */
export function predict(model: CompiledEnsemble, x: ArrayLike<number>): number {
  const { count, splitOf, stepsPerTree } = model;
  const width = 1 << model.depth;
  const stride = stepsPerTree * LEVELS_PER_STEP;
  const answered = answersFor(model, x);
  let y = model.base;
  for (let t = 0; t < count; t++) {
    y += model.leaves[t * width + leafFrom(answered, splitOf, t * stride, stepsPerTree)] as number;
  }
  return y;
}

/**
 * predict(model, x), the same sum in the same order, writing each tree's leaf into leaves on
 * the way: the explanation re-walks only the trees a factor changes against these.
 */
export function predictWithLeaves(model: CompiledEnsemble, x: ArrayLike<number>, leaves: Int32Array): number {
  const { count, splitOf, stepsPerTree } = model;
  const width = 1 << model.depth;
  const stride = stepsPerTree * LEVELS_PER_STEP;
  const answered = answersFor(model, x);
  let y = model.base;
  for (let t = 0; t < count; t++) {
    const leaf = leafFrom(answered, splitOf, t * stride, stepsPerTree);
    leaves[t] = leaf;
    y += model.leaves[t * width + leaf] as number;
  }
  return y;
}

/** Which trees split on any of the columns: 1 for such a tree, 0 for the rest. */
export function treeMask(model: CompiledEnsemble, columns: readonly number[]): Uint8Array {
  const mask = new Uint8Array(model.count);
  for (const t of treesReading(model, columns)) mask[t] = 1;
  return mask;
}

/**
 * predict(model, x) for a row x that differs from the row whose leaves `leaves` holds only in
 * columns that the trees marked in `changed` (from treeMask) read: the same sum in the same
 * order, so the same number to the last bit, with only the marked trees walked again. A
 * name's value in another sale channel walks the few trees that read the channel.
 */
export function predictChanged(
  model: CompiledEnsemble,
  x: ArrayLike<number>,
  leaves: Int32Array,
  changed: Uint8Array,
): number {
  const width = 1 << model.depth;
  let y = model.base;
  for (let t = 0; t < model.count; t++) {
    const leaf = changed[t] === 1 ? leafOf(model, t, x) : (leaves[t] as number);
    y += model.leaves[t * width + leaf] as number;
  }
  return y;
}

/** The trees that split on any of the columns, in order. */
export function treesReading(model: CompiledEnsemble, columns: readonly number[]): Int32Array {
  const trees: number[] = [];
  for (let t = 0; t < model.count; t++) {
    const used = model.features.subarray(t * model.depth, (t + 1) * model.depth);
    if (columns.some((c) => used.includes(c))) trees.push(t);
  }
  return Int32Array.from(trees);
}

/**
 * predict(model, x) - predict(model, y) for a row x that differs from the row y whose leaves
 * `leaves` holds only in columns that `trees` (from treesReading) read: only those trees are
 * walked again, and the other trees' equal leaves never summed (the explanation asks this of
 * every factor of every name it explains).
 */
export function predictionChange(
  model: CompiledEnsemble,
  x: ArrayLike<number>,
  leaves: Int32Array,
  trees: Int32Array,
): number {
  const width = 1 << model.depth;
  let change = 0;
  for (let k = 0; k < trees.length; k++) {
    const t = trees[k] as number;
    change +=
      (model.leaves[t * width + leafOf(model, t, x)] as number) -
      (model.leaves[t * width + (leaves[t] as number)] as number);
  }
  return change;
}
