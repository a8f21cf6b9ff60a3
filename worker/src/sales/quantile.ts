/**
 * The p-quantile of ascending values, interpolating between the two nearest ranks (the
 * common "type 7" definition): p = 0.5 is the median, the mean of the middle pair when the
 * count is even. NaN for no values.
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const h = (sorted.length - 1) * p;
  const below = Math.floor(h);
  const low = sorted[below] as number;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return low + (h - below) * (high - low);
}
