import { extensionKind } from './extensions.ts';
import type { NameFeatures } from './features.ts';
import index from './model/sales-index.json' with { type: 'json' };
import { decodeSales, type IndexedSale } from './sales-index-codec.ts';

export interface ComparableSale {
  domain: string;
  price: number;
  year: number;
  /** 0-100: shared words (weighted by rarity), same extension, similar length and shape. */
  similarity: number;
}

const sales = decodeSales(index.sales);

const byWord = new Map<string, number[]>();
const byShape = new Map<string, number[]>();
const labelOf = (domain: string) => domain.slice(0, domain.indexOf('.'));
const extensionOf = (domain: string) => domain.slice(domain.indexOf('.') + 1);
const shapeKey = (extension: string, length: number, digits: boolean) =>
  `${extension}|${length}|${digits ? 1 : 0}`;
const hasDigit = (label: string) => /[0-9]/.test(label);

sales.forEach(([domain, , , words], i) => {
  for (const w of new Set(words)) {
    const list = byWord.get(w) ?? [];
    list.push(i);
    byWord.set(w, list);
  }
  const label = labelOf(domain);
  const key = shapeKey(extensionOf(domain), label.length, hasDigit(label));
  const list = byShape.get(key) ?? [];
  list.push(i);
  byShape.set(key, list);
});

/** Rarer words say more about a name: inverse document frequency over the sales. */
function weightOf(word: string): number {
  return Math.log(1 + sales.length / (1 + (byWord.get(word)?.length ?? 0)));
}

/** How far a sold name resembles the appraised one, 0-1. */
function similarity(
  f: NameFeatures,
  weights: Map<string, number>,
  totalWeight: number,
  sale: IndexedSale,
): number {
  const [domain, , , words] = sale;
  const label = labelOf(domain);
  const extension = extensionOf(domain);
  let shared = 0;
  let union = totalWeight;
  for (const w of new Set(words)) {
    const weight = weights.get(w);
    if (weight !== undefined) shared += weight;
    else union += weightOf(w);
  }
  const wordScore = union > 0 ? shared / union : 0;
  const extensionScore =
    extension === f.extension ? 1 : extensionKind(extension) === extensionKind(f.extension) ? 0.4 : 0;
  const lengthScore = 1 - Math.abs(label.length - f.length) / Math.max(label.length, f.length);
  const shapeScore =
    (hasDigit(label) === f.digits > 0 ? 0.5 : 0) +
    (label.includes('-') === f.hyphens > 0 ? 0.25 : 0) +
    (words.length === f.wordCount ? 0.25 : 0);
  return 0.55 * wordScore + 0.2 * extensionScore + 0.15 * lengthScore + 0.1 * shapeScore;
}

/**
 * The k real sales most like the name: candidates share a word with it, or failing that have
 * its extension, length and letters-or-digits shape (one character either way).
 */
export function comparableSales(f: NameFeatures, k = 5): ComparableSale[] {
  const weights = new Map<string, number>();
  for (const w of f.words) weights.set(w, weightOf(w));
  let totalWeight = 0;
  for (const w of weights.values()) totalWeight += w;
  const candidates = new Set<number>();
  for (const w of weights.keys()) for (const i of byWord.get(w) ?? []) candidates.add(i);
  if (candidates.size < k) {
    for (let d = 0; d <= 1 && candidates.size < 50; d++) {
      for (const length of d === 0 ? [f.length] : [f.length - 1, f.length + 1]) {
        for (const i of byShape.get(shapeKey(f.extension, length, f.digits > 0)) ?? []) candidates.add(i);
      }
    }
  }
  const self = `${f.label}.${f.extension}`;
  const scored: Array<[number, number]> = [];
  for (const i of candidates) {
    const sale = sales[i] as IndexedSale;
    if (sale[0] === self) continue;
    scored.push([similarity(f, weights, totalWeight, sale), i]);
  }
  // Most similar first; among equals the more recent, then the dearer sale, then by name.
  scored.sort((a, b) => {
    const sa = sales[a[1]] as IndexedSale;
    const sb = sales[b[1]] as IndexedSale;
    return b[0] - a[0] || sb[2] - sa[2] || sb[1] - sa[1] || (sa[0] < sb[0] ? -1 : 1);
  });
  return scored.slice(0, k).map(([score, i]) => {
    const [domain, price, year] = sales[i] as IndexedSale;
    return { domain, price, year, similarity: Math.round(score * 100) };
  });
}
