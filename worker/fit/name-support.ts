import type { Channel, NameFeatures } from '../src/valuation/engine/features.ts';
import { type NameSupport, shapeKey, shapeOf } from '../src/valuation/engine/name-support.ts';
import { FOLDS } from './cross-validate.ts';

/** The share of held-out real sales that must keep their value under the support line. */
const KEEP_VALUED = 0.97;

/**
 * Counts the sales per shape and draws the support line: each sale's share of same-shaped
 * sales measured on the other folds (as an unseen name meets the table), and the line the
 * highest share that leaves at least KEEP_VALUED of those held-out sales at or above it.
 */
export function fitNameSupport(
  features: readonly NameFeatures[],
  folds: readonly number[],
  channels: readonly Channel[],
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
  const all = new Map<string, [sales: number, brokered: number]>();
  keys.forEach((key, r) => {
    const [n, brokered] = all.get(key) ?? [0, 0];
    all.set(key, [n + 1, brokered + (channels[r] === 'brokerage' ? 1 : 0)]);
  });
  const table: NameSupport = {
    sales: keys.length,
    line,
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
    },
  };
}
