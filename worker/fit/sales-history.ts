import { CHANNELS, type Channel, type NameFeatures } from '../src/valuation/engine/features.ts';
import type { Sale } from './sales.ts';

/** Words shorter than this ("a", "my") say nothing about which sales a name resembles. */
const MIN_WORD = 3;
/** How many of the latest earlier sales sharing a word stand for it. */
const NEAREST = 10;

/** The sales-history family: what earlier reported sales say about a name, each with how many back it. */
export const SALES_HISTORY_FEATURES = [
  'ownEarlierSale',
  'ownEarlierSales',
  'labelElsewhere',
  'labelElsewhereSales',
  'rarestWordEarlier',
  'rarestWordEarlierSales',
] as const;

/**
 * Per sale, features from the reported sales of strictly earlier years only, so no sale sees
 * its own price or a later one whatever fold it lands in:
 * - the name's own latest earlier sale;
 * - the same label's earlier sales under other extensions (their mean);
 * - the latest earlier sales sharing the rarest of its words that any earlier sale holds (its
 *   nearest sold names; the mean of up to 10).
 * Each price counts as its residual (log10 price minus its channel's mean), 0 with a count of 0
 * when there is none. The worker has every shipped sale as "earlier" at serve time.
 */
export function salesHistoryFeatures(
  sales: readonly Sale[],
  features: readonly NameFeatures[],
  logPrice: ArrayLike<number>,
): Float64Array[] {
  const level = new Map<Channel, number>();
  for (const c of CHANNELS) {
    const own = sales.flatMap((s, r) => (s.channel === c ? [logPrice[r] as number] : []));
    level.set(c, own.reduce((a, b) => a + b, 0) / Math.max(1, own.length));
  }
  const residual = (r: number) => (logPrice[r] as number) - (level.get((sales[r] as Sale).channel) as number);
  const byDomain = groupBy(sales.map((s) => s.domain));
  const byLabel = groupBy(sales.map((s) => s.label));
  const byWord = new Map<string, number[]>();
  features.forEach((f, r) => {
    for (const w of new Set(f.words)) {
      if (w.length < MIN_WORD) continue;
      const rows = byWord.get(w);
      if (rows) rows.push(r);
      else byWord.set(w, [r]);
    }
  });
  // Newest first within each posting, so "the latest earlier" is a prefix scan.
  const year = (r: number) => (sales[r] as Sale).year;
  for (const rows of byWord.values()) rows.sort((a, b) => year(b) - year(a) || a - b);
  return sales.map((s, r) => {
    const out = new Float64Array(SALES_HISTORY_FEATURES.length);
    const earlier = (rows: readonly number[]) => rows.filter((o) => o !== r && year(o) < s.year);
    const own = earlier(byDomain.get(s.domain) ?? []);
    if (own.length > 0) {
      const latest = own.reduce((a, b) => (year(b) > year(a) ? b : a));
      out[0] = residual(latest);
      out[1] = own.length;
    }
    const elsewhere = earlier(byLabel.get(s.label) ?? []).filter(
      (o) => (sales[o] as Sale).extension !== s.extension,
    );
    if (elsewhere.length > 0) {
      out[2] = mean(elsewhere.map(residual));
      out[3] = elsewhere.length;
    }
    // The rarest of the name's words that earlier sales hold: the narrowest set of names like it.
    const words = [...new Set((features[r] as NameFeatures).words)]
      .map((w) => byWord.get(w))
      .filter((rows) => rows !== undefined)
      .sort((a, b) => a.length - b.length);
    for (const rows of words) {
      const nearest: number[] = [];
      for (const o of rows) {
        if (nearest.length === NEAREST) break;
        if (year(o) < s.year && (sales[o] as Sale).domain !== s.domain) nearest.push(o);
      }
      if (nearest.length === 0) continue;
      out[4] = mean(nearest.map(residual));
      out[5] = nearest.length;
      break;
    }
    return out;
  });
}

function groupBy(keys: readonly string[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  keys.forEach((key, r) => {
    const rows = out.get(key);
    if (rows) rows.push(r);
    else out.set(key, [r]);
  });
  return out;
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}
