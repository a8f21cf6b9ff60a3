import type { Channel, NameFeatures } from '../src/valuation/engine/features.ts';
import { type NameSupport, shapeKey, shapeOf } from '../src/valuation/engine/name-support.ts';
import { FOLDS } from './cross-validate.ts';
import { quantile } from './metrics.ts';

/** The share of held-out real sales that must keep their value under the support line. */
const KEEP_VALUED = 0.97;

/** Support is thin below this many times the line: the band whose ranges are widened. */
const THIN_MULTIPLE = 10;

/** How wide the middle 80% of some held-out log10 errors lies. */
const spreadOf = (errors: number[]) => quantile(errors, 0.9) - quantile(errors, 0.1);

/**
 * Counts the sales per shape and draws the support line: each sale's share of same-shaped
 * sales measured on the other folds (as an unseen name meets the table), and the line the
 * highest share that leaves at least KEEP_VALUED of those held-out sales at or above it. Where
 * support is thin (under THIN_MULTIPLE times the line), how much wider the held-out errors of
 * those sales lie than every sale's (`errors`: each sale's log10 price minus its held-out
 * prediction in its own channel): the factor their ranges widen by.
 */
export function fitNameSupport(
  features: readonly NameFeatures[],
  folds: readonly number[],
  channels: readonly Channel[],
  errors: ArrayLike<number>,
) {
  const keys = features.map((f) => shapeKey(shapeOf(f)));
  const heldOut = new Float64Array(keys.length);
  for (let k = 0; k < FOLDS; k++) {
    const counts = new Map<string, number>();
    let training = 0;
    keys.forEach((key, r) => {
      if (folds[r] === k) return;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      training++;
    });
    keys.forEach((key, r) => {
      if (folds[r] === k) heldOut[r] = (counts.get(key) ?? 0) / training;
    });
  }
  const sorted = Float64Array.from(heldOut).sort();
  // Rounded down, so the shipped line keeps every sale the exact one keeps.
  const line = Math.floor((sorted[Math.floor(sorted.length * (1 - KEEP_VALUED))] as number) * 1e7) / 1e7;
  const thinShare = Math.round(line * THIN_MULTIPLE * 1e7) / 1e7;
  const everyError = Array.from(errors);
  const thinErrors = everyError.filter(
    (_, r) => (heldOut[r] as number) >= line && (heldOut[r] as number) < thinShare,
  );
  const widen = Math.round(Math.max(1, spreadOf(thinErrors) / spreadOf(everyError)) * 100) / 100;
  const all = new Map<string, [sales: number, brokered: number]>();
  keys.forEach((key, r) => {
    const [n, brokered] = all.get(key) ?? [0, 0];
    all.set(key, [n + 1, brokered + (channels[r] === 'brokerage' ? 1 : 0)]);
  });
  const table: NameSupport = {
    sales: keys.length,
    line,
    thin: { share: thinShare, widen },
    shapes: [...all]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, [n, brokered]]) => [key, n, brokered]),
  };
  const kept = heldOut.filter((share) => share >= line).length;
  return {
    table,
    report: {
      line,
      target: KEEP_VALUED,
      heldOutSales: keys.length,
      heldOutSalesValued: Math.round((kept / keys.length) * 1e4) / 1e4,
      shapes: all.size,
      thinShare,
      thinHeldOutSales: thinErrors.length,
      thinRangeWiden: widen,
    },
  };
}
