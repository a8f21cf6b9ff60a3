import { CHANNELS, type Channel } from '../src/valuation/engine/features.ts';
import { pairwiseRankScore } from './metrics.ts';
import type { Sale } from './sales.ts';

/**
 * How high any name-only model could order sales within a channel: among names sold at least
 * twice in the same channel, the share of pairs of names whose later sales the earlier sales
 * put in order. The earlier price knows the name as well as anything can, so what it gets wrong
 * is the market's own noise (buyer, day, venue). It is itself a noisy stand-in for a name's
 * worth, so this ceiling is a lower estimate of the true one. Beside it, the held-out model's
 * pairs on the same later sales.
 */
export function noiseCeiling(
  sales: readonly Sale[],
  logPrice: ArrayLike<number>,
  heldOut: ArrayLike<number>,
) {
  const groups = new Map<string, number[]>();
  sales.forEach((s, r) => {
    const key = `${s.channel} ${s.domain}`;
    const rows = groups.get(key);
    if (rows) rows.push(r);
    else groups.set(key, [r]);
  });
  const earlier = new Map<Channel, number[]>(CHANNELS.map((c) => [c, []]));
  const later = new Map<Channel, number[]>(CHANNELS.map((c) => [c, []]));
  for (const rows of groups.values()) {
    if (rows.length < 2) continue;
    // Oldest first; a tie in year keeps file order, which is stable.
    const [first, second] = [...rows].sort((a, b) => (sales[a] as Sale).year - (sales[b] as Sale).year);
    const channel = (sales[first as number] as Sale).channel;
    earlier.get(channel)?.push(first as number);
    later.get(channel)?.push(second as number);
  }
  return Object.fromEntries(
    CHANNELS.map((c) => {
      const before = earlier.get(c) as number[];
      const after = later.get(c) as number[];
      const target = Float64Array.from(after, (r) => logPrice[r] as number);
      const enough = after.length >= 3;
      return [
        c,
        {
          names: after.length,
          earlierSalePairs: enough
            ? round(
                pairwiseRankScore(
                  target,
                  Float64Array.from(before, (r) => logPrice[r] as number),
                ),
              )
            : null,
          modelPairs: enough
            ? round(
                pairwiseRankScore(
                  target,
                  Float64Array.from(after, (r) => heldOut[r] as number),
                ),
              )
            : null,
        },
      ];
    }),
  );
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}
