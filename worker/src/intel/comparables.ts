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

/**
 * What similarity() reads of each sale, worked out once at load into flat arrays: a common
 * word has thousands of candidate sales, and scoring each must cost a few array reads.
 */
const wordIds = new Map<string, number>();
const idOf = (word: string) => {
  let id = wordIds.get(word);
  if (id === undefined) {
    id = wordIds.size;
    wordIds.set(word, id);
  }
  return id;
};
const kinds = new Map<string, number>();
const count = sales.length;
const saleExtension: string[] = new Array(count);
const saleKind = new Int32Array(count);
const saleLength = new Int32Array(count);
const saleDigits = new Uint8Array(count);
const saleHyphens = new Uint8Array(count);
const saleWordCount = new Int32Array(count);
/** Each sale's distinct words (first-seen order) as ids, and their weights, at wordStart[i]... */
const wordStart = new Int32Array(count + 1);
const distinctWords: number[] = [];
const distinctWeights: number[] = [];
sales.forEach(([domain, , , words], i) => {
  const label = labelOf(domain);
  const extension = extensionOf(domain);
  const kind = extensionKind(extension);
  if (!kinds.has(kind)) kinds.set(kind, kinds.size);
  saleExtension[i] = extension;
  saleKind[i] = kinds.get(kind) as number;
  saleLength[i] = label.length;
  saleDigits[i] = hasDigit(label) ? 1 : 0;
  saleHyphens[i] = label.includes('-') ? 1 : 0;
  saleWordCount[i] = words.length;
  wordStart[i] = distinctWords.length;
  for (const w of new Set(words)) {
    distinctWords.push(idOf(w));
    distinctWeights.push(weightOf(w));
  }
});
wordStart[count] = distinctWords.length;
const wordListOf = new Map<string, Int32Array>([...byWord].map(([w, list]) => [w, Int32Array.from(list)]));
const shapeListOf = new Map<string, Int32Array>(
  [...byShape].map(([key, list]) => [key, Int32Array.from(list)]),
);
/** Marks the sales already taken as candidates in the current call, without a Set. */
const seenIn = new Uint32Array(count);
let call = 0;

/** How far a sold name resembles the appraised one, 0-1 (same arithmetic, in the same order, as ever). */
function similarity(
  f: NameFeatures,
  fKind: number,
  queryIds: readonly number[],
  queryWeights: readonly number[],
  totalWeight: number,
  i: number,
): number {
  let shared = 0;
  let union = totalWeight;
  for (let j = wordStart[i] as number; j < (wordStart[i + 1] as number); j++) {
    const word = distinctWords[j] as number;
    let q = 0;
    while (q < queryIds.length && queryIds[q] !== word) q++;
    if (q < queryIds.length) shared += queryWeights[q] as number;
    else union += distinctWeights[j] as number;
  }
  const wordScore = union > 0 ? shared / union : 0;
  const extensionScore = saleExtension[i] === f.extension ? 1 : saleKind[i] === fKind ? 0.4 : 0;
  const length = saleLength[i] as number;
  const lengthScore = 1 - Math.abs(length - f.length) / Math.max(length, f.length);
  const shapeScore =
    ((saleDigits[i] === 1) === f.digits > 0 ? 0.5 : 0) +
    ((saleHyphens[i] === 1) === f.hyphens > 0 ? 0.25 : 0) +
    (saleWordCount[i] === f.wordCount ? 0.25 : 0);
  return 0.55 * wordScore + 0.2 * extensionScore + 0.15 * lengthScore + 0.1 * shapeScore;
}

/** Most similar first; among equals the more recent, then the dearer sale, then by name. */
function ranksBefore(scoreA: number, a: number, scoreB: number, b: number): boolean {
  const sa = sales[a] as IndexedSale;
  const sb = sales[b] as IndexedSale;
  return (scoreB - scoreA || sb[2] - sa[2] || sb[1] - sa[1] || (sa[0] < sb[0] ? -1 : 1)) < 0;
}

/**
 * The k real sales most like the name: candidates share a word with it, or failing that have
 * its extension, length and letters-or-digits shape (one character either way).
 */
export function comparableSales(f: NameFeatures, k = 5): ComparableSale[] {
  const queryIds: number[] = [];
  const queryWeights: number[] = [];
  let totalWeight = 0;
  for (const w of new Set(f.words)) {
    const weight = weightOf(w);
    queryIds.push(wordIds.get(w) ?? -1);
    queryWeights.push(weight);
    totalWeight += weight;
  }
  call += 1;
  const candidates: number[] = [];
  const take = (list: Int32Array | undefined) => {
    if (!list) return;
    for (const i of list) {
      if (seenIn[i] === call) continue;
      seenIn[i] = call;
      candidates.push(i);
    }
  };
  for (const w of new Set(f.words)) take(wordListOf.get(w));
  if (candidates.length < k) {
    for (let d = 0; d <= 1 && candidates.length < 50; d++) {
      for (const length of d === 0 ? [f.length] : [f.length - 1, f.length + 1]) {
        take(shapeListOf.get(shapeKey(f.extension, length, f.digits > 0)));
      }
    }
  }
  const self = `${f.label}.${f.extension}`;
  const fKind = kinds.get(extensionKind(f.extension)) ?? -1;
  // The best k so far, in rank order, kept by insertion: k is small, candidates many.
  const bestScore: number[] = [];
  const bestSale: number[] = [];
  for (const i of candidates) {
    if ((sales[i] as IndexedSale)[0] === self) continue;
    const score = similarity(f, fKind, queryIds, queryWeights, totalWeight, i);
    const n = bestSale.length;
    if (n === k) {
      const worst = bestScore[k - 1] as number;
      if (score < worst || (score === worst && !ranksBefore(score, i, worst, bestSale[k - 1] as number)))
        continue;
    }
    let at = n;
    while (at > 0 && ranksBefore(score, i, bestScore[at - 1] as number, bestSale[at - 1] as number)) at--;
    bestScore.splice(at, 0, score);
    bestSale.splice(at, 0, i);
    if (bestSale.length > k) {
      bestScore.pop();
      bestSale.pop();
    }
  }
  return bestSale.map((i, rank) => {
    const [domain, price, year] = sales[i] as IndexedSale;
    return { domain, price, year, similarity: Math.round((bestScore[rank] as number) * 100) };
  });
}
