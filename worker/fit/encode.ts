import type { EncodingTables, NameFeatures } from '../src/intel/features.ts';

/** How many sales' worth of the overall mean each encoded mean starts from. */
const SHRINK = { extension: 20, word: 4, industry: 30 } as const;

/**
 * Target encodings from a set of sales: the mean log10 price under each extension, word and
 * industry, each shrunk towards the overall mean by how few sales back it.
 */
export function buildTables(
  features: NameFeatures[],
  logPrice: Float64Array,
  rows: ArrayLike<number>,
): EncodingTables {
  let total = 0;
  for (let k = 0; k < rows.length; k++) total += logPrice[rows[k] as number] as number;
  const prior = total / rows.length;
  const ext = new Map<string, [number, number]>();
  const word = new Map<string, [number, number]>();
  const industry = new Map<string, [number, number]>();
  const add = (map: Map<string, [number, number]>, key: string, y: number) => {
    const e = map.get(key) ?? [0, 0];
    e[0] += y;
    e[1] += 1;
    map.set(key, e);
  };
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    const f = features[r] as NameFeatures;
    const y = logPrice[r] as number;
    add(ext, f.extension, y);
    add(industry, f.industry, y);
    for (const w of new Set(f.words)) if (w.length >= 2) add(word, w, y);
  }
  const shrink = (map: Map<string, [number, number]>, m: number) => {
    const out: Record<string, number> = Object.create(null);
    for (const [key, [sum, n]] of map) out[key] = round((sum + m * prior) / (n + m));
    return out;
  };
  const words: Record<string, [number, number]> = Object.create(null);
  for (const [key, [sum, n]] of word)
    words[key] = [round((sum + SHRINK.word * prior) / (n + SHRINK.word)), n];
  return {
    extension: shrink(ext, SHRINK.extension),
    word: words,
    industry: shrink(industry, SHRINK.industry),
    prior: round(prior),
  };
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}
