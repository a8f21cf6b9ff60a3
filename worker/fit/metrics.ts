/** Share of pairs of sales with different prices that the predictions put in the same order (ties count half). */
export function pairwiseRankScore(actual: Float64Array, predicted: Float64Array): number {
  const n = actual.length;
  const order = Array.from({ length: n }, (_, k) => k).sort(
    (a, b) =>
      (actual[a] as number) - (actual[b] as number) || (predicted[a] as number) - (predicted[b] as number),
  );
  // Count concordant pairs with a Fenwick tree over prediction ranks, one actual-price group at a time.
  const ranks = rankOf(predicted);
  const distinct = Math.max(...ranks) + 1;
  const tree = new Float64Array(distinct + 1);
  const add = (i: number) => {
    for (let k = i + 1; k <= distinct; k += k & -k) tree[k] = (tree[k] as number) + 1;
  };
  const below = (i: number) => {
    let s = 0;
    for (let k = i; k > 0; k -= k & -k) s += tree[k] as number;
    return s;
  };
  let good = 0;
  let pairs = 0;
  let inserted = 0;
  let g = 0;
  while (g < n) {
    let h = g;
    while (h < n && actual[order[h] as number] === actual[order[g] as number]) h++;
    for (let k = g; k < h; k++) {
      const rank = ranks[order[k] as number] as number;
      const less = below(rank);
      const equal = below(rank + 1) - less;
      good += less + equal / 2;
      pairs += inserted;
    }
    for (let k = g; k < h; k++) add(ranks[order[k] as number] as number);
    inserted += h - g;
    g = h;
  }
  return good / pairs;
}

/** Dense ranks (0-based), equal values sharing one. */
function rankOf(values: Float64Array): number[] {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const index = new Map(sorted.map((v, k) => [v, k]));
  return Array.from(values, (v) => index.get(v) as number);
}

/** Average ranks (ties get the mean of their positions), for Spearman. */
function averageRanks(values: Float64Array): Float64Array {
  const order = Array.from(values.keys()).sort((a, b) => (values[a] as number) - (values[b] as number));
  const out = new Float64Array(values.length);
  let g = 0;
  while (g < order.length) {
    let h = g;
    while (h < order.length && values[order[h] as number] === values[order[g] as number]) h++;
    for (let k = g; k < h; k++) out[order[k] as number] = (g + h - 1) / 2;
    g = h;
  }
  return out;
}

export function spearman(a: Float64Array, b: Float64Array): number {
  return pearson(averageRanks(a), averageRanks(b));
}

function pearson(a: Float64Array, b: Float64Array): number {
  const n = a.length;
  let ma = 0;
  let mb = 0;
  for (let k = 0; k < n; k++) {
    ma += a[k] as number;
    mb += b[k] as number;
  }
  ma /= n;
  mb /= n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let k = 0; k < n; k++) {
    const da = (a[k] as number) - ma;
    const db = (b[k] as number) - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return sab / Math.sqrt(saa * sbb);
}

export function quantile(values: ArrayLike<number>, q: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo);
}

export function median(values: ArrayLike<number>): number {
  return quantile(values, 0.5);
}

/**
 * The q-quantile of values each counted with its weight: each value stands at the middle of
 * its share of the total weight, and q between two such points is read off the line between
 * them (below the first or above the last, that value).
 */
export function weightedQuantile(values: ArrayLike<number>, weights: ArrayLike<number>, q: number): number {
  const order = Array.from({ length: values.length }, (_, k) => k).sort(
    (a, b) => (values[a] as number) - (values[b] as number),
  );
  if (order.length === 0) return Number.NaN;
  let total = 0;
  for (const k of order) total += weights[k] as number;
  let before = 0;
  let previous: { at: number; value: number } | null = null;
  for (const k of order) {
    const w = weights[k] as number;
    const at = (before + w / 2) / total;
    const value = values[k] as number;
    if (at >= q) {
      if (!previous) return value;
      return previous.value + ((value - previous.value) * (q - previous.at)) / (at - previous.at);
    }
    previous = { at, value };
    before += w;
  }
  return (previous as { value: number }).value;
}
