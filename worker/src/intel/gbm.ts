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

/**
 * The sum of every tree's leaf for row x. Number(x > threshold) compiles to a flag, not a jump:
 * a branch per split mispredicts on every other name, which made predicting three times slower.
 */
export function predict(model: CompiledEnsemble, x: ArrayLike<number>): number {
  const { depth, count, features, thresholds, leaves } = model;
  const width = 1 << depth;
  let y = model.base;
  for (let t = 0, at = 0; t < count; t++) {
    let leaf = 0;
    for (let d = 0; d < depth; d++, at++) {
      leaf = leaf + leaf + Number((x[features[at] as number] as number) > (thresholds[at] as number));
    }
    y += leaves[t * width + leaf] as number;
  }
  return y;
}
