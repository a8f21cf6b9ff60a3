import {
  CHANNELS,
  type Channel,
  type EncodingTables,
  extensionWordKey,
  FREQUENCY_CLASSES,
  type NameFeatures,
} from '../src/valuation/engine/features.ts';
import { markedTrigramsOf } from '../src/valuation/engine/trigram-values.ts';

/** How many sales' worth of its prior each encoded mean starts from. */
const SHRINK = {
  extension: 20,
  industry: 30,
  word: 4,
  wordClass: 50,
  extensionWord: 8,
  trigram: 40,
} as const;

type Sums = Map<string, [sum: number, count: number]>;

function add(map: Sums, key: string, y: number) {
  const e = map.get(key);
  if (e) {
    e[0] += y;
    e[1] += 1;
  } else map.set(key, [y, 1]);
}

/**
 * A shrunk mean per key seen at least minCount times: (sum + m * prior) / (count + m), in key
 * order so the model file is stable. A key seen once says nothing its word doesn't already.
 */
function shrunk(
  map: Sums,
  m: number,
  prior: (key: string) => number = () => 0,
  minCount = 1,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const key of [...map.keys()].sort()) {
    const [sum, n] = map.get(key) as [number, number];
    if (n < minCount) continue;
    out.set(key, round((sum + m * prior(key)) / (n + m)));
  }
  return out;
}

/**
 * Target encodings from a set of sales. Each sale counts by its residual: log10 price in
 * today's money minus the mean of its channel in these rows, so the tables say how much more
 * or less a part of a name fetches than its channel's typical sale.
 */
export function buildTables(
  features: NameFeatures[],
  logPrice: Float64Array,
  channels: readonly Channel[],
  rows: ArrayLike<number>,
): EncodingTables {
  const level = new Map<Channel, [number, number]>(CHANNELS.map((c) => [c, [0, 0]]));
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    const e = level.get(channels[r] as Channel) as [number, number];
    e[0] += logPrice[r] as number;
    e[1] += 1;
  }
  const residual = (r: number) => {
    const [sum, n] = level.get(channels[r] as Channel) as [number, number];
    return (logPrice[r] as number) - sum / n;
  };
  const ext: Sums = new Map();
  const industry: Sums = new Map();
  const word: Sums = new Map();
  const extensionWord: Sums = new Map();
  const trigram: Sums = new Map();
  const classSum = new Float64Array(FREQUENCY_CLASSES);
  const classCount = new Float64Array(FREQUENCY_CLASSES);
  const wordClassOf = new Map<string, number>();
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    const f = features[r] as NameFeatures;
    const y = residual(r);
    add(ext, f.extension, y);
    add(industry, f.industry, y);
    const seen = new Set<string>();
    f.words.forEach((w, j) => {
      if (seen.has(w)) return;
      seen.add(w);
      const c = f.wordClasses[j] as number;
      wordClassOf.set(w, c);
      classSum[c] = (classSum[c] as number) + y;
      classCount[c] = (classCount[c] as number) + 1;
      add(word, w, y);
      add(extensionWord, extensionWordKey(f.extension, w), y);
    });
    for (const t of markedTrigramsOf(f.spelling)) add(trigram, t, y);
  }
  const wordClass = Array.from(classSum, (sum, c) =>
    round(sum / ((classCount[c] as number) + SHRINK.wordClass)),
  );
  const words = shrunk(word, SHRINK.word, (w) => wordClass[wordClassOf.get(w) as number] as number);
  const wordTable = new Map<string, [number, number]>();
  for (const [w, v] of words) wordTable.set(w, [v, (word.get(w) as [number, number])[1]]);
  // A word's value under one extension, shrunk to its value everywhere; kept as the difference.
  const extensionWordTable = new Map<string, number>();
  for (const [key, v] of shrunk(extensionWord, SHRINK.extensionWord, (k) => wordValueOf(k), 2)) {
    const lift = round(v - wordValueOf(key));
    if (lift !== 0) extensionWordTable.set(key, lift);
  }
  function wordValueOf(key: string): number {
    return words.get(key.slice(key.indexOf('|') + 1)) ?? 0;
  }
  return {
    extension: shrunk(ext, SHRINK.extension),
    industry: shrunk(industry, SHRINK.industry),
    word: wordTable,
    wordClass,
    extensionWord: extensionWordTable,
    trigram: shrunk(trigram, SHRINK.trigram, undefined, 3),
  };
}

function round(v: number): number {
  return Math.round(v * 1e3) / 1e3;
}
