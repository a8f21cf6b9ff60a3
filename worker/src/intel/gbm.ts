/**
 * A fitted ensemble of oblivious regression trees: every node on level d of a tree splits on
 * the same feature at the same threshold, so a row's leaf is the bit string of its d answers
 * (x > threshold is 1). Predicting is a fixed number of comparisons with no branching walk,
 * which keeps an appraisal at a few microseconds.
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
}

export function compile(model: Ensemble): CompiledEnsemble {
  const { depth, trees } = model;
  const width = 1 << depth;
  const c: CompiledEnsemble = {
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
  return c;
}

export function leafOf(model: CompiledEnsemble, tree: number, x: ArrayLike<number>): number {
  const { depth, features, thresholds } = model;
  let leaf = 0;
  for (let d = 0, at = tree * depth; d < depth; d++, at++) {
    leaf = (leaf << 1) | ((x[features[at] as number] as number) > (thresholds[at] as number) ? 1 : 0);
  }
  return leaf;
}

export function predict(model: CompiledEnsemble, x: ArrayLike<number>): number {
  const width = 1 << model.depth;
  let y = model.base;
  for (let t = 0; t < model.count; t++) y += model.leaves[t * width + leafOf(model, t, x)] as number;
  return y;
}
